import FioriThemeCore

/// The byte ranges one rule's suppressions cover (or every rule's, for a directive without
/// ids), for the questions a finding asks: does any range cover this offset, and which ranges
/// that cover it have suppressed nothing yet.
///
/// The ranges are ordered by start, with the furthest end so far beside each (the first
/// question, a binary search), and kept in a tree of the furthest end of the ranges not yet
/// used under each node (the second). A range is marked used once and leaves the tree, so
/// a file's findings cost O(log n) each plus the ranges they use, however many ranges
/// overlap: walking back through every open region for each finding made 20 000
/// `fdlc-disable` regions over 20 000 findings take seconds.
struct RegionIndex {
    /// The ranges' ids, ordered by start.
    private let ids: [Int]
    private let starts: [Int]
    /// For each place in that order, the furthest end of the ranges up to it.
    private let reach: [Int]
    /// A tree over the places: the leaves (from ``leafCount``) hold each range's end while it
    /// is unused, `Int.min` once used; each inner node the larger of its two children.
    private var tree: [Int]
    private let leafCount: Int

    /// An index of `ranges`, each with the id it is reported by.
    init(_ ranges: [(id: Int, range: SourceRange)]) {
        let ordered = ranges.sorted { ($0.range.start, $0.id) < ($1.range.start, $1.id) }
        ids = ordered.map(\.id)
        starts = ordered.map(\.range.start)
        var furthest = Int.min
        reach = ordered.map { entry in
            furthest = max(furthest, entry.range.end)
            return furthest
        }
        var leafCount = 1
        while leafCount < ordered.count { leafCount *= 2 }
        self.leafCount = leafCount
        tree = [Int](repeating: Int.min, count: 2 * leafCount)
        for (place, entry) in ordered.enumerated() { tree[leafCount + place] = entry.range.end }
        for node in stride(from: leafCount - 1, to: 0, by: -1) { tree[node] = max(tree[2 * node], tree[2 * node + 1]) }
    }

    /// Whether a range covers `offset` (from its start to its end, both included), used or not.
    func covers(_ offset: Int) -> Bool {
        let count = startingAtOrBefore(offset)
        return count > 0 && reach[count - 1] >= offset
    }

    /// The ids of the unused ranges that cover `offset`, which are used from now on.
    mutating func use(coveringFrom offset: Int) -> [Int] {
        let count = startingAtOrBefore(offset)
        guard count > 0, tree[1] >= offset else { return [] }
        var places: [Int] = []
        collect(node: 1, first: 0, width: leafCount, below: count, reaching: offset, into: &places)
        for place in places {
            var node = leafCount + place
            tree[node] = Int.min
            while node > 1 {
                node /= 2
                tree[node] = max(tree[2 * node], tree[2 * node + 1])
            }
        }
        return places.map { ids[$0] }
    }

    /// How many ranges start at or before `offset`.
    private func startingAtOrBefore(_ offset: Int) -> Int {
        starts.partitioningIndex { $0 > offset }
    }

    /// The places under `node` (which spans `width` places from `first`) before `limit` whose
    /// unused range reaches `offset`.
    private func collect(
        node: Int, first: Int, width: Int, below limit: Int, reaching offset: Int, into places: inout [Int]
    ) {
        guard first < limit, tree[node] >= offset else { return }
        if width == 1 {
            places.append(first)
            return
        }
        let half = width / 2
        collect(node: 2 * node, first: first, width: half, below: limit, reaching: offset, into: &places)
        collect(node: 2 * node + 1, first: first + half, width: half, below: limit, reaching: offset, into: &places)
    }
}
