import Foundation
import Testing

@Suite("fdlc compile --watch, end to end")
struct WatchTests {
    /// Waits up to 20 s until `condition` holds.
    func wait(until condition: () -> Bool) -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            usleep(100_000)
        }
        return condition()
    }

    @Test("recompiles on each change, writing only when the theme is clean")
    func watch() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("theme.nss")
        let output = directory.appendingPathComponent("out.json")
        try "fdlFUIKPIView { tint-color: #0A6ED1; }".write(to: theme, atomically: false, encoding: .utf8)

        let process = Process()
        process.executableURL = FDLCRunner.binary
        process.arguments = ["compile", "--watch", "theme.nss", "-o", "out.json"]
        process.currentDirectoryURL = directory
        // A file, not a pipe: the test polls it while the process runs.
        let errorLog = directory.appendingPathComponent("stderr.txt")
        #expect(FileManager.default.createFile(atPath: errorLog.path, contents: nil))
        process.standardError = try FileHandle(forWritingTo: errorLog)
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        var stderrText: String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }
        try process.run()
        // Never leave a watcher behind, even when an expectation below fails.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        #expect(wait { stderrText.contains("watching 1 file") })
        let first = try Data(contentsOf: output)
        #expect(String(decoding: first, as: UTF8.self).contains("#0A6ED1FF"))

        usleep(50_000)
        try "fdlFUIKPIView { tint-color: nope; }".write(to: theme, atomically: false, encoding: .utf8)
        #expect(wait { stderrText.contains("1 error; nothing written") })
        #expect(stderrText.contains("invalid value 'nope' for 'tint-color'"))
        #expect(try Data(contentsOf: output) == first)

        usleep(50_000)
        try "fdlFUIKPIView { tint-color: #FF0000; }".write(to: theme, atomically: false, encoding: .utf8)
        #expect(wait { (try? String(contentsOf: output, encoding: .utf8))?.contains("#FF0000FF") == true })
        process.terminate()
        #expect(wait { !process.isRunning }, "SIGTERM must stop the watcher")
    }

    @Test("--watch refuses standard input")
    func watchNeedsFiles() throws {
        let result = try FDLCRunner.run(["compile", "--watch", "-"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("fdlc compile: error: --watch needs files, not standard input"))
    }
}
