import Foundation
import Testing

@Suite("fdlc format, end to end")
struct FormatCommandTests {
    static let messy = "@brandBlue : #0A6ED1;\nfdlFUIKPIView,fdlFUIKPIHeader{tint-color:@brandBlue; /* brand */}\n"
    static let tidy =
        "@brandBlue:#0A6ED1;\n\nfdlFUIKPIView,\nfdlFUIKPIHeader {\n    tint-color: @brandBlue; /* brand */\n}\n"

    /// A fresh folder holding `files` (name → content).
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = try FDLCRunner.temporaryDirectory()
        for (name, content) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return directory
    }

    private func read(_ directory: URL, _ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    private func attributes(_ directory: URL, _ name: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
    }

    @Test("prints the formatted text and changes nothing")
    func prints() throws {
        let directory = try folder(["messy.nss": Self.messy])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["format", "messy.nss"], in: directory)
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == Self.tidy)
        #expect(try read(directory, "messy.nss") == Self.messy)
    }

    @Test("standard input is formatted to standard output")
    func standardInput() throws {
        let result = try FDLCRunner.run(["format", "-"], stdin: Data(Self.messy.utf8))
        #expect(result.status == 0 && result.stdout == Self.tidy && result.stderr == "")
        let check = try FDLCRunner.run(["format", "--check", "-"], stdin: Data(Self.messy.utf8))
        #expect(check.status == 1 && check.stdout == "<stdin>\n")
    }

    @Test("--check lists the files that would change, exits 1 and changes nothing")
    func check() throws {
        let directory = try folder(["a/messy.nss": Self.messy, "a/tidy.nss": Self.tidy, "b/other.nss": Self.messy])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["format", "--check", "a", "b/other.nss"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout == "a/messy.nss\nb/other.nss\n")
        #expect(result.stderr == "fdlc format: 2 files would be reformatted; run 'fdlc format -i' to rewrite them\n")
        #expect(try read(directory, "a/messy.nss") == Self.messy)
        let clean = try FDLCRunner.run(["format", "--check", "a/tidy.nss"], in: directory)
        #expect(clean.status == 0 && clean.stdout == "" && clean.stderr == "")
    }

    @Test("the themes are formatted: what CI checks")
    func themes() throws {
        let result = try FDLCRunner.run(["format", "--check", "Themes"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("-i rewrites a changed file through a rename, keeping its permissions; an unchanged file is not touched")
    func inPlace() throws {
        let directory = try folder(["messy.nss": Self.messy, "tidy.nss": Self.tidy])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o640], ofItemAtPath: directory.appendingPathComponent("messy.nss").path)
        let past = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes(
            [.modificationDate: past], ofItemAtPath: directory.appendingPathComponent("tidy.nss").path)
        let messyBefore = try attributes(directory, "messy.nss")
        let tidyBefore = try attributes(directory, "tidy.nss")

        let result = try FDLCRunner.run(["format", "-i", "messy.nss", "tidy.nss"], in: directory)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        #expect(try read(directory, "messy.nss") == Self.tidy)
        let messyAfter = try attributes(directory, "messy.nss")
        #expect(
            messyAfter[.systemFileNumber] as? Int != messyBefore[.systemFileNumber] as? Int, "not replaced by a rename")
        #expect(messyAfter[.posixPermissions] as? Int == 0o640)
        let tidyAfter = try attributes(directory, "tidy.nss")
        #expect(tidyAfter[.systemFileNumber] as? Int == tidyBefore[.systemFileNumber] as? Int)
        #expect(tidyAfter[.modificationDate] as? Date == tidyBefore[.modificationDate] as? Date)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["messy.nss", "tidy.nss"])
    }

    @Test(
        "-i in a folder that cannot be written: exit 2, the file unchanged, no temporary file",
        .enabled(if: geteuid() != 0, "root writes into any folder"))
    func inPlaceReadOnly() throws {
        let directory = try folder(["locked/messy.nss": Self.messy])
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let result = try FDLCRunner.run(["format", "-i", "locked/messy.nss"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("fdlc: error: cannot write 'locked/messy.nss': cannot create a file in"))
        #expect(try read(directory, "locked/messy.nss") == Self.messy)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == ["messy.nss"])
    }

    @Test("a file with syntax errors is reported with code frames, exit 1, and left as it is; the others are formatted")
    func syntaxErrors() throws {
        let broken = "fdlFUIKPIView { tint-color: red }\n"
        let directory = try folder(["broken.nss": broken, "messy.nss": Self.messy])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["format", "-i", "broken.nss", "messy.nss"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                broken.nss:1:32: error: expected ';' after the value of 'tint-color' [FDL110]
                 1 | fdlFUIKPIView { tint-color: red }
                   |                                ^
                fix: insert ';' at 1:32
                fdlc format: 'broken.nss' has syntax errors and was not formatted

                """)
        #expect(try read(directory, "broken.nss") == broken)
        #expect(try read(directory, "messy.nss") == Self.tidy)
    }

    @Test("a file with more syntax errors than check shows is reported as check reports it: 500, then one FDL900")
    func manySyntaxErrors() throws {
        let directory = try folder(["braces.nss": String(repeating: "}\n", count: 2_000)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["format", "braces.nss"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.components(separatedBy: "[FDL118]").count - 1 == 500)
        #expect(result.stderr.contains("braces.nss:501:1: error: 1500 more diagnostics in this file are not shown"))
    }
    @Test("the nearest .fdlc.json gives the options, the target and the ignored files")
    func configuration() throws {
        let directory = try folder([
            ".fdlc.json": #"{ "format": { "indentWidth": 2, "spaceAfterColon": true }, "ignore": ["vendor"] }"#,
            "theme.nss": Self.messy, "vendor/theirs.nss": Self.messy,
            "swiftui/.fdlc.json": #"{ "target": "fiori-swiftui", "format": { "spaceAfterColon": true } }"#,
            "swiftui/palette.nss": "@tintColor :blue;\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["format", "."], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == "@tintColor:blue;\n"
                + "@brandBlue: #0A6ED1;\n\nfdlFUIKPIView,\nfdlFUIKPIHeader {\n  tint-color: @brandBlue; /* brand */\n}\n"
        )
        let overridden = try FDLCRunner.run(["format", "--target", "fiori-swiftui", "theme.nss"], in: directory)
        #expect(overridden.stdout.hasPrefix("@brandBlue:#0A6ED1;\n"))
    }

    @Test(
        "usage problems exit 2",
        arguments: [
            (["format"], "fdlc format: error: no input file; pass one or more .nss files, or '-' for standard input"),
            (["format", "--check", "-i", "a.nss"], "fdlc format: error: --check and --in-place cannot be combined"),
            (
                ["format", "-i", "-"],
                "fdlc format: error: standard input cannot be rewritten in place; without -i its formatted text goes to standard output"
            ),
            (["format", "--indent", "2", "a.nss"], "fdlc format: error: unknown option '--indent'"),
        ])
    func usage(_ row: ([String], String)) throws {
        let result = try FDLCRunner.run(row.0)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(row.1 + "\n"), "\(result.stderr)")
    }

    @Test("a missing file is exit 2; the others are still formatted")
    func missing() throws {
        let result = try FDLCRunner.run(["format", "missing.nss", "-"], stdin: Data(Self.messy.utf8))
        #expect(result.status == 2)
        #expect(result.stderr == "fdlc: error: cannot read 'missing.nss': no such file or directory\n")
        #expect(result.stdout == Self.tidy)
    }

    @Test("--help names every option the command accepts")
    func help() throws {
        let result = try FDLCRunner.run(["format", "--help"])
        #expect(result.status == 0 && result.stdout.hasPrefix("USAGE: fdlc format"))
        for option in [
            "--check", "-i, --in-place", "--config FILE", "--target T", "--color", "indentWidth", "spaceAfterColon",
        ] {
            #expect(result.stdout.contains(option), "\(option)")
        }
        #expect(try FDLCRunner.run(["--help"]).stdout.contains("  format  "))
    }
}
