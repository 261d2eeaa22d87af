import Foundation
import Testing

/// `--write-baseline FILE` records today's findings; `--baseline FILE` reports only new ones.
@Suite("fdlc lint baselines")
struct BaselineTests {
    // SAP Fiori class paths: no FDL511 note among the findings counted here.
    private static let today = "@unused: red;\nfdlFUIKPIView { }\nfdlFontStyle_body { font-color: #32363A; }\n"

    @Test("a baseline silences today's findings and not a new one, and survives lines moving")
    func silencesTodayNotTomorrow() throws {
        let root = try FDLCRunner.folder(["Themes/a.nss": Self.today, "Themes/b.nss": "fdlFUIKPIView { }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try FDLCRunner.run(["lint", "--write-baseline", "fdlc-baseline.json", "Themes"], in: root)
        #expect(written.status == 0 && written.stdout == "")
        #expect(written.stderr == "fdlc lint: recorded 3 findings in 'fdlc-baseline.json'\n")
        let baseline = try String(contentsOf: root.appendingPathComponent("fdlc-baseline.json"), encoding: .utf8)
        #expect(
            baseline.contains("\"file\": \"Themes/a.nss\"") && baseline.contains("\"rule\": \"FDL401\"")
                && !baseline.contains("\"line\""))

        let silent = try FDLCRunner.run(["lint", "--baseline", "fdlc-baseline.json", "Themes"], in: root)
        #expect(silent.status == 0)
        #expect(silent.stderr == "fdlc lint: 3 findings in the baseline 'fdlc-baseline.json' not reported\n")

        // lines added above, one new finding among the old ones
        try ("/* header */\n\n" + Self.today + "@another: blue;\n").write(
            to: root.appendingPathComponent("Themes/a.nss"), atomically: false, encoding: .utf8)
        let new = try FDLCRunner.run(
            ["lint", "--format", "github", "--baseline", "fdlc-baseline.json", "Themes"], in: root)
        #expect(
            new.stdout
                == "::warning file=Themes/a.nss,line=6,col=1,endLine=6,endColumn=9,title=FDL401::'@another' is defined but never used\n"
        )
        #expect(new.stderr == "fdlc lint: 3 findings in the baseline 'fdlc-baseline.json' not reported\n")

        // a second copy of an accepted finding is new
        try (Self.today + "fdlFUIKPIView { }\n").write(
            to: root.appendingPathComponent("Themes/a.nss"), atomically: false, encoding: .utf8)
        let copy = try FDLCRunner.run(
            ["lint", "--format", "github", "--baseline", "fdlc-baseline.json", "Themes"], in: root)
        #expect(
            copy.stdout.hasPrefix("::warning file=Themes/a.nss,line=4,")
                && copy.stdout.split(separator: "\n").count == 1)
    }

    @Test("entries that no longer occur are counted, including those of a file that is gone")
    func staleEntries() throws {
        let root = try FDLCRunner.folder(["Themes/a.nss": Self.today, "Themes/b.nss": "fdlFUIKPIView { }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try FDLCRunner.run(["lint", "--write-baseline", "baseline.json", "Themes"], in: root)
        try "@unused: red;\nfdlFontStyle_body { font-color: #32363A; }\n".write(
            to: root.appendingPathComponent("Themes/a.nss"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Themes/b.nss"))
        let result = try FDLCRunner.run(["lint", "--baseline", "baseline.json", "Themes"], in: root)
        #expect(result.status == 0)
        #expect(
            result.stderr == "fdlc lint: 1 finding in the baseline 'baseline.json' not reported; "
                + "2 of its entries no longer occur: run --write-baseline to drop them\n")
        // linting one file says nothing about the entries of the others
        try "fdlFUIKPIView { }\n".write(
            to: root.appendingPathComponent("Themes/b.nss"), atomically: false, encoding: .utf8)
        let one = try FDLCRunner.run(["lint", "--baseline", "baseline.json", "Themes/b.nss"], in: root)
        #expect(one.stderr == "fdlc lint: 1 finding in the baseline 'baseline.json' not reported\n")
    }

    @Test("files are named relative to the baseline's folder, so any folder can use it")
    func relativeToBaseline() throws {
        let root = try FDLCRunner.folder(["Themes/a.nss": Self.today, "ci/readme.txt": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try FDLCRunner.run(["lint", "--write-baseline", "ci/baseline.json", "Themes"], in: root)
        let text = try String(contentsOf: root.appendingPathComponent("ci/baseline.json"), encoding: .utf8)
        #expect(text.contains("\"file\": \"../Themes/a.nss\""))
        let fromThemes = try FDLCRunner.run(
            ["lint", "--baseline", "../ci/baseline.json", "a.nss"], in: root.appendingPathComponent("Themes"))
        #expect(
            fromThemes.status == 0
                && fromThemes.stderr == "fdlc lint: 2 findings in the baseline '../ci/baseline.json' not reported\n")
        let again = try FDLCRunner.run(["lint", "--write-baseline", "ci/baseline.json", "Themes"], in: root)
        #expect(again.status == 0)
        #expect(
            try String(contentsOf: root.appendingPathComponent("ci/baseline.json"), encoding: .utf8) == text,
            "deterministic")
    }

    @Test("syntax errors are never in a baseline")
    func syntaxErrors() throws {
        let root = try FDLCRunner.folder(["t.nss": "@unused: blue;\nfdlFontStyle_body { font-color: red }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try FDLCRunner.run(["lint", "--write-baseline", "b.json", "t.nss"], in: root)
        #expect(written.stderr == "fdlc lint: recorded 1 finding in 'b.json'\n")
        let result = try FDLCRunner.run(["lint", "--format", "github", "--baseline", "b.json", "t.nss"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("::error file=t.nss,line=2,") && result.stdout.contains("title=FDL110::"))
    }

    @Test("a baseline that cannot be read, or both options at once, is exit 2")
    func problems() throws {
        let root = try FDLCRunner.folder(["t.nss": Self.today, "bad.json": "{\n  \"version\": 2\n}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try FDLCRunner.run(["lint", "--baseline", "nope.json", "t.nss"], in: root)
        #expect(
            missing.status == 2
                && missing.stderr == "fdlc: error: cannot read baseline 'nope.json': no such file or directory\n")
        let bad = try FDLCRunner.run(["lint", "--baseline", "bad.json", "t.nss"], in: root)
        #expect(
            bad.status == 2
                && bad.stderr == "fdlc: error: invalid baseline bad.json:1:1: expected an object with \"version\": 1\n")
        let both = try FDLCRunner.run(
            ["lint", "--baseline", "a.json", "--write-baseline", "b.json", "t.nss"], in: root)
        #expect(
            both.status == 2
                && both.stderr.hasPrefix("fdlc lint: error: --baseline and --write-baseline cannot be used together"))
    }
}
