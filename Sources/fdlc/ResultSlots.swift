import Foundation

/// One slot per file for the concurrent lint and `--fix`, written under a lock.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
