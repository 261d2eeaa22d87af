import FioriThemeTestSupport
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics

/// ``Fixer``: which fix-its it applies, in how many passes, and the edits it refuses.
@Suite("Fixer")
struct FixerTests {
    /// `text` fixed as `lint --fix` fixes it for `target`.
    private func lintFix(_ text: String, target: Target = .fiori, severities: [DiagnosticCode: RuleSeverity] = [:])
        -> Fixer.Result
    {
        Fixer(linter: Linter(compiler: Compiler(target: target), severities: severities)).fix(
            SourceFile(path: "t.nss", text: text))
    }

    private func text(_ result: Fixer.Result) -> String { String(decoding: result.file.bytes, as: UTF8.self) }

    /// One certain fix per row: input, target, fixed text, the rule fixed.
    static let certain: [(String, Target, String, DiagnosticCode)] = [
        ("Label { font-size: 12 }", .fiori, "Label { font-size: 12; }", .expectedSemicolon),
        ("@a red;\nLabel { font-color: @a; }", .fiori, "@a: red;\nLabel { font-color: @a; }", .expectedColon),
        ("Label { font-size: 12;; }", .fiori, "Label { font-size: 12; }", .unexpectedToken),
        ("Label { font-size: 12; } }", .fiori, "Label { font-size: 12; } ", .unexpectedToken),
        ("Label { font-name: \"Helvetica\"; }", .fiori, "Label { font-name: Helvetica; }", .quotedString),
        ("Label { font-size: 12 !important; }", .fiori, "Label { font-size: 12 ; }", .importantNotSupported),
        ("@unused: #fff;\nLabel { font-color: red; }\n", .fiori, "Label { font-color: red; }\n", .unusedVariable),
        ("Label { }\nButton { font-size: 1; }\n", .fiori, "Button { font-size: 1; }\n", .emptyRule),
        (
            "Label { font-color: red; font-color: blue; }\n", .fiori, "Label {  font-color: blue; }\n",
            .duplicateProperty
        ),
        ("// note\nLabel { font-size: 1; }", .nui, "/* note */\nLabel { font-size: 1; }", .lineComment),
        ("Label { font-size: 12px; }", .fiori, "Label { font-size: 12; }", .ignoredUnit),
        ("Label { text-auto-fit: YES; }", .fiori, "Label { text-auto-fit: true; }", .nonCanonicalBoolean),
        ("Button { padding: 1,2,3,4; }", .fiori, "Button { padding: 1 2 3 4; }", .invalidValue),
        ("@tintColor :#0A6ED1;", .fioriSwiftUI, "@tintColor:#0A6ED1;", .definitionNotRead),
        (
            "/* fdlc-disable-next-line FDL404 */\nLabel { font-size: 1; }\n", .fiori, "Label { font-size: 1; }\n",
            .unusedSuppression
        ),
    ]

    @Test("a certain fix-it is applied, and the finding is gone", arguments: certain)
    func appliesCertain(_ row: (String, Target, String, DiagnosticCode)) {
        let result = lintFix(row.0, target: row.1)
        #expect(text(result) == row.2)
        #expect(result.fixed.contains { $0.code == row.3 })
        #expect(!result.remaining.contains { $0.code == row.3 })
    }

    /// Fix-its that are guesses, or not certain for the target: never applied.
    static let notApplied: [(String, Target)] = [
        ("Label { font-colr: red; }", .fiori),  // did you mean 'font-color'?
        // did you mean '@brandBlue'?
        ("Label { font-color: @brandBlu; border-color: @brandBlue; }\n@brandBlue: red;", .fiori),
        ("fdlFUIKPIVeiw { tint-color: red; }", .fiori),  // did you mean 'fdlFUIKPIView'?
        ("fdlFUIObjectView_headlineLabel { font-style: subheadlin; }", .fiori),  // did you mean 'subheadline'?
        ("@primaryLable: red;", .fiori),  // did you mean '@primaryLabel'?
        ("NavigationBar Button { font-color: red; }", .fiori),  // ',' would style both
        ("// note\nLabel { font-size: 1; }", .fiori),  // '//' only for nui
        ("Label { font-color: @tintColorDark; }", .fiori),  // a name the line did not have
        ("@b: #0A6ED1;\n@a: @b;\n@c: @a;\nLabel { font-color: @c; border-color: @a; }", .fiori),  // '@b' for '@a'
        // same value today only
        ("@brand: #0A6ED1;\nLabel { font-color: #0a6ed1; }\nButton { font-color: @brand; }", .fiori),
    ]

    @Test("guesses, and '//' outside nui, are suggestions, shown and never applied", arguments: notApplied)
    func leavesGuesses(_ row: (String, Target)) {
        let result = lintFix(row.0, target: row.1)
        #expect(!result.changed && text(result) == row.0)
        #expect(result.remaining.contains { !$0.suggestions.isEmpty })
        #expect(!result.remaining.contains { $0.fixIt != nil })
    }

    @Test("a fix that would add another kind of finding is refused, the others still applied")
    func refusesWorseningEdits() {
        // Unquoting "a;b" would make a stray declaration.
        let quoted = lintFix("Label { font-name: \"a;b\"; font-size: 2px; }")
        #expect(text(quoted) == "Label { font-name: \"a;b\"; font-size: 2; }")
        #expect(quoted.remaining.contains { $0.code == .quotedString })
        // A '//' comment holding '*/' cannot become a block comment.
        let comment = lintFix("// a */ b\nLabel { font-size: 1 }", target: .nui)
        #expect(text(comment) == "// a */ b\nLabel { font-size: 1; }")
    }

    @Test("a fix over bytes that are not UTF-8 is a suggestion, and the bytes stay as they were")
    func keepsInvalidBytes() {
        // A fuzzer's input: unquoting the selector's string would write the text decoded from
        // its bytes, U+FFFD (3 bytes) for each of 0xBD and 0x98.
        let quoted: [UInt8] = [0x27, 0xD9, 0x96, 0xBD, 0x2A, 0xDF, 0x84, 0xBD, 0x98, 0x22] + Array("Labe'".utf8)
        let bytes = Array("Labe".utf8) + quoted + Array("/iB\u{F5}t-colorF0\u{B9}0p;\n}\n".utf8)
        let linter = Linter(compiler: Compiler(target: .fiori))
        let result = Fixer(linter: linter).fix(SourceFile(path: "t.nss", bytes: bytes))
        #expect(result.file.bytes.starts(with: Array("Labe".utf8) + quoted))
        let finding = result.remaining.first { $0.code == .quotedString }
        #expect(finding?.fixIt == nil && finding?.suggestions.isEmpty == false)
    }

    @Test("removing an unused alias may leave what it named unused: removed in the next pass, at any severity")
    func unusedAlias() {
        let source = "@a: #0A6ED1;\n@b: @a;\nLabel { font-color: red; }\n"
        for severity in [RuleSeverity.warning, .error] {
            let result = lintFix(source, severities: [.unusedVariable: severity])
            #expect(text(result) == "Label { font-color: red; }\n")
            #expect(result.fixed.map(\.code) == [.unusedVariable, .unusedVariable])
        }
    }

    @Test("a renamed palette override that would duplicate a definition is refused")
    func refusesDuplicates() {
        let result = lintFix("@tintColorDark: #000000;\n@tintColor_lightBackground: #111111;\n")
        #expect(!result.fixed.contains { $0.code == .deprecatedPaletteName })
        #expect(result.remaining.contains { $0.code == .deprecatedPaletteName })
    }

    @Test("overlapping edits wait for the next pass")
    func overlapping() {
        // The missing ';' and the unit are both at the end of the value: two passes.
        let result = lintFix("Label { font-size: 12px }")
        #expect(text(result) == "Label { font-size: 12; }")
        #expect(Set(result.fixed.map(\.code)) == [.expectedSemicolon, .ignoredUnit])
    }

    @Test("edits that overlap are never applied in one pass")
    func selection() {
        let file = SourceFile(path: "t.nss", text: "abcdef")
        func finding(_ start: Int, _ end: Int, _ replacement: String) -> Diagnostic {
            Diagnostic(
                .expectedSemicolon, "x", file: file, range: .point(start),
                fixIt: Diagnostic.FixIt(range: SourceRange(start: start, end: end), replacement: replacement))
        }
        let edits = FixEdit.selection(
            from: [
                finding(1, 3, "X"), finding(2, 4, "Y"), finding(3, 3, ";"), finding(3, 3, ";"),
                finding(3, 3, ":"), finding(4, 4, "!"), finding(4, 5, "Z"),
            ], in: file
        ) { _ in true }
        #expect(edits.map { "\($0.range.start)-\($0.range.end)" } == ["1-3", "3-3", "4-4"])
        #expect(String(decoding: FixEdit.apply(edits, to: file.bytes), as: UTF8.self) == "aX:d!ef")
    }

    @Test("a rule that is off, or a suppressed finding, is not fixed")
    func configured() {
        #expect(!lintFix("Label { font-size: 12px; }", severities: [.ignoredUnit: .off]).changed)
        let suppressed = "/* fdlc-disable-next-line FDL302 */\nLabel { font-size: 12px; }"
        #expect(!lintFix(suppressed).changed)
    }

    @Test("check --fix fixes what check reports: not the lint rules")
    func compilerFindings() {
        let source = "@brand: #0A6ED1;\nLabel { font-color: #0A6ED1; font-size: 12 }"
        let result = Fixer(compiler: Compiler()).fix(SourceFile(path: "t.nss", text: source))
        #expect(text(result) == "@brand: #0A6ED1;\nLabel { font-color: #0A6ED1; font-size: 12; }")
        // Only NUI's classes, no palette name: the note that names '--target nui' stays.
        #expect(result.remaining.map(\.code) == [.upstreamNUITheme])
    }

    @Test("a clean file is returned as it is")
    func clean() {
        let file = SourceFile(path: "t.nss", text: "Label { font-size: 12; }\n")
        let result = Fixer(linter: Linter()).fix(file)
        #expect(!result.changed && result.file === file && result.remaining.map(\.code) == [.upstreamNUITheme])
    }

    @Test("many findings are fixed in one pass, past the report's cap")
    func many() {
        let source = (0..<600).map { "A\($0) { font-size: \($0) }" }.joined(separator: "\n")
        let result = Fixer(linter: Linter()).fix(SourceFile(path: "t.nss", text: source))
        #expect(result.fixed.count == 600 && result.remaining.map(\.code) == [.upstreamNUITheme])
    }

    @Test("the README's library example")
    func readme() {
        let fixer = Fixer(linter: Linter(compiler: Compiler(target: .nui)))
        let result = fixer.fix(SourceFile(path: "theme.nss", text: "// brand\nLabel { font-size: 12 }\n"))
        #expect(text(result) == "/* brand */\nLabel { font-size: 12; }\n")
        #expect(result.remaining.isEmpty)
    }
}
