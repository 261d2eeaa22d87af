import Foundation

/// A value that the server's thread and its check thread share, read and written only under
/// its lock: the one place the language server synchronises by hand. (Synchronization's
/// `Mutex` would do, but it needs macOS 15 and the package supports macOS 13.)
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a lock around `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
