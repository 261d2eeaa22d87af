import Foundation
import Testing

/// One `.fdlc.json` governs every command: check, compile and query honour it as lint does,
/// with the same precedence, and `fdlc config --print` shows what applies.
@Suite("Configuration, every command")
struct ConfigurationCommandTests {
    /// A theme that is clean for `nui` but not for `fiori`... and the other way round: aliases
    /// are resolved by `fiori` and reported by `nui` (FDL503).
    private static let aliased = "@brand: #0A6ED1;\n@accent: @brand;\nfdlFontStyle_body { font-color: @accent; }\n"
    private static let unknownClass = "fdlMyHeader { tint-color: red; }\n"
    private static let catalog = """
        {"version": 1, "classes": {"fdlMyHeader": {"component": "MyHeaderView", "properties": ["tint-color"]}}}
        """

    @Test("check honours the target, rules, catalogs and ignore of .fdlc.json, with comments and extends")
    func check() throws {
        let root = try FDLCRunner.folder([
            "base.json": "{ \"target\": \"nui\" }",
            "Themes/.fdlc.json": """
            // the themes of this app
            {
              "extends": "../base.json",
              "catalogs": ["../catalog.json"],
              "rules": { "unknown-class-path": "error", },
              "ignore": ["vendor"],
            }
            """,
            "catalog.json": Self.catalog,
            "Themes/aliased.nss": Self.aliased,
            "Themes/mine.nss": Self.unknownClass,
            "Themes/other.nss": "fdlOther { tint-color: red; }\n",
            "Themes/vendor/x.nss": "Label { font-colour: red; }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let aliased = try FDLCRunner.run(["check", "Themes/aliased.nss"], in: root)
        #expect(aliased.stderr.contains("[FDL503]"), "target nui from the base configuration: \(aliased.stderr)")
        #expect(
            try FDLCRunner.run(["check", "--target", "fiori", "Themes/aliased.nss"], in: root).stderr == "",
            "the command line wins")
        #expect(
            try FDLCRunner.run(["check", "Themes/mine.nss"], in: root).stderr == "",
            "the configuration's catalog knows fdlMyHeader")
        let other = try FDLCRunner.run(["check", "--target", "fiori", "Themes/other.nss"], in: root)
        #expect(
            other.status == 1 && other.stderr.contains("error: unknown class path 'fdlOther'"),
            "FDL212 raised to an error")
        let lowered = try FDLCRunner.run(
            ["check", "--target", "fiori", "--rule", "FDL212=off", "Themes/other.nss"], in: root)
        #expect(lowered.status == 0 && lowered.stderr == "")
        let ignored = try FDLCRunner.run(["check", "Themes/vendor/x.nss", "Themes/mine.nss"], in: root)
        #expect(ignored.status == 0)
        #expect(
            ignored.stderr
                == "fdlc: warning: 'Themes/vendor/x.nss' is not checked: it matches 'vendor' in the 'ignore' list of 'Themes/.fdlc.json'\n"
        )
        let onlyIgnored = try FDLCRunner.run(["check", "Themes/vendor/x.nss"], in: root)
        #expect(onlyIgnored.status == 2)
        #expect(
            onlyIgnored.stderr.hasSuffix(
                "fdlc check: error: no input file left: every file named is ignored; pass --allow-empty-input to allow that\nrun 'fdlc check --help' for usage\n"
            ))
        #expect(try FDLCRunner.run(["check", "--allow-empty-input", "Themes/vendor/x.nss"], in: root).status == 0)
        let broken = try FDLCRunner.run(["check", "--config", "catalog.json", "Themes/mine.nss"], in: root)
        #expect(broken.status == 2)
        #expect(
            broken.stderr
                == "fdlc: error: invalid configuration catalog.json:1:2: unknown key 'version'; expected '$schema', 'extends', 'target', 'rules', 'catalogs', 'ignore', 'format', 'tokens'\n"
        )
    }

    @Test(
        "compile honours the configuration: a finding set to a warning no longer stops the table; layers need one configuration"
    )
    func compile() throws {
        let root = try FDLCRunner.folder([
            "a/.fdlc.json": "{ \"rules\": { \"invalid-value\": \"warning\" } }",
            "a/theme.nss": "Label { font-color: nope; text-alpha: 0.5; }\n",
            "a/second.nss": "Label { text-alpha: 0.7; }\n",
            "b/theme.nss": "Label { text-alpha: 0.5; }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let lowered = try FDLCRunner.run(["compile", "a/theme.nss"], in: root)
        #expect(lowered.status == 0)
        #expect(lowered.stderr.contains("warning: invalid value 'nope' for 'font-color'"), "\(lowered.stderr)")
        #expect(lowered.stdout.contains("\"text-alpha\"") && !lowered.stdout.contains("\"font-color\""))
        #expect(try FDLCRunner.run(["compile", "--config", "b/none.json", "a/theme.nss"], in: root).status == 2)
        #expect(
            try FDLCRunner.run(["compile", "a/theme.nss", "a/second.nss"], in: root).status == 0,
            "one configuration for both")
        let mixed = try FDLCRunner.run(["compile", "a/theme.nss", "b/theme.nss"], in: root)
        #expect(mixed.status == 2)
        #expect(
            mixed.stderr.hasPrefix(
                "fdlc compile: error: 'a/theme.nss' and 'b/theme.nss' have different configurations ('a/.fdlc.json' and none)"
            ))
        let unified = try FDLCRunner.run(
            ["compile", "--config", "a/.fdlc.json", "a/theme.nss", "b/theme.nss"], in: root)
        #expect(unified.status == 0)
    }

    @Test("query compiles an .nss theme with its configuration")
    func query() throws {
        let root = try FDLCRunner.folder([
            ".fdlc.json": "{ \"catalogs\": [\"catalog.json\"] }", "catalog.json": Self.catalog,
            "theme.nss": Self.unknownClass,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["query", "theme.nss", "fdlMyHeader"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr == "", "no unknown-class warning: the catalog comes from the configuration")
        #expect(result.stdout == "tint-color = #FF0000FF [red]  (theme.nss:1:15)\n")
    }

    @Test("config --print shows the effective configuration as a configuration file")
    func printConfiguration() throws {
        let root = try FDLCRunner.folder([
            "base.json": "{ \"target\": \"nui\", \"rules\": { \"FDL404\": \"off\" }, \"ignore\": [\"vendor\"] }",
            "Themes/.fdlc.json":
                "{ \"extends\": \"../base.json\", \"rules\": { \"unused-variable\": \"error\" }, \"catalogs\": [\"c.json\"], \"ignore\": [\"*.draft.nss\"] }",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let printed = try FDLCRunner.run(
            ["config", "--print", "--rule", "FDL405=warning", "Themes/brand.nss"], in: root)
        #expect(printed.status == 0)
        #expect(
            printed.stdout == """
                // the configuration of 'Themes/brand.nss'
                // from 'Themes/.fdlc.json', extending 'base.json'
                {
                  "catalogs": [
                    "Themes/c.json"
                  ],
                  "format": {
                    "indentWidth": 4,
                    "spaceAfterColon": false
                  },
                  "ignore": [
                    "vendor",
                    "Themes/*.draft.nss"
                  ],
                  "rules": {
                    "FDL401": "error",
                    "FDL404": "off",
                    "FDL405": "warning"
                  },
                  "target": "nui"
                }

                """)
        let ignored = try FDLCRunner.run(["config", "--print", "Themes/a.draft.nss"], in: root)
        #expect(
            ignored.stdout.contains(
                "// 'Themes/a.draft.nss' is ignored: it matches '*.draft.nss' in 'Themes/.fdlc.json'\n"))
        let none = try FDLCRunner.run(
            ["config", "--print"], in: root.appendingPathComponent("Themes").deletingLastPathComponent())
        #expect(
            none.stdout.hasPrefix(
                "// the configuration of '.' (the files in it)\n// no configuration file: the defaults and the command line\n{"
            ))
        #expect(none.stdout.contains("\"target\": \"fiori\""))
        // the printed configuration is itself a valid configuration that means the same
        let flat = root.appendingPathComponent("flat.json")
        try printed.stdout.write(to: flat, atomically: false, encoding: .utf8)
        let again = try FDLCRunner.run(["config", "--print", "--config", "flat.json", "Themes/brand.nss"], in: root)
        #expect(again.stdout.split(separator: "\n").dropFirst(2) == printed.stdout.split(separator: "\n").dropFirst(2))
        #expect(try FDLCRunner.run(["config", "Themes"], in: root).status == 2, "--print is required")
    }

    @Test("format and --fix honour the configuration: its format section, ignore, and a rule set to off")
    func formatAndFix() throws {
        let root = try FDLCRunner.folder([
            "base.json": "{ \"format\": { \"indentWidth\": 2 }, \"ignore\": [\"vendor\"] }",
            ".fdlc.json": "{ \"extends\": \"base.json\", \"rules\": { \"ignored-unit\": \"off\" } }",
            "t.nss": "Label{font-size:12px;}\n",
            "u.nss": "Label { font-size: 12px }\n",
            "vendor/v.nss": "Label{font-size:12px;}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let formatted = try FDLCRunner.run(["format", "t.nss", "vendor/v.nss"], in: root)
        #expect(formatted.stdout == "Label {\n  font-size: 12px;\n}\n", "two spaces, from the base's format section")
        #expect(
            formatted.stderr
                == "fdlc: warning: 'vendor/v.nss' is not formatted: it matches 'vendor' in the 'ignore' list of 'base.json'\n"
        )
        #expect(formatted.status == 0)
        let fixed = try FDLCRunner.run(["check", "--fix", "u.nss"], in: root)
        #expect(
            try String(contentsOf: root.appendingPathComponent("u.nss"), encoding: .utf8)
                == "Label { font-size: 12px; }\n",
            "the missing ';' is fixed, the ignored unit is off and stays: \(fixed.stderr)")
        let usage = try FDLCRunner.run(["lint", "--fix", "--write-baseline", "b.json", "t.nss"], in: root)
        #expect(
            usage.status == 2
                && usage.stderr.hasPrefix("fdlc lint: error: --fix and --write-baseline cannot be used together"))
    }

    @Test("an extends cycle is an error naming the cycle, exit 2")
    func extendsCycle() throws {
        let root = try FDLCRunner.folder([
            ".fdlc.json": "{ \"extends\": \"other.json\" }", "other.json": "{ \"extends\": \".fdlc.json\" }",
            "t.nss": "Label { }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "t.nss"], in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fdlc: error: invalid configuration other.json:1:14: 'extends' forms a cycle: .fdlc.json → other.json → .fdlc.json\n"
        )
    }
}
