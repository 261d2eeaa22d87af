import Foundation

/// The lookup structure behind ``Theme/value(_:for:state:)``, built once per theme so that a
/// query hashes the bytes of its arguments in place and allocates nothing.
///
/// Each entry is a pair (class path, property name without state suffix), keyed by the bytes
/// `class ‖ 0xFF ‖ property` (0xFF never occurs in UTF-8) in an open-addressing table. An
/// entry holds one slot per state: the plain name (`tint-color`) and each of ``Theme/states``
/// (`tint-color-disabled`, …), pointing at the declaration written under that exact key; and
/// for every slot the colour it shows in each palette variant, resolved in advance.
struct ThemeIndex: Sendable {
    /// Slot 0 is the name without suffix; slot `1 + i` is the state `states[i]`. Kept per
    /// index rather than as static constants, which cost a lazy-initialisation check per use.
    private let states = Theme.states
    private let slotCount = 1 + Theme.states.count
    private let variants = ColorVariant.allCases
    /// The slot of the `normal` state.
    let normalSlot = 1 + Theme.states.firstIndex(of: "normal")!

    /// Every declaration of the theme's unconditional rules, in a fixed order.
    private(set) var properties: [ResolvedProperty] = []
    /// `properties.count × variants.count` colours: what each declaration shows per variant.
    private var colors: [RGBAColor?] = []
    /// Per entry: `slotCount` indices into ``properties``, -1 where nothing is declared.
    private var slots: [Int32] = []
    /// Per entry: its key's hash, start and length in ``keyBytes``.
    private var hashes: [UInt64] = []
    private var keyStarts: [Int] = []
    private var keyBytes: [UInt8] = []
    /// Open addressing with linear probing; -1 is empty, otherwise an entry index.
    private var buckets: [Int32] = []

    /// Whether the index was built from a table; an index that was not answers nothing.
    private(set) var isBuilt = false

    /// An index that was not built.
    init() {}

    /// Indexes `table`'s unconditional declarations; `color` resolves a colour in a variant.
    init(table: StyleTable, color: (ColorValue, ColorVariant) -> RGBAColor?) {
        var entries: [[UInt8]: Int] = [:]
        // Many declarations name the same palette colour: resolve each (colour, variant) once.
        var resolvedColors: [ColorValue: [RGBAColor?]] = [:]
        for classPath in table.classes.keys.sorted() {
            let style = table.classes[classPath]!
            var indices: [String: Int32] = [:]
            for key in style.properties.keys.sorted() {
                let property = style.properties[key]!
                let index = Int32(properties.count)
                indices[key] = index
                properties.append(property)
                if case .color(let value) = property.value {
                    let perVariant = resolvedColors[value] ?? variants.map { color(value, $0) }
                    resolvedColors[value] = perVariant
                    colors += perVariant
                } else {
                    colors += Array(repeating: nil, count: variants.count)
                }
            }
            // The plain spellings first, then NUI's `-state-insets` ones, which the table
            // search prefers where a class has both.
            for pass in [false, true] {
                for key in style.properties.keys.sorted() {
                    for (base, slot) in readings(of: key, insetsSpelling: pass) {
                        let bytes = Array(classPath.utf8) + [0xFF] + Array(base.utf8)
                        let entry = entries[bytes] ?? addEntry(classPath, base, bytes, &entries)
                        slots[entry * slotCount + slot] = indices[key]!
                    }
                }
            }
        }
        isBuilt = true
        var capacity = 16
        while capacity < hashes.count * 2 { capacity *= 2 }
        buckets = Array(repeating: -1, count: capacity)
        for entry in hashes.indices {
            var bucket = Int(truncatingIfNeeded: hashes[entry]) & (capacity - 1)
            while buckets[bucket] >= 0 { bucket = (bucket + 1) & (capacity - 1) }
            buckets[bucket] = Int32(entry)
        }
    }

    private mutating func addEntry(_ classPath: String, _ base: String, _ bytes: [UInt8], _ entries: inout [[UInt8]: Int]) -> Int {
        let entry = hashes.count
        entries[bytes] = entry
        hashes.append(Array(classPath.utf8).withUnsafeBufferPointer { path in
            Array(base.utf8).withUnsafeBufferPointer { ThemeIndex.hash(path, $0) }
        })
        keyStarts.append(keyBytes.count)
        keyBytes += bytes
        slots += Array(repeating: -1, count: slotCount)
        return entry
    }

    /// The (name without suffix, slot) pairs a key written in a table answers for. Plain:
    /// itself as a plain name, and, when it ends in `-state`, the name before it in that
    /// state's slot. With `insetsSpelling`: a key `name-state-insets` (see ``PropertyKey``)
    /// as `name-insets` in that state's slot.
    private func readings(of key: String, insetsSpelling: Bool) -> [(String, Int)] {
        guard insetsSpelling else {
            var readings = [(key, 0)]
            for (offset, state) in states.enumerated() where key.hasSuffix("-" + state) && key.count > state.count + 1 {
                readings.append((String(key.dropLast(state.count + 1)), 1 + offset))
            }
            return readings
        }
        guard key.hasSuffix("-insets") else { return [] }
        let stem = key.dropLast("-insets".count)
        var readings: [(String, Int)] = []
        for (offset, state) in states.enumerated() where stem.hasSuffix("-" + state) && stem.count > state.count + 1 {
            readings.append((stem.dropLast(state.count + 1) + "-insets", 1 + offset))
        }
        return readings
    }

    /// The slot of `state`; nil when the state is not one of ``Theme/states``.
    func slot(of state: String) -> Int? {
        let length = state.utf8.count
        for (offset, candidate) in states.enumerated() where candidate.utf8.count == length && candidate == state {
            return offset + 1
        }
        return nil
    }

    /// The entry for `classPath` and `property`, or nil.
    func entry(_ classPath: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let hash = ThemeIndex.hash(classPath, property)
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        return buckets.withUnsafeBufferPointer { buckets in
            while true {
                let entry = Int(buckets[bucket])
                if entry < 0 { return nil }
                if hashes[entry] == hash, matches(entry, classPath, property) { return entry }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// The declaration in `slot` of `entry`, as an index into ``properties``.
    func declaration(_ entry: Int, slot: Int) -> Int? {
        let index = slots[entry * slotCount + slot]
        return index < 0 ? nil : Int(index)
    }

    /// The colour declaration `index` shows in `variant`.
    func color(_ index: Int, variant: ColorVariant) -> RGBAColor? {
        colors[index * variants.count + variants.firstIndex(of: variant)!]
    }

    private func matches(_ entry: Int, _ classPath: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = entry + 1 < keyStarts.count ? keyStarts[entry + 1] - keyStarts[entry] : keyBytes.count - keyStarts[entry]
        guard length == classPath.count + 1 + property.count else { return false }
        return keyBytes.withUnsafeBufferPointer { key in
            let start = key.baseAddress! + keyStarts[entry]
            guard start[classPath.count] == 0xFF else { return false }
            return (classPath.isEmpty || memcmp(start, classPath.baseAddress!, classPath.count) == 0)
                && (property.isEmpty || memcmp(start + classPath.count + 1, property.baseAddress!, property.count) == 0)
        }
    }

    /// A fast 64-bit hash of `first ‖ 0xFF ‖ second`, eight bytes at a time.
    static func hash(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        mix(&hash, first)
        hash = (hash ^ 0xFF) &* 0x9E37_79B9_7F4A_7C15
        mix(&hash, second)
        return hash ^ (hash >> 31)
    }

    @inline(__always)
    private static func mix(_ hash: inout UInt64, _ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                offset += 8
            }
        }
        var tail = UInt64(count)
        var shift: UInt64 = 8
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
    }
}
