import FioriTheme

/// Names prepared for did-you-mean searches: each name's lowercased bytes and the set of
/// bytes it contains, so ``Suggestion/closest(to:among:maximumDistance:)`` can skip most
/// names by comparing two integers.
package struct SuggestionCandidates: Sendable {
    /// The names, in the order given.
    let names: [String]
    let lowered: [[UInt8]]
    let signatures: [UInt64]

    package init(_ names: [String]) {
        self.names = names
        lowered = names.map { $0.utf8.map(Suggestion.lowercased) }
        signatures = lowered.map(SuggestionCandidates.signature)
    }

    /// One bit per byte value modulo 64 that occurs in `bytes`. An edit changes at most two
    /// bits, so names whose signatures differ in more than twice the limit are too far apart.
    static func signature(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0) { $0 | (1 << UInt64($1 & 63)) }
    }

    /// The SDK palette's colour style names.
    package static let paletteStyles = SuggestionCandidates(Palette.styleNames)
}

extension Suggestion {
    /// ``closest(to:among:maximumDistance:)`` over prepared candidates: the one search loop.
    package static func closest(to name: String, among candidates: SuggestionCandidates, maximumDistance: Int = 4)
        -> String?
    {
        let target = name.utf8.map(lowercased)
        let limit = min(maximumDistance, max(1, target.count / 3))
        let signature = SuggestionCandidates.signature(target)
        var best: (distance: Int, candidate: String)?
        var rows = Rows()
        for index in candidates.names.indices {
            let other = candidates.lowered[index]
            // The two integer tests first: they rule out most names, which then cost no `String` comparison.
            guard abs(other.count - target.count) <= limit,
                (candidates.signatures[index] ^ signature).nonzeroBitCount <= 2 * limit,
                candidates.names[index] != name
            else { continue }
            let bound = best.map { min($0.distance, limit) } ?? limit
            let distance = editDistance(target, other, limit: bound, rows: &rows)
            guard distance <= limit else { continue }
            let candidate = candidates.names[index]
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }
}
