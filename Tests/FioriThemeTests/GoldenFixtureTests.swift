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

    /// `Fixtures/portability/TARGET/NAME.nss`: one file per runtime behaviour, checked for that target.
    static var portabilityFixtures: [String] {
        Target.allCases.flatMap { target in
            let folder = fixturesDirectory.appendingPathComponent("portability/\(target.rawValue)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".nss") }.map { "\(target.rawValue)/\($0.dropLast(4))" }
        }.sorted()
    }

    @Test("every target has portability fixtures")
    func portabilityPopulated() {
        for target in Target.allCases {
            #expect(Self.portabilityFixtures.contains { $0.hasPrefix(target.rawValue + "/") })
        }
    }

    @Test("portability diagnostics match the golden file", arguments: portabilityFixtures)
    func portability(fixture: String) throws {
        let folder = fixturesDirectory.appendingPathComponent("portability")
        let target = try #require(Target(rawValue: String(fixture.split(separator: "/")[0])))
        let source = folder.appendingPathComponent(fixture + ".nss")
        let file = SourceFile(path: fixture + ".nss", bytes: [UInt8](try Data(contentsOf: source)))
        let diagnostics = Compiler(target: target).check([file])
        let renderer = DiagnosticRenderer(colored: false)
        let actual = renderer.text(diagnostics) + (renderer.summary(diagnostics) ?? "no problems") + "\n"
        let expectedURL = folder.appendingPathComponent(fixture + ".expected")
        if recordingGoldens {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        } else {
            #expect(actual == (try String(contentsOf: expectedURL, encoding: .utf8)), "rerun with FDLC_RECORD=1, then review the diff")
        }
        #expect(diagnostics.contains { $0.code.rawValue.hasPrefix("FDL5") || $0.code.rawValue.hasPrefix("FDL2") },
                "a portability fixture shows a target-specific finding")
    }
}
