import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeFormat

/// `.fdlc.json`: what one file sets, each kind of mistake located by line and column, and how
/// the loader finds files and follows `extends`.
@Suite("Configuration")
struct ConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationError) -> ConfigurationFile {
        try ConfigurationFile(json: Array(text.utf8), path: ".fdlc.json")
    }

    @Test("every key, read; rules by id or name; comments, trailing commas and $schema allowed")
    func valid() throws {
        let file = try parse(
            """
            // the project's settings
            {
              "$schema": "https://example.com/fdlc-config.schema.json",
              "extends": "../base.fdlc.json",
              "target": "nui", /* the upstream runtime */
              "rules": { "FDL401": "error", "indirect-alias": "off", "fdl210": "warning", },
              "catalogs": ["catalog/components.json"],
              "ignore": ["vendor", "Themes/generated/*.nss",],
            }
            """)
        #expect(file.extends == "../base.fdlc.json")
        #expect(file.extendsLocation?.line == 4 && file.extendsLocation?.column == 14)
        #expect(file.target == .nui)
        #expect(file.severities == [.unusedVariable: .error, .indirectAlias: .off, .unknownProperty: .warning])
        #expect(file.catalogs == ["catalog/components.json"])
        #expect(file.ignore == ["vendor", "Themes/generated/*.nss"])
    }

    @Test("the format section sets the layout options; a file's section replaces its base's")
    func format() throws {
        #expect(
            try parse("{ \"format\": { \"indentWidth\": 2, \"spaceAfterColon\": true } }").format
                == FormatOptions(indentWidth: 2, spaceAfterColon: true))
        #expect(try parse("{ \"format\": {} }").format == FormatOptions())
        #expect(try parse("{}").format == nil)
        let root = try folder([
            "base.json": "{ \"format\": { \"indentWidth\": 2 } }", "a/.fdlc.json": "{ \"extends\": \"../base.json\" }",
            "b/.fdlc.json": "{ \"extends\": \"../base.json\", \"format\": { \"spaceAfterColon\": true } }",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var loader = ConfigurationLoader()
        #expect(try loader.configuration(forFile: root + "/a/t.nss").format == FormatOptions(indentWidth: 2))
        #expect(try loader.configuration(forFile: root + "/b/t.nss").format == FormatOptions(spaceAfterColon: true))
        #expect(
            try loader.configuration(forFile: root + "/t.nss").format == FormatOptions(), "base.json is no .fdlc.json")
    }

    @Test("an empty object is the defaults")
    func empty() throws {
        let file = try parse("{}")
        #expect(
            file.target == nil && file.severities.isEmpty && file.catalogs.isEmpty && file.ignore.isEmpty
                && file.extends == nil)
    }

    static let invalid: [(String, String)] = [
        (
            "{\n  \"rules\": { \"FDL999\": \"off\" }\n}",
            ".fdlc.json:2:14: unknown rule 'FDL999'; run 'fdlc rules' for the list"
        ),
        (
            "{ \"rules\": { \"unused-variabel\": \"off\" } }",
            ".fdlc.json:1:14: unknown rule 'unused-variabel'; did you mean 'unused-variable'?"
        ),
        (
            "{\n  \"rules\": { \"FDL401\": \"silent\" }\n}",
            ".fdlc.json:2:24: expected 'off', 'warning' or 'error' for 'FDL401'"
        ),
        (
            "{ \"rules\": { \"FDL401\": \"off\", \"unused-variable\": \"error\" } }",
            ".fdlc.json:1:31: 'unused-variable' and 'FDL401' are the same rule, FDL401 (unused-variable)"
        ),
        (
            "{ \"rules\": { \"FDL110\": \"warning\" } }",
            ".fdlc.json:1:24: FDL110 (expected-semicolon) is a syntax error: the runtime does not apply the file as written, so it cannot be set below 'error'"
        ),
        (
            "{ \"rules\": { \"unexpected-character\": \"off\" } }",
            ".fdlc.json:1:38: FDL101 (unexpected-character) is a syntax error: the runtime does not apply the file as written, so it cannot be set below 'error'"
        ),
        (
            "{ \"target\": \"android\" }",
            ".fdlc.json:1:13: expected one of 'fiori', 'nui', 'fiori-swiftui' for 'target'"
        ),
        (
            "{ \"ruels\": {} }",
            ".fdlc.json:1:3: unknown key 'ruels'; did you mean 'rules'? expected '$schema', 'extends', 'target', 'rules', 'catalogs', 'ignore', 'format', 'tokens'"
        ),
        ("{ \"format\": [] }", ".fdlc.json:1:13: expected an object for 'format'"),
        (
            "{ \"format\": { \"indentWidth\": 0 } }",
            ".fdlc.json:1:30: expected a whole number from 1 to 16 for 'indentWidth'"
        ),
        (
            "{ \"format\": { \"indentWidth\": 2.5 } }",
            ".fdlc.json:1:30: expected a whole number from 1 to 16 for 'indentWidth'"
        ),
        (
            "{ \"format\": { \"spaceAfterColon\": \"yes\" } }",
            ".fdlc.json:1:34: expected true or false for 'spaceAfterColon'"
        ),
        (
            "{ \"format\": { \"indent\": 2 } }",
            ".fdlc.json:1:15: unknown key 'indent' in 'format'; expected 'indentWidth' or 'spaceAfterColon'"
        ),
        ("{ \"ignore\": \"vendor\" }", ".fdlc.json:1:13: expected an array of strings for 'ignore'"),
        ("{ \"catalogs\": [1] }", ".fdlc.json:1:16: expected a non-empty string in 'catalogs'"),
        ("{ \"extends\": \"\" }", ".fdlc.json:1:14: expected the path of a configuration file for 'extends'"),
        ("{ \"$schema\": 1 }", ".fdlc.json:1:14: expected a string for '$schema'"),
        ("[]", ".fdlc.json:1:1: expected an object"),
        ("{ /* open", ".fdlc.json:1:3: unterminated comment"),
    ]

    @Test("mistakes are errors at their line and column", arguments: invalid)
    func located(_ row: (String, String)) {
        do {
            _ = try parse(row.0)
            Issue.record("expected an error for \(row.0)")
        } catch {
            #expect(error.description == "invalid configuration " + row.1)
        }
    }

    @Test("a syntax rule set to error is allowed: it changes nothing")
    func syntaxRuleAtError() throws {
        #expect(try parse("{ \"rules\": { \"FDL110\": \"error\" } }").severities == [.expectedSemicolon: .error])
    }

    @Test("malformed json is located too")
    func malformed() {
        do {
            _ = try parse("{\n  \"rules\": {\n    \"FDL401\": \"off\",,\n  }\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3 && error.path == ".fdlc.json", "\(error)")
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
        #expect(IgnorePattern(row.pattern, file: "/p/.fdlc.json").matches("/p/" + row.path) == row.matches)
        #expect(!IgnorePattern(row.pattern, file: "/p/.fdlc.json").matches("/other/" + row.path), "outside its folder")
    }

    // MARK: Loading

    /// A temporary folder holding `files` (path → text); returns its real absolute path.
    private func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fdlc-configuration-" + UUID().uuidString)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root.resolvingSymlinksInPath().path
    }

    @Test("the nearest .fdlc.json in the file's folder or above applies; none means the defaults")
    func nearest() throws {
        let root = try folder([".fdlc.json": "{ \"target\": \"nui\" }", "a/b/theme.nss": "", "c/.fdlc.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var loader = ConfigurationLoader()
        let deep = try loader.configuration(forFile: root + "/a/b/theme.nss")
        #expect(deep.target == .nui && deep.files == [root + "/.fdlc.json"])
        let other = try loader.configuration(forFile: root + "/c/theme.nss")
        #expect(other.target == nil && other.files == [root + "/c/.fdlc.json"])
        #expect(try loader.configuration(forFolder: root + "/a").files == [root + "/.fdlc.json"])
    }

    @Test("extends: the file over its base; paths relative to the file that writes them")
    func extends() throws {
        let root = try folder([
            "base/base.json": """
            { "target": "nui", "rules": { "FDL401": "error", "FDL404": "off" },
              "catalogs": ["shared.json"], "ignore": ["vendor"] }
            """,
            "app/.fdlc.json": """
            { "extends": "../base/base.json", "target": "fiori", "rules": { "empty-rule": "warning" },
              "catalogs": ["mine.json"], "ignore": ["generated"] }
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var loader = ConfigurationLoader()
        let configuration = try loader.configuration(forFile: root + "/app/theme.nss")
        #expect(configuration.target == .fiori)
        #expect(configuration.severities == [.unusedVariable: .error, .emptyRule: .warning])
        #expect(configuration.catalogs == [root + "/base/shared.json", root + "/app/mine.json"])
        #expect(configuration.ignore.map(\.pattern) == ["vendor", "generated"])
        #expect(configuration.files == [root + "/app/.fdlc.json", root + "/base/base.json"])
        #expect(configuration.ignorePattern(for: root + "/base/vendor/x.nss")?.file == root + "/base/base.json")
        #expect(
            configuration.ignorePattern(for: root + "/app/vendor/x.nss") == nil,
            "the base's pattern is relative to the base")
        #expect(configuration.ignorePattern(for: root + "/app/generated/x.nss")?.pattern == "generated")
    }

    @Test("an extends cycle is an error naming the whole cycle")
    func cycle() throws {
        let root = try folder([
            ".fdlc.json": "{\n  \"extends\": \"a.json\"\n}",
            "a.json": "{ \"extends\": \"b.json\" }",
            "b.json": "{ \"extends\": \"a.json\" }",
            "self.json": "{ \"extends\": \"./self.json\" }",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var loader = ConfigurationLoader()
        do {
            _ = try loader.load(root + "/.fdlc.json")
            Issue.record("expected a cycle")
        } catch {
            #expect(
                error.message == "'extends' forms a cycle: \(root)/a.json → \(root)/b.json → \(root)/a.json", "\(error)"
            )
            #expect(error.path == root + "/b.json" && error.line == 1 && error.column == 14)
        }
        do {
            _ = try loader.load(root + "/self.json")
            Issue.record("expected a cycle")
        } catch {
            #expect(error.message == "'extends' forms a cycle: \(root)/self.json → \(root)/self.json")
        }
    }

    @Test("a missing base or configuration file is an error; a base's own mistakes are located in it")
    func missing() throws {
        let root = try folder([
            ".fdlc.json": "{ \"extends\": \"nope.json\" }",
            "bad.json": "{ \"extends\": \"broken.json\" }",
            "broken.json": "{\n  \"target\": 1\n}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var loader = ConfigurationLoader()
        #expect(throws: ConfigurationError.self) { try loader.load(root + "/.fdlc.json") }
        do {
            _ = try loader.load(root + "/.fdlc.json")
        } catch {
            #expect(
                error.message == "cannot read 'nope.json', which 'extends' names: no such file or directory"
                    && error.line == 1 && error.column == 14)
        }
        do {
            _ = try loader.load(root + "/bad.json")
        } catch {
            #expect(error.path == root + "/broken.json" && error.line == 2)
        }
        do {
            _ = try loader.load(root + "/absent.json")
        } catch {
            #expect(
                error.description == "cannot read configuration '\(root)/absent.json': no such file or directory"
                    && error.line == nil)
        }
    }

    @Test("absolute paths: '.', '..' and repeated '/' removed")
    func absolutePaths() {
        #expect(FilePath.absolute("a/./b/../c.json", from: "/x/y") == "/x/y/a/c.json")
        #expect(FilePath.absolute("../../../../z", from: "/x/y") == "/z")
        #expect(FilePath.absolute("/abs//p", from: "/x") == "/abs/p")
        #expect(FilePath.absolute("..", from: "/x") == "/")
        #expect(FilePath.absolute(".", from: "/") == "/")
        #expect(FilePath.absolute("/", from: "/x") == "/")
        #expect(FilePath.folder(of: "/a/b.json") == "/a")
        #expect(FilePath.folder(of: "/b.json") == "/")
    }
}
