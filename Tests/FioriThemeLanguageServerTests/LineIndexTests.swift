import FioriThemeCompiler
import FioriThemeLanguageServer
import Testing

@Suite("UTF-16 positions")
struct LineIndexTests {
    func index(_ text: String) -> LineIndex { LineIndex(Array(text.utf8)) }

    @Test("lines end at LF, CRLF and a lone CR")
    func lineBreaks() {
        let lines = index("a\nbc\r\nd\re")
        #expect(lines.lineCount == 4)
        #expect(lines.position(of: 2) == Position(line: 1, character: 0))
        #expect(lines.position(of: 4) == Position(line: 1, character: 2))
        #expect(lines.position(of: 5) == Position(line: 1, character: 2), "between CR and LF is the end of the line")
        #expect(lines.position(of: 6) == Position(line: 2, character: 0))
        #expect(lines.position(of: 8) == Position(line: 3, character: 0))
        #expect(lines.offset(of: Position(line: 3, character: 1)) == 9)
    }

    @Test("characters count UTF-16 code units: é is one, 😀 two")
    func utf16() {
        // "é" is 2 bytes and 1 unit, "😀" 4 bytes and 2 units.
        let lines = index("aé😀b")
        #expect(lines.position(of: 1) == Position(line: 0, character: 1))
        #expect(lines.position(of: 3) == Position(line: 0, character: 2))
        #expect(lines.position(of: 7) == Position(line: 0, character: 4))
        #expect(lines.offset(of: Position(line: 0, character: 4)) == 7)
        #expect(lines.offset(of: Position(line: 0, character: 5)) == 8)
        #expect(
            lines.offset(of: Position(line: 0, character: 3)) == 3, "inside a surrogate pair is the start of the scalar"
        )
        #expect(lines.position(of: 2) == Position(line: 0, character: 1), "inside a scalar is its start")
    }

    @Test("out-of-range positions and offsets clamp")
    func clamping() {
        let lines = index("ab\ncd")
        #expect(lines.offset(of: Position(line: 0, character: 99)) == 2)
        #expect(lines.offset(of: Position(line: 9, character: 0)) == 5)
        #expect(lines.offset(of: Position(line: -1, character: -4)) == 0)
        #expect(lines.offset(of: Position(line: 1, character: -4)) == 3)
        #expect(lines.position(of: 99) == Position(line: 1, character: 2))
        #expect(lines.position(of: -3) == Position(line: 0, character: 0))
        #expect(index("").position(of: 0) == Position(line: 0, character: 0))
    }

    @Test("a round trip through positions gives every scalar boundary back")
    func roundTrip() {
        let text = "@a: #fff;\r\n/* ünïcode 😀 */\rFoo { font-size: 12; }\n"
        let lines = index(text)
        var offset = 0
        for scalar in text.unicodeScalars {
            #expect(lines.offset(of: lines.position(of: offset)) == offset || scalar == "\n")
            offset += String(scalar).utf8.count
        }
    }

    @Test("incremental changes apply in order, in UTF-16 ranges")
    func incrementalChanges() {
        var document = TextDocument(uri: "file:///t.nss", version: 1, text: "😀a\nb")
        document.apply(
            [
                TextDocument.Change(
                    range: (Position(line: 0, character: 2), Position(line: 0, character: 3)), text: "xy"),
                TextDocument.Change(
                    range: (Position(line: 1, character: 0), Position(line: 1, character: 0)), text: "é"),
                TextDocument.Change(
                    range: (Position(line: 0, character: 0), Position(line: 0, character: 2)), text: ""),
            ], version: 2)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "xy\néb")
        #expect(document.version == 2)
        document.apply(
            [TextDocument.Change(range: (Position(line: 5, character: 0), Position(line: 0, character: 0)), text: "!")],
            version: 3)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "xy\néb!", "a reversed range inserts at its start")
        document.apply([TextDocument.Change(range: nil, text: "new")], version: 4)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "new")
    }
}

@Suite("UTF-16 positions on long lines")
struct LongLineIndexTests {
    @Test("an ASCII line converts by arithmetic; a line with non-ASCII still counts UTF-16 units")
    func asciiFastPath() {
        let long = String(repeating: "font-size: 12; ", count: 10_000)
        let lines = LineIndex(Array(("é\n" + long + "\n😀x").utf8))
        #expect(lines.position(of: 3 + 150_000) == Position(line: 1, character: 150_000))
        #expect(lines.offset(of: Position(line: 1, character: 150_000)) == 3 + 150_000)
        #expect(lines.offset(of: Position(line: 1, character: 999_999)) == 3 + long.utf8.count)
        #expect(lines.position(of: 1) == Position(line: 0, character: 0), "inside é: its start")
        #expect(lines.offset(of: Position(line: 2, character: 2)) == 3 + long.utf8.count + 1 + 4)
    }

    /// The UTF-16 units before each byte of `line`, by one walk (a byte inside a scalar
    /// counts as the scalar's start; an invalid byte is one unit), and the scalars' starts.
    func reference(_ line: [UInt8]) -> (units: [Int], starts: [Int]) {
        var units = [Int](repeating: 0, count: line.count + 1)
        var starts: [Int] = []
        var (index, count) = (0, 0)
        while index < line.count {
            let lead = line[index]
            var length =
                switch lead {
                case 0xC2..<0xE0: 2
                case 0xE0..<0xF0: 3
                case 0xF0..<0xF5: 4
                default: 1
                }
            if length > 1,
                index + length > line.count || !line[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
            {
                length = 1
            }
            starts.append(index)
            for inside in index..<(index + length) { units[inside] = count }
            count += length == 4 ? 2 : 1
            index += length
        }
        units[line.count] = count
        return (units, starts)
    }

    @Test("a long line that is not ASCII converts from its checkpoints: every offset as one walk over it gives")
    func checkpoints() {
        var seed: UInt64 = 0xC0FFEE
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("😀".utf8), Array("€".utf8), [0xFF], [0xE2, 0x82],
        ]
        var line: [UInt8] = []
        while line.count < 9_000 { line += pieces[random(pieces.count)] }
        var document = TextDocument(
            uri: "file:///long.nss", version: 1, text: "x\n" + String(decoding: line, as: UTF8.self) + "\ny")
        for version in 2...4 {
            let bytes = document.bytes
            let lineBytes = Array(bytes[2..<bytes.lastIndex(of: UInt8(ascii: "\n"))!])
            let (units, starts) = reference(lineBytes)
            let wrong = (0...lineBytes.count).filter {
                document.lines.position(of: 2 + $0) != Position(line: 1, character: units[$0])
            }
            #expect(wrong.isEmpty, "offsets \(wrong.prefix(5))")
            let lost = starts.filter { document.lines.offset(of: Position(line: 1, character: units[$0])) != 2 + $0 }
            #expect(lost.isEmpty, "scalars at \(lost.prefix(5))")
            // An edit on the line: its checkpoints are found again.
            let at = Position(line: 1, character: 5)
            document.apply([TextDocument.Change(range: (at, at), text: "😀é")], version: version)
        }
    }

    @Test(
        "an edit updates the index of the lines it touches: the same positions as indexing the new text, over 2 000 random edits"
    )
    func incrementalUpdate() {
        var seed: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["\n", "\r", "\r\n", "a", "bc", "é", "😀", "@x: #FFF;\n", "", "\n\n", "\r\r\n"]
        var document = TextDocument(uri: "file:///l.nss", version: 1, text: "ab\ncd\r\nef\rgh\n")
        for version in 2...2_001 {
            let line = random(document.lines.lineCount + 1)
            let start = Position(line: line, character: random(4))
            let end = random(3) == 0 ? start : Position(line: line + random(3), character: random(4))
            let text = (0..<random(4)).map { _ in pieces[random(pieces.count)] }.joined()
            let before = document.bytes
            document.apply(
                [TextDocument.Change(range: (start, max(start, end)), text: text)], version: version)
            let fresh = LineIndex(document.bytes)
            #expect(document.lines.lineCount == fresh.lineCount)
            let same = (0...document.bytes.count + 1).allSatisfy {
                document.lines.position(of: $0) == fresh.position(of: $0)
            }
            #expect(
                same,
                "after replacing \(start)-\(end) of \(String(decoding: before, as: UTF8.self).debugDescription) with \(text.debugDescription)"
            )
            if !same { return }
            if document.bytes.count > 400 {
                document.apply(
                    [
                        TextDocument.Change(
                            range: nil, text: String(decoding: document.bytes.suffix(100), as: UTF8.self))
                    ], version: version)
            }
        }
    }
}
