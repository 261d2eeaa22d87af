import Testing

@testable import FioriThemeCore

@Suite("partitioningIndex")
struct PartitioningIndexTests {
    @Test("the first index past a sorted array's elements up to a value: what a linear search finds")
    func agreesWithLinearSearch() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let sorted = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                Int.random(in: 0...10, using: &generator)
            }.sorted()
            let value = Int.random(in: -1...11, using: &generator)
            let expected = sorted.firstIndex { $0 > value } ?? sorted.endIndex
            #expect(sorted.partitioningIndex { $0 > value } == expected, "\(sorted) past \(value)")
            // A slice keeps its own indices.
            let slice = sorted.dropFirst(sorted.count / 2)
            #expect(slice.partitioningIndex { $0 > value } == (slice.firstIndex { $0 > value } ?? slice.endIndex))
        }
        #expect([1, 3, 3, 7].partitioningIndex { $0 > 3 } == 3)
    }
}
