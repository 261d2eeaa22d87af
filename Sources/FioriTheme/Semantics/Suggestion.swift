/// "Did you mean …?" for misspelt names.
enum Suggestion {
    /// The candidate closest to `name` by edit distance (insertions, deletions, substitutions
    /// and transpositions, case differences costing nothing extra over one edit), or nil when
    /// none is close enough: at most one edit for names up to 4 characters, then one per
    /// three characters, at most `maximumDistance`.
    static func closest<S: Sequence>(to name: String, among candidates: S, maximumDistance: Int = 4) -> String?
    where S.Element == String {
        let target = name.utf8.map(lowercased)
        let limit = min(maximumDistance, max(1, target.count / 3))
        var best: (distance: Int, candidate: String)?
        var rows = Rows()
        var counts = [Int](repeating: 0, count: 256)
        for byte in target { counts[Int(byte)] += 1 }
        for candidate in candidates where candidate != name {
            // Cheap lower bounds first: most candidates are too long or too short, or differ
            // in too many letters, to be close.
            guard abs(candidate.utf8.count - target.count) <= limit,
                  bagDistance(candidate, &counts, targetLength: target.count) <= limit else { continue }
            let bound = best.map { min($0.distance, limit) } ?? limit
            let distance = candidate.utf8.withContiguousStorageIfAvailable {
                editDistance(target, $0, limit: bound, rows: &rows)
            } ?? editDistance(target, Array(candidate.utf8), limit: bound)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }

    /// The bag distance between the target (whose byte counts `counts` holds, `targetLength`
    /// bytes in all) and `candidate`: the larger of the bytes each has that the other lacks.
    /// No edit sequence is shorter: an insertion, deletion or substitution lowers each side's
    /// surplus by at most one, and a transposition changes neither. Leaves `counts` as it was.
    private static func bagDistance(_ candidate: String, _ counts: inout [Int], targetLength: Int) -> Int {
        var surplus = 0
        var length = 0
        for byte in candidate.utf8 {
            let index = Int(lowercased(byte))
            counts[index] -= 1
            if counts[index] < 0 { surplus += 1 }
            length += 1
        }
        for byte in candidate.utf8 { counts[Int(lowercased(byte))] += 1 }
        let missing = surplus + targetLength - length
        return max(surplus, missing)
    }

    /// ASCII lowercase of one byte; other bytes unchanged.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The three rows of the distance table, reused from one candidate to the next.
    struct Rows {
        var previousPrevious: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// Optimal string alignment distance between `a` and `b`, ignoring ASCII case; any value
    /// above `limit` is returned as `limit + 1`.
    static func editDistance<B: RandomAccessCollection<UInt8>>(_ a: [UInt8], _ b: B, limit: Int) -> Int where B.Index == Int {
        var rows = Rows()
        return editDistance(a, b, limit: limit, rows: &rows)
    }

    static func editDistance<B: RandomAccessCollection<UInt8>>(_ a: [UInt8], _ b: B, limit: Int, rows: inout Rows) -> Int
    where B.Index == Int {
        let b0 = b.startIndex
        if a.count == b.count, a.indices.allSatisfy({ a[$0] == lowercased(b[b0 + $0]) }) { return 0 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        let width = b.count + 1
        if rows.previous.count < width {
            rows = Rows(previousPrevious: Array(repeating: 0, count: width), previous: Array(repeating: 0, count: width),
                        current: Array(repeating: 0, count: width))
        }
        for j in 0..<width { rows.previous[j] = j }
        for i in 1...a.count {
            rows.current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let bj = lowercased(b[b0 + j - 1])
                let cost = a[i - 1] == bj ? 0 : 1
                var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == lowercased(b[b0 + j - 2]), a[i - 2] == bj {
                    value = min(value, rows.previousPrevious[j - 2] + 1)
                }
                rows.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&rows.previousPrevious, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        return min(rows.previous[b.count], limit + 1)
    }
}

/// Did-you-mean answers for one file, computed once per distinct name and for at most
/// ``limit`` names: each costs a pass over every candidate, so a file with a million
/// misspellings stays fast. Names past the limit get no suggestion.
struct SuggestionMemo {
    /// How many distinct names get a suggestion.
    static let limit = 100
    private var answers: [String: String?] = [:]

    /// ``Suggestion/closest(to:among:maximumDistance:)`` for `name`, remembered.
    mutating func closest(to name: String, among candidates: [String]) -> String? {
        if let answer = answers[name] { return answer }
        guard answers.count < SuggestionMemo.limit else { return nil }
        let answer = Suggestion.closest(to: name, among: candidates)
        answers[name] = answer
        return answer
    }
}
