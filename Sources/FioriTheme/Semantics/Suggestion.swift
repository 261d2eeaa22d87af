/// "Did you mean …?" for misspelt names.
enum Suggestion {
    /// The candidate closest to `name` by edit distance (insertions, deletions, substitutions
    /// and transpositions, case differences costing nothing extra over one edit), or nil when
    /// none is close enough: at most one edit for names up to 4 characters, then one per
    /// three characters, at most `maximumDistance`.
    static func closest<S: Sequence>(to name: String, among candidates: S, maximumDistance: Int = 4) -> String?
    where S.Element == String {
        let target = Array(name.lowercased().utf8)
        let limit = min(maximumDistance, max(1, target.count / 3))
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().utf8)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other, limit: best.map { min($0.distance, limit) } ?? limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance between `a` and `b`; any value above `limit` is
    /// returned as `limit + 1`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a == b { return 0 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return min(previous[b.count], limit + 1)
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
