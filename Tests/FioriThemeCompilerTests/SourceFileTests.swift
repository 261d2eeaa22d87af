import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

@Suite("Source positions and code frames")
struct SourceFileTests {
    @Test("columns on ASCII, non-ASCII and invalid lines agree with a scalar count")
    func columns() {
        let bytes = Array("ab\n/* é 🎨 */ x\n".utf8) + [0xFF] + Array("y".utf8)  // 0xFF: invalid, one column
        let file = SourceFile(path: "t", bytes: bytes)
        #expect(file.location(of: 1) == SourceLocation(line: 1, column: 2))
        let x = bytes.firstIndex(of: UInt8(ascii: "x"))!
        #expect(file.location(of: x) == SourceLocation(line: 2, column: 11))
        #expect(file.location(of: bytes.count - 1) == SourceLocation(line: 3, column: 2))
        #expect(file.location(of: bytes.count) == SourceLocation(line: 3, column: 3))
    }

    @Test("a load error's one-off position (TextPosition) agrees with the line table at every offset")
    func oneOffPositionsAgree() {
        // Line breaks of every kind, ASCII, two- and four-byte scalars, invalid and truncated bytes, a BOM.
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], Array("a".utf8), Array("é".utf8), Array("🎨".utf8),
            [0xFF], [0xE2, 0x82], [0xC3],
        ]
        var random = SeededRandom(seed: 13)
        for round in 0..<300 {
            var bytes: [UInt8] = round % 3 == 0 ? TextPosition.byteOrderMark : []
            for _ in 0..<Int.random(in: 0..<24, using: &random) { bytes += random.pick(pieces) }
            let file = SourceFile(path: "t", bytes: bytes)
            for offset in 0...bytes.count {
                let oneOff = TextPosition.location(of: offset, in: bytes)
                let location = file.location(of: offset)
                #expect(oneOff == (location.line, location.column), "\(bytes) at \(offset)")
            }
        }
    }

    @Test("a byte order mark takes no column and is not part of line 1")
    func byteOrderMark() {
        let file = SourceFile(path: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8))
        #expect(file.location(of: 3) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 4) == SourceLocation(line: 1, column: 2))
        #expect(file.lineRange(1) == SourceRange(start: 3, end: 5))
        #expect(file.location(of: 6) == SourceLocation(line: 2, column: 1))
    }

    @Test("columns far into a long non-ASCII line are exact")
    func longNonASCIILine() {
        let text = String(repeating: "é", count: 5000) + "x"
        let file = SourceFile(path: "t", text: text)
        #expect(file.location(of: 10_000) == SourceLocation(line: 1, column: 5001))
        #expect(file.location(of: 512) == SourceLocation(line: 1, column: 257))  // the first scalar after a mark
        #expect(file.location(of: 514) == SourceLocation(line: 1, column: 258))
    }

    @Test("line ranges exclude CRLF, LF and CR")
    func lineRanges() {
        let file = SourceFile(path: "t", text: "ab\r\ncd\ref\n")
        #expect(file.lineRange(1) == SourceRange(start: 0, end: 2))
        #expect(file.lineRange(2) == SourceRange(start: 4, end: 6))
        #expect(file.lineRange(3) == SourceRange(start: 7, end: 9))
        #expect(file.lineRange(4) == SourceRange(start: 10, end: 10))
    }

    @Test("a code frame on a long line shows a window around the range")
    func clippedFrame() {
        let text = "A { " + String(repeating: "b: c; ", count: 100) + "x: y; }"
        let file = SourceFile(path: "t.nss", text: text)
        let start = text.utf8.count - 7
        let diagnostic = Diagnostic(
            .unknownProperty, "unknown property 'x'", file: file, range: SourceRange(start: start, end: start + 1))
        let lines = DiagnosticRenderer(colored: false).text([diagnostic]).split(separator: "\n")
        #expect(lines[1].hasPrefix(" 1 | …"))
        #expect(lines[1].hasSuffix("x: y; }"))
        #expect(lines[1].count < DiagnosticRenderer.frameWidth + 10)
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let x = lines[1].firstIndex(of: "x").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret == x)
    }

    @Test("a file with more diagnostics than the cap reports the cap and one summary, and still fails")
    func diagnosticCap() {
        let warningsFirst = String(repeating: "fdlFUINope { }\n", count: 600) + "fdlFUIKPIView { b: c; }"
        let diagnostics = Compiler().check([SourceFile(path: "t.nss", text: warningsFirst)])
        #expect(diagnostics.count == Compiler.maximumDiagnosticsPerFile + 1)
        let last = diagnostics.last
        #expect(last?.code == .tooManyDiagnostics)
        #expect(last?.severity == .error)
        #expect(last?.message == "101 more diagnostics in this file are not shown (1 error); fix the ones above first")
        #expect(last?.location == SourceLocation(line: 501, column: 1))
    }

    @Test("a name defined and misused a thousand times: findings share their text, the cap and its counts are exact")
    func repeatedFindings() {
        let file = SourceFile(path: "t.nss", text: String(repeating: "@a:@b;", count: 1000))
        let diagnostics = Compiler().check([file])
        #expect(diagnostics.count == Compiler.maximumDiagnosticsPerFile + 1)
        #expect(
            diagnostics.prefix(4).map { "\($0.code.rawValue) \($0.location) \($0.message)" } == [
                "FDL203 1:1 '@a' is defined more than once; this definition is ignored",
                "FDL201 1:4 undefined variable '@b'",
                "FDL203 1:7 '@a' is defined more than once; this definition is ignored",
                "FDL201 1:10 undefined variable '@b'",
            ])
        #expect(diagnostics[0].notes.first?.range == SourceRange(start: 5994, end: 5996))
        #expect(
            diagnostics.last?.message
                == "1499 more diagnostics in this file are not shown (750 errors); fix the ones above first")
    }

    @Test(
        "every reported diagnostic carries at most 20 notes and one more that counts the rest",
        arguments: [(0, 0), (20, 20), (21, 21), (22, 21), (1000, 21)])
    func noteCap(given: Int, kept: Int) {
        let file = SourceFile(path: "t.nss", text: "@a: red;\n")
        let notes = (0..<given).map { Diagnostic.Note("note \($0)", file: file, range: SourceRange(start: 0, end: 2)) }
        let diagnostic = Diagnostic(
            .unknownProperty, "many notes", file: file, range: SourceRange(start: 0, end: 2), notes: notes)
        let capped = [diagnostic, diagnostic].capped(at: 1)
        #expect(capped.count == 2 && capped.last?.code == .tooManyDiagnostics)
        let shown = capped[0].notes.map(\.message)
        #expect(shown.count == kept)
        if given > Diagnostic.maximumNotes + 1 {
            #expect(
                Array(shown.prefix(Diagnostic.maximumNotes)) == notes.prefix(Diagnostic.maximumNotes).map(\.message))
            #expect(shown.last == "\(given - Diagnostic.maximumNotes) more notes are not shown")
            #expect(capped[0].notes.last?.range == nil)
        } else {
            #expect(shown == notes.map(\.message), "up to 21 notes are all shown: a count would replace just one")
        }
    }
}
