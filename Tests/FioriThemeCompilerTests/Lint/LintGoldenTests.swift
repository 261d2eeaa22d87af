import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint

/// Every `Fixtures/lint/NAME.nss` is linted with the default settings and its report compared,
/// byte for byte, in each format: `NAME.text` (code frames and summary), `NAME.json`,
/// `NAME.sarif` and `NAME.github`. Re-record with `FDLC_RECORD=1 swift test`, then review
/// the diff.
@Suite("Lint golden reports")
struct LintGoldenTests {
    static let folder = fixturesDirectory.appendingPathComponent("lint")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".nss") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The version the SARIF goldens name, so that a release does not change them.
    static let toolVersion = "0.0.0-test"

    @Test("the fixture folder has a clean file and one with findings")
    func populated() {
        #expect(Self.fixtureNames.contains("clean"))
        #expect(Self.fixtureNames.contains("all-rules"))
    }

    @Test("reports match the golden files", arguments: fixtureNames)
    func golden(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".nss")))
        let diagnostics = Linter().lint(SourceFile(path: "\(name).nss", bytes: bytes))
        let renderer = DiagnosticRenderer(colored: false)
        let reports = [
            "text": renderer.text(diagnostics) + (renderer.summary(diagnostics) ?? "no problems") + "\n",
            "json": DiagnosticRenderer.json(diagnostics).serialized(),
            "sarif": SARIFReport.log(diagnostics, toolVersion: Self.toolVersion, paths: testReportPaths).serialized(),
            "github": GitHubAnnotations.text(diagnostics, paths: testReportPaths),
        ]
        for (format, actual) in reports.sorted(by: { $0.key < $1.key }) {
            let url = Self.folder.appendingPathComponent("\(name).\(format)")
            if recordingGoldens {
                try actual.write(to: url, atomically: false, encoding: .utf8)
            } else {
                let expected = try String(contentsOf: url, encoding: .utf8)
                #expect(actual == expected, "\(name).\(format) differs; rerun with FDLC_RECORD=1, then review the diff")
            }
        }
        if name == "clean" { #expect(diagnostics.isEmpty) }
        if name == "all-rules" {
            let codes = Set(diagnostics.map(\.code))
            // A rule about design tokens reports only with tokens to check against (its own tests).
            for rule in DiagnosticDescription.all where rule.id.hasPrefix("FDL4") && rule.example.tokens == nil {
                #expect(codes.contains(rule.code), "all-rules.nss shows \(rule.id)")
            }
        }
    }
}
