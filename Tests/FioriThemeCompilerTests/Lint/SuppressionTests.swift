import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

/// Suppression comments: each form, rule lists, and the reports about suppressions.
@Suite("Suppression comments")
struct SuppressionTests {
    /// `"line:column CODE"` of every finding.
    private func report(_ source: String, target: Target = .fiori, severities: [DiagnosticCode: RuleSeverity] = [:])
        -> [String]
    {
        positions(lint(source, target: target, severities: severities))
    }

    @Test("fdlc-disable-next-line suppresses the next line only")
    func nextLine() {
        #expect(report("/* fdlc-disable-next-line FDL404 */\nLabel { }\n") == [])
        #expect(report("/* fdlc-disable-next-line FDL404 */\n\nLabel { }\n") == ["1:1 FDL408", "3:1 FDL404"])
        #expect(report("/* fdlc-disable-next-line FDL401 */\nLabel { }\n") == ["1:1 FDL408", "2:1 FDL404"])
    }

    @Test("fdlc-disable … fdlc-enable suppresses the region between")
    func region() {
        #expect(
            report("/* fdlc-disable FDL404 */\nLabel { }\nButton { }\n/* fdlc-enable FDL404 */\nView { }\n") == [
                "5:1 FDL404"
            ])
        #expect(report("Label { }\n/* fdlc-disable FDL404 */\nButton { }\n") == ["1:1 FDL404"])
        #expect(
            report("/* fdlc-disable FDL404 */\n/* fdlc-enable FDL404 */\nLabel { }\n") == ["1:1 FDL408", "3:1 FDL404"])
    }

    @Test("overlapping regions: each that covers a finding is used; an enable with ids ends only those regions")
    func overlappingRegions() {
        // Both open regions cover the first block; `fdlc-enable FDL404` ends the FDL404 one,
        // so the second block is covered by the region of every rule alone.
        let source =
            "/* fdlc-disable */\n/* fdlc-disable FDL404 */\nLabel { }\n/* fdlc-enable FDL404 */\nButton { }\n"
            + "/* fdlc-enable FDL404 */\n"
        #expect(report(source) == ["6:1 FDL408"])
        // Regions that open many times before one covers a finding are all used by it.
        #expect(report(String(repeating: "/* fdlc-disable FDL404 */\n", count: 50) + "Label { }\n") == [])
        #expect(report(String(repeating: "/* fdlc-disable-next-line FDL404 */ ", count: 50) + "\nLabel { }\n") == [])
        // One that ends before the finding is not.
        #expect(
            report("/* fdlc-disable FDL404 */\n/* fdlc-enable */\n/* fdlc-disable FDL404 */\nLabel { }\n") == [
                "1:1 FDL408"
            ])
    }

    @Test("fdlc-disable-file suppresses anywhere in the file, wherever it stands")
    func wholeFile() {
        #expect(report("Label { }\n/* fdlc-disable-file FDL404 */\nButton { }\n") == [])
        #expect(report("/* fdlc-disable-file FDL404 */\nLabel { font-color: red; }\n") == ["1:1 FDL408"])
    }

    @Test("no rule id means every rule")
    func everyRule() {
        #expect(report("/* fdlc-disable-next-line */\n@unused: red; Label { }\n") == [])
        #expect(report("/* fdlc-disable-file */\n@unused: red;\nLabel { }\nButton { font-colour: red; }\n") == [])
        #expect(report("/* fdlc-disable-next-line */\nLabel { font-color: red; }\n") == ["1:1 FDL408"])
    }

    @Test("several ids, comma-separated, are judged one by one")
    func ruleList() throws {
        let source = "/* fdlc-disable-next-line FDL404, FDL401 */\nLabel { }\n"
        let found = lint(source)
        #expect(positions(found) == ["1:1 FDL408"])
        #expect(
            found.first?.message == "'fdlc-disable-next-line FDL401' suppresses nothing: no FDL401 finding on line 2")
        #expect(found.first?.fixIt == nil, "removing the comment would also remove the FDL404 suppression that works")
        #expect(report("/* fdlc-disable-next-line FDL404,FDL401 */\n@unused: red; Label { }\n") == [])
    }

    @Test("a description after '--' is ignored")
    func description() {
        #expect(report("/* fdlc-disable-next-line FDL404 -- kept for the designer */\nLabel { }\n") == [])
    }

    @Test("'//' comments carry suppressions too (and are FDL501 for NUI-based targets)")
    func lineComments() {
        #expect(report("// fdlc-disable-next-line FDL404\nLabel { }\n") == ["1:1 FDL501"])
        #expect(report("// fdlc-disable-file FDL501, FDL404\nLabel { }\n") == [])
    }

    @Test("an unused suppression says why and offers to remove the comment")
    func unusedReport() throws {
        let found = lint("Label { font-color: red; }\n/* fdlc-disable FDL404 */\nButton { font-color: red; }\n")
        let diagnostic = try #require(found.first { $0.code == .unusedSuppression })
        #expect(
            diagnostic.message
                == "'fdlc-disable FDL404' suppresses nothing: no FDL404 finding before the end of the file")
        #expect(diagnostic.location.description == "2:1")
        #expect(diagnostic.fixIt?.range == SourceRange(start: 27, end: 53))
        #expect(diagnostic.severity == .warning)
    }

    @Test("an fdlc-enable that ends no region is reported")
    func strayEnable() {
        let found = lint("/* fdlc-enable FDL404 */\nLabel { font-color: red; }\n")
        #expect(positions(found) == ["1:1 FDL408"])
        #expect(found.first?.message == "'fdlc-enable FDL404' ends no 'fdlc-disable' region")
        // an enable with ids does not end a region opened for every rule
        #expect(report("/* fdlc-disable */\nLabel { }\n/* fdlc-enable FDL404 */\nButton { }\n") == ["3:1 FDL408"])
    }

    @Test("unknown rules and directives are FDL409; the rule is not suppressed")
    func invalid() {
        let found = lint("/* fdlc-disable-next-line FDL999 */\nLabel { }\n")
        #expect(positions(found) == ["1:1 FDL409", "2:1 FDL404"])
        #expect(
            found.first?.message == "unknown rule 'FDL999' in 'fdlc-disable-next-line'; run 'fdlc rules' for the list")
        #expect(report("/* fdlc-disabel FDL404 */\nLabel { }\n") == ["1:1 FDL409", "2:1 FDL404"])
        #expect(report("/* fdlc-disable-file FDL408 */\n") == ["1:1 FDL409"])
        #expect(report("/* an ordinary comment about fdlc-disable */\n") == [])
    }

    @Test("a suppression of a rule that is off suppresses nothing")
    func ruleOff() {
        #expect(
            report("/* fdlc-disable-next-line FDL404 */\nLabel { }\n", severities: [.emptyRule: .off]) == ["1:1 FDL408"]
        )
        #expect(
            report(
                "/* fdlc-disable-next-line FDL404 */\nLabel { }\n",
                severities: [.emptyRule: .off, .unusedSuppression: .off]) == [])
    }

    @Test("configured severities apply to every rule, checks included")
    func severities() {
        let found = lint(
            "@unused: red;\nLabel { font-colour: red; }\n",
            severities: [.unusedVariable: .error, .unknownProperty: .warning])
        #expect(found.map { "\($0.code.rawValue) \($0.severity.rawValue)" } == ["FDL401 error", "FDL210 warning"])
    }
}
