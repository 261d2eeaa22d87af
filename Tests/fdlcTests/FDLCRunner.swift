import Foundation

/// Runs the built `fdlc` binary and captures what it prints.
struct FDLCRunner {
    /// What one run produced.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `fdlc` next to the test bundle (SwiftPM builds both into the same folder), or `$FDLC`.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["FDLC"] { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("fdlc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/fdlc")
    }()

    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Variables of the test's own environment that would change what fdlc does; removed unless
    /// a test sets them.
    static let controlledVariables = [
        "NO_COLOR", "FORCE_COLOR", "GITHUB_WORKSPACE", "GITHUB_STEP_SUMMARY", "GITHUB_ACTIONS",
    ]

    /// Runs `fdlc arguments…` in `directory`, feeding `stdin`, with `environment` added to the
    /// test's own (without ``controlledVariables``).
    static func run(
        _ arguments: [String], stdin: Data = Data(), in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var inherited = ProcessInfo.processInfo.environment
        for name in controlledVariables { inherited.removeValue(forKey: name) }
        process.environment = inherited.merging(environment) { _, set in set }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // fdlc need not read all of its standard input (an ignored file is not read): a closed
        // pipe must not end the test process.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot block the child.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh temporary folder, with symbolic links in its path resolved, inside a folder of
    /// this test process's own that is removed when the process exits.
    static func temporaryDirectory() throws -> URL {
        let url = testProcessFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    /// A fresh temporary folder holding `files` (path → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }
}

/// The folder that holds every temporary folder of this test process; made, and its removal at
/// exit registered, the first time it is used.
private let testProcessFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-tests-" + UUID().uuidString)
    atexit { try? FileManager.default.removeItem(at: testProcessFolder) }
    return url
}()
