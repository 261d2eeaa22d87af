/// "Did you mean …?" for misspelt names.
package enum Suggestion {
    /// The candidate closest to `name` by edit distance (insertions, deletions, substitutions
    /// and transpositions, case differences costing nothing extra over one edit), or nil when
    /// none is close enough: at most one edit for names up to 4 characters, then one per
    /// three characters, at most `maximumDistance`.
    ///
    /// The names are prepared on each call; for a list searched often, prepare a
    /// ``SuggestionCandidates`` once and pass that.
    package static func closest<S: Sequence>(to name: String, among candidates: S, maximumDistance: Int = 4) -> String?
    where S.Element == String {
        closest(to: name, among: SuggestionCandidates(Array(candidates)), maximumDistance: maximumDistance)
    }

    /// ASCII lowercase of one byte; other bytes unchanged.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Optimal string alignment distance between `a` and `b`, both lowercased; any value
    /// above `limit` is returned as `limit + 1`. The table's three rows are on the stack.
    ///
    /// Only the band of cells within `limit` of the diagonal is computed: a cell off it is
    /// more than `limit` edits already (at least the difference of its prefixes' lengths),
    /// so no alignment within `limit` passes through one. Two 1 000-byte names sharing a long
    /// prefix cost 9 000 cells instead of a million.
    static func editDistance(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        if a.elementsEqual(b) { return 0 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        if abs(a.count - b.count) > limit { return limit + 1 }
        let width = b.count + 1
        // What a cell off the band stands for: more than `limit`.
        let beyond = limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { table in
            var previousPrevious = table.baseAddress!
            var previous = previousPrevious + width
            var current = previous + width
            for j in 0..<width { previous[j] = min(j, beyond) }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                current[0] = min(i, beyond)
                if low > 1 { current[low - 1] = beyond }
                var rowMinimum = low == 1 ? current[0] : beyond
                for j in low...high {
                    let bj = b[j - 1]
                    let cost = a[i - 1] == bj ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == bj {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = min(value, beyond)
                    rowMinimum = min(rowMinimum, value)
                }
                if high < b.count { current[high + 1] = beyond }
                if rowMinimum > limit { return beyond }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return min(previous[b.count], beyond)
        }
    }
}

/// Did-you-mean answers for one file, computed once per distinct name and for at most
/// ``limit`` names: each costs a pass over every candidate, so a file with a million
/// misspellings stays fast. Names past the limit get no suggestion.
///
/// Which names get one is decided by the order they are asked about, whether or not the
/// finding is reported: a finding that is not built (off, suppressed or past the per-file
/// limit) still asks, with `answering: false`, which counts its name without the pass.
package struct SuggestionMemo {
    /// How many distinct names get a suggestion.
    static let limit = 100
    /// The names that get a suggestion: the first ``limit`` asked about.
    private var names: Set<String> = []
    private var answers: [String: String?] = [:]
    /// The candidates, prepared at the first answer and searched for every other.
    private var prepared: SuggestionCandidates?

    package init() {}

    /// Whether ``limit`` names are counted: a name not among them gets no suggestion.
    package var isFull: Bool { names.count >= SuggestionMemo.limit }

    /// ``Suggestion/closest(to:among:maximumDistance:)`` for `name`, remembered (a memo is
    /// for one list of candidates, prepared once, and one distance); with `answering: false`,
    /// only `name` counted among the names that get one, and nil.
    package mutating func closest(
        to name: String, among candidates: [String], maximumDistance: Int = 4, answering: Bool = true
    ) -> String? {
        if let answer = answers[name] { return answer }
        guard names.contains(name) || names.count < SuggestionMemo.limit else { return nil }
        names.insert(name)
        guard answering else { return nil }
        if prepared == nil { prepared = SuggestionCandidates(candidates) }
        let answer = prepared.flatMap { Suggestion.closest(to: name, among: $0, maximumDistance: maximumDistance) }
        answers[name] = answer
        return answer
    }
}
