import Foundation

/// A request to stop a check midway: the language server sets it when a newer edit makes
/// the check of a large document stale, so the check ends soon instead of running to its end.
///
/// The pipeline polls it cooperatively (``isRequested``): at its phase boundaries (after the
/// parse, before the lint rules, between rules) and every ``pollInterval`` items of its long
/// loops (top-level statements, style blocks). Once it is set, every phase returns early and
/// the check's result is incomplete: whoever asked for it (``run(_:)``) drops it. A check that
/// nobody can cancel (`fdlc compile`, `check`, `lint`) polls a task-local value that is nil, a
/// few instructions every few hundred items.
package final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var pollCount = 0
    private var pollCountWhenCancelled: Int?

    /// A cancellation not yet requested.
    package init() {}

    /// How many items a long loop handles between two polls (a power of two).
    @inlinable package static var pollInterval: Int { 256 }

    /// Whether a long loop polls at its `count`th item: one item in ``pollInterval``. Inlined
    /// into the loop, so a loop pays a mask and a test per item, and the poll itself only at
    /// one item in 256.
    @inlinable package static func isPollPoint(_ count: Int) -> Bool {
        count & (pollInterval - 1) == 0
    }

    /// The cancellation the check running on this thread polls; nil outside ``run(_:)``.
    @TaskLocal private static var current: Cancellation?

    /// Whether the check running on this thread was asked to stop.
    package static var isRequested: Bool { current?.isCancelled ?? false }

    /// Runs `body` (a check) on this thread with this cancellation as the one it polls.
    package func run<Result>(_ body: () -> Result) -> Result {
        Cancellation.$current.withValue(self, operation: body)
    }

    /// Asks the check to stop. Safe from any thread.
    package func cancel() {
        lock.lock()
        defer { lock.unlock() }
        if !cancelled { pollCountWhenCancelled = pollCount }
        cancelled = true
    }

    /// Whether ``cancel()`` was called (a poll: counted).
    package var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        pollCount += 1
        return cancelled
    }

    /// How often the check polled, and how often after it was cancelled: what shows that a
    /// check stops within a few polls of its cancellation.
    package var polls: (total: Int, afterCancel: Int?) {
        lock.lock()
        defer { lock.unlock() }
        return (pollCount, pollCountWhenCancelled.map { pollCount - $0 })
    }
}
