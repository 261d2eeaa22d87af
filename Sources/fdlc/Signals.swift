import Foundation

/// The temporary file a write is filling, removed if a signal stops the process; a C string,
/// as the handler may call nothing but async-signal-safe functions.
nonisolated(unsafe) private var pendingTemporary: UnsafeMutablePointer<CChar>?

/// Removes ``pendingTemporary`` and ends the process as the signal would have.
private func removeTemporaryAndStop(_ signal: Int32) {
    if let path = pendingTemporary { unlink(path) }
    Foundation.signal(signal, SIG_DFL)
    raise(signal)
}

/// Signal handling: the long-running `--watch` mode, and the temporary files of writes.
enum Signals {
    /// The signals that stop a process and that a handler can see.
    private static let termination = [SIGINT, SIGTERM, SIGHUP]

    /// Lets Ctrl-C and `kill` stop the process even when the parent started it with those
    /// signals blocked (test runners and some CI agents do), since the watch loop never ends
    /// on its own.
    static func unblockTermination() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in termination { sigaddset(&set, signal) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether the handlers of ``removeOnTermination(_:)`` are installed.
    nonisolated(unsafe) private static var handlersInstalled = false

    /// Removes the file at `path` if `SIGINT`, `SIGTERM` or `SIGHUP` stops the process before
    /// ``keepNothing()``; one file at a time (writes happen one after another). A signal the
    /// parent had ignored stays ignored.
    static func removeOnTermination(_ path: String) {
        keepNothing()
        pendingTemporary = strdup(path)
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signal in termination {
            let previous = Foundation.signal(signal) { removeTemporaryAndStop($0) }
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                Foundation.signal(signal, SIG_IGN)
            }
        }
    }

    /// Forgets the file of ``removeOnTermination(_:)``: it was renamed or removed.
    static func keepNothing() {
        let path = pendingTemporary
        pendingTemporary = nil
        free(path)
    }
}
