import Foundation
import Testing

@Suite("check --fix and lint --fix, end to end")
struct FixOptionTests {
    /// A missing ';', a unit NUI ignores, an unused variable, a literal equal to a variable (a
    /// suggestion, left), and a guess that stays (an error: an unknown property on an SAP Fiori class path).
    static let theme =
        "@brandBlue:#0A6ED1;\nfdlFUIKPIView { tint-color: #0A6ED1; }\nfdlFontStyle_body { font-size: 12px; font-colr: red }\n"
    static let linted = "fdlFUIKPIView { tint-color: #0A6ED1; }\nfdlFontStyle_body { font-size: 12; font-colr: red; }\n"
    static let checked =
        "@brandBlue:#0A6ED1;\nfdlFUIKPIView { tint-color: #0A6ED1; }\nfdlFontStyle_body { font-size: 12; font-colr: red; }\n"

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

    @Test("lint --fix rewrites the file with the certain fixes and reports what is left")
    func lintFix() throws {
        let directory = try folder(["theme.nss": Self.theme])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["lint", "--fix", "theme.nss"], in: directory)
        #expect(result.status == 1)
        #expect(try read(directory, "theme.nss") == Self.linted)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "fdlc lint: fixed 3 problems in 1 file\ntheme.nss:2:36: error: unknown property 'font-colr' [FDL210]\n")
        )
        #expect(result.stderr.hasSuffix("1 error\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["theme.nss"])
    }

    @Test("check --fix applies the check's fixes only, not the lint rules'")
    func checkFix() throws {
        let directory = try folder(["theme.nss": Self.theme])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["check", "--fix", "theme.nss"], in: directory)
        #expect(result.status == 1)
        #expect(try read(directory, "theme.nss") == Self.checked)
        #expect(result.stderr.hasPrefix("fdlc check: fixed 2 problems in 1 file\n"))
    }

    @Test("standard input: the fixed text on standard output, the report on standard error")
    func standardInput() throws {
        let result = try FDLCRunner.run(["lint", "--fix", "-"], stdin: Data(Self.theme.utf8))
        #expect(result.status == 1)
        #expect(result.stdout == Self.linted)
        #expect(result.stderr.contains("<stdin>:2:36: error: unknown property 'font-colr' [FDL210]"))
        let clean = try FDLCRunner.run(
            ["check", "--fix", "-"], stdin: Data("fdlFontStyle_body { font-size: 1; }".utf8))
        #expect(
            clean.status == 0 && clean.stdout == "fdlFontStyle_body { font-size: 1; }"
                && clean.stderr == "fdlc check: nothing to fix\n")
    }

    @Test("with a report on standard output, standard input cannot be fixed")
    func reportConflict() throws {
        for command in ["lint", "check"] {
            let result = try FDLCRunner.run([command, "--fix", "--format", "json", "-"], stdin: Data(Self.theme.utf8))
            #expect(result.status == 2)
            #expect(
                result.stderr.hasPrefix(
                    "fdlc \(command): error: --fix writes the fixed standard input to standard output; use '--format text' with '-'\n"
                ))
        }
    }

    @Test("--format json reports what is left after fixing files")
    func jsonReport() throws {
        let directory = try folder(["theme.nss": Self.theme])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["lint", "--fix", "--format", "json", "theme.nss"], in: directory)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let codes = (document?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["FDL210"])
    }

    @Test("a file with nothing to fix is not touched; the target and configuration apply")
    func untouched() throws {
        let directory = try folder([
            "a/clean.nss": "Label { font-size: 1; }\n", "a/comment.nss": "// note\nLabel { font-size: 1; }\n",
            "nui/.fdlc.json": #"{ "target": "nui" }"#, "nui/comment.nss": "// note\nLabel { font-size: 1; }\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        func modified(_ name: String) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[
                .modificationDate] as? Date
        }
        var before: [String: Date] = [:]
        for name in ["a/clean.nss", "a/comment.nss"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)],
                ofItemAtPath: directory.appendingPathComponent(name).path)
            before[name] = try modified(name)
        }
        let result = try FDLCRunner.run(["lint", "--fix", "a", "nui"], in: directory)
        #expect(result.stderr.hasPrefix("fdlc lint: fixed 1 problem in 1 file\n"))
        for name in ["a/clean.nss", "a/comment.nss"] {
            #expect(try modified(name) == before[name], "\(name) was touched")
        }
        #expect(try read(directory, "nui/comment.nss") == "/* note */\nLabel { font-size: 1; }\n")
    }

    @Test(
        "a fixed file that cannot be written: exit 2, the file unchanged",
        .enabled(if: geteuid() != 0, "root writes into any folder"))
    func readOnly() throws {
        let directory = try folder(["locked/theme.nss": Self.theme])
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: directory)
        }
        let result = try FDLCRunner.run(["lint", "--fix", "locked/theme.nss"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("fdlc: error: cannot write 'locked/theme.nss': cannot create a file in"))
        #expect(try read(directory, "locked/theme.nss") == Self.theme)
    }

    @Test("--help of lint and check documents --fix")
    func help() throws {
        for command in ["lint", "check"] {
            let help = try FDLCRunner.run([command, "--help"]).stdout
            #expect(help.contains("[--fix]") && help.contains("--fix     "), "\(command)")
        }
    }
}
