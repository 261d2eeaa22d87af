import Testing

@testable import FioriThemeCore
@testable import FioriThemeLint

@Suite("suppression regions: which cover a finding")
struct RegionIndexTests {
    @Test("whether a region covers an offset, and which unused ones do: the answers of a scan of every region")
    func answersOfAScan() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let ranges = (0..<Int.random(in: 0...40, using: &generator)).map { id in
                let start = Int.random(in: 0...80, using: &generator)
                return (
                    id: id, range: SourceRange(start: start, end: start + Int.random(in: 0...30, using: &generator))
                )
            }
            var index = RegionIndex(ranges)
            var used = Set<Int>()
            for _ in 0..<60 {
                let offset = Int.random(in: -2...115, using: &generator)
                let covering = ranges.filter { $0.range.start <= offset && offset <= $0.range.end }.map(\.id)
                #expect(index.covers(offset) == !covering.isEmpty)
                let unused = covering.filter { !used.contains($0) }
                #expect(index.use(coveringFrom: offset).sorted() == unused.sorted())
                used.formUnion(unused)
            }
        }
    }
}
