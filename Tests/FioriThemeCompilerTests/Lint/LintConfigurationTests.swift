@testable import FioriTheme
@testable import FioriThemeCompiler
import Testing

/// `.fdlc.json`: what it sets, and each kind of mistake located by line and column.
@Suite("Lint configuration")
struct LintConfigurationTests {
    private func load(_ text: String) throws(ConfigurationError) -> LintConfiguration {
        try LintConfiguration(json: Array(text.utf8), path: ".fdlc.json")
    }

    @Test("every key, read")
    func valid() throws {
        let configuration = try load("""
            {
              "target": "nui",
              "rules": { "FDL401": "error", "FDL405": "off", "FDL210": "warning" },
              "catalogs": ["catalog/components.json"],
              "ignore": ["vendor", "Themes/generated/*.nss"]
            }
            """)
        #expect(configuration.target == .nui)
        #expect(configuration.severities == [.unusedVariable: .error, .indirectAlias: .off, .unknownProperty: .warning])
        #expect(configuration.catalogs == ["catalog/components.json"])
        #expect(configuration.ignore == ["vendor", "Themes/generated/*.nss"])
    }

    @Test("the format section sets the layout options")
    func format() throws {
        let configuration = try load("{ \"format\": { \"indentWidth\": 2, \"spaceAfterColon\": true } }")
        #expect(configuration.format == FormatOptions(indentWidth: 2, spaceAfterColon: true))
        #expect(try load("{ \"format\": {} }").format == FormatOptions())
    }

    @Test("an empty object is the defaults")
    func empty() throws {
        let configuration = try load("{}")
        #expect(configuration.target == nil && configuration.severities.isEmpty && configuration.catalogs.isEmpty && configuration.ignore.isEmpty)
    }

    static let invalid: [(String, String)] = [
        ("{\n  \"rules\": { \"FDL999\": \"off\" }\n}", ".fdlc.json:2:14: unknown rule 'FDL999'; run 'fdlc rules' for the list"),
        ("{\n  \"rules\": { \"FDL401\": \"silent\" }\n}", ".fdlc.json:2:24: expected 'off', 'warning' or 'error' for 'FDL401'"),
        ("{ \"target\": \"android\" }", ".fdlc.json:1:13: expected one of 'fiori', 'nui', 'fiori-swiftui' for 'target'"),
        ("{ \"ruels\": {} }", ".fdlc.json:1:3: unknown key 'ruels'; expected 'target', 'rules', 'catalogs', 'ignore' or 'format'"),
        ("{ \"ignore\": \"vendor\" }", ".fdlc.json:1:13: expected an array of strings for 'ignore'"),
        ("{ \"catalogs\": [1] }", ".fdlc.json:1:16: expected a non-empty string in 'catalogs'"),
        ("[]", ".fdlc.json:1:1: expected an object"),
        ("{ \"format\": [] }", ".fdlc.json:1:13: expected an object for 'format'"),
        ("{ \"format\": { \"indentWidth\": 0 } }", ".fdlc.json:1:30: expected a whole number from 1 to 16 for 'indentWidth'"),
        ("{ \"format\": { \"indentWidth\": 2.5 } }", ".fdlc.json:1:30: expected a whole number from 1 to 16 for 'indentWidth'"),
        ("{ \"format\": { \"spaceAfterColon\": \"yes\" } }", ".fdlc.json:1:34: expected true or false for 'spaceAfterColon'"),
        ("{ \"format\": { \"indent\": 2 } }", ".fdlc.json:1:15: unknown key 'indent' in 'format'; expected 'indentWidth' or 'spaceAfterColon'"),
    ]

    @Test("mistakes are errors at their line and column", arguments: invalid)
    func located(_ row: (String, String)) {
        #expect(throws: ConfigurationError.self) { try load(row.0) }
        do {
            _ = try load(row.0)
        } catch {
            #expect(error.description == row.1)
        }
    }

    @Test("malformed json is located too")
    func malformed() {
        do {
            _ = try load("{\n  \"rules\": {\n    \"FDL401\": \"off\",\n  }\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 4 && error.path == ".fdlc.json", "\(error)")
        }
    }

    static let patterns: [(pattern: String, path: String, matches: Bool)] = [
        ("vendor", "vendor/a.nss", true),
        ("vendor/", "vendor/deep/a.nss", true),
        ("vendor", "vendors/a.nss", false),
        ("*.nss", "a.nss", true),
        ("*.nss", "Themes/a.nss", false),
        ("**/*.nss", "Themes/a.nss", true),
        ("**/generated", "a/b/generated/x.nss", true),
        ("Themes/gen-?.nss", "Themes/gen-1.nss", true),
        ("Themes/gen-?.nss", "Themes/gen-12.nss", false),
        ("./Themes/*", "Themes/a.nss", true),
        ("Themes/*/a.nss", "Themes/x/a.nss", true),
        ("Themes/*/a.nss", "Themes/a.nss", false),
    ]

    @Test("ignore patterns: globs, and a match covers what is below it", arguments: patterns)
    func pattern(_ row: (pattern: String, path: String, matches: Bool)) {
        #expect(PathPattern(row.pattern).matches(row.path) == row.matches)
    }
}
