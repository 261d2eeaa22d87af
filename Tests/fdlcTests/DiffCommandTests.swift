import Foundation
import Testing

/// `fdlc diff`, run as a user runs it: files, layers, folders, git revisions, exit status.
@Suite("fdlc diff")
struct DiffCommandTests {
    static let old = "@brand: #0A6ED1;\nLabel { font-color: @brand; }\nfdlFUIKPIView { tint-color: @brand; }\n"
    static let new = "@brand: #5D36FF;\nLabel { font-color: @brand; }\nfdlFUIKPIView { tint-color: @brand; }\n"

    @Test("two files: the changes grouped under the variable, exit 0; --exit-code exits 1")
    func files() throws {
        let folder = try FDLCRunner.folder(["old.nss": Self.old, "new.nss": Self.new])
        let run = try FDLCRunner.run(["diff", "old.nss", "new.nss"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("variable @brand (2 changes)"))
        #expect(
            run.stdout.contains(
                "  ~ Label font-color: #0A6ED1FF → #5D36FFFF\n      was old.nss:2:9 via @brand\n      now new.nss:2:9 via @brand\n"
            ))
        #expect(!run.stdout.contains("\u{1B}["), "no colour when standard output is not a terminal")
        let exit = try FDLCRunner.run(["diff", "--exit-code", "old.nss", "new.nss"], in: folder)
        #expect(exit.status == 1 && exit.stdout == run.stdout)
        let same = try FDLCRunner.run(["diff", "--exit-code", "old.nss", "old.nss"], in: folder)
        #expect(same.status == 0 && same.stdout == "" && same.stderr == "")
        let colored = try FDLCRunner.run(["diff", "--color", "always", "old.nss", "new.nss"], in: folder)
        #expect(colored.stdout.contains("\u{1B}[32m#5D36FFFF\u{1B}[0m"))
    }

    @Test("layered inputs with --old and --new, and folders paired by path")
    func layersAndFolders() throws {
        let folder = try FDLCRunner.folder([
            "base.nss": "@brand: #0A6ED1;\n", "a.nss": "Label { font-color: #000000; }\n",
            "b.nss": "Label { font-color: #111111; }\n",
            "before/x.nss": Self.old, "before/gone.nss": "Label { font-size: 12; }\n",
            "after/x.nss": Self.new, "after/sub/new.nss": "Label { font-size: 13; }\n",
        ])
        let layered = try FDLCRunner.run(
            [
                "diff", "--format", "json", "--old", "base.nss", "--old", "a.nss", "--new", "base.nss",
                "--new", "b.nss",
            ], in: folder)
        #expect(layered.status == 0, "\(layered.stderr)")
        #expect(layered.stdout.contains("\"oldFiles\": [\n        \"base.nss\",\n        \"a.nss\"\n      ]"))
        #expect(layered.stdout.contains("\"hex\": \"#111111FF\""))
        let folders = try FDLCRunner.run(["diff", "--format", "json", "before", "after"], in: folder)
        #expect(folders.status == 0, "\(folders.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(folders.stdout.utf8)) as! [String: Any]
        let themes = report["themes"] as! [[String: Any]]
        #expect(themes.map { $0["oldFiles"] as! [String] } == [["before/gone.nss"], [], ["before/x.nss"]])
        #expect(themes.map { $0["newFiles"] as! [String] } == [[], ["after/sub/new.nss"], ["after/x.nss"]])
    }

    @Test("--git BASE HEAD compares the themes changed between two commits; without HEAD, the working tree")
    func git() throws {
        let folder = try FDLCRunner.folder([
            "Themes/brand.nss": Self.old, "Themes/same.nss": "Label { font-size: 12; }\n",
            "README.md": "hello\n",
        ])
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q", "-b", "main")
        try git("add", ".")
        try git("commit", "-qm", "first")
        try Self.new.write(to: folder.appendingPathComponent("Themes/brand.nss"), atomically: false, encoding: .utf8)
        try "changed\n".write(to: folder.appendingPathComponent("README.md"), atomically: false, encoding: .utf8)
        try git("commit", "-qam", "second")
        let commits = try FDLCRunner.run(["diff", "--git", "HEAD~1", "HEAD"], in: folder)
        #expect(commits.status == 0, "\(commits.stderr)")
        #expect(commits.stdout.hasPrefix("--- HEAD~1:Themes/brand.nss\n+++ HEAD:Themes/brand.nss\n"))
        #expect(commits.stdout.contains("      now HEAD:Themes/brand.nss:2:9 via @brand\n"))
        #expect(!commits.stdout.contains("same.nss"))
        // The working tree: a third version, not committed; run from a subfolder.
        try Self.old.replacingOccurrences(of: "#0A6ED1", with: "#222222")
            .write(to: folder.appendingPathComponent("Themes/brand.nss"), atomically: false, encoding: .utf8)
        let tree = try FDLCRunner.run(
            ["diff", "--git", "HEAD", "--exit-code"], in: folder.appendingPathComponent("Themes"))
        #expect(tree.status == 1, "\(tree.stderr)")
        #expect(tree.stdout.contains("+++ brand.nss\n") && tree.stdout.contains("#5D36FFFF → #222222FF"))
        let unknown = try FDLCRunner.run(["diff", "--git", "no-such-revision"], in: folder)
        #expect(unknown.status == 2 && unknown.stderr.contains("'no-such-revision' is not a revision"))
    }

    @Test("a version with errors: its diagnostics, exit 2, nothing written")
    func errors() throws {
        let folder = try FDLCRunner.folder([
            "old.nss": Self.old, "bad.nss": "Label { font-color: ; }\n", "out.md": "kept\n",
        ])
        let run = try FDLCRunner.run(
            ["diff", "--format", "markdown", "-o", "out.md", "old.nss", "bad.nss"], in: folder)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("bad.nss:1:") && run.stderr.contains("a version has errors; nothing written"))
        #expect(try String(contentsOf: folder.appendingPathComponent("out.md"), encoding: .utf8) == "kept\n")
    }

    @Test("-o writes the report to a file")
    func output() throws {
        let folder = try FDLCRunner.folder(["old.nss": Self.old, "new.nss": Self.new])
        let run = try FDLCRunner.run(
            ["diff", "--format", "markdown", "-o", "summary.md", "old.nss", "new.nss"], in: folder)
        #expect(run.status == 0 && run.stdout == "")
        let written = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(written.contains("| `font-color` | every variant | `#0A6ED1FF`"))
    }

    @Test(
        "usage problems exit 2 with the reason",
        arguments: [
            (["diff", "old.nss"], "expected the old and the new theme"),
            (["diff", "old.nss", "new.nss", "third.nss"], "unexpected argument 'third.nss'"),
            (["diff", "--format", "yaml", "old.nss", "new.nss"], "invalid value 'yaml' for '--format'"),
            (["diff", "--git"], "--git takes a base revision"),
            (["diff", "--old", "old.nss"], "--old and --new go together"),
            (["diff", "old.nss", "missing.nss"], "cannot read 'missing.nss'"),
            (["diff", "--exit-cod", "old.nss", "new.nss"], "did you mean '--exit-code'?"),
        ])
    func usage(arguments: [String], message: String) throws {
        let folder = try FDLCRunner.folder(["old.nss": Self.old, "new.nss": Self.new])
        let run = try FDLCRunner.run(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("--help describes every option; the command list names diff")
    func help() throws {
        let run = try FDLCRunner.run(["diff", "--help"])
        #expect(run.status == 0)
        for option in ["--format", "--exit-code", "--output", "--old", "--new", "--git", "--target", "--color"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
        #expect(try FDLCRunner.run(["--help"]).stdout.contains("  diff "))
    }
}
