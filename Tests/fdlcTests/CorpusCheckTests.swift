import Foundation
import Testing

/// `Scripts/corpus-check`, which `.ci/run` runs over the real files with
/// `Tests/corpus-expected.tsv`: every file's errors are the ones recorded for the runtime it is
/// written for, and a new error fails.
@Suite("Scripts/corpus-check")
struct CorpusCheckTests {
    /// Runs the script with `arguments` in `directory` (the repository by default).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> FDLCRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [FDLCRunner.repositoryRoot.appendingPathComponent("Scripts/corpus-check").path] + arguments
        process.currentDirectoryURL = directory ?? FDLCRunner.repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["FDLC": FDLCRunner.binary.path]) { _, new in
            new
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return FDLCRunner.Output(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }

    @Test(
        "--record writes each file's errors with its target; --expect fails on a new error and on a new file with errors"
    )
    func recordAndExpect() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try "Label { font-color: @nope; }\n".write(
            to: corpus.appendingPathComponent("crash.nss"), atomically: false, encoding: .utf8)
        try "Label { font-color: red; }\n".write(
            to: corpus.appendingPathComponent("clean.nss"), atomically: false, encoding: .utf8)
        let table = directory.appendingPathComponent("expected.tsv")
        try "corpus/crash.nss\tnui\t-\n".write(to: table, atomically: false, encoding: .utf8)

        let recorded = try Self.run(["--record", table.path, corpus.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let rows = try String(contentsOf: table, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows == ["corpus/clean.nss\tfiori\t-", "corpus/crash.nss\tnui\tFDL201:1"])
        #expect(try Self.run(["--expect", table.path, corpus.path]).status == 0)

        try "Label { font-color: @nope; font-size: }\n".write(
            to: corpus.appendingPathComponent("crash.nss"), atomically: false, encoding: .utf8)
        try "Label { font-color: red }\n".write(
            to: corpus.appendingPathComponent("new.nss"), atomically: false, encoding: .utf8)
        let failed = try Self.run(["--expect", table.path, corpus.path])
        #expect(failed.status == 1)
        #expect(
            failed.stderr.contains(
                "corpus-check: FAIL corpus/crash.nss (nui): expected errors FDL201:1, found FDL111:1 FDL201:1"))
        #expect(
            failed.stderr.contains(
                "corpus-check: FAIL corpus/new.nss (fiori): not in the expectation, and has errors FDL110:1"))
    }
}
