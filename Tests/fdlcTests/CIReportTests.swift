import Foundation
import Testing

/// Reports GitHub accepts: annotations and SARIF name files relative to the repository root
/// whatever folder fdlc runs in, SARIF carries what code scanning needs, and the github format
/// says what GitHub's annotation limits hide and fills the job summary.
@Suite("CI reports")
struct CIReportTests {
    private static let theme = "fdlFontStyle_body { font-color: #32363A; }\n\n@unused: red;\n"

    /// A repository: a `.git` folder, `Themes/x.nss` with an unused variable on line 3, and a
    /// subfolder `App/Sources` to run from.
    private func repository(_ extra: [String: String] = [:]) throws -> URL {
        let root = try FDLCRunner.folder(
            ["Themes/x.nss": Self.theme, "App/Sources/main.swift": "", ".git/HEAD": "ref: refs/heads/main\n"]
                .merging(extra) { _, new in new })
        return root
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    @Test("fdlc lint . --format github, run from any folder of a repository, annotates Themes/x.nss at the right line")
    func githubFromAnyFolder() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let expected =
            "::warning file=Themes/x.nss,line=3,col=1,endLine=3,endColumn=8,title=FDL401::'@unused' is defined but never used\n"
        #expect(try FDLCRunner.run(["lint", ".", "--format", "github"], in: root).stdout == expected)
        let sources = root.appendingPathComponent("App/Sources")
        #expect(try FDLCRunner.run(["lint", "../../Themes", "--format", "github"], in: sources).stdout == expected)
        let themes = root.appendingPathComponent("Themes")
        #expect(try FDLCRunner.run(["lint", ".", "--format", "github"], in: themes).stdout == expected)
        #expect(
            try FDLCRunner.run(["lint", "\(root.path)/Themes/x.nss", "--format", "github"], in: sources).stdout
                == expected)
        // GITHUB_WORKSPACE wins over the git work tree
        let workspace = try FDLCRunner.run(
            ["lint", ".", "--format", "github"], in: themes,
            environment: ["GITHUB_WORKSPACE": root.appendingPathComponent("Themes").path])
        #expect(workspace.stdout.hasPrefix("::warning file=x.nss,line=3,"))
        // outside any repository: the current folder
        let plain = try FDLCRunner.folder(["Themes/x.nss": Self.theme])
        defer { try? FileManager.default.removeItem(at: plain) }
        #expect(
            try FDLCRunner.run(["lint", "x.nss", "--format", "github"], in: plain.appendingPathComponent("Themes"))
                .stdout
                .hasPrefix("::warning file=x.nss,line=3,"))
    }

    @Test("SARIF: paths relative to SRCROOT, the repository root; invocations; tool information")
    func sarifPaths() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(
            ["lint", "../../Themes", "--format", "sarif"], in: root.appendingPathComponent("App/Sources"))
        let run = try run(try json(result.stdout))
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect(base["uri"] as? String == "file://" + root.path + "/")
        let first = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require(
            ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
                "artifactLocation"] as? [String: Any])
        #expect(location["uri"] as? String == "Themes/x.nss" && location["uriBaseId"] as? String == "SRCROOT")
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let version = try FDLCRunner.run(["--version"]).stdout.dropFirst("fdlc ".count).trimmingCharacters(
            in: .newlines)
        #expect(driver["semanticVersion"] as? String == version && driver["version"] as? String == version)
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
    }

    @Test("SARIF: a file that cannot be read is a notification, and the run is not successful")
    func sarifNotifications() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "Themes", "missing.nss", "--format", "sarif"], in: root)
        #expect(result.status == 2)
        let invocation = try #require((try run(try json(result.stdout))["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "error")
        #expect(
            (notification["message"] as? [String: Any])?["text"] as? String
                == "cannot read 'missing.nss': no such file or directory")
    }

    /// The fingerprints of a SARIF log's results, by rule.
    private func fingerprints(_ text: String) throws -> [String] {
        let results = try #require(try run(try json(text))["results"] as? [[String: Any]])
        return results.map { result in
            ((result["ruleId"] as? String) ?? "") + " "
                + (((result["partialFingerprints"] as? [String: Any])?["fdlcFingerprint/v1"] as? String) ?? "none")
        }
    }

    @Test("SARIF fingerprints are the same from run to run and when lines move; a changed line gets a new one")
    func fingerprintsAreStable() throws {
        let theme = "@unused: red;\nfdlFUIKPIView { }\nfdlFontStyle_body { }\nfdlFUIKPIView { }\n"
        let root = try FDLCRunner.folder(["t.nss": theme])
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try fingerprints(try FDLCRunner.run(["lint", "--format", "sarif", "t.nss"], in: root).stdout)
        #expect(first.count == 4 && Set(first).count == 4, "two equal empty rules differ by occurrence: \(first)")
        #expect(try fingerprints(try FDLCRunner.run(["lint", "--format", "sarif", "t.nss"], in: root).stdout) == first)
        try
            ("/* a comment */\n\n"
            + theme.replacingOccurrences(of: "fdlFontStyle_body { }", with: "\n  fdlFontStyle_body   { }")).write(
                to: root.appendingPathComponent("t.nss"), atomically: false, encoding: .utf8)
        #expect(
            try fingerprints(try FDLCRunner.run(["lint", "--format", "sarif", "t.nss"], in: root).stdout) == first,
            "moved down and re-indented: the same fingerprints")
        try theme.replacingOccurrences(of: "@unused: red", with: "@unused: blue").write(
            to: root.appendingPathComponent("t.nss"), atomically: false, encoding: .utf8)
        let changed = try fingerprints(try FDLCRunner.run(["lint", "--format", "sarif", "t.nss"], in: root).stdout)
        #expect(changed[0] != first[0] && Array(changed.dropFirst()) == Array(first.dropFirst()))
    }

    @Test("SARIF follows GitHub code scanning's documented rules for uploads")
    func githubSARIFRules() throws {
        // every kind of finding: the check fixtures have errors of every kind, the lint fixtures every lint rule
        let result = try FDLCRunner.run([
            "lint", "--format", "sarif", "Tests/FioriThemeCompilerTests/Fixtures", "Themes",
        ])
        #expect(result.status == 1)
        let log = try json(result.stdout)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect((1...20).contains(runs.count), "at most 20 runs per file")
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "fdlc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count <= 25_000, "at most 25 000 rules per run")
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String, "\(id) shortDescription")
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String, "\(id) fullDescription")
            #expect(
                (rule["help"] as? [String: Any])?["text"] is String
                    && (rule["help"] as? [String: Any])?["markdown"] is String, "\(id) help")
            #expect(
                ["error", "warning", "note"].contains(
                    (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
            #expect(
                ((rule["properties"] as? [String: Any])?["tags"] as? [String])?.count ?? 99 <= 20,
                "at most 20 tags per rule")
        }
        let ids = Set(rules.compactMap { $0["id"] as? String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 50 && results.count <= 25_000, "at most 25 000 results per run")
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ids.contains(ruleID))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1)
            #expect(
                locations.count + ((result["relatedLocations"] as? [Any])?.count ?? 0) <= 1_000,
                "at most 1 000 locations per result")
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(
                !uri.hasPrefix("./") && !uri.hasPrefix("/") && !uri.hasPrefix("file:"),
                "a path relative to the repository root: \(uri)")
            #expect(
                FileManager.default.fileExists(
                    atPath: FDLCRunner.repositoryRoot.appendingPathComponent(uri.removingPercentEncoding ?? uri).path))
            #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
            #expect((result["partialFingerprints"] as? [String: Any])?["fdlcFingerprint/v1"] is String)
        }
    }

    @Test("github format: says when GitHub's limit of 10 annotations per kind and step hides some")
    func annotationLimits() throws {
        var theme = ""
        for index in 0..<12 { theme += "@unused\(index): red;\n" }
        theme += "fdlFontStyle_body { font-colour: red; }\n"
        let root = try FDLCRunner.folder(["t.nss": theme, "few.nss": "@a: red;\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let many = try FDLCRunner.run(["lint", "--format", "github", "t.nss"], in: root)
        #expect(many.stdout.split(separator: "\n").count == 13)
        #expect(
            many.stderr
                == "fdlc: note: github shows at most 10 error, 10 warning and 10 notice annotations per step (50 per job): "
                + "2 warnings found here are not annotated; this log lists them all\n")
        let few = try FDLCRunner.run(["lint", "--format", "github", "few.nss"], in: root)
        #expect(few.stderr == "")
    }

    @Test("github format with GITHUB_STEP_SUMMARY: a table of the findings is added to the job summary")
    func jobSummary() throws {
        let root = try repository(["Themes/y.nss": "fdlFontStyle_body { font-colour: red; }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = root.appendingPathComponent("summary.md")
        try "# earlier step output\n".write(to: summary, atomically: false, encoding: .utf8)
        let result = try FDLCRunner.run(
            ["lint", "--format", "github", "../Themes"], in: root.appendingPathComponent("App"),
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        let help = "https://github.com/fdlc/fdlc/blob/main/Docs/rules.md#"
        #expect(
            try String(contentsOf: summary, encoding: .utf8) == """
                # earlier step output
                ### fdlc lint

                1 error, 1 warning in 2 files.

                | severity | rule | location | message |
                |---|---|---|---|
                | warning | [FDL401](\(help)fdl401) | Themes/x.nss:3 | '@unused' is defined but never used |
                | error | [FDL210](\(help)fdl210) | Themes/y.nss:1 | unknown property 'font-colour' |

                """)
        let clean = try FDLCRunner.folder(["a.nss": "fdlFontStyle_body { font-color: red; }\n"])
        defer { try? FileManager.default.removeItem(at: clean) }
        let cleanSummary = clean.appendingPathComponent("summary.md")
        _ = try FDLCRunner.run(
            ["lint", "--format", "github", "a.nss"], in: clean, environment: ["GITHUB_STEP_SUMMARY": cleanSummary.path])
        #expect(try String(contentsOf: cleanSummary, encoding: .utf8) == "### fdlc lint\n\nNo findings in 1 file.\n")
        _ = try FDLCRunner.run(
            ["lint", "--format", "sarif", "a.nss"], in: clean,
            environment: ["GITHUB_STEP_SUMMARY": clean.appendingPathComponent("other.md").path])
        #expect(
            !FileManager.default.fileExists(atPath: clean.appendingPathComponent("other.md").path),
            "only the github format writes a summary")
    }
}
