import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeFormat

/// `Fixtures/format/NAME.nss`, one per layout rule, formatted and compared byte for byte with
/// `NAME.formatted` (re-record with `FDLC_RECORD=1 swift test`). A `NAME.fdlc.json` beside a
/// fixture gives its options (its `target` and `format`, read as `.fdlc.json` is).
@Suite("Formatter goldens")
struct FormatGoldenTests {
    static let folder = fixturesDirectory.appendingPathComponent("format")

    static var fixtureNames: [String] { nssFixtureNames(in: folder) }

    @Test("there is a golden for every layout rule")
    func populated() {
        for rule in [
            "definitions", "selectors", "declarations", "values", "comments-trailing", "comments-own-line",
            "line-comments", "blank-lines", "media", "empty", "bom-crlf", "options-indent-space",
        ] {
            #expect(Self.fixtureNames.contains(rule), "no fixture for \(rule)")
        }
    }

    @Test("the formatted text matches the golden file, and is its own format", arguments: fixtureNames)
    func golden(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".nss")))
        let options = try Self.options(name)
        let formatter = StylesheetFormatter(options: options)
        let formatted = try #require(formatter.formatted(SourceFile(path: name + ".nss", bytes: bytes)))
        let golden = Self.folder.appendingPathComponent(name + ".formatted")
        if recordingGoldens {
            try Data(formatted.utf8).write(to: golden)
        } else {
            #expect(
                Array(formatted.utf8) == [UInt8](try Data(contentsOf: golden)),
                "rerun with FDLC_RECORD=1 to accept the new output, then review the diff:\n\(formatted)")
        }
        #expect(formatter.formatted(SourceFile(path: name + ".formatted", text: formatted)) == formatted)
        let violations = FormatterInvariants.violations(bytes, path: name + ".nss", options: options)
        #expect(violations == [], "\(violations)")
    }

    /// The options of a fixture: its `NAME.fdlc.json`, or the defaults.
    static func options(_ name: String) throws -> FormatOptions {
        let url = folder.appendingPathComponent(name + ".fdlc.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return FormatOptions() }
        let configuration = try ConfigurationFile(json: [UInt8](data), path: url.lastPathComponent)
        var options = configuration.format ?? FormatOptions()
        options.target = configuration.target ?? .fiori
        return options
    }
}
