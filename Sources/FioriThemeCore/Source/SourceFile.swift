import FioriTheme
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
    private let lineTable = LineTable()

    /// The largest file fdlc reads, 4 GiB less one byte: the syntax tree stores positions
    /// as 32-bit numbers. `fdlc` refuses a larger file; the library must not be given one.
    public static let maximumSize = Int(UInt32.max) - 1

    /// Creates a source file from raw bytes, at most ``maximumSize`` of them.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source file from a string (used by tests and `loadStylesheetByString`-style callers).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of `range`, with invalid UTF-8 repaired.
    @inlinable public func text(_ range: SourceRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Whether the bytes of `range` equal `literal`, without creating a string.
    @inlinable package func bytes(_ range: SourceRange, equal literal: StaticString) -> Bool {
        guard range.length == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for index in 0..<range.length where bytes[range.start + index] != pointer[index] {
            return false
        }
        return true
    }

    /// Whether the file starts with a UTF-8 byte order mark, which takes no column.
    package var hasByteOrderMark: Bool {
        TextPosition.hasByteOrderMark(bytes)
    }

    /// The 1-based line and column of a byte offset, by the rules of `TextPosition` (in `FioriTheme`).
    ///
    /// Columns count Unicode scalars from the start of the line, so they match what an
    /// editor shows for any text; a byte inside invalid UTF-8 counts as one column, and a
    /// byte order mark none. The cost is logarithmic in the file's size after the first
    /// call, however long the line.
    public func location(of offset: Int) -> SourceLocation {
        location(of: offset, in: lineTable.lines(of: self))
    }

    /// ``location(of:)`` and the ``lineRange(_:)`` of its line, with one look at the line
    /// table: a code frame needs both.
    package func locationAndLine(of offset: Int) -> (location: SourceLocation, line: SourceRange) {
        lineIndex.locationAndLine(of: offset)
    }

    /// The file's line table, looked up once, for a caller that turns many offsets into
    /// locations (a text report works out two or three for each finding).
    package var lineIndex: LineIndex { LineIndex(file: self, lines: lineTable.lines(of: self)) }

    /// ``SourceFile/location(of:)`` and ``SourceFile/locationAndLine(of:)`` of one file
    /// without looking its line table up again for each offset.
    package struct LineIndex {
        /// The file the index is of.
        package let file: SourceFile
        fileprivate let lines: Lines

        /// ``SourceFile/location(of:)``.
        package func location(of offset: Int) -> SourceLocation {
            file.location(of: offset, in: lines)
        }

        /// ``SourceFile/locationAndLine(of:)``.
        package func locationAndLine(of offset: Int) -> (location: SourceLocation, line: SourceRange) {
            let location = file.location(of: offset, in: lines)
            let index = location.line - 1
            return (
                location, SourceRange(start: lines.start(ofLine: index), end: lines.end(ofLine: index, in: file.bytes))
            )
        }
    }

    fileprivate func location(of offset: Int, in lines: Lines) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lines.line(containing: clamped)
        let start = lines.start(ofLine: line)
        guard clamped > start else { return SourceLocation(line: line + 1, column: 1) }
        if lines.asciiOnly[line] {
            return SourceLocation(line: line + 1, column: clamped - start + 1)
        }
        let marks = lineTable.columnMarks(line, lines, of: self)
        var low = 0
        var high = marks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if marks[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var column = low * LineTable.markSpacing + 1
        var index = marks[low]
        bytes.withUnsafeBufferPointer { buffer in
            while index < clamped {
                index += UTF8Scalar.columnWidth(at: index, in: buffer)
                column += 1
            }
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The byte range of the 1-based `line`, without its line break (nor, on line 1, a byte
    /// order mark).
    public func lineRange(_ line: Int) -> SourceRange {
        let lines = lineTable.lines(of: self)
        let index = max(0, min(line - 1, lines.starts.count - 1))
        return SourceRange(start: lines.start(ofLine: index), end: lines.end(ofLine: index, in: bytes))
    }

    /// How many bytes the column at `index` covers: a valid scalar, or one invalid byte.
    package static func columnWidth(at index: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { UTF8Scalar.columnWidth(at: index, in: $0) }
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

/// Where each line of a file starts and whether it is all ASCII, worked out in one pass.
private struct Lines {
    /// The offset of each line's first byte; line 0 starts after a byte order mark. 32 bits
    /// each, as ``SourceFile/maximumSize`` allows.
    let starts: [UInt32]
    let asciiOnly: [Bool]

    init(_ bytes: [UInt8], skipping byteOrderMark: Bool) {
        var starts: [UInt32] = [byteOrderMark ? 3 : 0]
        var asciiOnly: [Bool] = []
        // Room for lines of 24 bytes on average: unused capacity is never touched.
        starts.reserveCapacity(bytes.count / 24 + 1)
        asciiOnly.reserveCapacity(bytes.count / 24 + 1)
        var ascii = true
        var index = Int(starts[0])
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            let raw = UnsafeRawPointer(buffer.baseAddress)
            while index < count {
                // Eight bytes at a time up to the first that is a line break (or any byte up to
                // 0x0D) or non-ASCII; the lowest byte flagged is always one of those.
                if let raw, index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    let belowFourteen = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & high
                    let flagged = (word & high) | belowFourteen
                    if flagged == 0 {
                        index += 8
                        continue
                    }
                    index += flagged.trailingZeroBitCount / 8
                }
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0D, index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(UInt32(truncatingIfNeeded: index + 1))
                    asciiOnly.append(ascii)
                    ascii = true
                } else if byte >= 0x80 {
                    ascii = false
                }
                index += 1
            }
        }
        asciiOnly.append(ascii)
        self.starts = starts
        self.asciiOnly = asciiOnly
    }

    /// Where the text of the 0-based `line` starts.
    func start(ofLine line: Int) -> Int { Int(starts[line]) }

    /// The end of the 0-based `line`, before its line break.
    func end(ofLine line: Int, in bytes: [UInt8]) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = Int(starts[line + 1]) - 1
        if end > starts[line], bytes[end] == 0x0A, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The 0-based line that contains `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

/// A file's ``Lines``, built once, thread-safely, on first use; and for each line with
/// non-ASCII bytes, built when first asked, the byte offset of every ``markSpacing``-th column.
private final class LineTable: @unchecked Sendable {
    /// Columns between two marks of ``columnMarks(_:_:of:)``.
    static let markSpacing = 256

    private let lock = NSLock()
    private var built: Lines?
    private var marks: [Int: [Int]] = [:]

    func lines(of file: SourceFile) -> Lines {
        lock.withLock {
            if let built { return built }
            let lines = Lines(file.bytes, skipping: file.hasByteOrderMark)
            built = lines
            return lines
        }
    }

    /// The byte offsets of columns 1, 1 + spacing, 1 + 2 × spacing, … of a line.
    func columnMarks(_ line: Int, _ lines: Lines, of file: SourceFile) -> [Int] {
        lock.withLock {
            if let found = marks[line] { return found }
            let end = lines.end(ofLine: line, in: file.bytes)
            var index = lines.start(ofLine: line)
            var found = [index]
            var column = 0
            file.bytes.withUnsafeBufferPointer { buffer in
                while index < end {
                    index += UTF8Scalar.columnWidth(at: index, in: buffer)
                    column += 1
                    if column % LineTable.markSpacing == 0 { found.append(index) }
                }
            }
            marks[line] = found
            return found
        }
    }
}
