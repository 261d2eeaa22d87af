import Foundation

/// The lookup structure behind ``Theme/value(_:for:state:)``, built once per theme so that a
/// query hashes the bytes of its arguments in place and allocates nothing.
///
/// Each entry is a pair (class, property name without state suffix), keyed by the bytes
/// `class ‖ 0xFF ‖ property` (0xFF never occurs in UTF-8) in an open-addressing table. An
/// entry holds one slot per state: the plain name (`tint-color`) and each of ``Theme/states``
/// (`tint-color-disabled`, …), pointing at the declaration written under that exact key; and
/// for every slot the colour it shows in each palette variant, resolved in advance.
///
/// A lookup touches little memory, since a large theme's index does not fit in the cache:
/// a bucket holds the top half of its key's hash beside the entry, so a probe compares
/// hashes without leaving the bucket array; an entry's key length, slots and key bytes lie
/// side by side in one record, so the key is compared and the slot read where it was found.
@usableFromInline
struct ThemeIndex: Sendable {
    /// Slot 0 is the name without suffix; slot `1 + i` is the state `states[i]`. Kept per
    /// index rather than as static constants, which cost a lazy-initialisation check per use.
    private let states = Theme.states
    /// ``states``, packed for ``slot(of:)``.
    private let packedStates = Theme.states.map { ThemeIndex.packed($0)! }
    static let slotCount = 1 + Theme.states.count
    private let slotCount = ThemeIndex.slotCount
    private let variants = ColorVariant.allCases
    /// The slot of the `normal` state.
    let normalSlot = 1 + Theme.states.firstIndex(of: "normal")!

    /// Every declaration of the theme's unconditional rules, in a fixed order.
    @usableFromInline private(set) var properties: [ResolvedProperty] = []
    /// `properties.count × variants.count` colours: what each declaration shows per variant.
    private(set) var colors: [RGBAColor?] = []
    /// Per entry, one record of 4-byte numbers: its key's length in bytes, `slotCount` indices
    /// into ``properties`` (-1 where nothing is declared), then the key's bytes, padded to a
    /// whole number. An entry is named by the offset of its record.
    private(set) var records: [Int32] = []
    /// Open addressing with linear probing: 0 is empty, otherwise the top 32 bits of the key's
    /// hash above the offset of the entry's record plus one.
    private(set) var buckets: [UInt64] = []

    /// Whether the index was built from a table; an index that was not answers nothing.
    private(set) var isBuilt = false

    /// An index that was not built.
    init() {}

    /// Indexes `table`'s unconditional declarations; `color` resolves a colour in a variant.
    init(table: StyleTable, color: (ColorValue, ColorVariant) -> RGBAColor?) {
        var hashes: [(hash: UInt64, entry: Int)] = []
        // Many declarations name the same palette colour: resolve each (colour, variant) once.
        var resolvedColors: [ColorValue: [RGBAColor?]] = [:]
        let suffixes = states.map { Array("-\($0)".utf8) }
        let count = table.classes.values.reduce(0) { $0 + $1.properties.count }
        properties.reserveCapacity(count)
        resolvedColors.reserveCapacity(count)
        hashes.reserveCapacity(count)
        records.reserveCapacity(count * (1 + slotCount + 10))
        colors.reserveCapacity(count * variants.count)
        for classPath in table.classes.keys.sorted() {
            let style = table.classes[classPath]!
            let keys = style.properties.keys.sorted()
            let first = Int32(properties.count)
            for key in keys {
                let property = style.properties[key]!
                properties.append(property)
                if case .color(let value) = property.value {
                    let perVariant = resolvedColors[value] ?? variants.map { color(value, $0) }
                    resolvedColors[value] = perVariant
                    colors += perVariant
                } else {
                    colors.append(contentsOf: repeatElement(nil, count: variants.count))
                }
            }
            // This class's entries by property name. The plain spellings first, then NUI's
            // `-state-insets` ones, which the table search prefers where a class has both.
            var entries: [Substring: Int] = [:]
            entries.reserveCapacity(keys.count)
            for insetsSpelling in [false, true] {
                for (offset, key) in keys.enumerated() {
                    Self.readings(of: key, insetsSpelling: insetsSpelling, suffixes: suffixes) { base, slot in
                        let entry = entries[base] ?? addEntry(classPath, base, &hashes)
                        entries[base] = entry
                        records[entry + 1 + slot] = first + Int32(offset)
                    }
                }
            }
        }
        isBuilt = true
        var capacity = 16
        while capacity < hashes.count * 2 { capacity *= 2 }
        buckets = Array(repeating: 0, count: capacity)
        for (hash, entry) in hashes {
            var bucket = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & (capacity - 1) }
            buckets[bucket] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(entry + 1)
        }
    }

    /// The index a binary table holds (see ``BinaryTableLayout``), checked so that no lookup
    /// can leave its arrays or probe forever: the records follow each other to the end, every
    /// slot names a declaration or none, every bucket is empty or names the start of a record,
    /// and one bucket is empty.
    init(binary table: BinaryTable) throws(StyleTableLoadError) {
        let bucketBytes = table.range(of: .buckets)
        let capacity = bucketBytes.count / 8
        guard capacity > 0, capacity & (capacity - 1) == 0 else {
            throw BinaryTable.error("the index's bucket count is not a power of two", at: bucketBytes.lowerBound)
        }
        let recordBytes = table.range(of: .records)
        guard recordBytes.count % 4 == 0 else {
            throw BinaryTable.error("the index's records are cut short", at: recordBytes.lowerBound)
        }
        let declarations = table.unconditionalCount
        records = (0..<(recordBytes.count / 4)).map {
            Int32(bitPattern: UInt32(truncatingIfNeeded: table.word(recordBytes.lowerBound + 4 * $0)))
        }
        var starts = [Bool](repeating: false, count: records.count)
        var entry = 0
        while entry < records.count {
            let length = Int(records[entry])
            let end = entry + 1 + slotCount + length / 4 + (length % 4 == 0 ? 0 : 1)
            guard length >= 0, end <= records.count else {
                throw BinaryTable.error("an index record runs past the records", at: recordBytes.lowerBound + 4 * entry)
            }
            for slot in (entry + 1)..<(entry + 1 + slotCount) where records[slot] < -1 || records[slot] >= declarations
            {
                throw BinaryTable.error("an index slot names no declaration", at: recordBytes.lowerBound + 4 * slot)
            }
            starts[entry] = true
            entry = end
        }
        buckets = (0..<capacity).map { table.doubleWord(bucketBytes.lowerBound + 8 * $0) }
        guard buckets.contains(0) else {
            throw BinaryTable.error("the index has no empty bucket", at: bucketBytes.lowerBound)
        }
        for (position, bucket) in buckets.enumerated() where bucket != 0 {
            let entry = Int(truncatingIfNeeded: bucket & 0xFFFF_FFFF) - 1
            guard entry >= 0, entry < records.count, starts[entry] else {
                throw BinaryTable.error("a bucket names no entry", at: bucketBytes.lowerBound + 8 * position)
            }
        }
        let colorBytes = table.range(of: .colors)
        guard colorBytes.count == 8 * declarations * variants.count else {
            throw BinaryTable.error(
                "the index has not one colour per declaration and variant", at: colorBytes.lowerBound)
        }
        colors.reserveCapacity(declarations * variants.count)
        for offset in stride(from: colorBytes.lowerBound, to: colorBytes.upperBound, by: 8) {
            let color = table.doubleWord(offset)
            guard color >> 32 <= 1 else { throw BinaryTable.error("a colour is malformed", at: offset) }
            colors.append(color >> 32 == 1 ? RGBAColor(rgba: UInt32(truncatingIfNeeded: color)) : nil)
        }
        properties = (0..<declarations).map { table.property(at: table.declaration($0)) }
        isBuilt = true
    }

    /// Adds an entry for `base` on `classPath`, its slots empty; returns its record's offset.
    private mutating func addEntry(_ classPath: String, _ base: Substring, _ hashes: inout [(hash: UInt64, entry: Int)])
        -> Int
    {
        let entry = records.count
        let key = Array(classPath.utf8) + [0xFF] + Array(base.utf8)
        hashes.append(
            (
                key.withUnsafeBufferPointer { key in
                    ThemeIndex.hash(
                        UnsafeBufferPointer(rebasing: key[..<classPath.utf8.count]),
                        UnsafeBufferPointer(rebasing: key[(classPath.utf8.count + 1)...]))
                }, entry
            ))
        records.append(Int32(key.count))
        records.append(contentsOf: repeatElement(-1, count: slotCount))
        let padded = key + [UInt8](repeating: 0, count: (4 - key.count % 4) % 4)
        padded.withUnsafeBytes { records += $0.bindMemory(to: Int32.self) }
        return entry
    }

    /// Calls `body` with the (name without suffix, slot) pairs a key written in a table
    /// answers for. Plain: itself as a plain name, and, when it ends in `-state`, the name
    /// before it in that state's slot. With `insetsSpelling`: a key `name-state-insets` (see
    /// ``PropertyKey``) as `name-insets` in that state's slot. `suffixes` are the states'
    /// `-state` spellings.
    private static func readings(
        of key: String, insetsSpelling: Bool, suffixes: [[UInt8]],
        _ body: (Substring, Int) -> Void
    ) {
        /// The states whose `-state` ends `name`, leaving something before it.
        func states(ending name: Substring, _ found: (Int, Substring) -> Void) {
            for (offset, suffix) in suffixes.enumerated()
            where name.utf8.count > suffix.count && name.utf8.suffix(suffix.count).elementsEqual(suffix) {
                found(1 + offset, Substring(name.utf8.dropLast(suffix.count)))
            }
        }
        guard insetsSpelling else {
            body(key[...], 0)
            states(ending: key[...]) { slot, stem in body(stem, slot) }
            return
        }
        let insets = "-insets".utf8
        guard key.utf8.count > insets.count, key.utf8.suffix(insets.count).elementsEqual(insets) else { return }
        states(ending: Substring(key.utf8.dropLast(insets.count))) { slot, stem in body(stem + "-insets", slot) }
    }

    /// The slot of `state`, found when the state was made; -1 when it is not one of
    /// ``Theme/states``.
    func slot(of state: ControlState) -> Int {
        state.position < 0 ? -1 : 1 + state.position
    }

    /// The slot of `state`; -1 when the state is not one of ``Theme/states``.
    @inline(__always)
    func slot(of state: String) -> Int {
        guard let packed = Self.packed(state) else { return -1 }
        return packedStates.withUnsafeBufferPointer { states in
            for offset in states.indices where states[offset] == packed { return offset + 1 }
            return -1
        }
    }

    /// A state's name packed into its length and three words that cover its bytes (the first
    /// eight, the eight from the ninth, the last eight), so that ``slot(of:)`` compares it with
    /// each state in four integer comparisons; nil for a name longer than 24 bytes, which is
    /// not one of ``Theme/states``.
    @inline(__always)
    private static func packed(_ name: String) -> PackedName? {
        name.utf8.withContiguousStorageIfAvailable { bytes -> PackedName? in
            guard bytes.count <= 24 else { return nil }
            guard bytes.count >= 8, let base = bytes.baseAddress else {
                var first: UInt64 = 0
                if bytes.count >= 4, let base = bytes.baseAddress {
                    // Two overlapping halves: fewer than eight bytes are packed by their count too.
                    let raw = UnsafeRawPointer(base)
                    first =
                        UInt64(raw.loadUnaligned(as: UInt32.self))
                        | UInt64(raw.loadUnaligned(fromByteOffset: bytes.count &- 4, as: UInt32.self)) << 32
                } else {
                    for (offset, byte) in bytes.enumerated() { first |= UInt64(byte) << (8 * UInt64(offset)) }
                }
                return PackedName(count: bytes.count, first: first, second: 0, third: 0)
            }
            let raw = UnsafeRawPointer(base)
            return PackedName(
                count: bytes.count, first: raw.loadUnaligned(as: UInt64.self),
                second: bytes.count >= 16 ? raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) : 0,
                third: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
        } ?? nil
    }

    /// See ``packed(_:)``.
    private struct PackedName: Equatable {
        let count: Int
        let first: UInt64, second: UInt64, third: UInt64
    }

    /// The entry for `classPath` and `property`, or -1. (Not inlined: for the lookups off
    /// the fast path, which call it once per key.)
    @inline(never)
    func entry(_ classPath: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>) -> Int {
        entry(classPath, property, hash: ThemeIndex.hash(classPath, property))
    }

    /// The entry for `classPath` and `property`, whose ``hash(_:_:)`` is `hash`, or -1.
    @inline(__always)
    func entry(_ classPath: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        guard !buckets.isEmpty else { return -1 }
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = buckets.count - 1
        let length = classPath.count + 1 + property.count
        var bucket = Int(truncatingIfNeeded: hash) & mask
        return buckets.withUnsafeBufferPointer { buckets in
            records.withUnsafeBufferPointer { records in
                while true {
                    let found = buckets[bucket]
                    if found == 0 { return -1 }
                    if found & 0xFFFF_FFFF_0000_0000 == tag {
                        let entry = Int(truncatingIfNeeded: found & 0xFFFF_FFFF) - 1
                        if records[entry] == length {
                            let key = UnsafeRawPointer(records.baseAddress! + entry + 1 + slotCount)
                            if key.load(fromByteOffset: classPath.count, as: UInt8.self) == 0xFF,
                                Self.equal(key, classPath),
                                Self.equal(key + classPath.count + 1, property)
                            {
                                return entry
                            }
                        }
                    }
                    bucket = (bucket &+ 1) & mask
                }
            }
        }
    }

    /// The declaration in `slot` of `entry`, as an index into ``properties``; -1 for none.
    func declaration(_ entry: Int, slot: Int) -> Int {
        Int(records[entry + 1 + slot])
    }

    /// The colour declaration `index` shows in `variant`.
    func color(_ index: Int, variant: ColorVariant) -> RGBAColor? {
        colors[index * variants.count + Self.position(of: variant)]
    }

    /// The position of `variant` in `ColorVariant.allCases`, without searching it.
    static func position(of variant: ColorVariant) -> Int {
        switch variant {
        case .lightBackground: 0
        case .darkBackground: 1
        case .elevatedLightBackground: 2
        case .elevatedDarkBackground: 3
        case .contrastLightBackground: 4
        case .contrastDarkBackground: 5
        case .elevatedContrastLightBackground: 6
        case .elevatedContrastDarkBackground: 7
        }
    }

    /// Whether the bytes at `stored` are `bytes`: eight at a time, the last eight overlapping
    /// the ones before; fewer than eight as two overlapping halves, or one at a time below four.
    @inline(__always)
    private static func equal(_ stored: UnsafeRawPointer, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let given = UnsafeRawPointer(base)
        let count = bytes.count
        guard count >= 8 else {
            guard count >= 4 else {
                for offset in 0..<count where stored.load(fromByteOffset: offset, as: UInt8.self) != base[offset] {
                    return false
                }
                return true
            }
            return stored.loadUnaligned(as: UInt32.self) == given.loadUnaligned(as: UInt32.self)
                && stored.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == given.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var offset = 0
        while offset &+ 8 < count {
            if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != given.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset &+= 8
        }
        return stored.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            == given.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }

    /// A fast 64-bit hash of `first ‖ 0xFF ‖ second`, eight bytes at a time.
    static func hash(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var colons: UInt64 = 0
        return hash(first, second, colons: &colons)
    }

    /// ``hash(_:_:)``, which also tells whether `first` holds a `:` (`colons` not 0 then): a
    /// class path is a chain to walk class by class, and the words are in registers anyway.
    @inline(__always)
    static func hash(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, colons: inout UInt64)
        -> UInt64
    {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        mix(&hash, first, colons: &colons)
        hash = (hash ^ 0xFF) &* 0x9E37_79B9_7F4A_7C15
        var ignored: UInt64 = 0
        mix(&hash, second, colons: &ignored)
        return hash ^ (hash >> 31)
    }

    /// Mixes `bytes` and their count into `hash`: eight bytes at a time, then the last eight
    /// (overlapping), or for fewer than eight bytes their first and last four, or their first,
    /// middle and last byte; never one byte at a time. Every byte is read, so `colons` gets a
    /// bit for each `:` among them (see ``colonBits(_:)``).
    @inline(__always)
    private static func mix(_ hash: inout UInt64, _ bytes: UnsafeBufferPointer<UInt8>, colons: inout UInt64) {
        let count = bytes.count
        var tail = UInt64(count)
        if let base = bytes.baseAddress, count > 0 {
            let raw = UnsafeRawPointer(base)
            if count >= 8 {
                var offset = 0
                while offset &+ 8 < count {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    colons |= colonBits(word)
                    hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                    hash ^= hash >> 29
                    offset &+= 8
                }
                let last = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                colons |= colonBits(last)
                tail ^= last &* 0xC2B2_AE3D_27D4_EB4F
            } else if count >= 4 {
                let first = UInt64(raw.loadUnaligned(as: UInt32.self))
                let last = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                colons |= colonBits(first | last << 32)
                tail |= first << 8 ^ last << 32
            } else {
                let bytes = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count &- 1]) << 16
                colons |= colonBits(bytes)
                tail |= bytes << 8
            }
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
    }

    /// The top bit of each byte of `word` that is `:` set, and possibly of a byte after such
    /// a byte; 0 exactly when no byte is `:` (a byte that is zero after the `xor` is the only
    /// kind whose top bit survives the subtraction and the mask, or the first one that does).
    @inline(__always)
    static func colonBits(_ word: UInt64) -> UInt64 {
        let bytes = word ^ 0x3A3A_3A3A_3A3A_3A3A
        return (bytes &- 0x0101_0101_0101_0101) & ~bytes & 0x8080_8080_8080_8080
    }
}
