@testable import FioriTheme
import Foundation
import Testing

/// Every `Fixtures/check/NAME.nss` is checked (`valid-` files must produce nothing,
/// `warning-` files warnings only, `invalid-` files at least one error) and its rendered diagnostics compared, byte
/// for byte, with `NAME.expected`. Run `FDLC_RECORD=1 swift test` to rewrite the goldens
/// after an intended change, then review the diff.
@Suite("Golden fixtures")
struct GoldenFixtureTests {
    static let folder = fixturesDirectory.appendingPathComponent("check")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".nss") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test("fixture folder is populated with valid, warning and invalid files")
    func populated() {
        #expect(Self.fixtureNames.contains { $0.hasPrefix("warning-") })
        #expect(Self.fixtureNames.contains { $0.hasPrefix("valid-") })
        #expect(Self.fixtureNames.contains { $0.hasPrefix("invalid-") })
    }

    @Test("diagnostics match the golden file", arguments: fixtureNames)
    func golden(name: String) throws {
        let source = Self.folder.appendingPathComponent(name + ".nss")
        let file = SourceFile(path: "\(name).nss", bytes: [UInt8](try Data(contentsOf: source)))
        let diagnostics = Compiler().check([file])
        let renderer = DiagnosticRenderer(colored: false)
        var actual = renderer.text(diagnostics)
        actual += (renderer.summary(diagnostics) ?? "no problems") + "\n"

        let expectedURL = Self.folder.appendingPathComponent(name + ".expected")
        if recordingGoldens {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        } else {
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            #expect(actual == expected, "rerun with FDLC_RECORD=1 to accept the new output, then review the diff")
        }
        if name.hasPrefix("valid-") {
            #expect(diagnostics.isEmpty, "a valid- fixture must have no diagnostics")
            try compareCompiledJSON(name: name, file: file)
        } else if name.hasPrefix("warning-") {
            #expect(!diagnostics.isEmpty && !diagnostics.containsErrors, "a warning- fixture must warn and have no errors")
        } else {
            #expect(diagnostics.containsErrors, "an invalid- fixture must have at least one error")
        }
    }

    /// A valid fixture's compiled table, compared with `NAME.json`.
    private func compareCompiledJSON(name: String, file: SourceFile) throws {
        let table = try #require(Compiler().compile([file]).table)
        let actual = table.json().serialized()
        let expectedURL = Self.folder.appendingPathComponent(name + ".json")
        if recordingGoldens {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "rerun with FDLC_RECORD=1 to accept the new JSON, then review the diff")
    }
}
