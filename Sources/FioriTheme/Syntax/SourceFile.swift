import Foundation

/// The bytes of one stylesheet and the name it is reported under.
///
/// A source file is immutable. Its line table is built lazily, the first time a
/// position is turned into a line and column, so a file without diagnostics never
/// pays for it.
public final class SourceFile: Sendable {
    /// The path shown in diagnostics (`-` or `<stdin>` for standard input).
    public let path: String
    /// The raw UTF-8 bytes, exactly as read.
    public let bytes: [UInt8]
    private let lineTable = LineTableBox()

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from a string (used by tests and `loadStylesheetByString`-style callers).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of `range`, with invalid UTF-8 repaired.
    public func text(_ range: SourceRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Whether the bytes of `range` equal `literal`, without creating a string.
    func bytes(_ range: SourceRange, equal literal: StaticString) -> Bool {
        guard range.length == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for index in 0..<range.length where bytes[range.start + index] != pointer[index] {
            return false
        }
        return true
    }

    /// The 1-based line and column of a byte offset.
    ///
    /// Columns count Unicode scalars from the start of the line, so they match what an
    /// editor shows for any text; a byte inside invalid UTF-8 counts as one column.
    public func location(of offset: Int) -> SourceLocation {
        let table = lineTable.table(for: bytes)
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = table.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if table[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = table[low]
        var column = 1
        var index = lineStart
        while index < clamped {
            index += SourceFile.scalarLength(at: index, in: bytes)
            column += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }

    /// The byte range of the 1-based `line`, without its line break.
    public func lineRange(_ line: Int) -> SourceRange {
        let table = lineTable.table(for: bytes)
        let start = table[max(0, min(line - 1, table.count - 1))]
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return SourceRange(start: start, end: end)
    }

    /// The length of the UTF-8 sequence starting at `index`, 1 for an invalid byte.
    static func scalarLength(at index: Int, in bytes: [UInt8]) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 1
        }
        guard index + length <= bytes.count else { return 1 }
        for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { return 1 }
        return length
    }
}

/// A 1-based line and column, computed on demand from a byte offset.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 1-based line number. CRLF, LF and a lone CR each end a line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Builds the table of line-start offsets once, thread-safely, on first use.
private final class LineTableBox: @unchecked Sendable {
    private var table: [Int]?
    private let lock = NSLock()

    func table(for bytes: [UInt8]) -> [Int] {
        lock.withLock {
            if let table { return table }
            var starts = [0]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            table = starts
            return starts
        }
    }
}
