import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `fdlc` as a child process with a time limit, and measures its wall time
/// and peak resident memory (`ru_maxrss` from `wait4`, this child's own, whatever else the
/// test process runs). Standard output and error go to files, or wherever `stdoutPath` says
/// (`/dev/full` to see a failing write); `stdoutPath: nil` starts it with standard output closed.
struct MeasuredRun {
    /// The exit status, or nil when a signal ended the process (a crash) or it timed out.
    var status: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?
    var timedOut: Bool
    var seconds: Double
    /// Peak resident set size in bytes.
    var peakMemory: Int
    var stdout: String
    var stderr: String

    /// Whether `FDLC_SLOW_TESTS=1` asks for the large inputs (10 MB and 100 MB); `.ci/run` sets it.
    static let slowTestsEnabled = ProcessInfo.processInfo.environment["FDLC_SLOW_TESTS"] == "1"

    /// The memory bound of the performance issue (#7): four times the input, plus 30 MB.
    static func memoryBound(forInputBytes bytes: Int) -> Int {
        4 * bytes + 30_000_000
    }

    /// Runs `fdlc arguments…` (paths should be absolute) with standard input from `stdinPath`
    /// (/dev/null unless given), and `environment` over the test's own variables.
    static func run(
        _ arguments: [String], timeout: Double, stdoutPath: String? = "", stdinPath: String = "/dev/null",
        environment: [String: String] = [:], in directory: URL
    ) throws -> MeasuredRun {
        let outputPath = stdoutPath == "" ? directory.appendingPathComponent(".stdout").path : stdoutPath
        let errorPath = directory.appendingPathComponent(".stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        if let outputPath {
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addclose(&actions, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let binary = FDLCRunner.binary.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let started = Date()
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date().timeIntervalSince(started) > timeout, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let terminatingSignal = status & 0x7F
        func read(_ path: String?) -> String {
            guard let path, path.hasPrefix(directory.path), let data = FileManager.default.contents(atPath: path) else {
                return ""
            }
            return String(decoding: data, as: UTF8.self)
        }
        return MeasuredRun(
            status: terminatingSignal == 0 ? (status >> 8) & 0xFF : nil,
            signal: terminatingSignal == 0 ? nil : terminatingSignal, timedOut: timedOut,
            seconds: seconds, peakMemory: usage.ru_maxrss * 1024,
            stdout: read(outputPath), stderr: read(errorPath))
    }

    /// `12.3 s, 45.6 MB`, for messages.
    var figures: String {
        String(format: "%.1f s, %.1f MB peak", seconds, Double(peakMemory) / 1_000_000)
    }
}
