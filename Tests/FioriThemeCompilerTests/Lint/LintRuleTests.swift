import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint

/// An accept/reject table per lint rule, with the positions asserted.
@Suite("Lint rules")
struct LintRuleTests {
    static let unusedVariable: [LintCase] = [
        LintCase(source: "@used: red;\nLabel { font-color: @used; }\n", expected: []),
        LintCase(source: "@unused: red;\nLabel { font-color: blue; }\n", expected: ["1:1"]),
        LintCase(source: "@a: red;\n@b: @a;\n", expected: ["2:1"]),
        LintCase(source: "Label { font-color: @late; }\n@late: red;\n", expected: []),
        LintCase(source: "@tintColor: #0A6ED1;\n@primaryLabel_darkBackground: #FFFFFF;\n", expected: []),
        LintCase(source: "@tintColor: #0A6ED1;\n", expected: ["1:1"], target: .nui),
        LintCase(source: "@x: red;\n@x: blue;\n", expected: ["2:1"]),
        LintCase(source: "@primaryLable: #32363A;\n", expected: []),
        LintCase(source: "@media (device:ipad) { @pad: 2; }\n", expected: ["1:24"]),
    ]

    @Test("FDL401 unused variable", arguments: unusedVariable)
    func unusedVariableTable(_ row: LintCase) {
        #expect(findings(of: .unusedVariable, in: row.source, target: row.target) == row.expected)
    }

    static let duplicateProperty: [LintCase] = [
        LintCase(source: "Label { font-color: red; font-size: 12; }\n", expected: []),
        LintCase(source: "Label { font-color: red; font-color: blue; }\n", expected: ["1:9"]),
        LintCase(
            source: "Label { font-color: red;\n  font-color: blue;\n  font-color: green; }\n", expected: ["1:9", "2:3"]),
        LintCase(source: "Label { font-color: red; font-color-highlighted: blue; }\n", expected: []),
        LintCase(source: "Label { font-color: red; }\nLabel { font-color: blue; }\n", expected: []),
    ]

    @Test("FDL402 duplicate property in a block", arguments: duplicateProperty)
    func duplicatePropertyTable(_ row: LintCase) {
        #expect(findings(of: .duplicateProperty, in: row.source, target: row.target) == row.expected)
    }

    static let overridden: [LintCase] = [
        LintCase(source: "Label { font-color: red; }\nLabel { font-color: blue; }\n", expected: ["1:9"]),
        LintCase(source: "Label, Button { font-color: red; }\nButton { font-color: blue; }\n", expected: []),
        LintCase(
            source: "Label, Button { font-color: red; }\nButton { font-color: blue; }\nLabel { font-color: green; }\n",
            expected: ["1:17"]),
        LintCase(
            source: "Label { font-color: red; }\n@media (device:ipad) { Label { font-color: blue; } }\n", expected: []),
        LintCase(
            source:
                "@media (device:ipad) { Label { font-color: red; } }\n@media (device:ipad) { Label { font-color: blue; } }\n",
            expected: ["1:32"]),
        LintCase(source: "Label { font-color: red; }\nButton { font-color: blue; }\n", expected: []),
        LintCase(source: "Label { font-color: red; font-color: blue; }\n", expected: []),
        LintCase(
            source: "Label { font-color: red; }\nLabel { font-color: blue; }\n", expected: [], target: .fioriSwiftUI),
    ]

    @Test("FDL403 declaration overridden by a later rule", arguments: overridden)
    func overriddenTable(_ row: LintCase) {
        #expect(findings(of: .overriddenDeclaration, in: row.source, target: row.target) == row.expected)
    }

    @Test("FDL403 points at both places")
    func overriddenNotes() throws {
        let found = lint("Label { font-color: red; }\nLabel { font-color: blue; }\n").filter {
            $0.code == .overriddenDeclaration
        }
        let diagnostic = try #require(found.first)
        #expect(
            diagnostic.message
                == "'font-color' for 'Label' is overridden by a later rule; this declaration has no effect")
        #expect(diagnostic.notes.map(\.message) == ["overridden for 'Label' here"])
        #expect(
            diagnostic.notes.first.flatMap { note in note.range.map { note.file!.location(of: $0.start).description } }
                == "2:9")
    }

    static let emptyRule: [LintCase] = [
        LintCase(source: "Label { }\n", expected: ["1:1"]),
        LintCase(source: "Label, Button {}\n", expected: ["1:1"]),
        LintCase(source: "Label { /* later */ }\n", expected: ["1:1"]),
        LintCase(source: "Label { font-color: red; }\n", expected: []),
        LintCase(source: "Label { @x: red; }\n", expected: []),
        LintCase(source: "@media (device:ipad) {\n  Label { }\n}\n", expected: ["2:3"]),
    ]

    @Test("FDL404 empty rule", arguments: emptyRule)
    func emptyRuleTable(_ row: LintCase) {
        #expect(findings(of: .emptyRule, in: row.source, target: row.target) == row.expected)
    }

    static let indirectAlias: [LintCase] = [
        LintCase(source: "@a: red;\n@b: @a;\nLabel { font-color: @b; }\n", expected: []),
        LintCase(source: "@a: red;\n@b: @a;\n@c: @b;\nLabel { font-color: @c; }\n", expected: ["3:5"]),
        LintCase(source: "@a: red;\n@b: @a;\n@c: @b;\n@d: @c;\nLabel { font-color: @d; }\n", expected: ["4:5"]),
        LintCase(
            source: "@a: red;\n@b: @a;\n@c: @b;\n@d: @b;\nLabel { font-color: @c; background-color: @d; }\n",
            expected: ["3:5", "4:5"]),
        LintCase(source: "@a: red;\n@b: @a;\n@c: @b;\nLabel { @d: @c; font-color: @d; }\n", expected: ["3:5"]),
        LintCase(source: "@b: @tintColor;\n@c: @b;\nLabel { font-color: @c; }\n", expected: ["2:5"]),
        LintCase(source: "@a: @b;\n@b: @a;\n", expected: []),
        LintCase(source: "@a: red;\n@b: @a;\n@c: @b;\nLabel { font-color: @c; }\n", expected: [], target: .nui),
    ]

    @Test("FDL405 alias of an alias", arguments: indirectAlias)
    func indirectAliasTable(_ row: LintCase) {
        #expect(findings(of: .indirectAlias, in: row.source, target: row.target) == row.expected)
    }

    @Test("FDL405 reports a chain once, at its last link, and offers the direct name")
    func indirectAliasFix() throws {
        let found = lint("@a: red;\n@b: @a;\n@c: @b;\n@d: @c;\nLabel { font-color: @d; }\n").filter {
            $0.code == .indirectAlias
        }
        #expect(found.map(\.suggestions.first?.replacement) == ["@a"])
        #expect(found.map(\.message) == ["'@c' is itself an alias of '@a'; refer to '@a' directly"])
        #expect(found.first?.notes.map(\.message) == ["the chain passes through '@b'"])
    }

    @Test("FDL405 on a long chain: one warning that names 20 links and how many more")
    func indirectAliasLongChain() throws {
        let links = (1...510).map { "@v\($0): @v\($0 - 1);\n" }.joined()
        let all = lint("@v0: red;\n" + links + "Label { font-color: @v510; }\n")
        let found = all.filter { $0.code == .indirectAlias }
        #expect(found.count == 1)
        #expect(!all.contains { $0.code == .tooManyDiagnostics })
        let last = try #require(found.last)
        #expect(last.message == "'@v509' is itself an alias of '@v0'; refer to '@v0' directly")
        #expect(last.suggestions.first?.replacement == "@v0")
        #expect(last.notes.count == IndirectAliasRule.maximumNotes + 1)
        #expect(last.notes.first?.message == "the chain passes through '@v508'")
        #expect(
            last.notes.last?.message == "and through \(508 - IndirectAliasRule.maximumNotes) more aliases before '@v0'"
        )
    }

    static let hardCodedColor: [LintCase] = [
        LintCase(source: "@brand: #0A6ED1;\nLabel { font-color: #0a6ed1; }\n", expected: ["2:21"]),
        LintCase(source: "@brand: #0A6ED1;\nLabel { font-color: rgb(10,110,209); }\n", expected: ["2:21"]),
        LintCase(source: "@white: white;\nLabel { font-color: #FFFFFF; }\n", expected: ["2:21"]),
        LintCase(source: "@brand: #0A6ED1;\nLabel { font-color: #0A6ED2; }\n", expected: []),
        LintCase(source: "@brand: #0A6ED1;\nLabel { font-color: @brand; }\n", expected: []),
        LintCase(source: "@media (device:ipad) { @brand: #0A6ED1; }\nLabel { font-color: #0A6ED1; }\n", expected: []),
        LintCase(source: "@tintColor: #0A6ED1;\nLabel { font-color: #0A6ED1; }\n", expected: []),
        LintCase(
            source:
                "@navFontColor: #FFFFFF;\nNavigationBar { font-color: @navFontColor; }\nButton { background-color: #FFFFFF; }\n",
            expected: []),
        LintCase(
            source:
                "@navFontColor: #FFFFFF;\nNavigationBar { font-color: @navFontColor; }\nButton { font-color-highlighted: #FFFFFF; }\n",
            expected: ["3:34"]),
        LintCase(
            source:
                "@barTop: #FFFFFF;\nNavigationBar { background-color-top: @barTop; }\nButton { background-color: #FFFFFF; }\n",
            expected: ["3:28"]),
        LintCase(source: "@brand: #0A6ED1;\nLabel { font-size: 12; }\n", expected: []),
    ]

    @Test("FDL406 hard-coded colour equal to a colour variable", arguments: hardCodedColor)
    func hardCodedColorTable(_ row: LintCase) {
        #expect(findings(of: .hardCodedColor, in: row.source, target: row.target) == row.expected)
    }

    @Test("FDL406 suggests the first variable of that colour that means the same")
    func hardCodedColorSuggestion() throws {
        let found = lint("@brand: #0A6ED1;\n@accent: #0a6ed1;\nLabel { font-color: #0A6ED1; }\n").filter {
            $0.code == .hardCodedColor
        }
        #expect(found.map(\.message) == ["'#0A6ED1' is the colour of '@brand'; use the variable"])
        #expect(found.map(\.suggestions.first?.replacement) == ["@brand"])
        let roles =
            "@primaryBackgroundColor: #FFFFFF;\n@textColor: #FFFFFF;\nView { background-color: @primaryBackgroundColor; }\n"
            + "Label { font-color: @textColor; }\nButton { font-color: #FFFFFF; background-color: #ffffff; }\n"
            // The same colour again, the families the other way round: each answer is the family's.
            + "Icon { background-color: #FFF; font-color: #fff; }\n"
        #expect(
            lint(roles).filter { $0.code == .hardCodedColor }.map(\.suggestions.first?.replacement) == [
                "@textColor", "@primaryBackgroundColor", "@primaryBackgroundColor", "@textColor",
            ])
    }

    static let deprecatedPalette: [LintCase] = [
        LintCase(source: "Label { font-color: @primary1; }\n", expected: ["1:21"]),
        LintCase(source: "@primary6: #FFFFFF;\n", expected: ["1:1"]),
        LintCase(source: "Label { font-color: @primaryLabel; }\n", expected: []),
    ]

    @Test("FDL214 deprecated palette name (a check, also a lint rule)", arguments: deprecatedPalette)
    func deprecatedPaletteTable(_ row: LintCase) {
        #expect(findings(of: .deprecatedPaletteName, in: row.source, target: row.target) == row.expected)
    }

    @Test("fix-its remove a whole line when the construct stands alone on it")
    func removalFixIts() throws {
        let source = "@unused: red;\nLabel { font-color: red; }\n"
        let fix = try #require(lint(source).first { $0.code == .unusedVariable }?.fixIt)
        #expect(fix.range == SourceRange(start: 0, end: 14))
        let inline = try #require(
            lint("Label { font-color: red; font-color: blue; }\n").first { $0.code == .duplicateProperty }?.fixIt)
        #expect(inline.range == SourceRange(start: 8, end: 24))
    }
}
