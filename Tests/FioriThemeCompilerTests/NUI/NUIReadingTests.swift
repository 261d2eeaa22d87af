import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

@Suite("NUI's reading of a file")
struct NUIReadingTests {
    func read(_ text: String) -> NUIReading.Outcome {
        NUIReading.read(SourceFile(path: "t.nss", text: text))
    }

    @Test(
        "NUI reads what its grammar accepts",
        arguments: [
            "Label { font-color: red; }",
            "@: #FF0000;\nLabel { font-color: @; }",
            "Label/Big { font-color: red// c\n; }",
            "Label {\u{A0}font-color:\u{3000}red;\u{2028}}\u{200B}",
            "\u{FEFF}Label { }",
            "@media (device:ipad) and (orientation:landscape) { @c: red; Label { font-color: @c; } }",
            "@media (device:ipad) and (device:iphone) { }",
            "Label, Button { } View {}",
            "Brand { font-name: Foo , Bar ( ) ; }",
            "/* a */ Label /* b */ { /* c */ }",
        ])
    func accepted(source: String) {
        #expect(read(source) == .accepted)
    }

    @Test(
        "NUI stops where its tokeniser or parser does",
        arguments: [
            ("android { }", 0, "expected a selector, a variable or '@media', found 'and'"),
            ("@medias: red;", 6, "expected '(', found 's'"),
            ("Label/*c*/ { }", 6, "no token starts with '*'"),
            ("Label { } // c", 10, "no token starts with '/'"),
            ("Label { }\n/* open", 10, "'/*' has no matching '*/'"),
            ("Label { font-color: red }", 24, "expected ';', found '}'"),
            ("Label { font-color: red; ", 25, "expected a property or '}', found the end of the file"),
            ("Label { font-color: ; }", 20, "expected a value, found ';'"),
            ("Button:Large { }", 6, "expected ',' or '{', found ':'"),
            ("Label { @c: red; }", 8, "expected a property or '}', found '@c'"),
            ("@media { }", 7, "expected '(', found '{'"),
            ("Label { font-color: \"red\"; }", 20, "no token starts with '\"'"),
            ("Label { }\u{FEFF}", 9, "no token starts with U+FEFF"),
            ("Label {\u{180E}}", 7, "no token starts with U+180E"),
        ])
    func rejected(source: String, offset: Int, reason: String) {
        let outcome = read(source)
        guard case .rejected(let failure) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(failure.offset == offset)
        #expect(failure.reason == reason)
    }

    @Test("'android' is split: the tokeniser makes 'and' then 'roid'")
    func keywordPrefix() {
        guard case .rejected(let failure) = read("Label { font-name: android; }") else {
            Issue.record("expected a rejection")
            return
        }
        #expect(failure.offset == 19)
        #expect(failure.reason == "expected a value, found 'and'")
    }

    @Test("a file that is not UTF-8 is not read at all, wherever the bad byte is")
    func unreadable() {
        let bytes = Array("/* caf".utf8) + [0xE9] + Array(" */ Label { }".utf8)
        #expect(NUIReading.read(SourceFile(path: "t.nss", bytes: bytes)) == .unreadable(offset: 6))
    }
}
