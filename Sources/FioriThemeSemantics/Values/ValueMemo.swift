import FioriThemeCore
import FioriThemeSyntax

/// The outcome of ``ValueParser/parse(_:in:as:)-(ArraySlice<Token>,_,_)`` for each distinct
/// value of one file and type, worked out once: most values of a theme repeat (a colour name,
/// an offset, a class list, the value of a variable used a thousand times).
///
/// A value's outcome depends only on its type and its tokens as the parser sees them: each
/// token's kind and bytes, and whether space separates it from the one before. Those make the
/// key. An open-addressing hash table over a word-at-a-time hash of the tokens' bytes, at most
/// half full; each entry keeps a copy of its tokens to compare against. One memo serves one
/// ``ValueParser`` and one file.
struct ValueMemo {
    private struct Entry {
        let hash: UInt64
        let type: ValueType
        /// The entry's tokens in ``tokens``.
        let tokens: Range<Int>
        let outcome: ValueParser.Outcome
    }

    private var entries: [Entry] = []
    /// The tokens of every entry, one after the other.
    private var tokens: [Token] = []
    /// `index + 1` into ``entries`` for an occupied slot, 0 for an empty one; a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 64)

    /// The number of distinct values held.
    var count: Int { entries.count }

    /// The outcome of `parts` (tokens of `file`) as `type`: the one held for equal tokens, or
    /// what `parse` gives, then held.
    mutating func outcome(
        of parts: ArraySlice<Token>, as type: ValueType, in file: SourceFile, parse: () -> ValueParser.Outcome
    ) -> ValueParser.Outcome {
        file.bytes.withUnsafeBufferPointer { bytes in
            let hash = ValueMemo.hash(parts, in: bytes)
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[slot] != 0 {
                let entry = entries[Int(slots[slot] - 1)]
                if entry.hash == hash, entry.type == type,
                    ValueMemo.equal(tokens[entry.tokens], parts, in: bytes)
                {
                    return entry.outcome
                }
                slot = (slot + 1) & (slots.count - 1)
            }
            let outcome = parse()
            let start = tokens.count
            tokens.append(contentsOf: parts)
            entries.append(Entry(hash: hash, type: type, tokens: start..<tokens.count, outcome: outcome))
            slots[slot] = Int32(entries.count)
            if 2 * entries.count > slots.count { grow() }
            return outcome
        }
    }

    /// Doubles the slots and puts every entry back.
    private mutating func grow() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (grown.count - 1)
            while grown[slot] != 0 { slot = (slot + 1) & (grown.count - 1) }
            grown[slot] = Int32(index + 1)
        }
        slots = grown
    }

    /// Whether two token sequences read the same: kinds, bytes and spacing.
    private static func equal(
        _ held: ArraySlice<Token>, _ parts: ArraySlice<Token>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard held.count == parts.count else { return false }
        var previous: (held: Int, part: Int)?
        for (first, second) in zip(held, parts) {
            let (a, b) = (first.range, second.range)
            guard first.kind == second.kind, a.length == b.length else { return false }
            if let previous, (previous.held == a.start) != (previous.part == b.start) { return false }
            if a.start != b.start {
                for offset in 0..<a.length where bytes[a.start + offset] != bytes[b.start + offset] { return false }
            }
            previous = (a.end, b.end)
        }
        return true
    }

    /// A 64-bit hash of the tokens' kinds, spacing and bytes, eight bytes at a time, its bits
    /// mixed at the end so that the low bits, which pick a slot, depend on every byte.
    private static func hash(_ parts: ArraySlice<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier = NameTable.hashMultiplier
        var hash = UInt64(truncatingIfNeeded: parts.count) &* multiplier
        guard let base = bytes.baseAddress else { return hash }
        var previousEnd = -1
        for part in parts {
            let range = part.range
            let spaced: UInt64 = previousEnd >= 0 && previousEnd != range.start ? 1 << 8 : 0
            hash =
                (hash ^ (UInt64(part.kind.rawValue) | spaced | UInt64(truncatingIfNeeded: range.length) << 16))
                &* multiplier
            hash ^= hash >> 29
            hash = NameTable.mix(hash, bytesOf: range, at: base)
            previousEnd = range.end
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        return hash ^ hash >> 33
    }
}
