import Foundation
import Testing

/// Which files `fdlc lint` reads: default excludes, symbolic links, extensions in any case,
/// paths that match nothing, ignored files named explicitly, and no input at all.
@Suite("fdlc lint inputs")
struct LintInputTests {
    // An SAP Fiori class path, so no FDL511 note joins the one warning.
    private static let warns = "@unused: red;\nfdlFontStyle_body { font-color: #32363A; }\n"

    /// The files a github report names, in order.
    private func files(_ result: FDLCRunner.Output) -> [String] {
        result.stdout.split(separator: "\n").map { line in
            String(line.split(separator: ",")[0].split(separator: "=")[1])
        }
    }

    @Test(
        "Pods, Carthage, .build, DerivedData, node_modules and hidden folders are skipped below a directory; --no-default-excludes reads them"
    )
    func defaultExcludes() throws {
        var layout: [String: String] = ["Themes/a.nss": Self.warns, "Themes/.hidden.nss": Self.warns]
        for folder in [
            "Pods/X", "Carthage/Checkouts", ".build/x", "DerivedData/y", "node_modules/z", ".git/w", "Themes/.cache",
        ] {
            layout[folder + "/t.nss"] = Self.warns
        }
        let root = try FDLCRunner.folder(layout)
        defer { try? FileManager.default.removeItem(at: root) }
        let skipped = try FDLCRunner.run(["lint", "--format", "github", "."], in: root)
        #expect(files(skipped) == ["Themes/a.nss"])
        let all = try FDLCRunner.run(["lint", "--format", "github", "--no-default-excludes", "."], in: root)
        #expect(
            files(all) == [
                ".build/x/t.nss", ".git/w/t.nss", "Carthage/Checkouts/t.nss", "DerivedData/y/t.nss",
                "Pods/X/t.nss", "Themes/.cache/t.nss", "Themes/.hidden.nss", "Themes/a.nss", "node_modules/z/t.nss",
            ])
        let named = try FDLCRunner.run(["lint", "--format", "github", "Pods", "Carthage/Checkouts/t.nss"], in: root)
        #expect(
            files(named) == ["Pods/X/t.nss", "Carthage/Checkouts/t.nss"], "a folder or file named explicitly is read")
    }

    @Test("a symbolic link to a file is followed once; a link to a folder is not followed; .NSS counts")
    func linksAndCase() throws {
        let root = try FDLCRunner.folder([
            "Themes/a.nss": Self.warns, "Themes/B.NSS": Self.warns, "Themes/c.Nss": Self.warns,
            "Other/d.nss": Self.warns, "Themes/notes.txt": "x",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Themes/z-link.nss").path, withDestinationPath: "a.nss")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Themes/y-other.nss").path, withDestinationPath: "../Other/d.nss")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Themes/loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Themes/broken.nss").path, withDestinationPath: "missing.nss")
        let result = try FDLCRunner.run(["lint", "--format", "github", "Themes"], in: root)
        #expect(
            files(result) == ["Themes/B.NSS", "Themes/a.nss", "Themes/c.Nss", "Themes/y-other.nss"],
            "z-link.nss is a.nss again; loop is a folder link; broken.nss leads nowhere")
        let twice = try FDLCRunner.run(
            ["lint", "--format", "github", "Themes/a.nss", "./Themes/a.nss", "Themes/z-link.nss", "Other"], in: root)
        #expect(files(twice) == ["Themes/a.nss", "Other/d.nss"])
    }

    @Test("a path that matches nothing is reported; no file at all is an error unless --allow-empty-input")
    func emptyInputs() throws {
        let root = try FDLCRunner.folder([
            "Themes/a.nss": Self.warns, "Empty/readme.txt": "x", "Vendor/.fdlc.json": "{ \"ignore\": [\"*\"] }",
            "Vendor/v.nss": Self.warns,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try FDLCRunner.run(["lint", "Themes", "nope"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("fdlc: error: cannot read 'nope': no such file or directory\n"))
        #expect(missing.stderr.contains("Themes/a.nss:1:1: warning:"), "the readable files are still reported")
        let empty = try FDLCRunner.run(["lint", "Themes", "Empty"], in: root)
        #expect(empty.status == 0)
        #expect(empty.stderr.hasPrefix("fdlc: warning: no .nss file below 'Empty'\n"))
        let nothing = try FDLCRunner.run(["lint", "Empty"], in: root)
        #expect(nothing.status == 2)
        #expect(
            nothing.stderr
                == "fdlc: warning: no .nss file below 'Empty'\nfdlc lint: error: no stylesheet to lint in 'Empty'; pass --allow-empty-input to allow that\n"
        )
        let allowed = try FDLCRunner.run(["lint", "--allow-empty-input", "--format", "sarif", "Empty"], in: root)
        #expect(allowed.status == 0 && allowed.stdout.contains("\"results\": []"))
        let ignoredFolder = try FDLCRunner.run(["lint", "Vendor"], in: root)
        #expect(ignoredFolder.status == 2, "every file found is ignored")
        let named = try FDLCRunner.run(["lint", "Vendor/v.nss", "Themes/a.nss"], in: root)
        #expect(named.status == 0)
        #expect(
            named.stderr.hasPrefix(
                "fdlc: warning: 'Vendor/v.nss' is not linted: it matches '*' in the 'ignore' list of 'Vendor/.fdlc.json'\n"
            ))
        let quiet = try FDLCRunner.run(["lint", "-q", "Vendor/v.nss", "Themes/a.nss"], in: root)
        #expect(quiet.stderr == "")
    }
}
