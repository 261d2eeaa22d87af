import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

/// The text report is written as bytes (``DiagnosticRenderer/write(_:to:)``); each piece must
/// read exactly as the `String` escapes it stands for, whatever the theme's text holds.
@Suite("Text report bytes")
struct ReportBytesTests {
    /// Pieces of theme text: printable ASCII, tabs, line breaks, C0 and C1 controls, DEL,
    /// bidirectional formatting characters, other non-ASCII, invalid and truncated UTF-8.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("red; ".utf8), Array("@brandColor12".utf8), [0x09], [0x0A], [0x0D], [0x0D, 0x0A],
        [0x1B], [0x00], [0x7F], Array("\u{85}".utf8), Array("\u{9F}".utf8), Array("\u{202E}".utf8),
        Array("\u{2066}".utf8), Array("\u{061C}".utf8), Array("\u{200E}".utf8), Array("é".utf8), Array("🎨".utf8),
        Array("\u{2028}".utf8), [0xFF], [0xE2, 0x80], [0xC2], [0xD8],
    ]

    static func randomBytes(_ random: inout SeededRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0..<20, using: &random) { bytes += random.pick(pieces) }
        return bytes
    }

    @Test("escaped messages and fix-it texts equal the String escapes, from a string and from a file's bytes")
    func escapesAgree() {
        var random = SeededRandom(seed: 26)
        let lineBreaks: [Unicode.Scalar: String] = ["\n": "\\n", "\r": "\\r"]
        for _ in 0..<2000 {
            let bytes = Self.randomBytes(&random)
            let text = String(decoding: bytes, as: UTF8.self)
            var escaped: [UInt8] = []
            escaped.appendEscapingControls(text)
            #expect(escaped == Array(text.escapingControls.utf8), "\(bytes)")
            for controls in [true, false] {
                let expected = Array(
                    (controls ? text.escaping(lineBreaks).escapingControls : text.escaping(lineBreaks)).utf8)
                var fromString: [UInt8] = []
                fromString.appendFixItText(text, escapingControls: controls)
                #expect(fromString == expected, "\(bytes), controls: \(controls)")
                // The same text in the middle of a file: the range's bytes are read in place.
                let file = SourceFile(path: "t", bytes: Array("x: ".utf8) + bytes + Array(";\n".utf8))
                var fromFile: [UInt8] = []
                fromFile.appendFixItText(file, SourceRange(start: 3, end: 3 + bytes.count), escapingControls: controls)
                #expect(fromFile == expected, "\(bytes) in a file, controls: \(controls)")
            }
        }
    }

    @Test("a run of printable ASCII ends at the first other byte, read eight at a time or one by one")
    func printableRuns() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let bytes = Self.randomBytes(&random)
            let start = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            let end = Int.random(in: start...bytes.count, using: &random)
            let expected = bytes[start..<end].firstIndex { $0 < 0x20 || $0 >= 0x7F } ?? end
            #expect(bytes.withUnsafeBufferPointer { [UInt8].printableRunEnd($0, from: start, to: end) } == expected)
        }
    }

    @Test("numbers are written in decimal", arguments: [0, 7, 9, 10, 99, 100, 12_345, 1 << 40, -3, Int.max, Int.min])
    func decimals(value: Int) {
        var bytes: [UInt8] = []
        bytes.appendDecimal(value)
        #expect(bytes == Array(String(value).utf8))
    }

    @Test("a code frame's location and line, and a line index's, are location(of:) and lineRange(_:)")
    func locationAndLine() {
        let file = SourceFile(path: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("ab\r\nc é\rd\n\nx".utf8) + [0xFF])
        let index = file.lineIndex
        for offset in 0...file.bytes.count {
            let (location, line) = file.locationAndLine(of: offset)
            #expect(location == file.location(of: offset))
            #expect(line == file.lineRange(location.line))
            #expect(index.location(of: offset) == location)
            #expect(index.locationAndLine(of: offset) == (location, line))
        }
    }
}
