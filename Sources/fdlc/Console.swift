import FioriTheme
import FioriThemeCompiler
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

    /// Writes `bytes` as they are to standard output.
    func outputRaw(_ bytes: [UInt8]) {
        write(Data(bytes), to: FileHandle.standardOutput)
    }

    /// Writes `text` and a line break to standard error.
    func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardError)
    }

    /// Writes `text` as is to standard error.
    func errorRaw(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// The renderer for diagnostics on standard error under `--color` `color`.
    func diagnosticRenderer(color: String) -> DiagnosticRenderer {
        DiagnosticRenderer(colored: color == "always" || (color == "auto" && standardErrorWantsColor))
    }

    /// Whether standard error should be coloured under `--color auto`.
    var standardErrorWantsColor: Bool {
        isatty(2) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Writes `text` as UTF-8 (see ``write(_:to:)-(Data,_)``).
    private func write(_ text: String, to handle: FileHandle) {
        write(Data(text.utf8), to: handle)
    }

    /// Writes `data`. Output that cannot be written (a full disk, a closed descriptor) ends
    /// the process with exit status 2 and the reason on standard error, instead of trapping
    /// in `FileHandle.write(_:)`; a failure to write standard error itself is ignored, as
    /// there is nowhere left to report it.
    private func write(_ data: Data, to handle: FileHandle) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            guard handle === FileHandle.standardOutput else { return }
            let reason = (error as NSError).underlyingPOSIXReason ?? "write failed"
            try? FileHandle.standardError.write(contentsOf: Data("fdlc: error: cannot write to standard output: \(reason)\n".utf8))
            exit(ExitStatus.usageOrIO.rawValue)
        }
    }
}

extension NSError {
    /// The lowercase `strerror` text of the POSIX error underneath, if there is one.
    fileprivate var underlyingPOSIXReason: String? {
        guard let posix = userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain else { return nil }
        return String(cString: strerror(Int32(posix.code))).lowercased()
    }
}
