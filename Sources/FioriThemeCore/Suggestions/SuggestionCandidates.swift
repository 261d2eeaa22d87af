import FioriTheme
import Foundation

/// Names prepared for did-you-mean searches: each name's lowercased bytes and the set of
/// bytes it contains, grouped by length, so ``Suggestion/closest(to:among:maximumDistance:)``
/// reads only the names of a length within reach and skips most of those by comparing two
/// integers.
package struct SuggestionCandidates: Sendable {
    /// The names, in the order given.
    let names: [String]
    /// Every name's bytes, lowercased, one after another (read through ``lowered(_:)``): one
    /// array for all, where an array per name cost about 50 bytes more each, and a file's
    /// variables are the candidates for its undefined ones (50 000 in a 4 MB theme).
    private let loweredBytes: [UInt8]
    /// Where each name's lowered bytes start in ``loweredBytes``, and where the last ends.
    private let loweredStarts: [Int]
    /// The indices of ``names`` ordered by length, and their signatures in the same order:
    /// the names of `length` bytes are at ``lengthStarts``[length]..<``lengthStarts``[length + 1].
    let byLength: [Int]
    let signatures: [UInt64]
    let lengthStarts: [Int]
    /// Answers already worked out, for candidates searched from every file (nil: none kept).
    let answers: Answers?

    /// Prepares `names`; with `remembersAnswers`, each answer is kept for the next search for
    /// the same name, from any thread (for a list searched from every file of a run, where
    /// the same names come back file after file).
    package init(_ names: [String], remembersAnswers: Bool = false) {
        self.names = names
        answers = remembersAnswers ? Answers() : nil
        var loweredBytes: [UInt8] = []
        var loweredStarts = [0]
        loweredStarts.reserveCapacity(names.count + 1)
        for name in names {
            loweredBytes.append(contentsOf: name.utf8.lazy.map(Suggestion.lowercased))
            loweredStarts.append(loweredBytes.count)
        }
        // A counting sort by length: how many names of each length, then each name's place.
        let longest = zip(loweredStarts, loweredStarts.dropFirst()).map { $1 - $0 }.max() ?? 0
        var lengthStarts = [Int](repeating: 0, count: longest + 2)
        for index in names.indices { lengthStarts[loweredStarts[index + 1] - loweredStarts[index] + 1] += 1 }
        for length in lengthStarts.indices.dropFirst() { lengthStarts[length] += lengthStarts[length - 1] }
        var next = lengthStarts
        var byLength = [Int](repeating: 0, count: names.count)
        var signatures = [UInt64](repeating: 0, count: names.count)
        for index in names.indices {
            let length = loweredStarts[index + 1] - loweredStarts[index]
            byLength[next[length]] = index
            signatures[next[length]] = SuggestionCandidates.signature(
                loweredBytes[loweredStarts[index]..<loweredStarts[index + 1]])
            next[length] += 1
        }
        (self.loweredBytes, self.loweredStarts) = (loweredBytes, loweredStarts)
        (self.byLength, self.signatures, self.lengthStarts) = (byLength, signatures, lengthStarts)
    }

    /// The lowercased bytes of name `index`.
    func lowered(_ index: Int) -> ArraySlice<UInt8> {
        loweredBytes[loweredStarts[index]..<loweredStarts[index + 1]]
    }

    /// The longest name's length in bytes.
    var longestLength: Int { lengthStarts.count - 2 }

    /// One bit per kind of byte that occurs in `bytes`: each lowercase letter and each digit
    /// its own, other bytes by value modulo 28. An edit changes at most two bits, so names
    /// whose signatures differ in more than twice the limit are too far apart.
    static func signature<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0) { $0 | (1 << bit(of: $1)) }
    }

    private static func bit(of byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 26 + UInt64(byte - UInt8(ascii: "0"))
        default: 36 + UInt64(byte % 28)
        }
    }

    /// The SDK palette's colour style names.
    package static let paletteStyles = SuggestionCandidates(Palette.styleNames, remembersAnswers: true)

    /// Answers of ``Suggestion/closest(to:among:maximumDistance:)`` by name and distance,
    /// under a lock; at most ``limit`` of them, so a run over millions of distinct names keeps
    /// bounded memory (the rest are searched each time).
    final class Answers: @unchecked Sendable {
        static let limit = 20_000
        private struct Query: Hashable {
            let name: String
            let maximumDistance: Int
        }
        private let lock = NSLock()
        private var byQuery: [Query: String?] = [:]

        /// The answer kept for `name`, or nil (`.none`) when there is none yet.
        func answer(for name: String, maximumDistance: Int) -> String?? {
            lock.withLock { byQuery[Query(name: name, maximumDistance: maximumDistance)] }
        }

        /// How many answers are kept.
        var count: Int { lock.withLock { byQuery.count } }

        func keep(_ answer: String?, for name: String, maximumDistance: Int) {
            lock.withLock {
                guard byQuery.count < Answers.limit else { return }
                byQuery[Query(name: name, maximumDistance: maximumDistance)] = answer
            }
        }
    }
}

extension Suggestion {
    /// ``closest(to:among:maximumDistance:)`` over prepared candidates: the one search loop.
    package static func closest(to name: String, among candidates: SuggestionCandidates, maximumDistance: Int = 4)
        -> String?
    {
        guard let answers = candidates.answers else {
            return search(for: name, among: candidates, maximumDistance: maximumDistance)
        }
        if let answer = answers.answer(for: name, maximumDistance: maximumDistance) { return answer }
        let answer = search(for: name, among: candidates, maximumDistance: maximumDistance)
        answers.keep(answer, for: name, maximumDistance: maximumDistance)
        return answer
    }

    /// The search itself: the names of a length within reach, their signatures compared first.
    private static func search(for name: String, among candidates: SuggestionCandidates, maximumDistance: Int)
        -> String?
    {
        let target = name.utf8.map(lowercased)
        let limit = min(maximumDistance, max(1, target.count / 3))
        let signature = SuggestionCandidates.signature(target)
        var best: (distance: Int, candidate: String)?
        let (shortest, longest) = (
            max(0, target.count - limit), min(candidates.longestLength, target.count + limit)
        )
        guard shortest <= longest else { return nil }
        for place in candidates.lengthStarts[shortest]..<candidates.lengthStarts[longest + 1] {
            let index = candidates.byLength[place]
            // The integer test first: it rules out most names, which then cost no `String` comparison.
            guard (candidates.signatures[place] ^ signature).nonzeroBitCount <= 2 * limit,
                candidates.names[index] != name
            else { continue }
            let bound = best.map { min($0.distance, limit) } ?? limit
            let distance = candidates.lowered(index).withUnsafeBufferPointer { editDistance(target, $0, limit: bound) }
            guard distance <= limit else { continue }
            let candidate = candidates.names[index]
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }
}
