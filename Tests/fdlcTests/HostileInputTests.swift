import Foundation
import Testing

/// What `fdlc` does with input no one should write: always a located diagnostic or a clear
/// I/O error, exit status 1 or 2, within a time limit; never a crash, a hang, a partial output
/// file or a changed previous output. The 10 MB and 100 MB cases run with `FDLC_SLOW_TESTS=1`
/// (as `.ci/run` does): they take tens of seconds in a debug build.
@Suite("Hostile inputs")
struct HostileInputTests {
    /// Writes `bytes` to `NAME` in a fresh folder and runs `fdlc ARGUMENTS… FOLDER/NAME`.
    func run(_ arguments: [String], _ bytes: [UInt8], name: String = "t.nss", timeout: Double = 60) throws -> (
        MeasuredRun, URL
    ) {
        let directory = try FDLCRunner.temporaryDirectory()
        let file = directory.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        let result = try MeasuredRun.run(arguments + [file.path], timeout: timeout, in: directory)
        #expect(result.signal == nil && !result.timedOut, "crashed or hung: \(result.stderr.suffix(2000))")
        return (result, directory)
    }

    /// The first line of standard error that starts an error or a warning (not the FDL511 note
    /// that a snippet of NUI's classes gets), with the temporary folder taken off the path.
    func firstLine(_ result: MeasuredRun, _ directory: URL) -> String {
        let line =
            result.stderr.split(separator: "\n").first { $0.contains(": error: ") || $0.contains(": warning: ") } ?? ""
        return String(line).replacingOccurrences(of: directory.path + "/", with: "")
    }

    @Test("invalid UTF-8 is a located error")
    func invalidUTF8() throws {
        let (result, directory) = try run(
            ["check", "--color", "never"], Array("Button { font-color: r".utf8) + [0xFF] + Array("ed; }\n".utf8))
        #expect(result.status == 1)
        #expect(firstLine(result, directory) == "t.nss:1:23: error: invalid UTF-8 byte sequence [FDL100]")
    }

    @Test("a NUL byte is a located error")
    func nulByte() throws {
        let (result, directory) = try run(["check", "--color", "never"], Array("Button {\0 font-color: red; }\n".utf8))
        #expect(result.status == 1)
        #expect(firstLine(result, directory) == "t.nss:1:9: error: unexpected NUL byte [FDL101]")
    }

    @Test("a byte order mark is skipped and takes no column")
    func byteOrderMark() throws {
        let clean = try run(["check"], [0xEF, 0xBB, 0xBF] + Array("fdlFUIKPIView { tint-color: red; }\n".utf8)).0
        #expect(clean.status == 0 && clean.stderr == "")
        let (broken, directory) = try run(
            ["check", "--color", "never"], [0xEF, 0xBB, 0xBF] + Array("fdlFUIKPIView { tint-colr: red; }\n".utf8))
        #expect(broken.status == 1)
        #expect(firstLine(broken, directory) == "t.nss:1:17: error: unknown property 'tint-colr' [FDL210]")
    }

    @Test("CRLF and a lone CR each end a line", arguments: ["\r\n", "\r"])
    func lineEndings(lineBreak: String) throws {
        let source = ["fdlFUIKPIView {", "  tint-color: red;", "  tint-colr: red;", "}", ""].joined(
            separator: lineBreak)
        let (result, directory) = try run(["check", "--color", "never"], Array(source.utf8))
        #expect(result.status == 1)
        #expect(firstLine(result, directory) == "t.nss:3:3: error: unknown property 'tint-colr' [FDL210]")
    }

    @Test("an empty file checks clean and compiles to the empty table")
    func emptyFile() throws {
        let check = try run(["check"], []).0
        #expect(check.status == 0 && check.stderr == "")
        let compile = try run(["compile"], []).0
        #expect(compile.status == 0)
        #expect(compile.stdout == "{\n  \"classes\": {},\n  \"formatVersion\": 2,\n  \"paletteOverrides\": {}\n}\n")
    }

    @Test("a 100 000-long alias chain compiles, with the whole chain as provenance")
    func longAliasChain() throws {
        let count = 100_000
        var source = "@v0: red;\n"
        for index in 1..<count { source += "@v\(index): @v\(index - 1);\n" }
        source += "Button { font-color: @v\(count - 1); }\n"
        let (result, _) = try run(["compile"], Array(source.utf8))
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(result.stdout.contains("\"@v99999\",\n") && result.stdout.contains("\"hex\": \"#FF0000FF\""))
    }

    @Test("a 10 000-long cycle is one error naming the whole path")
    func longCycle() throws {
        let count = 10_000
        let source = (0..<count).map { "@v\($0): @v\(($0 + 1) % count);\n" }.joined() + "Button { font-color: @v0; }\n"
        let (result, directory) = try run(["check", "--color", "never"], Array(source.utf8))
        #expect(result.status == 1)
        let first = firstLine(result, directory)
        #expect(first.hasPrefix("t.nss:1:1: error: variable cycle: @v0 → @v1 → @v2 → "))
        #expect(first.hasSuffix(" → @v9999 → @v0 [FDL202]"))
        #expect(result.stderr.hasSuffix("\n1 error\n"))
    }

    @Test("100 000 nested '{' are three errors: no selector, blocks do not nest, no '}'")
    func deeplyNested() throws {
        let (result, directory) = try run(
            ["check", "--color", "never"], Array(repeating: UInt8(ascii: "{"), count: 100_000))
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            .map { $0.replacingOccurrences(of: directory.path + "/", with: "") }
        #expect(
            errors == [
                "t.nss:1:1: error: expected a selector before '{' [FDL120]",
                "t.nss:1:2: error: unexpected '{' inside a block; blocks do not nest [FDL118]",
                "t.nss:1:100001: error: expected '}' to close the block [FDL114]",
            ])
        #expect(result.stderr.hasSuffix("\n3 errors\n"))
    }

    @Test(
        "a 10 MB line: clean, then one error per rule, capped", .enabled(if: MeasuredRun.slowTestsEnabled),
        arguments: ["Button { font-color: red; } ", "Button { font-color: red } "])
    func tenMegabyteLine(unit: String) throws {
        let bytes = Array(String(repeating: unit, count: 10_000_000 / unit.utf8.count).utf8)
        // Without the FDL511 note (NUI's classes only), which would take one of the 500 places.
        let (result, directory) = try run(
            ["check", "--color", "never", "--rule", "upstream-nui-theme=off"], bytes, timeout: 180)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each rule lacks its ';' (FDL110), an error whatever the class: a misspelt key on NUI's Button is a warning.
        let clean = unit.contains(";")
        #expect(result.status == (clean ? 0 : 1))
        if !clean { #expect(result.stderr.contains("[FDL900]") && result.stderr.hasSuffix("\n501 errors\n")) }
        print("10 MB line, \(clean ? "clean" : "an error per rule"): \(result.figures)")
        // One rule per 26–28 bytes, four times as dense as a real theme: the tree and the checker's
        // per-declaration ids come to ~75 MB (and one Diagnostic per rule when each is an error,
        // ~600 MB), over the bound. Benchmarks/PROFILE.md says what would bring them under it.
        withKnownIssue("peak memory of a rule every 28 bytes is over issue #16's bound (4× input + 30 MB)") {
            #expect(result.peakMemory <= MeasuredRun.memoryBound(forInputBytes: bytes.count), "\(result.figures)")
        }
    }

    @Test("a 100 MB theme compiles to a complete file", .enabled(if: MeasuredRun.slowTestsEnabled))
    func hundredMegabyteFile() throws {
        let unit =
            "fdlFUIKPIView {\n    tint-color: #0A6ED1;\n    tint-color-disabled: @tintColor;\n}\n/* a comment */\n"
        let bytes = Array(String(repeating: unit, count: 100_000_000 / unit.utf8.count).utf8)
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("big.nss")
        try Data(bytes).write(to: input)
        let output = directory.appendingPathComponent("big.json")
        let result = try MeasuredRun.run(["compile", input.path, "-o", output.path], timeout: 600, in: directory)
        #expect(result.signal == nil && !result.timedOut && result.status == 0, "\(result.stderr.prefix(500))")
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        #expect((table?["classes"] as? [String: Any])?.keys.sorted() == ["fdlFUIKPIView"])
        print("100 MB theme: \(result.figures)")
        #expect(result.peakMemory <= MeasuredRun.memoryBound(forInputBytes: bytes.count), "\(result.figures)")
    }

    @Test("a directory as input is an I/O error, and nothing is written")
    func directoryInput() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        let folder = directory.appendingPathComponent("themes.nss")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let output = directory.appendingPathComponent("out.json")
        for arguments in [["check", folder.path], ["compile", folder.path, "-o", output.path]] {
            let result = try MeasuredRun.run(arguments, timeout: 60, in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "fdlc: error: cannot read '\(folder.path)': it is a directory\n")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A file this process cannot read: a mode-000 file, unless the tests run as root, for
    /// whom permissions do not block reads; then `/proc/self/mem`, which no one can read from
    /// its start.
    func unreadableFile(in directory: URL) throws -> String {
        guard geteuid() != 0 else { return "/proc/self/mem" }
        let file = directory.appendingPathComponent("secret.nss")
        try Data("Button { }".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        return file.path
    }

    @Test("an unreadable file is an I/O error")
    func unreadableInput() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        let path = try unreadableFile(in: directory)
        let result = try MeasuredRun.run(["check", path], timeout: 60, in: directory)
        #expect(result.status == 2)
        // The system's own reason: reading /proc/self/mem from its start is an I/O error.
        let reason = geteuid() == 0 ? "input/output error" : "permission denied"
        #expect(result.stderr == "fdlc: error: cannot read '\(path)': \(reason)\n")
    }

    @Test("an output folder that is missing is an I/O error, and nothing is created")
    func missingOutputFolder() throws {
        let (result, directory) = try run(
            ["compile", "-o", "/nonexistent-fdlc-folder/out.json"], Array("fdlFUIKPIView { tint-color: red; }".utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("fdlc: error: cannot write '/nonexistent-fdlc-folder/out.json': the folder"))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-fdlc-folder"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                ".stderr", ".stdout", "t.nss",
            ])
    }

    @Test(
        "a read-only output folder is an I/O error; the previous output stays byte-identical, no temporary file is left"
    )
    func readOnlyOutputFolder() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        let input = directory.appendingPathComponent("t.nss")
        try Data("fdlFUIKPIView { tint-color: red; }".utf8).write(to: input)
        // Root writes into a mode-555 folder regardless; /proc refuses new files to everyone.
        let folder = geteuid() == 0 ? URL(fileURLWithPath: "/proc") : directory.appendingPathComponent("locked")
        let output = folder.appendingPathComponent("out.json")
        if geteuid() != 0 {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try Data("previous".utf8).write(to: output)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
        defer {
            if geteuid() != 0 {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            }
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try MeasuredRun.run(["compile", input.path, "-o", output.path], timeout: 60, in: directory)
        #expect(result.status == 2)
        // The system's own reason, not a guess: /proc has no room for a file, a mode-555 folder refuses one.
        let reason = geteuid() == 0 ? "no such file or directory" : "permission denied"
        #expect(
            result.stderr
                == "fdlc: error: cannot write '\(output.path)': cannot create a file in '\(folder.path)': \(reason)\n")
        if geteuid() != 0 {
            #expect(try Data(contentsOf: output) == Data("previous".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        } else {
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("an output path that is an input, by any spelling, is a usage error and the theme is kept")
    func outputIsInput() throws {
        let theme = Data("Button { font-color: red; }".utf8)
        let directory = try FDLCRunner.temporaryDirectory()
        let input = directory.appendingPathComponent("t.nss")
        try theme.write(to: input)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("link.nss"), withDestinationURL: input)
        for output in [input.path, directory.path + "/./t.nss", directory.appendingPathComponent("link.nss").path] {
            let result = try MeasuredRun.run(["compile", input.path, "-o", output], timeout: 60, in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("fdlc compile: error: the output '\(output)' is the input '\(input.path)'"))
            #expect(try Data(contentsOf: input) == theme)
        }
    }

    @Test(
        "standard output that cannot be written is an I/O error, not a crash",
        arguments: [("/dev/full", "no space left on device"), (nil, "bad file descriptor")])
    func unwritableStandardOutput(path: String?, reason: String) throws {
        let directory = try FDLCRunner.temporaryDirectory()
        let input = directory.appendingPathComponent("t.nss")
        try Data("fdlFUIKPIView { tint-color: red; }".utf8).write(to: input)
        for arguments in [["compile", input.path], ["check", "--format", "json", input.path]] {
            let result = try MeasuredRun.run(arguments, timeout: 60, stdoutPath: path, in: directory)
            #expect(result.signal == nil, "crashed: \(result.stderr.prefix(300))")
            #expect(result.status == 2)
            #expect(result.stderr == "fdlc: error: cannot write to standard output: \(reason)\n")
        }
    }
}
