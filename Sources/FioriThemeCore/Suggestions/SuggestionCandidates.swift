import FioriTheme

/// Names prepared for did-you-mean searches: each name's lowercased bytes and the set of
/// bytes it contains, grouped by length, so ``Suggestion/closest(to:among:maximumDistance:)``
/// reads only the names of a length within reach and skips most of those by comparing two
/// integers.
package struct SuggestionCandidates: Sendable {
    /// The names, in the order given.
    let names: [String]
    let lowered: [[UInt8]]
    /// For each length in bytes, the signature and index of every name of that length.
    let byLength: [[(signature: UInt64, index: Int)]]

    package init(_ names: [String]) {
        self.names = names
        lowered = names.map { $0.utf8.map(Suggestion.lowercased) }
        var byLength = [[(signature: UInt64, index: Int)]](
            repeating: [], count: (lowered.map(\.count).max() ?? 0) + 1)
        for (index, name) in lowered.enumerated() {
            byLength[name.count].append((SuggestionCandidates.signature(name), index))
        }
        self.byLength = byLength
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
        let (shortest, longest) = (
            max(0, target.count - limit), min(candidates.byLength.count - 1, target.count + limit)
        )
        guard shortest <= longest else { return nil }
        for length in shortest...longest {
            for (otherSignature, index) in candidates.byLength[length] {
                // The integer test first: it rules out most names, which then cost no `String` comparison.
                guard (otherSignature ^ signature).nonzeroBitCount <= 2 * limit, candidates.names[index] != name
                else { continue }
                let bound = best.map { min($0.distance, limit) } ?? limit
                let distance = editDistance(target, candidates.lowered[index], limit: bound)
                guard distance <= limit else { continue }
                let candidate = candidates.names[index]
                if best == nil || distance < best!.distance
                    || (distance == best!.distance && candidate < best!.candidate)
                {
                    best = (distance, candidate)
                }
            }
        }
        return best?.candidate
    }
}
