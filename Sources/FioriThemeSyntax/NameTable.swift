import FioriThemeCore

/// The id of one distinct name of a file: a class path, a property name or a variable name
/// (without its `@`). Equal bytes give equal ids within one ``NameTable``.
package struct NameID: Hashable, Sendable {
    /// The name's index in its table, from 0 up, in order of first appearance.
    package let index: Int32

    /// Creates the id of the name at `index`.
    package init(_ index: Int32) { self.index = index }

    /// The id of a node that has no name of its own (a property written as a quoted string
    /// still has one; this stands for none at all).
    package static let none = NameID(-1)
}

/// Every distinct name of one file, interned once to a dense ``NameID`` over its bytes.
///
/// Later stages compare, look up and index by the id instead of building a `String` per
/// occurrence: a checker looks a property up in the catalog once per distinct name, not once
/// per declaration. The table keeps only where each name first appears; its text is read
/// from the file when a message or an output needs it.
///
/// An open-addressing hash table over the bytes (a word-at-a-time multiplicative hash,
/// linear probing, at most half full).
package struct NameTable: Sendable {
    /// The first occurrence of each name, by id.
    private var firstRanges: [CompactRange] = []
    /// The low 32 bits of each name's hash, by id, so growing the table never re-reads the
    /// file: all a slot's index uses, and enough to skip most unequal names before their bytes
    /// are compared.
    private var hashes: [UInt32] = []
    /// `id + 1` for an occupied slot, 0 for an empty one; the count is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    /// Creates an empty table.
    package init() {}

    /// The number of distinct names.
    package var count: Int { firstRanges.count }

    /// Where the name `id` first appears.
    package func firstRange(of id: NameID) -> SourceRange { firstRanges[Int(id.index)].range }

    /// The id of the bytes of `range` in `bytes`, added if new.
    package mutating func intern(_ range: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> NameID {
        let (found, slot, hash) = probe(range, in: bytes)
        if let found { return found }
        let id = firstRanges.count
        firstRanges.append(CompactRange(range))
        hashes.append(UInt32(truncatingIfNeeded: hash))
        slots[slot] = Int32(id + 1)
        if 2 * firstRanges.count > slots.count { grow() }
        return NameID(Int32(id))
    }

    /// The id of the bytes of `range` in `bytes`, nil when the table does not hold them.
    package func find(_ range: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> NameID? {
        probe(range, in: bytes).found
    }

    /// The id of `name`'s UTF-8 bytes, nil when the table does not hold them: a lookup by a
    /// name that is not in the file's text. `bytes` is the text the table was built over.
    package func find(_ name: String, in bytes: UnsafeBufferPointer<UInt8>) -> NameID? {
        var name = name
        return name.withUTF8 { key -> NameID? in
            // The hash of the same bytes wherever they stand (see ``mix(_:bytesOf:at:)``).
            let hash = NameTable.hash(SourceRange(start: 0, end: key.count), in: key)
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[slot] != 0 {
                let id = Int(slots[slot] - 1)
                let first = firstRanges[id].range
                if hashes[id] == UInt32(truncatingIfNeeded: hash), first.length == key.count,
                    bytes[first.start..<first.end].elementsEqual(key)
                {
                    return NameID(Int32(id))
                }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }

    /// Looks the bytes of `range` up: their id when held, else the empty slot where they
    /// would go; and their hash.
    @inline(__always)
    private func probe(_ range: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> (
        found: NameID?, slot: Int, hash: UInt64
    ) {
        let hash = NameTable.hash(range, in: bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if hashes[id] == UInt32(truncatingIfNeeded: hash), NameTable.equal(firstRanges[id].range, range, in: bytes)
            {
                return (NameID(Int32(id)), slot, hash)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot, hash)
    }

    /// Doubles the slots and puts every name back.
    private mutating func grow() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (grown.count - 1)
            while grown[slot] != 0 { slot = (slot + 1) & (grown.count - 1) }
            grown[slot] = Int32(id + 1)
        }
        slots = grown
    }

    /// Whether two ranges of `bytes` hold the same bytes.
    @inline(__always)
    private static func equal(_ first: SourceRange, _ second: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
    {
        guard first.length == second.length else { return false }
        guard first.start != second.start, let base = bytes.baseAddress else { return true }
        let (left, right) = (UnsafeRawPointer(base + first.start), UnsafeRawPointer(base + second.start))
        var offset = 0
        while offset + 8 <= first.length {
            guard
                left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        // The last bytes of a name of 8 or more, in one load that overlaps the words compared.
        if offset < first.length, first.length >= 8 {
            return left.loadUnaligned(fromByteOffset: first.length - 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: first.length - 8, as: UInt64.self)
        }
        while offset < first.length {
            guard
                left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        return true
    }

    /// A 64-bit hash of the bytes of `range`, eight bytes at a time, its bits mixed at the end
    /// (MurmurHash3's finaliser) so that the low bits, which pick a slot, depend on every byte.
    @inline(__always)
    static func hash(_ range: SourceRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: range.length) &* hashMultiplier
        guard range.length > 0, let base = bytes.baseAddress else { return hash ^ hash >> 33 }
        hash = mix(hash, bytesOf: range, at: base)
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ hash >> 33
    }

    /// The multiplier of ``mix(_:bytesOf:at:)``, for a caller that mixes more into the hash.
    package static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// `hash` with the bytes of `range` (offsets from `base`) mixed in, eight bytes at a
    /// time; the tail of a name of eight bytes or more in one load of its last eight. The
    /// hash of the names here, and of ``ValueMemo``'s values above this module.
    @inline(__always)
    package static func mix(_ hash: UInt64, bytesOf range: SourceRange, at base: UnsafePointer<UInt8>) -> UInt64 {
        var hash = hash
        let raw = UnsafeRawPointer(base + range.start)
        var offset = 0
        while offset + 8 <= range.length {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* hashMultiplier
            hash ^= hash >> 29
            offset += 8
        }
        if offset < range.length, range.end >= 8 {
            // The tail in one load of the eight bytes that end the name, shifted down to it.
            let tail = UnsafeRawPointer(base + range.end - 8).loadUnaligned(as: UInt64.self)
            hash = (hash ^ tail >> (8 * UInt64(8 - (range.length - offset)))) &* hashMultiplier
            hash ^= hash >> 29
        } else if offset < range.length {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < range.length {
                word |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ word) &* hashMultiplier
            hash ^= hash >> 29
        }
        return hash
    }
}
