import Foundation

/// Compiles Swift sources against the `FioriTheme` runtime the test run built, with `swiftc`:
/// its module from the build folder's `Modules/`, its objects as `FioriTheme.build/output-file-map.json` lists them. Only
/// the runtime is linked, so what compiles here compiles in an app that depends on the
/// `FioriTheme` product alone.
enum SwiftToolchain {
    /// `swiftc`, from `$SWIFTC` or the first folder of `$PATH` that has it.
    static let swiftc: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"] { return URL(fileURLWithPath: path) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// The build folder the `fdlc` under test was built in.
    static var buildFolder: URL { FDLCRunner.binary.deletingLastPathComponent() }

    /// The runtime's object files: those of the sources the build compiled, as its output
    /// file map lists them (an object left behind by a file since removed is not one).
    static func runtimeObjects() throws -> [String] {
        let map = buildFolder.appendingPathComponent("FioriTheme.build/output-file-map.json")
        let entries =
            try JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: [String: String]] ?? [:]
        return entries.values.compactMap { $0["object"] }.sorted()
    }

    /// Builds `sources` (one of them `main.swift`) into `executable` with warnings as errors;
    /// returns the compiler's output and status.
    static func build(_ sources: [URL], into executable: URL) throws -> (status: Int32, output: String) {
        guard let swiftc else { return (-1, "swiftc not found in $PATH (set $SWIFTC)") }
        let process = Process()
        process.executableURL = swiftc
        process.arguments =
            ["-warnings-as-errors", "-I", buildFolder.appendingPathComponent("Modules").path]
            + sources.map(\.path) + (try runtimeObjects()) + ["-o", executable.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Runs `executable` with `arguments` in `directory`; returns its standard output and status.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
