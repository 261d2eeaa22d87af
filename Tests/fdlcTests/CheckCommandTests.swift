import FioriThemeCore
import FioriThemeTestSupport
import Foundation
import Testing

@Suite("fdlc check, end to end")
struct CheckCommandTests {
    @Test("a clean theme prints nothing and exits 0")
    func cleanTheme() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("theme.nss")
        try "@brandBlue: #0A6ED1;\nfdlFUIKPIHeader_kpiView { tint-color: @brandBlue; }\n".write(
            to: theme, atomically: false, encoding: .utf8)
        let result = try FDLCRunner.run(["check", theme.path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test("several syntax errors: each with location and code frame, exit 1")
    func severalErrors() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "fdlFUIKPIView { tint-color: red }\nButton:LargeButton { font-color: red; }\n".write(
            to: directory.appendingPathComponent("broken.nss"), atomically: false, encoding: .utf8)
        let result = try FDLCRunner.run(["check", "broken.nss"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                broken.nss:1:32: error: expected ';' after the value of 'tint-color' [FDL110]
                 1 | fdlFUIKPIView { tint-color: red }
                   |                                ^
                fix: insert ';' at 1:32
                broken.nss:2:1: error: ':' is not allowed in a selector; 'Button:LargeButton' is a nuiClass chain that is set on a view, not selected [FDL115]
                 2 | Button:LargeButton { font-color: red; }
                   | ^~~~~~~~~~~~~~~~~~
                note: style each class on its own, e.g. 'Button' and the class after the ':'
                2 errors

                """)
    }

    @Test(
        "--target fiori-swiftui: what FioriThemeManager reads instead, as the README shows; only an undecodable file is an error"
    )
    func fioriSwiftUI() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "@tintColor:#F46; /* was #00FF00 */\n@header:#0A6ED1\n".write(
            to: directory.appendingPathComponent("theme.nss"),
            atomically: false, encoding: .utf8)
        let result = try FDLCRunner.run(["check", "--target", "fiori-swiftui", "theme.nss"], in: directory)
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                theme.nss:1:17: warning: FioriThemeManager drops only the line's last character, so the text after ';' stays in the value: it reads '#F46; /* was #00FF00 *' as #00FF00FF, not #FF4466FF [FDL507]
                 1 | @tintColor:#F46; /* was #00FF00 */
                   |                 ^~~~~~~~~~~~~~~~~~
                fix: remove ' /* was #00FF00 */' at 1:17
                theme.nss:2:15: warning: this line does not end with ';': FioriThemeManager drops its last character anyway: it reads '#0A6ED' as #00AA66FF, not #0A6ED1FF [FDL507]
                 2 | @header:#0A6ED1
                   |               ^
                fix: insert ';' at 2:16
                2 warnings

                """)
        let compiled = try FDLCRunner.run(["compile", "--target", "fiori-swiftui", "theme.nss"], in: directory)
        #expect(compiled.status == 0)
        #expect(
            compiled.stdout.contains(##""hex": "#00FF00FF""##) && compiled.stdout.contains(##""hex": "#00AA66FF""##))
        let undecodable = try FDLCRunner.run(
            ["compile", "--target", "fiori-swiftui", "-"], stdin: Data("@tintColor:#111111;\n/* ".utf8) + Data([0xFF]))
        #expect(undecodable.status == 1)
        #expect(undecodable.stdout == "")
        #expect(
            undecodable.stderr.hasPrefix(
                "<stdin>:2:4: error: byte 0xFF is not valid UTF-8: FioriThemeManager cannot decode this file and applies none of it [FDL100]"
            ))
    }

    @Test("standard input is read with '-'")
    func standardInput() throws {
        let result = try FDLCRunner.run(["check", "-"], stdin: Data("fdlFUIKPIView { tint-color: red }".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1:32: error: expected ';'"))
    }

    @Test("--format json writes a document to stdout")
    func jsonFormat() throws {
        let result = try FDLCRunner.run(
            ["check", "--format", "json", "-"], stdin: Data("fdlFUIKPIView { tint-color: }".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                {
                  "diagnostics": [
                    {
                      "code": "FDL111",
                      "column": 29,
                      "endColumn": 30,
                      "endLine": 1,
                      "file": "<stdin>",
                      "line": 1,
                      "message": "expected a value for 'tint-color'",
                      "notes": [],
                      "severity": "error"
                    }
                  ]
                }

                """)
        let clean = try FDLCRunner.run(["check", "--format=json", "-"], stdin: Data("fdlFUIKPIView { }".utf8))
        #expect(clean.status == 0)
        #expect(clean.stdout == "{\n  \"diagnostics\": []\n}\n")
    }

    @Test("--color always paints, --color never does not")
    func color() throws {
        let painted = try FDLCRunner.run(["check", "--color", "always", "-"], stdin: Data("A { tint-color: }".utf8))
        #expect(painted.stderr.contains("\u{1B}[1;31merror\u{1B}[0m"))
        let plain = try FDLCRunner.run(["check", "--color", "never", "-"], stdin: Data("A { tint-color: }".utf8))
        #expect(!plain.stderr.contains("\u{1B}["))
        let auto = try FDLCRunner.run(["check", "-"], stdin: Data("A { tint-color: }".utf8))
        #expect(!auto.stderr.contains("\u{1B}["), "a pipe is not a terminal")
    }

    @Test(
        "I/O problems exit 2 with a clear message, other files still checked",
        arguments: [
            ("missing.nss", "fdlc: error: cannot read 'missing.nss': no such file or directory"),
            (".", "fdlc: error: cannot read '.': it is a directory"),
        ])
    func ioErrors(path: String, message: String) throws {
        let result = try FDLCRunner.run(["check", path, "-"], stdin: Data("A { tint-color: }".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message + "\n"))
        #expect(result.stderr.contains("<stdin>:1:17: error"))
    }

    @Test("an unreadable file exits 2")
    func unreadable() throws {
        guard getuid() != 0 else { return }  // root reads everything; covered by the message test above
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("locked.nss")
        try "A { }".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let result = try FDLCRunner.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read"))
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            (["check"], "fdlc check: error: no input file"),
            (
                ["check", "--format", "xml", "a.nss"],
                "fdlc check: error: invalid value 'xml' for '--format'; expected one of: text, json"
            ),
            (["check", "--color"], "fdlc check: error: missing value for '--color'"),
            (["check", "--bogus", "a.nss"], "fdlc check: error: unknown option '--bogus'"),
            (["frobnicate"], "fdlc: error: unknown command 'frobnicate'"),
            (
                ["check", "-", "-"],
                "fdlc check: error: '-' is given more than once; standard input can be read only once"
            ),
            (["compile", "a.nss", "-", "-"], "fdlc compile: error: '-' is given more than once"),
            ([], "fdlc: compiler and linter"),
        ])
    func usageErrors(arguments: [String], prefix: String) throws {
        let result = try FDLCRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(prefix))
    }

    @Test("help and version")
    func helpAndVersion() throws {
        let help = try FDLCRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: fdlc <command>"))
        #expect(help.stdout.contains("check"))
        let checkHelp = try FDLCRunner.run(["check", "--help"])
        #expect(checkHelp.status == 0)
        #expect(checkHelp.stdout.contains("--format text|json"))
        let version = try FDLCRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("fdlc "))
    }

    @Test("hostile bytes never crash the binary")
    func hostileBytes() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x00, 0xFF, 0x7B, 0x7B, 0x22]
        bytes += Array(String(repeating: "{", count: 50_000).utf8)
        let result = try FDLCRunner.run(["check", "-"], stdin: Data(bytes))
        #expect(result.status == 1)
        #expect(result.stderr.contains("FDL100"))
    }
}

@Suite("fdlc check on themes, end to end")
struct CheckThemeTests {
    @Test("the themes in Themes/ check clean, each for its target")
    func themesClean() throws {
        let themes = try RepositoryThemes.all()
        #expect(themes.count >= 4)
        #expect(themes.contains { $0.target == .nui })
        for theme in themes {
            let result = try FDLCRunner.run(["check", "--target", theme.target.rawValue, theme.path])
            #expect(result.status == 0, "\(theme): \(result.stderr)")
            #expect(result.stderr == "")
        }
    }

    @Test("fdlc lint finds each theme's target in its folder's .fdlc.json: Themes/ lints clean")
    func themesLintClean() throws {
        let result = try FDLCRunner.run(["lint", "--format", "json", "Themes"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((document?["diagnostics"] as? [Any])?.isEmpty == true, "\(result.stdout)")
    }

    @Test("a broken theme reports each kind of mistake once, at its culprit")
    func severalSemanticProblems() throws {
        let theme = """
            @brandBlue: #0A6ED1;
            @a: @b;
            @b: @a;
            fdlFUIKPIView { tint-colour: @brandBlue; progress-tint-color: red; }
            fdlFUIHierarchyItemView_title { font-style: subheadlin; font-color: @brandBlu; }
            fdlFUIKPIVeiw { tint-color: @a; }
            """
        let result = try FDLCRunner.run(["check", "--format", "json", "-"], stdin: Data(theme.utf8))
        #expect(result.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = document?["diagnostics"] as? [[String: Any]] ?? []
        let summary = diagnostics.map { "\($0["line"]!):\($0["column"]!) \($0["code"]!)" }
        #expect(summary == ["2:1 FDL202", "4:17 FDL210", "4:42 FDL211", "5:45 FDL301", "5:69 FDL201", "6:1 FDL212"])
    }
}

@Suite("fdlc check --target, end to end")
struct TargetOptionTests {
    @Test("the same file has different problems per target")
    func perTarget() throws {
        let theme = Data("Label { font-color: #f46; } // note\n".utf8)
        let fiori = try FDLCRunner.run(["check", "-"], stdin: theme)
        #expect(fiori.status == 0)
        #expect(fiori.stderr.contains("[FDL501]"))
        let nui = try FDLCRunner.run(["check", "--target", "nui", "-"], stdin: theme)
        #expect(nui.status == 1)
        #expect(nui.stderr.contains("error: NUI has no '//' comments"))
        #expect(nui.stderr.contains("'#f46' is not a colour in NUI"))
        let swiftUI = try FDLCRunner.run(["check", "--target=fiori-swiftui", "-"], stdin: theme)
        #expect(swiftUI.status == 0)
        #expect(swiftUI.stderr.contains("[FDL508]"))
        #expect(!swiftUI.stderr.contains("FDL501"))
    }

    @Test("an unknown target is a usage error")
    func unknownTarget() throws {
        let result = try FDLCRunner.run(["check", "--target", "android", "-"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "fdlc check: error: invalid value 'android' for '--target'; expected one of: fiori, nui, fiori-swiftui")
        )
    }
}
