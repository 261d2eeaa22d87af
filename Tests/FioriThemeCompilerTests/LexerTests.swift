import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSyntax

@Suite("Lexer")
struct LexerTests {
    @Test("punctuation, identifiers and variables")
    func basicTokens() {
        let tokens = lexTokens("@primary6: #0A6ED1; fdlFUIKPIView { tint-color: rgba(0, 0, 0, 0.5); }")
        #expect(
            tokens.map(\.0) == [
                .variable, .colon, .identifier, .semicolon,
                .identifier, .leftBrace, .identifier, .colon,
                .identifier, .leftParen, .identifier, .comma, .identifier, .comma, .identifier, .comma, .identifier,
                .rightParen,
                .semicolon, .rightBrace,
            ])
        #expect(
            tokens.map(\.1) == [
                "@primary6", ":", "#0A6ED1", ";", "fdlFUIKPIView", "{", "tint-color", ":",
                "rgba", "(", "0", ",", "0", ",", "0", ",", "0.5", ")", ";", "}",
            ])
    }

    @Test(
        "identifier forms real files use",
        arguments: [
            "0,-11", "Assets/logo.png", "2px", "-1", ".5", "#FFF", "ultraLightSystem", "a\\b", "single-line-etched",
        ])
    func identifierForms(text: String) {
        let expected = text == "0,-11" ? ["0", ",", "-11"] : [text]
        #expect(lexTokens(text).map(\.1) == expected)
    }

    @Test("'#' and '@' only start a token")
    func hashAndAtStart() {
        #expect(lexTokens("a#b").map(\.1) == ["a", "#b"])
        #expect(lexTokens("@a@b").map(\.0) == [.variable, .variable])
    }

    @Test("'@media' is a keyword only as a whole word")
    func mediaKeyword() {
        #expect(lexTokens("@media").map(\.0) == [.media])
        #expect(lexTokens("@mediaColor").map(\.0) == [.variable])
        #expect(lexTokens("@media(").map(\.0) == [.media, .leftParen])
    }

    @Test("block and line comments are kept aside with their ranges")
    func comments() {
        let result = lexAll("a /* one\ntwo */ b // three\nc")
        #expect(result.tokens.map(\.text) == ["a", "b", "c"])
        #expect(result.comments.map(\.kind) == [.blockComment, .lineComment])
        #expect(result.comments.map(\.range) == [SourceRange(start: 2, end: 15), SourceRange(start: 18, end: 26)])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("'/' continues a name under NUI's rules, so '//' and '/*' start a comment only where a token starts")
    func slashContinuesIdentifier() {
        #expect(lexTokens("a//b").map(\.1) == ["a//b"])
        #expect(lexTokens("a/b").map(\.1) == ["a/b"])
        let glued = lexAll(bytes: Array("a/*b*/c".utf8))
        #expect(glued.tokens.map(\.text) == ["a/", "*", "b", "*", "/", "c"])
        #expect(glued.comments.isEmpty)
        #expect(lexTokens("a //b").map(\.1) == ["a"])
        #expect(lexTokens("a /*b*/c").map(\.1) == ["a", "c"])
    }

    @Test("'//' and '/*' end an identifier under the ASCII rules")
    func commentEndsIdentifier() {
        #expect(lexAll(bytes: Array("a//b".utf8), rules: .ascii).tokens.map(\.text) == ["a"])
        #expect(lexAll(bytes: Array("a/*b*/c".utf8), rules: .ascii).tokens.map(\.text) == ["a", "c"])
        #expect(lexAll(bytes: Array("a/b".utf8), rules: .ascii).tokens.map(\.text) == ["a/b"])
    }

    @Test(
        "NUI's whitespace separates tokens: CoreFoundation's set, zero width space included",
        arguments: [
            "\u{A0}", "\u{85}", "\u{1680}", "\u{2000}", "\u{2002}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}",
            "\u{205F}", "\u{3000}",
        ])
    func unicodeWhitespace(space: String) {
        let result = lexAll("a\(space)b")
        #expect(result.tokens.map(\.text) == ["a", "b"])
        #expect(result.diagnostics.isEmpty)
        #expect(positions(lexAll(bytes: Array("a\(space)b".utf8), rules: .ascii).diagnostics) == ["1:2 FDL101"])
    }

    @Test("U+180E and U+FEFF are not NUI's whitespace", arguments: ["\u{180E}", "\u{FEFF}"])
    func notWhitespace(character: String) {
        #expect(positions(lexAll("a \(character) b").diagnostics) == ["1:3 FDL101"])
    }

    @Test("'@' alone is the variable '@' under NUI's rules")
    func atAlone() {
        #expect(lexTokens("@: x;").map(\.0) == [.variable, .colon, .identifier, .semicolon])
        #expect(positions(lexAll(bytes: Array("@: x;".utf8), rules: .ascii).diagnostics) == ["1:1 FDL101"])
    }

    @Test("an unterminated comment is reported at its '/*' and swallows the rest")
    func unterminatedComment() {
        let result = lexAll("a\n  /* open\nb")
        #expect(result.tokens.map(\.text) == ["a"])
        #expect(positions(result.diagnostics) == ["2:3 FDL102"])
        #expect(result.diagnostics[0].range == SourceRange(start: 4, end: 6))
    }

    @Test("quoted strings are one token with a fix-it removing the quotes")
    func quotedString() {
        let result = lexAll("font-name: \"Helvetica Neue\";")
        #expect(result.tokens.map(\.kind) == [.identifier, .colon, .string, .semicolon])
        #expect(positions(result.diagnostics) == ["1:12 FDL103"])
        #expect(result.diagnostics[0].fixIt?.replacement == "Helvetica Neue")
        let unclosed = lexAll("a: 'b\nc;")
        #expect(unclosed.tokens.map(\.text) == ["a", ":", "'b", "c", ";"])
        #expect(unclosed.diagnostics[0].fixIt == nil)
    }

    @Test("'!important' is one diagnostic")
    func important() {
        let result = lexAll("x: y !important;")
        #expect(positions(result.diagnostics) == ["1:6 FDL104"])
        #expect(result.diagnostics[0].range == SourceRange(start: 5, end: 15))
        #expect(positions(lexAll("x: y ! important;").diagnostics) == ["1:6 FDL104"])
        #expect(positions(lexAll("x: !y;").diagnostics) == ["1:4 FDL101"])
    }

    @Test(
        "runs of invalid characters are reported once",
        arguments: [
            ("a: 50%;", "1:6 FDL101", "unexpected character '%'"),
            ("a: $x;", "1:4 FDL101", "unexpected character '$'"),
            ("a: x+=y;", "1:5 FDL101", "unexpected characters '+='"),
            ("a: café;", "1:7 FDL101", "unexpected character 'é'; non-ASCII characters are only allowed in comments"),
            ("a: / ;", "1:4 FDL101", "unexpected character '/'; only '/* */' and '//' comments may start with '/'"),
            // A run is quoted in at most 40 characters, `…` included: it can be the whole file.
            (
                "a: " + String(repeating: "%", count: 41) + ";", "1:4 FDL101",
                "unexpected characters '" + String(repeating: "%", count: 39) + "…'"
            ),
            (
                "a: " + String(repeating: "%", count: 40) + ";", "1:4 FDL101",
                "unexpected characters '" + String(repeating: "%", count: 40) + "'"
            ),
            (
                "a: " + String(repeating: "é", count: 50_000) + ";", "1:4 FDL101",
                "unexpected character '" + String(repeating: "é", count: 39)
                    + "…'; non-ASCII characters are only allowed in comments"
            ),
        ])
    func invalidCharacters(source: String, position: String, message: String) {
        let result = lexAll(source)
        #expect(positions(result.diagnostics) == [position])
        #expect(result.diagnostics.first?.message == message)
    }

    @Test("NUL bytes, invalid UTF-8 and control characters")
    func hostileBytes() {
        let nul = lexAll(bytes: Array("a: b".utf8) + [0, 0] + Array(";".utf8))
        #expect(positions(nul.diagnostics) == ["1:5 FDL101"])
        #expect(nul.diagnostics[0].message == "unexpected NUL byte")
        #expect(nul.diagnostics[0].range == SourceRange(start: 4, end: 6))

        let invalid = lexAll(bytes: Array("a: ".utf8) + [0xC3, 0x28] + Array(";".utf8))
        #expect(positions(invalid.diagnostics) == ["1:4 FDL100"])

        let inComment = lexAll(bytes: Array("/* ".utf8) + [0xFF, 0xFE] + Array(" */ a".utf8))
        #expect(positions(inComment.diagnostics) == ["1:4 FDL100"])
        #expect(inComment.tokens.map(\.text) == ["a"])

        let overlong = lexAll(bytes: [0xC0, 0xAF])
        #expect(overlong.diagnostics.map(\.code) == [.invalidUTF8])
        let surrogate = lexAll(bytes: [0xED, 0xA0, 0x80])
        #expect(surrogate.diagnostics.map(\.code) == [.invalidUTF8])
        let truncated = lexAll(bytes: Array("x".utf8) + [0xE2, 0x82])
        #expect(truncated.diagnostics.map(\.code) == [.invalidUTF8])
    }

    @Test("a byte order mark is skipped and remembered")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("@a: b;".utf8)
        let result = lexAll(bytes: bytes)
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens.first?.range == SourceRange(start: 3, end: 5))
        let file = SourceFile(path: "t", bytes: bytes)
        #expect(Parser.parse(file).stylesheet.hasByteOrderMark)
    }

    @Test("valid UTF-8 in comments is fine")
    func unicodeComments() {
        #expect(lexAll("/* NOT SUPPORTED ⬇️ café 🎨 */ a // ü\nb").diagnostics.isEmpty)
    }

    @Test("CRLF and lone CR end lines for positions")
    func lineEndings() {
        let result = lexAll("a\r\nb\rc\n  d$")
        #expect(positions(result.diagnostics) == ["4:4 FDL101"])
        let file = SourceFile(path: "t", text: "a\r\nb\rc")
        #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 5) == SourceLocation(line: 3, column: 1))
    }

    @Test("columns count Unicode scalars, not bytes")
    func scalarColumns() {
        let result = lexAll("/* é */ a$")
        #expect(positions(result.diagnostics) == ["1:10 FDL101"])
    }

    @Test("the end of input is returned forever and an empty file has no tokens")
    func endOfFile() {
        #expect(lexAll("").tokens.isEmpty)
        #expect(lexAll("   \n\t ").tokens.isEmpty)
        let file = SourceFile(path: "t", text: "a")
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, bytes: buffer)
            #expect(lexer.next().kind == .identifier)
            #expect(lexer.next().kind == .endOfFile)
            #expect(lexer.next().range == .point(1))
        }
    }
}
