import Foundation
import Testing

/// Bounded reads (#22): every file fdlc reads (themes, standard input, catalogs,
/// configurations and what they extend, baselines, compiled tables) stops one byte past a
/// limit (`FDLC_MAX_INPUT_SIZE`, by default 256 MiB) with an error that names the file and
/// the limit, whether it is a regular file, a device or a pipe.
@Suite("bounded reads")
struct BoundedReadTests {
    /// Runs `fdlc arguments…` in `folder` with standard input read from `stdinPath`, killed
    /// after `timeout` seconds; the status (nil when killed or signalled) and standard error.
    static func run(
        _ arguments: [String], in folder: URL, stdinPath: String = "/dev/null", limit: String? = "1M",
        timeout: Double = 30
    ) throws -> (status: Int32?, stderr: String) {
        let process = Process()
        process.executableURL = FDLCRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["FDLC_MAX_INPUT_SIZE"] = limit
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: stdinPath)
        process.standardOutput = FileHandle.nullDevice
        let error = folder.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: error)
        let started = Date()
        try process.run()
        while process.isRunning, Date().timeIntervalSince(started) < timeout { usleep(10_000) }
        let killed = process.isRunning
        if killed { process.terminate() }
        process.waitUntilExit()
        let text = try String(contentsOf: error, encoding: .utf8)
        return (killed || process.terminationReason != .exit ? nil : process.terminationStatus, text)
    }

    static let limitNote = "the most fdlc reads (set FDLC_MAX_INPUT_SIZE to change it)"

    @Test(
        "/dev/zero as a theme, a catalog, a configuration, a base configuration or a baseline ends at once with exit 2",
        arguments: [
            (["check", "/dev/zero"], "fdlc: error: cannot read '/dev/zero': it is larger than 1 MiB, "),
            (
                ["lint", "t.nss", "--catalog", "/dev/zero"],
                "fdlc: error: cannot read '/dev/zero': it is larger than 1 MiB, "
            ),
            (
                ["lint", "t.nss", "--config", "/dev/zero"],
                "fdlc: error: cannot read configuration '/dev/zero': it is larger than 1 MiB, "
            ),
            (
                ["lint", "t.nss", "--baseline", "/dev/zero"],
                "fdlc: error: cannot read baseline '/dev/zero': it is larger than 1 MiB, "
            ),
            (["query", "/dev/zero", "Button"], "fdlc: error: cannot read '/dev/zero': it is larger than 1 MiB, "),
            (["compile", "/dev/zero"], "fdlc: error: cannot read '/dev/zero': it is larger than 1 MiB, "),
            (["format", "/dev/zero"], "fdlc: error: cannot read '/dev/zero': it is larger than 1 MiB, "),
        ])
    func devZero(arguments: [String], message: String) throws {
        let folder = try FDLCRunner.folder(["t.nss": "Button { font-color: red; }\n"])
        let result = try Self.run(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == message + Self.limitNote + "\n", "\(result.stderr)")
    }

    @Test("a .fdlc.json that names /dev/zero as a catalog or extends it ends at once with exit 2")
    func configurationNamingDevZero() throws {
        let folder = try FDLCRunner.folder([
            "catalog/.fdlc.json": #"{ "catalogs": ["/dev/zero"] }"#, "catalog/t.nss": "Button { font-color: red; }\n",
            "extends/.fdlc.json": #"{ "extends": "/dev/zero" }"#, "extends/t.nss": "Button { font-color: red; }\n",
        ])
        let catalog = try Self.run(["lint", "."], in: folder.appendingPathComponent("catalog"))
        #expect(catalog.status == 2)
        #expect(catalog.stderr == "fdlc: error: cannot read '/dev/zero': it is larger than 1 MiB, \(Self.limitNote)\n")
        let extends = try Self.run(["lint", "."], in: folder.appendingPathComponent("extends"))
        #expect(extends.status == 2)
        #expect(
            extends.stderr == "fdlc: error: invalid configuration .fdlc.json:1:14: cannot read '/dev/zero', "
                + "which 'extends' names: it is larger than 1 MiB, \(Self.limitNote)\n")
    }

    @Test("standard input from /dev/zero stops at the default limit, 256 MiB", .timeLimit(.minutes(2)))
    func standardInputDefault() throws {
        let folder = try FDLCRunner.temporaryDirectory()
        let started = Date()
        let result = try Self.run(["check", "-"], in: folder, stdinPath: "/dev/zero", limit: nil, timeout: 60)
        #expect(result.status == 2)
        #expect(result.stderr == "fdlc: error: cannot read '<stdin>': it is larger than 256 MiB, \(Self.limitNote)\n")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test("a regular file one byte over the limit is refused, one at the limit is read")
    func exactLimit() throws {
        let theme = "Button { font-color: red; }\n"
        let padded = theme + String(repeating: " ", count: 1024 - theme.utf8.count)
        let folder = try FDLCRunner.folder(["at.nss": padded, "over.nss": padded + " "])
        let at = try Self.run(["check", "at.nss"], in: folder, limit: "1K")
        #expect(at.status == 0, "\(at.stderr)")
        let over = try Self.run(["check", "over.nss"], in: folder, limit: "1K")
        #expect(
            over.status == 2
                && over.stderr == "fdlc: error: cannot read 'over.nss': it is larger than 1 KiB, \(Self.limitNote)\n")
        let piped = try Self.run(
            ["check", "-"], in: folder, stdinPath: folder.appendingPathComponent("over.nss").path, limit: "1024")
        #expect(
            piped.status == 2 && piped.stderr.hasPrefix("fdlc: error: cannot read '<stdin>': it is larger than 1 KiB"))
    }

    @Test("a stream over the limit is read into one buffer: memory peaks at about the limit, not twice it")
    func streamPeak() throws {
        let folder = try FDLCRunner.folder(["small.nss": "Button { font-color: red; }\n"])
        let limit = 64 << 20
        let small = try MeasuredRun.run(
            ["check", "-"], timeout: 60, stdinPath: folder.appendingPathComponent("small.nss").path,
            environment: ["FDLC_MAX_INPUT_SIZE": "64M"], in: folder)
        #expect(small.status == 0, "\(small.stderr)")
        let zeros = try MeasuredRun.run(
            ["check", "-"], timeout: 60, stdinPath: "/dev/zero", environment: ["FDLC_MAX_INPUT_SIZE": "64M"],
            in: folder)
        #expect(
            zeros.status == 2 && zeros.stderr.hasPrefix("fdlc: error: cannot read '<stdin>': it is larger than 64 MiB"))
        let read = zeros.peakMemory - small.peakMemory
        #expect(read < limit + limit / 4, "reading 64 MiB + 1 byte took \(read >> 20) MiB more than a small theme")
    }

    @Test("a FIFO is read with the same bound")
    func fifo() throws {
        let folder = try FDLCRunner.temporaryDirectory()
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // A writer that never stops: the reader must stop at the limit.
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            let chunk = [UInt8](repeating: 0x20, count: 65_536)
            while write(descriptor, chunk, chunk.count) > 0 {}
            close(descriptor)
        }
        signal(SIGPIPE, SIG_IGN)
        writer.start()
        let result = try Self.run(["check", "pipe"], in: folder, limit: "2M")
        #expect(
            result.status == 2 && result.stderr.hasPrefix("fdlc: error: cannot read 'pipe': it is larger than 2 MiB"))
    }

    @Test("an invalid FDLC_MAX_INPUT_SIZE is a usage error", arguments: ["lots", "-1", "12Q", ""])
    func invalidSetting(setting: String) throws {
        let folder = try FDLCRunner.folder(["t.nss": "Button { font-color: red; }\n"])
        let result = try Self.run(["check", "t.nss"], in: folder, limit: setting)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("fdlc: error: invalid FDLC_MAX_INPUT_SIZE '\(setting)'"))
    }
}
