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

    /// Writes `chunks` one after another to standard output (see ``write(_:to:)-([[UInt8]],_)``).
    func outputRaw(_ chunks: [[UInt8]]) {
        write(chunks, to: FileHandle.standardOutput)
    }

    /// Writes `chunks` one after another to standard error (see ``write(_:to:)-([[UInt8]],_)``).
    func errorRaw(_ chunks: [[UInt8]]) {
        write(chunks, to: FileHandle.standardError)
    }

    /// The renderer for diagnostics on standard error under `--color` `color`.
    func diagnosticRenderer(color: String) -> DiagnosticRenderer {
        DiagnosticRenderer(colored: color == "always" || (color == "auto" && standardErrorWantsColor))
    }

    /// Whether standard error should be coloured under `--color auto`: not when `NO_COLOR` is
    /// set to anything but the empty string (no-color.org); always when `FORCE_COLOR` is
    /// (force-color.org); otherwise when standard error is a terminal that is not `dumb`.
    var standardErrorWantsColor: Bool { wantsColor(descriptor: 2) }

    /// Whether standard output should be coloured under `--color auto`, by the same rules as
    /// ``standardErrorWantsColor`` with standard output's terminal.
    var standardOutputWantsColor: Bool { wantsColor(descriptor: 1) }

    private func wantsColor(descriptor: Int32) -> Bool {
        if let noColor = Environment.value("NO_COLOR"), !noColor.isEmpty { return false }
        if let force = Environment.value("FORCE_COLOR"), !force.isEmpty { return true }
        return isatty(descriptor) != 0 && Environment.value("TERM") != "dumb"
    }

    /// Lets a closed pipe end the process as it ends Unix tools: `fdlc lint … | head` stops
    /// quietly when `head` has read enough. A parent that ignores `SIGPIPE` passes that on, so
    /// the default action is restored; see also ``write(_:to:)-(Data,_)``.
    static func endQuietlyOnClosedPipe() {
        signal(SIGPIPE, SIG_DFL)
    }

    /// Writes `text` as UTF-8 (see ``write(_:to:)-(Data,_)``). The bytes are copied from the
    /// string's own buffer: `Data(text.utf8)` would first ask the runtime whether the view is
    /// contiguous bytes, a conformance scan that was 40% of `fdlc --version`'s instructions.
    private func write(_ text: String, to handle: FileHandle) {
        var text = text
        let data = text.withUTF8 { bytes in bytes.baseAddress.map { Data(bytes: $0, count: bytes.count) } ?? Data() }
        write(data, to: handle)
    }

    /// Writes `chunks` one after another, gathered into a buffer of at most ``chunkBuffer``
    /// bytes between writes (a larger chunk is written from its own storage): a report of tens
    /// of megabytes in a few dozen system calls, without a copy of the whole.
    private func write(_ chunks: [[UInt8]], to handle: FileHandle) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Console.chunkBuffer)
        for chunk in chunks {
            if buffer.count + chunk.count > Console.chunkBuffer, !buffer.isEmpty {
                write(buffer, to: handle)
                buffer.removeAll(keepingCapacity: true)
            }
            if chunk.count >= Console.chunkBuffer { write(chunk, to: handle) } else { buffer += chunk }
        }
        if !buffer.isEmpty { write(buffer, to: handle) }
    }

    /// How many bytes ``write(_:to:)-([[UInt8]],_)`` gathers before it writes.
    static let chunkBuffer = 1 << 18

    /// Writes `bytes` from their own storage (see ``write(_:to:)-(Data,_)``).
    private func write(_ bytes: [UInt8], to handle: FileHandle) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            write(
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none),
                to: handle)
        }
    }

    /// Writes `data`. A closed pipe (`EPIPE`, when `SIGPIPE` is blocked) ends the process
    /// quietly with the status a `SIGPIPE` gives (141). Other output that cannot be written (a
    /// full disk, a closed descriptor) ends it with exit status 2 and the reason on standard
    /// error, instead of trapping in `FileHandle.write(_:)`; a failure to write standard error
    /// itself is ignored, as there is nowhere left to report it.
    private func write(_ data: Data, to handle: FileHandle) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            let posix = (error as NSError).underlyingPOSIXError
            if posix == EPIPE { exit(128 + SIGPIPE) }
            guard handle === FileHandle.standardOutput else { return }
            let reason = posix.map { String(cString: strerror($0)).lowercased() } ?? "write failed"
            try? FileHandle.standardError.write(
                contentsOf: Data("fdlc: error: cannot write to standard output: \(reason)\n".utf8))
            exit(ExitStatus.usageOrIO.rawValue)
        }
    }
}

extension NSError {
    /// The POSIX error number of the error or the one underneath it, if there is one.
    fileprivate var underlyingPOSIXError: Int32? {
        if domain == NSPOSIXErrorDomain { return Int32(code) }
        guard let posix = userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain else {
            return nil
        }
        return Int32(posix.code)
    }
}
