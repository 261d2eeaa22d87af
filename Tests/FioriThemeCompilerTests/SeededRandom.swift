/// A small deterministic random number generator (SplitMix64), so a generated theme is the
/// same on every machine and every run, and a failing seed can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly chosen element of a non-empty collection.
    mutating func pick<C: Collection>(_ elements: C) -> C.Element {
        elements[elements.index(elements.startIndex, offsetBy: Int.random(in: 0..<elements.count, using: &self))]
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }
}
