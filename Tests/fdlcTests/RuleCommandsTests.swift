import Foundation
import Testing

/// `fdlc rules` and `fdlc explain`, run as a process.
@Suite("fdlc rules and explain, end to end")
struct RuleCommandsTests {
    @Test("fdlc rules: one line per rule, id, default severity, name and summary")
    func rulesText() throws {
        let result = try FDLCRunner.run(["rules"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count >= 49)
        #expect(
            lines.contains {
                $0.hasPrefix("FDL401  warning  unused-variable ")
                    && $0.hasSuffix("a variable that is defined and never used")
            })
        #expect(lines.contains { $0.hasPrefix("FDL110  error    expected-semicolon ") })
        #expect(lines.map { $0.prefix(6) } == lines.map { $0.prefix(6) }.sorted())
    }

    @Test("fdlc rules --format json: every rule with its metadata")
    func rulesJSON() throws {
        let result = try FDLCRunner.run(["rules", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rules = try #require(document["rules"] as? [[String: Any]])
        let contrast = try #require(rules.first { $0["id"] as? String == "FDL407" })
        #expect(contrast["name"] as? String == "low-contrast")
        #expect(contrast["defaultSeverity"] as? String == "warning")
        #expect((contrast["example"] as? [String: Any])?["bad"] is String)
        #expect(try FDLCRunner.run(["rules", "extra"]).status == 2)
    }

    @Test("fdlc rules --format markdown is Docs/rules.md, with a section for every rule SARIF's helpUri points at")
    func rulesMarkdown() throws {
        let result = try FDLCRunner.run(["rules", "--format", "markdown"])
        let document = try String(
            contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        #expect(result.stdout == document, "regenerate with 'fdlc rules --format markdown > Docs/rules.md'")
        let ids = try FDLCRunner.run(["rules"]).stdout.split(separator: "\n").map { String($0.prefix(6)) }
        let headings = document.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        #expect(headings == ids)
    }

    @Test("fdlc explain ID: the rule, its explanation and example; by name too")
    func explain() throws {
        let result = try FDLCRunner.run(["explain", "FDL401"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "FDL401 unused-variable (warning by default)\na variable that is defined and never used\n\n"))
        #expect(result.stdout.contains("Reported:\n    @oldBrand: #0854A0;\n"))
        #expect(result.stdout.contains("Corrected:\n    Label { font-color: #0A6ED1; }\n"))
        #expect(try FDLCRunner.run(["explain", "unused-variable"]).stdout == result.stdout)
        #expect(try FDLCRunner.run(["explain", "FDL501"]).stdout.contains("Reported (with --target nui):"))
    }

    @Test("each rule shows one text everywhere: rules, rules --format json, explain, SARIF's rules and Docs/rules.md")
    func oneDescriptionEverywhere() throws {
        let json = try FDLCRunner.run(["rules", "--format", "json"]).stdout
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rules = try #require(document["rules"] as? [[String: Any]])
        let lines = try FDLCRunner.run(["rules"]).stdout.split(separator: "\n").map(String.init)
        let page = try String(
            contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        let sarif = try FDLCRunner.run(["lint", "--format", "sarif", "Themes/fiori-brand.nss"]).stdout
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let descriptors = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count >= 49 && lines.count == rules.count && descriptors.count == rules.count)
        for (index, rule) in rules.enumerated() where index < lines.count && index < descriptors.count {
            let id = try #require(rule["id"] as? String)
            let name = try #require(rule["name"] as? String)
            let severity = try #require(rule["defaultSeverity"] as? String)
            let summary = try #require(rule["summary"] as? String)
            let explanation = try #require(rule["explanation"] as? String)
            #expect(lines[index].hasPrefix(id + "  ") && lines[index].hasSuffix("  " + summary), "\(id)")
            #expect(
                try FDLCRunner.run(["explain", id]).stdout.hasPrefix(
                    "\(id) \(name) (\(severity) by default)\n\(summary)\n\n\(explanation)\n\nReported"), "\(id)")
            #expect(page.contains("`\(name)`, \(severity) by default: \(summary).\n\n\(explanation)\n"), "\(id)")
            let descriptor = descriptors[index]
            #expect(descriptor["id"] as? String == id && descriptor["name"] as? String == name)
            #expect((descriptor["shortDescription"] as? [String: Any])?["text"] as? String == summary, "\(id)")
            #expect((descriptor["fullDescription"] as? [String: Any])?["text"] as? String == explanation, "\(id)")
        }
    }

    @Test("fdlc explain with an unknown rule is exit 2")
    func unknown() throws {
        let result = try FDLCRunner.run(["explain", "FDL999"])
        #expect(result.status == 2)
        #expect(result.stderr == "fdlc explain: error: unknown rule 'FDL999'; run 'fdlc rules' for the list\n")
        #expect(try FDLCRunner.run(["explain"]).status == 2)
    }

    @Test("fdlc --help lists the new commands")
    func topLevelHelp() throws {
        let result = try FDLCRunner.run(["--help"])
        for command in ["lint", "rules", "explain"] {
            #expect(result.stdout.contains("\n  \(command) "), "\(command)")
        }
        #expect(try FDLCRunner.run(["rules", "--help"]).stdout.hasPrefix("USAGE: fdlc rules"))
        #expect(try FDLCRunner.run(["explain", "--help"]).stdout.hasPrefix("USAGE: fdlc explain"))
    }
}
