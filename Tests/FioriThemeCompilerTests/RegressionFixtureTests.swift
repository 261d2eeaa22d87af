import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// Every input the fuzzer (`Scripts/fuzz`) or a review found to crash, hang or break an
/// invariant is kept as `Fixtures/regressions/NAME.nss`. Each must now pass every check of
/// ``PipelineInvariants`` (the fuzz target's own) and render, for the default target, exactly
/// the diagnostics of `NAME.expected` (re-record with `FDLC_RECORD=1 swift test`).
@Suite("Regression fixtures")
struct RegressionFixtureTests {
    static let folder = fixturesDirectory.appendingPathComponent("regressions")

    static var fixtureNames: [String] { nssFixtureNames(in: folder) }

    @Test("the regression folder holds the fuzzer's findings")
    func populated() {
        #expect(!Self.fixtureNames.isEmpty)
    }

    @Test("no invariant is violated, and the diagnostics match the golden file", arguments: fixtureNames)
    func regression(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".nss")))
        #expect(PipelineInvariants.violations(bytes, path: name + ".nss") == [])

        let diagnostics = Compiler().check([SourceFile(path: name + ".nss", bytes: bytes)])
        try expectGolden(goldenText(diagnostics), at: Self.folder.appendingPathComponent(name + ".expected"))
    }

    @Test("an image's -insets box in a state keeps NUI's spelling through JSON and queries")
    func insetsStateSpelling() throws {
        let source = "Button { background-image-disabled-insets: 2; background-image-insets: 1; }"
        let table = try #require(Compiler().compile([SourceFile(path: "t.nss", text: source)]).table)
        let disabled = try #require(table.property("background-image-disabled-insets", of: "Button"))
        #expect(disabled.baseProperty == "background-image-insets" && disabled.state == "disabled")
        #expect(try StyleTable(json: Array(table.json().serialized().utf8)) == table)

        let theme = Theme(table: table)
        #expect(theme.value("background-image-insets", for: "Button", state: "disabled") == disabled)
        #expect(theme.value("background-image-insets", for: "Button", state: "selected")?.state == nil)
        #expect(
            PropertyKey.spelling(of: "background-image-insets", state: "disabled") == "background-image-disabled-insets"
        )
        #expect(PropertyKey.spelling(of: "tint-color", state: "disabled") == "tint-color-disabled")
    }
}
