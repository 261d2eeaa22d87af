import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint

/// SARIF 2.1.0 and GitHub workflow commands.
@Suite("Lint report formats")
struct ReportFormatTests {
    private static let source = "@unused: red;\nLabel { font-colour: red; }\n/* 😀 */ Button { }\n"

    private func sarif(_ source: String = source) throws -> [String: Any] {
        let diagnostics = lint(source)
        let text = SARIFReport.log(diagnostics, toolVersion: "1.2.3", paths: testReportPaths).serialized()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("the SARIF log has the structure 2.1.0 requires")
    func sarifStructure() throws {
        let log = try sarif()
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "fdlc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == DiagnosticDescription.all.count)
        for rule in rules {
            #expect(rule["id"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            #expect(
                (rule["helpUri"] as? String)?.hasSuffix("/Docs/rules.md#" + (rule["id"] as? String ?? "").lowercased())
                    == true)
            let help = try #require(rule["help"] as? [String: Any])
            #expect(help["text"] is String && help["markdown"] is String)
            #expect(
                ["error", "warning", "note"].contains(
                    (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["FDL401", "FDL210", "FDL404"])
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "test.nss")
            #expect((physical["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "SRCROOT")
            #expect(
                ((result["partialFingerprints"] as? [String: Any])?["fdlcFingerprint/v1"] as? String)?.count ?? 0 >= 18)
            let region = try #require(physical["region"] as? [String: Any])
            for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                #expect((region[key] as? Int ?? 0) >= 1, "\(key) is 1-based")
            }
        }
    }

    @Test("SARIF columns count UTF-16 code units, as the log declares")
    func sarifColumns() throws {
        let log = try sarif()
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        let empty = try #require(results.last)
        let region = try #require(
            ((empty["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any])
        // "/* 😀 */ " is 8 scalars but 9 UTF-16 units: 'Button' starts at UTF-16 column 10
        #expect(region["startColumn"] as? Int == 10)
        #expect(region["endColumn"] as? Int == 16)
        #expect(lint(Self.source).last?.location.column == 9)
    }

    @Test("a certain fix becomes a SARIF fix with the replaced region; a suggestion goes to the property bag")
    func sarifFixes() throws {
        let results = try #require((try sarif()["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect((results[0]["fixes"] as? [[String: Any]])?.count == 1, "removing the unused variable is certain")
        #expect(results[1]["fixes"] == nil, "a did-you-mean is no SARIF fix")
        let fix = try #require(
            ((results[1]["properties"] as? [String: Any])?["suggestions"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "font-color")
        let region = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(
            region["startLine"] as? Int == 2 && region["startColumn"] as? Int == 9 && region["endColumn"] as? Int == 20)
        #expect((fix["description"] as? [String: Any])?["text"] as? String == "replace 'font-colour' with 'font-color'")
    }

    @Test("SARIF output is deterministic")
    func sarifDeterministic() {
        let first = SARIFReport.log(lint(Self.source), toolVersion: "1", paths: testReportPaths).serialized()
        let second = SARIFReport.log(lint(Self.source), toolVersion: "1", paths: testReportPaths).serialized()
        #expect(first == second)
    }

    @Test("paths become URI references")
    func uris() {
        #expect(SARIFReport.uri("Themes/brand theme.nss") == "Themes/brand%20theme.nss")
        #expect(SARIFReport.uri("/tmp/a.nss") == "file:///tmp/a.nss")
        #expect(SARIFReport.uri("<stdin>") == "%3Cstdin%3E")
        #expect(SARIFReport.uri("Thèmes/a#1.nss") == "Th%C3%A8mes/a%231.nss")
    }

    @Test("GitHub workflow commands: one line per finding with its place and rule")
    func github() {
        let text = GitHubAnnotations.text(
            lint("@unused: green;\nLabel { font-color: red; font-color: blue; }\n"), paths: testReportPaths)
        #expect(
            text == """
                ::warning file=test.nss,line=1,col=1,endLine=1,endColumn=8,title=FDL401::'@unused' is defined but never used
                ::warning file=test.nss,line=2,col=9,endLine=2,endColumn=19,title=FDL402::'font-color' is set again later in this block; this declaration is ignored%0Anote: the last declaration wins, here (test.nss:2:26)

                """)
    }

    @Test("GitHub escaping: % CR LF in messages, and also : and , in properties")
    func githubEscaping() {
        #expect(GitHubAnnotations.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
        #expect(GitHubAnnotations.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let diagnostic = Diagnostic(
            .unknownProperty, "x", file: SourceFile(path: "dir,1/a:b.nss", text: "A { b: c; }"),
            range: SourceRange(start: 4, end: 5), severity: .note)
        #expect(
            GitHubAnnotations.text([diagnostic], paths: testReportPaths)
                == "::notice file=dir%2C1/a%3Ab.nss,line=1,col=5,endLine=1,endColumn=6,title=FDL210::x\n")
    }
}

/// What the SARIF log does past GitHub's hard limits, which would make it reject the upload.
@Suite("SARIF within GitHub's limits")
struct SARIFLimitTests {
    @Test("past 25 000 results, the least severe are left out and a notification says how many")
    func resultLimit() throws {
        let file = SourceFile(path: "big.nss", text: "Label { }\n")
        let range = SourceRange(start: 0, end: 5)
        let diagnostics = (0..<(SARIFReport.maximumResults + 3)).map { index in
            Diagnostic(
                .emptyRule, "finding \(index)", file: file, range: range,
                severity: index % 10_000 == 9_999 ? .error : .warning)
        }
        let text = SARIFReport.log(diagnostics, toolVersion: "1", paths: testReportPaths).serialized(pretty: false)
        let run = try #require(
            (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]).flatMap {
                ($0["runs"] as? [[String: Any]])?.first
            })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == SARIFReport.maximumResults)
        #expect(results.filter { $0["level"] as? String == "error" }.count == 2, "every error is kept")
        let messages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(
            messages.first == "finding 0" && messages.last == "finding 24999",
            "report order is kept; 25000 to 25002 are left out: \(messages.suffix(2))")
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(
            (notification["message"] as? [String: Any])?["text"] as? String
                == "3 findings are left out: github code scanning accepts at most 25000 results per run")
    }

    @Test("past 1 000 locations, related locations are left out and the message says how many")
    func locationLimit() throws {
        let file = SourceFile(path: "cycle.nss", text: "@a: @b;\n")
        let notes = (0..<1_200).map { Diagnostic.Note("step \($0)", file: file, range: SourceRange(start: 0, end: 2)) }
        let diagnostic = Diagnostic(
            .variableCycle, "a cycle", file: file, range: SourceRange(start: 0, end: 2), notes: notes)
        let text = SARIFReport.log([diagnostic], toolVersion: "1", paths: testReportPaths).serialized(pretty: false)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["relatedLocations"] as? [Any])?.count == SARIFReport.maximumRelatedLocations)
        #expect(
            (result["message"] as? [String: Any])?["text"] as? String
                == "a cycle\nnote: 201 more related locations are left out")
    }
}
