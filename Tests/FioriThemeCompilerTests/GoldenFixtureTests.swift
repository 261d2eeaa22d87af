import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// Every `Fixtures/check/NAME.nss` is checked (`valid-` files must produce nothing,
/// `warning-` files warnings only, `invalid-` files at least one error) and its rendered diagnostics compared, byte
/// for byte, with `NAME.expected`. Run `FDLC_RECORD=1 swift test` to rewrite the goldens
/// after an intended change, then review the diff.
@Suite("Golden fixtures")
struct GoldenFixtureTests {
    static let folder = fixturesDirectory.appendingPathComponent("check")

    static var fixtureNames: [String] { nssFixtureNames(in: folder) }

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
        try expectGolden(goldenText(diagnostics), at: Self.folder.appendingPathComponent(name + ".expected"))
        if name.hasPrefix("valid-") {
            #expect(diagnostics.isEmpty, "a valid- fixture must have no diagnostics")
            try compareCompiledJSON(name: name, file: file)
        } else if name.hasPrefix("warning-") {
            #expect(
                !diagnostics.isEmpty && !diagnostics.containsErrors, "a warning- fixture must warn and have no errors")
        } else {
            #expect(diagnostics.containsErrors, "an invalid- fixture must have at least one error")
        }
    }

    @Test("check reports what compile reports, without building the table", arguments: fixtureNames)
    func checkIsCompilesFindings(name: String) throws {
        let source = Self.folder.appendingPathComponent(name + ".nss")
        let file = SourceFile(path: "\(name).nss", bytes: [UInt8](try Data(contentsOf: source)))
        for target in Target.allCases {
            let compiler = Compiler(target: target)
            #expect(
                goldenText(compiler.check([file])) == goldenText(compiler.compile([file]).diagnostics),
                "\(target.rawValue)")
        }
    }

    /// A valid fixture's compiled table, compared with `NAME.json`.
    private func compareCompiledJSON(name: String, file: SourceFile) throws {
        let table = try #require(Compiler().compile([file]).table)
        try expectGolden(table.json().serialized(), at: Self.folder.appendingPathComponent(name + ".json"))
        #expect(table.jsonText() == table.json().serialized(), "what fdlc compile writes differs")
    }

    /// `Fixtures/portability/TARGET/NAME.nss`: one file per runtime behaviour, checked for that target.
    static var portabilityFixtures: [String] {
        Target.allCases.flatMap { target in
            let folder = fixturesDirectory.appendingPathComponent("portability/\(target.rawValue)")
            return nssFixtureNames(in: folder).map { "\(target.rawValue)/\($0)" }
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
        try expectGolden(goldenText(diagnostics), at: folder.appendingPathComponent(fixture + ".expected"))
        // For FioriThemeManager, a file it cannot decode is an error of its own.
        #expect(
            diagnostics.contains {
                $0.code.rawValue.hasPrefix("FDL5") || $0.code.rawValue.hasPrefix("FDL2")
                    || (target.readsPaletteLines && $0.code == .invalidUTF8)
            },
            "a portability fixture shows a target-specific finding")
    }
}
