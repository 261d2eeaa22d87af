/// Splits a byte stream into JSON-RPC message bodies by their `Content-Length` headers, as
/// the Language Server Protocol frames them:
///
/// ```text
/// Content-Length: 52\r\n
/// \r\n
/// {"jsonrpc":"2.0","id":1,"method":"shutdown"}
/// ```
///
/// Header lines end with CRLF (a bare LF is accepted too); an empty line ends the header.
/// Header names are case-insensitive and other headers (`Content-Type`) are ignored. Bad
/// input never stops the reader: a header without a valid `Content-Length` (missing,
/// negative, not a number, or two that disagree), a line that is not a header, an oversized
/// header or body, or a stream that ends inside a message is reported as
/// ``Frame/malformed(_:)``. The reader then resynchronises: it skips to the next
/// `Content-Length:` (in any case, even in the middle of a line, as when a body of unknown
/// length runs into the next header), so the next well-formed message is read. Every call
/// consumes input and the reader reaches the end of any stream.
package struct MessageReader {
    /// What the next piece of the stream is.
    package enum Frame: Equatable {
        /// One message body.
        case message([UInt8])
        /// Bytes that are not a message, skipped, and why (lowercase).
        case malformed(String)
    }

    /// A header longer than this is not a header.
    package static let maximumHeaderLength = 8 * 1024
    /// A body longer than this is skipped unread.
    package static let maximumBodyLength = 256 * 1024 * 1024

    /// Reads up to the given count of bytes; empty at the end of the stream.
    private let read: (Int) -> [UInt8]
    private var buffer: [UInt8] = []
    /// The offset of the first unconsumed byte of ``buffer``.
    private var start = 0
    private var atEnd = false
    /// Whether to skip to the next `Content-Length` before reading a header: after a
    /// malformed header, whose body (if any) has no known length.
    private var resynchronizing = false

    /// Creates a reader that pulls bytes from `read` (which returns at most the count it is
    /// given, and an empty array at the end of the stream).
    package init(read: @escaping (Int) -> [UInt8]) {
        self.read = read
    }

    /// The next message or malformed piece; nil at the end of the stream.
    package mutating func next() -> Frame? {
        while true {
            switch header() {
            case .end:
                return nil
            case .malformed(let reason):
                return .malformed(reason)
            case .length(let length):
                return body(length)
            }
        }
    }

    private enum Header {
        case length(Int)
        case malformed(String)
        case end
    }

    /// Reads one header block and its `Content-Length`.
    private mutating func header() -> Header {
        if resynchronizing {
            resynchronizing = false
            guard skipToContentLength() else { return .end }
        }
        var length: Int?
        var problem: String?
        var headerBytes = 0
        var sawLine = false
        while true {
            let line: ArraySlice<UInt8>
            switch nextLine() {
            case .line(let found): line = found
            case .tooLong: return malformed("a message header longer than \(Self.maximumHeaderLength) bytes")
            case .end:
                if !sawLine && available == 0 { return .end }
                start = buffer.count
                return .malformed("the input ended inside a message header")
            }
            headerBytes += line.count + 1
            if headerBytes > Self.maximumHeaderLength {
                start = line.startIndex + 1  // a header may follow in the line
                return malformed("a message header longer than \(Self.maximumHeaderLength) bytes")
            }
            if line.isEmpty {
                // Blank lines between messages are tolerated.
                if !sawLine { continue }
                if let problem { return malformed(problem) }
                guard let length else { return malformed("a message header without 'Content-Length'") }
                return .length(length)
            }
            sawLine = true
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                line[..<colon].allSatisfy(Self.isTokenByte), colon > line.startIndex
            else {
                // Not a header line: look for a header from its first byte on.
                start = line.startIndex
                let reason =
                    line.contains(UInt8(ascii: ":"))
                    ? "bytes that are not a message header"
                    : "a message header line without ':'"
                return malformed(reason)
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            if name != "content-length", name.hasSuffix("content-length") {
                start = line.startIndex  // `xyzContent-Length: 2`: garbage, then a header
                return malformed("bytes that are not a message header")
            }
            if let embedded = embeddedLengthHeader(in: line, after: line.startIndex) {
                start = embedded  // `Name: garbageContent-Length: 2`: garbage, then a header
                return malformed("bytes that are not a message header")
            }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(value) else {
                problem = problem ?? "an invalid 'Content-Length' '\(value.prefix(40))'"
                continue
            }
            if let length, length != number {
                problem = problem ?? "two 'Content-Length' headers that disagree (\(length) and \(number))"
            }
            length = number
        }
    }

    /// A malformed frame, after which the reader skips to the next `Content-Length`.
    private mutating func malformed(_ reason: String) -> Header {
        resynchronizing = true
        return .malformed(reason)
    }

    /// Whether `byte` may be in a header name (an HTTP token).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// `content-length:`, as the resynchronisation looks for it (in any case).
    private static let lengthHeader = Array("content-length:".utf8)

    /// Skips input up to the next `Content-Length:` (in any case); false when the input
    /// ends first (all of it is consumed).
    private mutating func skipToContentLength() -> Bool {
        let pattern = Self.lengthHeader
        while true {
            var index = start
            while index + pattern.count <= buffer.count {
                if Self.matches(pattern, at: index, in: buffer) {
                    start = index
                    return true
                }
                index += 1
            }
            // The last bytes may begin the header: keep them for the next fill.
            start = max(start, buffer.count - (pattern.count - 1))
            if !fill() {
                start = buffer.count
                return false
            }
        }
    }

    /// Where a `Content-Length:` (in any case) starts in `line` after `index`, if one does.
    private func embeddedLengthHeader(in line: ArraySlice<UInt8>, after index: Int) -> Int? {
        let pattern = Self.lengthHeader
        var candidate = index + 1
        while candidate + pattern.count <= line.endIndex {
            if Self.matches(pattern, at: candidate, in: buffer) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Whether `buffer` holds `pattern` (lowercase letters) at `index`, ignoring case.
    private static func matches(_ pattern: [UInt8], at index: Int, in buffer: [UInt8]) -> Bool {
        for offset in 0..<pattern.count {
            var byte = buffer[index + offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
            if byte != pattern[offset] { return false }
        }
        return true
    }

    /// Reads a body of `length` bytes, or skips it when it is too long.
    private mutating func body(_ length: Int) -> Frame {
        guard length <= Self.maximumBodyLength else {
            var left = length
            while left > 0 {
                if available == 0, !fill() { return .malformed("the input ended inside a message body") }
                let taken = min(left, available)
                start += taken
                left -= taken
            }
            return .malformed("a message body of \(length) bytes, more than the \(Self.maximumBodyLength) allowed")
        }
        if available >= length {
            let body = Array(buffer[start..<(start + length)])
            start += length
            return .message(body)
        }
        // A body longer than what is buffered is read straight into an array of its length,
        // a piece at a time and never past its end: the buffer does not grow to hold it (and
        // keep that size), and the body is not copied out of it.
        var body = [UInt8]()
        body.reserveCapacity(length)
        body += buffer[start...]
        start = buffer.count
        while body.count < length {
            let piece = read(min(length - body.count, Self.pieceLength))
            guard !piece.isEmpty else {
                atEnd = true
                return .malformed("the input ended inside a message body")
            }
            body += piece
        }
        return .message(body)
    }

    /// The most bytes one read asks for.
    private static let pieceLength = 64 * 1024

    private enum Line {
        case line(ArraySlice<UInt8>)
        /// More than ``maximumHeaderLength`` bytes without a line break, now consumed.
        case tooLong
        case end
    }

    /// The next line without its LF (and CR), reading more as needed.
    private mutating func nextLine() -> Line {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = buffer[start..<end]
                start = newline + 1
                return .line(line)
            }
            if available > Self.maximumHeaderLength {
                // The resynchronisation after it looks for a header in these bytes too.
                start += 1
                return .tooLong
            }
            // Filling may move the unconsumed bytes to the front: keep the searched count.
            let searchedCount = available
            if !fill() { return .end }
            searched = start + searchedCount
        }
    }

    private var available: Int { buffer.count - start }

    /// Whether bytes read from the stream wait in the buffer (part of a message, at least).
    package var hasBufferedInput: Bool { available > 0 }

    /// Reads more bytes into the buffer, dropping what was consumed; false at the end.
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunk = read(Self.pieceLength)
        guard !chunk.isEmpty else {
            atEnd = true
            return false
        }
        buffer += chunk
        return true
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
