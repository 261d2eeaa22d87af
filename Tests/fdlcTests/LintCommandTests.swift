import Foundation
import Testing

/// `fdlc lint` run as a process: inputs, configuration and its precedence, formats, exit codes.
@Suite("fdlc lint, end to end")
struct LintCommandTests {
    /// A temporary folder holding `files` (path → text).
    private func folder(_ files: [String: String]) throws -> URL {
        let root = try FDLCRunner.temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }

    // SAP Fiori class paths: an unknown property is an error there, and no FDL511 note is added.
    private static let clean = "fdlFontStyle_body { font-color: #32363A; }\n"
    private static let warns = "@unused: red;\nfdlFontStyle_body { font-color: #32363A; }\n"
    private static let fails = "fdlFontStyle_body { font-colour: red; }\n"

    @Test("exit 0 for clean files and files with warnings only; 1 for errors")
    func exitCodes() throws {
        let root = try folder(["clean.nss": Self.clean, "warns.nss": Self.warns, "fails.nss": Self.fails])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try FDLCRunner.run(["lint", "clean.nss"], in: root).status == 0)
        let warned = try FDLCRunner.run(["lint", "warns.nss"], in: root)
        #expect(warned.status == 0)
        #expect(warned.stderr.hasPrefix("warns.nss:1:1: warning: '@unused' is defined but never used [FDL401]\n"))
        #expect(warned.stderr.hasSuffix("1 warning\n"))
        #expect(try FDLCRunner.run(["lint", "fails.nss"], in: root).status == 1)
    }

    @Test("--max-warnings: more warnings than N is exit 1")
    func maxWarnings() throws {
        let root = try folder(["warns.nss": Self.warns])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try FDLCRunner.run(["lint", "--max-warnings", "1", "warns.nss"], in: root).status == 0)
        let over = try FDLCRunner.run(["lint", "--max-warnings", "0", "warns.nss"], in: root)
        #expect(over.status == 1)
        #expect(over.stderr.hasSuffix("fdlc lint: 1 warning exceed --max-warnings 0\n"))
        #expect(try FDLCRunner.run(["lint", "--max-warnings", "-1", "warns.nss"], in: root).status == 2)
    }

    @Test("exit 2 for usage and I/O problems; the readable files are still reported")
    func usageAndIO() throws {
        let root = try folder(["warns.nss": Self.warns])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try FDLCRunner.run(["lint", "warns.nss", "missing.nss"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("fdlc: error: cannot read 'missing.nss': no such file or directory"))
        #expect(missing.stderr.contains("[FDL401]"))
        #expect(try FDLCRunner.run(["lint"], in: root).status == 2)
        #expect(try FDLCRunner.run(["lint", "--format", "xml", "warns.nss"], in: root).status == 2)
        let rule = try FDLCRunner.run(["lint", "--rule", "FDL999=off", "warns.nss"], in: root)
        #expect(rule.status == 2)
        #expect(rule.stderr.hasPrefix("fdlc lint: error: invalid value 'FDL999=off' for '--rule'"))
    }

    @Test("a directory is every .nss below it, sorted, hidden folders skipped; output order is stable")
    func directories() throws {
        var files: [String: String] = [".hidden/x.nss": Self.warns, "Themes/readme.txt": "not a theme"]
        for name in ["b", "a", "c/d", "c/a", "e", "f", "g", "h"] { files["Themes/\(name).nss"] = Self.warns }
        let root = try folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try FDLCRunner.run(["lint", "--format", "github", "Themes"], in: root)
        let files1 = first.stdout.split(separator: "\n").map {
            $0.split(separator: ",")[0].dropFirst("::warning file=".count)
        }
        #expect(
            files1 == [
                "Themes/a.nss", "Themes/b.nss", "Themes/c/a.nss", "Themes/c/d.nss", "Themes/e.nss",
                "Themes/f.nss", "Themes/g.nss", "Themes/h.nss",
            ])
        for _ in 0..<3 {
            #expect(try FDLCRunner.run(["lint", "--format", "github", "Themes/"], in: root).stdout == first.stdout)
        }
        #expect(
            try FDLCRunner.run(["lint", "--format", "github", "Themes/e.nss", "Themes"], in: root).stdout.hasPrefix(
                "::warning file=Themes/e.nss,"))
    }

    @Test("standard input with '-', configured from the current folder")
    func standardInput() throws {
        let root = try folder([".fdlc.json": "{ \"rules\": { \"FDL401\": \"error\" } }"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "-"], stdin: Data(Self.warns.utf8), in: root)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1:1: error: '@unused' is defined but never used [FDL401]"))
    }

    @Test("the nearest .fdlc.json above each file applies to it")
    func discovery() throws {
        let root = try folder([
            ".fdlc.json": "{ \"rules\": { \"FDL401\": \"error\" } }",
            "a/warns.nss": Self.warns,
            "b/.fdlc.json": "{ \"rules\": { \"FDL401\": \"off\" } }",
            "b/warns.nss": Self.warns,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "--format", "github", "a", "b"], in: root)
        #expect(
            result.stdout
                == "::error file=a/warns.nss,line=1,col=1,endLine=1,endColumn=8,title=FDL401::'@unused' is defined but never used\n"
        )
        #expect(result.status == 1)
    }

    @Test("precedence: the command line over the configuration file over the defaults")
    func precedence() throws {
        let root = try folder([
            ".fdlc.json": "{ \"target\": \"nui\", \"rules\": { \"FDL401\": \"error\" } }",
            "other.json": "{ \"rules\": { \"FDL401\": \"off\" } }",
            "t.nss": "@brand: #0A6ED1;\n@accent: @brand;\n@unused: red;\nLabel { font-color: @accent; }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // the configuration: nui (aliases are FDL503) and FDL401 as an error
        let configured = try FDLCRunner.run(["lint", "--format", "github", "t.nss"], in: root)
        #expect(configured.stdout.contains("::error file=t.nss,line=3,col=1,endLine=3,endColumn=8,title=FDL401::"))
        #expect(configured.stdout.contains("title=FDL503::"))
        // --target and --rule replace what the file says
        let overridden = try FDLCRunner.run(
            ["lint", "--format", "github", "--target", "fiori", "--rule", "FDL401=warning", "t.nss"], in: root)
        #expect(overridden.stdout.contains("::warning file=t.nss,line=3,col=1,endLine=3,endColumn=8,title=FDL401::"))
        #expect(!overridden.stdout.contains("FDL503"))
        #expect(overridden.status == 0)
        // --config replaces the file that would be found
        let explicit = try FDLCRunner.run(["lint", "--format", "github", "--config", "other.json", "t.nss"], in: root)
        #expect(!explicit.stdout.contains("FDL401") && !explicit.stdout.contains("FDL503"))
    }

    @Test("catalogs from the configuration are relative to it; ignore patterns skip files")
    func catalogsAndIgnore() throws {
        let catalog = """
            {"version": 1, "classes": {"fdlMyHeader": {"component": "MyHeaderView", "properties": ["tint-color"]}}}
            """
        let root = try folder([
            "config/.fdlc.json":
                "{ \"catalogs\": [\"catalog.json\"], \"ignore\": [\"vendor\", \"**/*.generated.nss\"] }",
            "config/catalog.json": catalog,
            "config/theme.nss": "fdlMyHeader { tint-color: red; }\n",
            "config/vendor/broken.nss": Self.fails,
            "config/x/a.generated.nss": Self.fails,
            "empty.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "config"], in: root)
        #expect(result.stderr == "", "the catalog knows fdlMyHeader; the broken files are ignored")
        #expect(result.status == 0)
        let unconfigured = try FDLCRunner.run(["lint", "--config", "empty.json", "config"], in: root)
        #expect(unconfigured.stderr.contains("config/theme.nss:1:1: warning: unknown class path 'fdlMyHeader'"))
        #expect(unconfigured.stderr.contains("config/vendor/broken.nss"))
        #expect(unconfigured.status == 1)
    }

    @Test("an invalid configuration is an error at its line and column, exit 2")
    func invalidConfiguration() throws {
        let root = try folder([".fdlc.json": "{\n  \"rules\": { \"FDL401\": \"loud\" }\n}\n", "t.nss": Self.clean])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "t.nss"], in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fdlc: error: invalid configuration .fdlc.json:2:24: expected 'off', 'warning' or 'error' for 'FDL401'\n"
        )
        let missing = try FDLCRunner.run(["lint", "--config", "nope.json", "t.nss"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "fdlc: error: cannot read configuration 'nope.json': no such file or directory\n")
    }

    @Test("--format sarif and json write one document to standard output")
    func machineFormats() throws {
        let root = try folder(["warns.nss": Self.warns])
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = try FDLCRunner.run(["lint", "--format", "sarif", "warns.nss"], in: root)
        #expect(sarif.status == 0 && sarif.stderr == "")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let json = try FDLCRunner.run(["lint", "--format", "json", "warns.nss"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["diagnostics"] as? [[String: Any]])?.first?["code"] as? String == "FDL401")
    }

    @Test("fdlc lint --help describes the command")
    func help() throws {
        let result = try FDLCRunner.run(["lint", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("USAGE: fdlc lint "))
        for option in [
            "--format", "--config", "--rule", "--max-warnings", "--target", "--catalog", ".fdlc.json",
            "fdlc-disable-next-line",
        ] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }
}
