/// A hash table from a pair of 32-bit ids to a 32-bit value: the per-file indexes keyed by
/// two interned ids (a class and a property, a target and a property).
///
/// Open addressing with linear probing over a multiplicative hash, at most half full: a
/// lookup is a handful of instructions, where a `Dictionary` hashes its key with SipHash.
struct IntTable {
    private var keys: [UInt64]
    private var values: [Int32]
    /// The number of entries.
    private(set) var count = 0
    /// A key no pair of ids makes (both ids would be `UInt32.max`).
    private static let empty = UInt64.max

    /// Creates an empty table with room for about `capacity` entries before it grows.
    init(capacity: Int = 8) {
        var slots = 16
        while slots < 2 * capacity { slots *= 2 }
        keys = Array(repeating: IntTable.empty, count: slots)
        values = Array(repeating: 0, count: slots)
    }

    /// The key of the pair `(first, second)`.
    @inline(__always)
    static func key(_ first: Int, _ second: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: first)) << 32 | UInt64(UInt32(truncatingIfNeeded: second))
    }

    @inline(__always)
    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    }

    /// The value stored for the pair, or nil.
    subscript(first: Int, second: Int) -> Int32? {
        get {
            let key = IntTable.key(first, second)
            var slot = slot(of: key)
            while keys[slot] != IntTable.empty {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { preconditionFailure("IntTable does not remove entries") }
            let key = IntTable.key(first, second)
            var slot = slot(of: key)
            while keys[slot] != IntTable.empty {
                if keys[slot] == key {
                    values[slot] = newValue
                    return
                }
                slot = (slot + 1) & (keys.count - 1)
            }
            keys[slot] = key
            values[slot] = newValue
            count += 1
            if 2 * count > keys.count { grow() }
        }
    }

    /// Every entry, in no particular order: the two ids and the value.
    var entries: [(first: Int, second: Int, value: Int32)] {
        keys.indices.compactMap { slot in
            let key = keys[slot]
            guard key != IntTable.empty else { return nil }
            return (Int(key >> 32), Int(key & 0xFFFF_FFFF), values[slot])
        }
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = Array(repeating: IntTable.empty, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        for (key, value) in zip(oldKeys, oldValues) where key != IntTable.empty {
            var slot = slot(of: key)
            while keys[slot] != IntTable.empty { slot = (slot + 1) & (keys.count - 1) }
            keys[slot] = key
            values[slot] = value
        }
    }
}
