import Foundation
import Testing

/// The habits of common Unix tools, end to end: options, standard input, quiet output,
/// colour variables, closed pipes, report files.
@Suite("Command-line habits")
struct CommandLineHabitsTests {
    // SAP Fiori class paths: on them an unknown property is an error, and no FDL511 note is added.
    private static let warns = "@unused: red;\nfdlFUIKPIView { tint-color: #32363A; }\n"
    private static let fails = "fdlFUIKPIView { tint-colour: red; }\n"

    @Test("'--' ends the options: a file named like an option is read")
    func doubleDash() throws {
        let root = try FDLCRunner.folder(["--weird.nss": "fdlUnknownView { tint-color: red; }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = try FDLCRunner.run(["check", "--weird.nss"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("fdlc check: error: unknown option '--weird.nss'"))
        for command in ["check", "lint"] {
            let result = try FDLCRunner.run([command, "--", "--weird.nss"], in: root)
            #expect(result.status == 0, "\(command)")
            #expect(
                result.stderr.hasPrefix("--weird.nss:1:1: warning: unknown class path 'fdlUnknownView'"),
                "\(command): \(result.stderr)")
        }
    }

    @Test("an unknown option or command gets a did-you-mean")
    func didYouMean() throws {
        let option = try FDLCRunner.run(["lint", "--max-warning", "3", "Themes"])
        #expect(option.status == 2)
        #expect(
            option.stderr
                == "fdlc lint: error: unknown option '--max-warning'; did you mean '--max-warnings'?\nrun 'fdlc lint --help' for usage\n"
        )
        let check = try FDLCRunner.run(["check", "--taget", "nui", "x.nss"])
        #expect(check.stderr.hasPrefix("fdlc check: error: unknown option '--taget'; did you mean '--target'?"))
        let value = try FDLCRunner.run(["check", "--format", "jsn", "x.nss"])
        #expect(
            value.stderr.hasPrefix(
                "fdlc check: error: invalid value 'jsn' for '--format'; did you mean 'json'? expected one of: text, json"
            ))
        let command = try FDLCRunner.run(["lnt", "Themes"])
        #expect(command.status == 2)
        #expect(
            command.stderr
                == "fdlc: error: unknown command 'lnt'; did you mean 'lint'? run 'fdlc --help' for the list of commands\n"
        )
        let far = try FDLCRunner.run(["check", "--zzzzzz", "x.nss"])
        #expect(far.stderr.hasPrefix("fdlc check: error: unknown option '--zzzzzz'\n"))
    }

    @Test("an option's value never swallows the next option; '--name=-x' passes a value starting with '-'")
    func valuesDoNotSwallowOptions() throws {
        for arguments in [
            ["lint", "--format", "--quiet", "Themes"], ["check", "--target", "--color", "never", "x.nss"],
            ["compile", "-o", "--watch", "x.nss"], ["lint", "--config", "-q", "Themes"],
        ] {
            let result = try FDLCRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(
                result.stderr.contains("error: missing value for '\(arguments[1])'"), "\(arguments): \(result.stderr)")
        }
        let root = try FDLCRunner.folder(["t.nss": Self.warns])
        defer { try? FileManager.default.removeItem(at: root) }
        // '-o -' is standard output: a lone '-' is a value
        let stdout = try FDLCRunner.run(["compile", "-o", "-", "t.nss"], in: root)
        #expect(stdout.status == 0 && stdout.stdout.contains("\"formatVersion\": "))
        let dashed = try FDLCRunner.run(["lint", "--config=-x.json", "t.nss"], in: root)
        #expect(dashed.stderr == "fdlc: error: cannot read configuration '-x.json': no such file or directory\n")
    }

    @Test("--quiet reports errors only, in every format and command")
    func quiet() throws {
        let root = try FDLCRunner.folder(["warns.nss": Self.warns, "fails.nss": Self.fails])
        defer { try? FileManager.default.removeItem(at: root) }
        let loud = try FDLCRunner.run(["lint", "warns.nss", "fails.nss"], in: root)
        #expect(loud.stderr.contains("[FDL401]") && loud.stderr.contains("[FDL210]"))
        let quiet = try FDLCRunner.run(["lint", "--quiet", "warns.nss", "fails.nss"], in: root)
        #expect(!quiet.stderr.contains("[FDL401]") && quiet.stderr.contains("[FDL210]"))
        #expect(quiet.stderr.hasSuffix("1 error\n"))
        #expect(quiet.status == 1)
        let github = try FDLCRunner.run(["lint", "-q", "--format", "github", "warns.nss", "fails.nss"], in: root)
        #expect(github.stdout.hasPrefix("::error file=fails.nss,") && !github.stdout.contains("::warning"))
        let check = try FDLCRunner.run(["check", "-q", "--format", "json", "warns.nss"], in: root)
        #expect(check.stdout == "{\n  \"diagnostics\": []\n}\n" && check.status == 0)
        let compile = try FDLCRunner.run(["compile", "-q", "warns.nss", "-o", "out.json"], in: root)
        #expect(compile.stderr == "" && compile.status == 0)
        // --max-warnings still counts the warnings it does not show
        let counted = try FDLCRunner.run(["lint", "-q", "--max-warnings", "0", "warns.nss"], in: root)
        #expect(counted.status == 1)
    }

    @Test("--stdin-filename names standard input in reports and picks its configuration")
    func standardInputName() throws {
        let root = try FDLCRunner.folder([
            "Themes/.fdlc.json":
                "{ \"rules\": { \"unused-variable\": \"error\", \"unknown-property\": \"warning\" }, \"ignore\": [\"vendor\"] }"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let stdin = Data(Self.warns.utf8)
        let lint = try FDLCRunner.run(
            ["lint", "--format", "github", "--stdin-filename", "Themes/brand.nss", "-"], stdin: stdin, in: root)
        #expect(
            lint.stdout
                == "::error file=Themes/brand.nss,line=1,col=1,endLine=1,endColumn=8,title=FDL401::'@unused' is defined but never used\n"
        )
        #expect(lint.status == 1)
        let check = try FDLCRunner.run(
            ["check", "--stdin-filename", "Themes/brand.nss", "-"], stdin: Data(Self.fails.utf8), in: root)
        #expect(
            check.stderr.hasPrefix("Themes/brand.nss:1:17: warning: unknown property 'tint-colour'"),
            "FDL210 set to a warning there")
        #expect(check.status == 0)
        let unnamed = try FDLCRunner.run(["lint", "-"], stdin: stdin, in: root)
        #expect(
            unnamed.stderr.hasPrefix("<stdin>:1:1: warning: '@unused'"),
            "without a name: the current folder's configuration (none)")
        let ignored = try FDLCRunner.run(
            ["lint", "--stdin-filename", "Themes/vendor/x.nss", "-"], stdin: Data(Self.fails.utf8), in: root)
        #expect(ignored.status == 2)
        #expect(
            ignored.stderr.hasPrefix(
                "fdlc: warning: 'Themes/vendor/x.nss' is not linted: it matches 'vendor' in the 'ignore' list of 'Themes/.fdlc.json'\n"
            ))
        let allowed = try FDLCRunner.run(
            ["lint", "--allow-empty-input", "--stdin-filename", "Themes/vendor/x.nss", "-"],
            stdin: Data(Self.fails.utf8), in: root)
        #expect(allowed.status == 0)
    }

    @Test("syntax errors cannot be set below error, from the command line or a configuration")
    func syntaxErrorsStayErrors() throws {
        let root = try FDLCRunner.folder([
            "t.nss": "Label { font-color: red }\n", "lower.json": "{ \"rules\": { \"FDL110\": \"off\" } }",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let option = try FDLCRunner.run(["lint", "--rule", "expected-semicolon=warning", "t.nss"], in: root)
        #expect(option.status == 2)
        #expect(
            option.stderr.hasPrefix(
                "fdlc lint: error: invalid value 'expected-semicolon=warning' for '--rule': FDL110 (expected-semicolon) is a syntax error"
            ))
        let configured = try FDLCRunner.run(["check", "--config", "lower.json", "t.nss"], in: root)
        #expect(configured.status == 2)
        #expect(
            configured.stderr.hasPrefix(
                "fdlc: error: invalid configuration lower.json:1:24: FDL110 (expected-semicolon) is a syntax error"))
        let suppressed = try FDLCRunner.run(
            ["lint", "-"], stdin: Data("/* fdlc-disable-file */\nLabel { font-color: red }\n".utf8), in: root)
        #expect(suppressed.status == 1)
        #expect(suppressed.stderr.contains("error: expected ';' after the value of 'font-color' [FDL110]"))
    }

    @Test("rule names work wherever ids do: --rule, configuration, suppression comments, explain")
    func ruleNames() throws {
        let root = try FDLCRunner.folder([
            "t.nss": "@unused: red;\nfdlFUIKPIView { }\n/* fdlc-disable-next-line unused-variable */\n@other: blue;\n",
            ".fdlc.json": "{ \"rules\": { \"empty-rule\": \"error\" } }",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(
            ["lint", "--format", "github", "--rule", "unused-variable=off", "t.nss"], in: root)
        #expect(
            result.stdout.split(separator: "\n").map { $0.prefix(8) } == ["::error ", "::warnin"], "\(result.stdout)")
        #expect(
            result.stdout.contains("title=FDL404::") && result.stdout.contains("title=FDL408::"),
            "the suppression suppresses nothing: the rule is off")
        let unknown = try FDLCRunner.run(["lint", "--rule", "unused-variabel=off", "t.nss"], in: root)
        #expect(
            unknown.stderr.hasPrefix(
                "fdlc lint: error: invalid value 'unused-variabel=off' for '--rule': unknown rule 'unused-variabel'; did you mean 'unused-variable'?"
            ))
        let explain = try FDLCRunner.run(["explain", "emty-rule"])
        #expect(explain.stderr == "fdlc explain: error: unknown rule 'emty-rule'; did you mean 'empty-rule'?\n")
    }

    @Test("NO_COLOR counts only when not empty; FORCE_COLOR colours output that is not a terminal")
    func colourVariables() throws {
        let root = try FDLCRunner.folder(["t.nss": Self.warns])
        defer { try? FileManager.default.removeItem(at: root) }
        let escape = "\u{1B}["
        #expect(try !FDLCRunner.run(["check", "t.nss"], in: root).stderr.contains(escape), "a pipe is not a terminal")
        #expect(
            try FDLCRunner.run(["lint", "t.nss"], in: root, environment: ["FORCE_COLOR": "1"]).stderr.contains(escape))
        #expect(
            try !FDLCRunner.run(["lint", "t.nss"], in: root, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stderr
                .contains(escape))
        #expect(
            try FDLCRunner.run(["lint", "t.nss"], in: root, environment: ["FORCE_COLOR": "1", "NO_COLOR": ""]).stderr
                .contains(escape),
            "an empty NO_COLOR is not set")
        #expect(
            try !FDLCRunner.run(["lint", "t.nss"], in: root, environment: ["FORCE_COLOR": ""]).stderr.contains(escape))
        #expect(
            try !FDLCRunner.run(["lint", "--color", "never", "t.nss"], in: root, environment: ["FORCE_COLOR": "1"])
                .stderr.contains(escape))
        #expect(
            try FDLCRunner.run(["lint", "--color", "always", "t.nss"], in: root, environment: ["NO_COLOR": "1"]).stderr
                .contains(escape))
    }

    @Test("a closed pipe ends the run quietly, as it ends Unix tools, even when the parent ignores SIGPIPE")
    func closedPipe() throws {
        var theme = ""
        for index in 0..<3_000 { theme += "@unused\(index): red;\n" }
        let root = try FDLCRunner.folder(["big.nss": theme])
        defer { try? FileManager.default.removeItem(at: root) }
        for ignore in ["", "trap '' PIPE; "] {
            let script =
                ignore
                + "\"$FDLC\" lint --format json big.nss | head -c 10 >/dev/null; echo \"status ${PIPESTATUS[0]}\""
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script]
            process.currentDirectoryURL = root
            process.environment = ["FDLC": FDLCRunner.binary.path, "PATH": "/usr/bin:/bin"]
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let complaints = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(
                printed == "status 141\n",
                "SIGPIPE's status, with \(ignore.isEmpty ? "the default action" : "SIGPIPE ignored")")
            #expect(complaints == "", "nothing on standard error")
        }
    }

    @Test("-o writes the lint report to a file, atomically, text without colour")
    func outputFile() throws {
        let root = try FDLCRunner.folder(["t.nss": Self.warns])
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = try FDLCRunner.run(["lint", "--format", "sarif", "-o", "out.sarif", "t.nss"], in: root)
        #expect(sarif.status == 0 && sarif.stdout == "" && sarif.stderr == "")
        let written = try String(contentsOf: root.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(written.contains("\"ruleId\": \"FDL401\""))
        let text = try FDLCRunner.run(["lint", "--color", "always", "--output", "out.txt", "t.nss"], in: root)
        #expect(text.stderr == "")
        #expect(
            try String(contentsOf: root.appendingPathComponent("out.txt"), encoding: .utf8)
                == "t.nss:1:1: warning: '@unused' is defined but never used [FDL401]\n 1 | @unused: red;\n   | ^~~~~~~\nfix: remove '@unused: red;\\n' at 1:1\n1 warning\n"
        )
        let missingFolder = try FDLCRunner.run(["lint", "-o", "nowhere/out.txt", "t.nss"], in: root)
        #expect(missingFolder.status == 2)
        #expect(missingFolder.stderr.hasPrefix("fdlc: error: cannot write 'nowhere/out.txt': the folder"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(leftovers == ["out.sarif", "out.txt", "t.nss"])
    }
}
