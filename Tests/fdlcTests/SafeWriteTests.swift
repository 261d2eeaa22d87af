import Foundation
import Testing

/// Writes that respect the destination (#22): every command that writes a file writes it
/// through one place, which replaces a regular file atomically keeping its owner and mode,
/// follows a symbolic link, streams to a device or FIFO, refuses a read-only file without
/// `--force` and an output that is an input, and leaves no temporary file.
@Suite("safe writes")
struct SafeWriteTests {
    static let messy = "fdlFUIKPIView{tint-color:red;}\n"
    static let tidy = "fdlFUIKPIView {\n    tint-color: red;\n}\n"
    /// A theme `check --fix` and `lint --fix` change: the unit goes.
    static let fixable = "Label { font-size: 12px; }\n"

    /// The writers and their arguments, with `IN` for the input theme and `OUT` for the destination.
    static let outputWriters: [[String]] = [
        ["compile", "IN", "-o", "OUT"],
        ["preview", "IN", "-o", "OUT"],
        ["lint", "IN", "-o", "OUT"],
        ["lint", "IN", "--write-baseline", "OUT"],
    ]
    /// The writers that rewrite their input in place.
    static let inPlaceWriters: [[String]] = [
        ["format", "-i", "IN"], ["lint", "--fix", "IN"], ["check", "--fix", "IN"],
    ]

    static func arguments(_ template: [String], input: String, output: String = "") -> [String] {
        template.map { $0 == "IN" ? input : $0 == "OUT" ? output : $0 }
    }

    /// The names in `folder`, hidden ones included.
    static func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test(
        "a device is written to, never replaced; /dev/stdout writes standard output and stays a link",
        arguments: outputWriters)
    func devices(writer: [String]) throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy])
        let result = try FDLCRunner.run(Self.arguments(writer, input: "t.nss", output: "/dev/null"), in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType("/dev/null") == S_IFCHR)
        #expect(try Self.listing(folder) == ["t.nss"])
    }

    @Test("-o /dev/stdout writes to standard output and leaves the link")
    func standardOutputPath() throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy])
        let before = Self.fileType("/dev/stdout")
        let result = try FDLCRunner.run(["compile", "t.nss", "-o", "/dev/stdout"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{") && result.stdout.contains("tint-color"))
        #expect(Self.fileType("/dev/stdout") == before)
    }

    @Test(
        "a symbolic link is followed: its target is rewritten, the link stays",
        arguments: outputWriters + inPlaceWriters)
    func symbolicLink(writer: [String]) throws {
        let inPlace = Self.inPlaceWriters.contains(writer)
        let folder = try FDLCRunner.folder(["t.nss": Self.fixable + Self.messy, "real.out": "previous"])
        let target = inPlace ? "t.nss" : "real.out"
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: target)
        let before = try Data(contentsOf: folder.appendingPathComponent(target))
        let arguments =
            inPlace ? Self.arguments(writer, input: "link") : Self.arguments(writer, input: "t.nss", output: "link")
        let result = try FDLCRunner.run(arguments, in: folder)
        #expect(result.status != 2, "\(result.stderr)")
        #expect(Self.fileType(folder.appendingPathComponent("link").path) == S_IFLNK)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("link").path)
                == target)
        #expect(try Data(contentsOf: folder.appendingPathComponent(target)) != before, "the target is rewritten")
        #expect(try Self.listing(folder) == ["link", "real.out", "t.nss"])
    }

    @Test("a link to a file that does not exist yet creates the file and keeps the link")
    func danglingLink() throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy])
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: "new.json")
        let result = try FDLCRunner.run(["compile", "t.nss", "-o", "link"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType(folder.appendingPathComponent("link").path) == S_IFLNK)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("new.json"), encoding: .utf8).contains("tint-color"))
    }

    @Test(
        "a replaced file keeps its owner, group and mode", .enabled(if: getuid() == 0, "changing owners needs root"),
        arguments: outputWriters + inPlaceWriters)
    func ownerAndMode(writer: [String]) throws {
        let inPlace = Self.inPlaceWriters.contains(writer)
        let folder = try FDLCRunner.folder(["t.nss": Self.fixable + Self.messy, "out": "previous"])
        let path = folder.appendingPathComponent(inPlace ? "t.nss" : "out").path
        #expect(chown(path, 1234, 5678) == 0 && chmod(path, 0o640) == 0)
        let result = try FDLCRunner.run(Self.arguments(writer, input: "t.nss", output: "out"), in: folder)
        #expect(result.status != 2, "\(result.stderr)")
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 1234 && info.st_gid == 5678 && info.st_mode & 0o7777 == 0o640)
        #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) != "previous")
    }

    @Test(
        "a read-only file is refused with a clear message, and replaced with --force, keeping its mode",
        arguments: outputWriters + inPlaceWriters)
    func readOnly(writer: [String]) throws {
        let inPlace = Self.inPlaceWriters.contains(writer)
        let folder = try FDLCRunner.folder(["t.nss": Self.fixable + Self.messy, "out": "previous"])
        let name = inPlace ? "t.nss" : "out"
        let url = folder.appendingPathComponent(name)
        #expect(chmod(url.path, 0o444) == 0)
        let before = try Data(contentsOf: url)
        let arguments = Self.arguments(writer, input: "t.nss", output: "out")
        let refused = try FDLCRunner.run(arguments, in: folder)
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "fdlc: error: cannot write '\(name)': it is read-only; pass --force to replace it\n"))
        #expect(try Data(contentsOf: url) == before)
        let forced = try FDLCRunner.run(arguments + ["--force"], in: folder)
        #expect(forced.status != 2, "\(forced.stderr)")
        #expect(try Data(contentsOf: url) != before)
        var info = stat()
        #expect(stat(url.path, &info) == 0 && info.st_mode & 0o7777 == 0o444)
        #expect(try Self.listing(folder) == ["out", "t.nss"])
    }

    @Test(
        "an output that is an input, by its path or through a link, is refused by every command that writes one",
        arguments: outputWriters)
    func outputIsInput(writer: [String]) throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy])
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.nss").path, withDestinationPath: "t.nss")
        for output in ["t.nss", "./t.nss", "link.nss"] {
            let result = try FDLCRunner.run(Self.arguments(writer, input: "t.nss", output: output), in: folder)
            #expect(result.status == 2)
            #expect(
                result.stderr.contains("the output '\(output)'") && result.stderr.contains("is the input 't.nss'"),
                "\(result.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("t.nss"), encoding: .utf8) == Self.messy)
        }
    }

    @Test("lint -o refuses the baseline it reads, and a directory's stylesheet")
    func lintOutputIsOtherInput() throws {
        let folder = try FDLCRunner.folder(["themes/t.nss": Self.messy])
        #expect(try FDLCRunner.run(["lint", "themes", "--write-baseline", "base.json"], in: folder).status == 0)
        let baseline = try FDLCRunner.run(["lint", "themes", "--baseline", "base.json", "-o", "base.json"], in: folder)
        #expect(baseline.status == 2 && baseline.stderr.contains("is the input 'base.json'"))
        let below = try FDLCRunner.run(["lint", "themes", "-o", "themes/t.nss"], in: folder)
        #expect(below.status == 2 && below.stderr.contains("is the input 'themes/t.nss'"))
        #expect(try String(contentsOf: folder.appendingPathComponent("themes/t.nss"), encoding: .utf8) == Self.messy)
    }

    @Test("a FIFO is written to as a stream when a process reads it, and is an error when none does")
    func fifo() throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy])
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // A reader that is open before fdlc writes: the table (well under the pipe's 64 KiB
        // buffer) waits in the pipe until it is read, after fdlc has ended.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        let result = try FDLCRunner.run(["compile", "t.nss", "-o", "pipe"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).contains("tint-color"))
        close(reader)
        #expect(Self.fileType(fifo) == S_IFIFO)

        let unread = try MeasuredRun.run(
            ["compile", folder.appendingPathComponent("t.nss").path, "-o", fifo], timeout: 20, in: folder)
        #expect(!unread.timedOut && unread.status == 2)
        #expect(
            unread.stderr
                == "fdlc: error: cannot write '\(fifo)': it is a fifo that no process reads (no such device or address)\n"
        )
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    @Test(
        "a symbolic link loop and a full device are reported in the system's words",
        arguments: [
            ("loop", "too many levels of symbolic links"),
            ("/dev/full", "no space left on device"),
            ("folder", "it is a directory"),
        ])
    func systemReasons(output: String, reason: String) throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy, "folder/keep": ""])
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop").path, withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop2").path, withDestinationPath: "loop")
        let result = try FDLCRunner.run(["compile", "t.nss", "-o", output], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "fdlc: error: cannot write '\(output)': \(reason)\n")
        #expect(try Self.listing(folder) == ["folder", "loop", "loop2", "t.nss"])
    }

    @Test("a temporary file that a killed run left is removed by the next write; one of a live process is kept")
    func staleTemporaries() throws {
        let folder = try FDLCRunner.folder(["t.nss": Self.messy])
        // A process id that is not running: past the largest one the kernel hands out.
        let dead = ".out.json.fdlc-tmp-2147483646-1a2b"
        let live = ".out.json.fdlc-tmp-\(getpid())-3c4d"
        let other = ".other.json.fdlc-tmp-2147483646-5e6f"
        for name in [dead, live, other] { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
        let result = try FDLCRunner.run(["compile", "t.nss", "-o", "out.json"], in: folder)
        #expect(result.status == 0)
        #expect(try Self.listing(folder) == [live, other, "out.json", "t.nss"].sorted())
    }

    @Test(
        "SIGTERM during a write removes the temporary file", .enabled(if: MeasuredRun.slowTestsEnabled),
        .timeLimit(.minutes(3)))
    func terminatedWrite() throws {
        // A theme whose table is large enough that its write takes a while, so the signal
        // comes while the temporary file exists.
        let theme = (0..<30_000).map { "C\($0) { font-color: #FF0000; background-color: #00FF00; }\n" }.joined()
        let folder = try FDLCRunner.folder(["t.nss": theme])
        var caught = false
        for _ in 0..<8 where !caught {
            // Spawned with no signal blocked: a test runner blocks SIGTERM for its children.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var empty = sigset_t()
            sigemptyset(&empty)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
            let arguments = [
                FDLCRunner.binary.path, "compile", folder.appendingPathComponent("t.nss").path,
                "-o", folder.appendingPathComponent("out.json").path,
            ]
            let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid = pid_t()
            #expect(posix_spawn(&pid, FDLCRunner.binary.path, nil, &attributes, argv, environ) == 0)
            var status: Int32 = 0
            var signalled = false
            while waitpid(pid, &status, WNOHANG) == 0 {
                if !signalled, try Self.listing(folder).contains(where: { $0.hasPrefix(".out.json.fdlc-tmp-") }) {
                    kill(pid, SIGTERM)
                    signalled = true
                }
            }
            // The write may have ended between the listing and the signal; then try again.
            caught = status & 0x7F == SIGTERM
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("out.json"))
        }
        #expect(caught, "the write was never seen in progress")
        #expect(try Self.listing(folder) == ["t.nss"])
    }
}
