import Foundation

/// Standard output and error, and whether each is a terminal.
struct Console {
    /// Writes `text` and a line break to standard output.
    func output(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardOutput)
    }

    /// Writes `text` as is to standard output.
    func outputRaw(_ text: String) {
        write(text, to: FileHandle.standardOutput)
    }

    /// Writes `text` and a line break to standard error.
    func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardError)
    }

    /// Writes `text` as is to standard error.
    func errorRaw(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// Whether standard error should be coloured under `--color auto`.
    var standardErrorWantsColor: Bool {
        isatty(2) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
