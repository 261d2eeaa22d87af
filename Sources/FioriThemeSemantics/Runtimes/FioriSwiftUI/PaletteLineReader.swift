import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// FioriThemeManager's `StyleSheetParser.parse`, ported: which `key:value` pairs it reads
/// from a file, found the way it finds them.
///
/// The runtime knows no structure, no comments and no variables. It decodes the file as
/// UTF-8 (any invalid byte and it ignores the whole file; one leading byte order mark is
/// dropped), splits it at every line break of `CharacterSet.newlines` (LF, VT, FF, CR, NEL,
/// LS, PS: a CRLF is two), and keeps a line only when its first Character is `@`. Of such a
/// line it drops the `@` and the last Character, whatever that is (`;`, a space, the last
/// value character), splits the rest at every `:` (a Character: Foundation's
/// `components(separatedBy:)` does not split a `:` joined with a combining mark) and uses it
/// only when that gives exactly two parts: the key and the value, neither trimmed. The first
/// definition of a key wins.
///
/// Each line keeps its byte offsets, so findings are reported at the physical line (LF, CR
/// and CRLF count; the other breaks split without starting a new line number).
struct PaletteLineReader {
    /// One line that starts with `@`, as the runtime reads it.
    struct Line {
        /// The line's bytes, from the `@` to before its line break.
        var range: SourceRange
        /// The line's last Character, which the runtime drops, and where it starts.
        var last: (character: Character, offset: Int)
        /// The key and value the runtime reads; nil when the line does not split into
        /// exactly two parts at `:`.
        var definition: Definition?
        /// The offsets of every `:` between the `@` and the last Character.
        var colons: [Int]
    }

    /// A key and value the runtime reads from a line.
    struct Definition {
        /// The key, exactly as written after `@` (spaces included).
        var key: String
        /// Its bytes.
        var keyRange: SourceRange
        /// The value, exactly as written from after the `:` to before the line's last
        /// Character.
        var value: String
        /// Its bytes.
        var valueRange: SourceRange
    }

    /// The offset of the first byte that is not valid UTF-8, nil when the file decodes.
    private(set) var invalidByte: Int?
    /// Every line whose first Character is `@`, in file order.
    private(set) var lines: [Line] = []
    /// The offset where each line the runtime splits starts (after any of its line breaks),
    /// ascending.
    private(set) var lineStarts: [Int] = []

    /// Reads `file` as FioriThemeManager does.
    init(_ file: SourceFile) {
        let bytes = file.bytes
        invalidByte = PaletteLineReader.firstInvalidByte(bytes)
        guard invalidByte == nil else { return }
        var start = file.hasByteOrderMark ? 3 : 0
        var index = start
        while index <= bytes.count {
            let breakLength = index < bytes.count ? PaletteLineReader.lineBreakLength(at: index, in: bytes) : 1
            if breakLength > 0 {
                lineStarts.append(start)
                if start < index, bytes[start] == UInt8(ascii: "@") {
                    read(SourceRange(start: start, end: index), in: file)
                }
                index += breakLength
                start = index
            } else {
                index += 1
            }
        }
    }

    /// Where the line that holds `offset` starts, as the runtime splits lines.
    func lineStart(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return lineStarts.isEmpty ? 0 : lineStarts[low]
    }

    /// The definitions the runtime keeps: key → the line of its first definition.
    var firstDefinitions: [String: Line] {
        var first: [String: Line] = [:]
        for line in lines {
            guard let definition = line.definition, first[definition.key] == nil else { continue }
            first[definition.key] = line
        }
        return first
    }

    private mutating func read(_ range: SourceRange, in file: SourceFile) {
        let text = file.text(range)
        // `line.first == "@"` compares Characters: "@" with a combining mark is not "@".
        guard text.first == "@", let last = text.last else { return }
        let lastOffset = range.end - last.utf8.count
        var colons: [Int] = []
        var offset = range.start
        for character in text {
            if character == ":", offset > range.start, offset < lastOffset { colons.append(offset) }
            offset += character.utf8.count
        }
        var line = Line(range: range, last: (last, lastOffset), definition: nil, colons: colons)
        if colons.count == 1 {
            let key = SourceRange(start: range.start + 1, end: colons[0])
            let value = SourceRange(start: colons[0] + 1, end: max(colons[0] + 1, lastOffset))
            line.definition = Definition(key: file.text(key), keyRange: key, value: file.text(value), valueRange: value)
        }
        lines.append(line)
    }

    /// The length of the line break at `index` (one of `CharacterSet.newlines`), 0 for none.
    static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C, 0x0D: return 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return 3
        default: return 0
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, nil when all are.
    static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let length = UTF8Scalar.length(at: index, in: buffer)
                if length == 0 { return index }
                index += length
            }
            return nil
        }
    }
}
