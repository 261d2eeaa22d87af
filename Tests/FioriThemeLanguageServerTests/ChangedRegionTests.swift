import FioriThemeCompiler
import Testing

@testable import FioriThemeLanguageServer

/// Offsets and ranges mapped between a document's checked text and its current one.
@Suite("changed region")
struct ChangedRegionTests {
    func region(_ old: String, _ new: String) -> ChangedRegion? {
        ChangedRegion(from: Array(old.utf8), to: Array(new.utf8))
    }

    @Test("the same text has no region; a change is found between the common prefix and suffix")
    func bounds() throws {
        #expect(region("@a: red;", "@a: red;") == nil)
        let inserted = try #require(region("@a: red;\nFoo {}", "@a: red;\n@b: blue;\nFoo {}"))
        #expect((inserted.start, inserted.oldEnd, inserted.newEnd) == (9, 9, 19))
        let deleted = try #require(region("abcdef", "abef"))
        #expect((deleted.start, deleted.oldEnd, deleted.newEnd) == (2, 4, 2))
        let replaced = try #require(region("abc", "xyz"))
        #expect((replaced.start, replaced.oldEnd, replaced.newEnd) == (0, 3, 3))
        let appended = try #require(region("aaa", "aaaa"))
        #expect(
            (appended.start, appended.oldEnd, appended.newEnd) == (3, 3, 4), "the suffix does not overlap the prefix")
    }

    @Test("offsets before and after the region map; offsets in it or touching it do not")
    func offsets() throws {
        let inserted = try #require(region("@a: red;\nFoo {}", "@a: red;\n@b: blue;\nFoo {}"))
        #expect(inserted.oldOffset(0) == 0)
        #expect(inserted.oldOffset(8) == 8)
        #expect(inserted.oldOffset(9) == nil)
        #expect(inserted.oldOffset(12) == nil)
        #expect(inserted.oldOffset(19) == nil)
        #expect(inserted.oldOffset(20) == 10)
        #expect(inserted.newRange(SourceRange(start: 0, end: 2)) == SourceRange(start: 0, end: 2))
        #expect(inserted.newRange(SourceRange(start: 0, end: 9)) == nil, "it touches the region")
        #expect(inserted.newRange(SourceRange(start: 10, end: 13)) == SourceRange(start: 20, end: 23))
        #expect(inserted.newRange(SourceRange(start: 9, end: 13)) == nil)
    }

    @Test("texts longer than a page compare a page at a time, exactly", arguments: [0, 1, 4095, 4096, 4097, 10_000])
    func pages(_ at: Int) throws {
        let old = [UInt8](repeating: 0x61, count: 12_000)
        var new = old
        new[at] = 0x62
        let changed = try #require(ChangedRegion(from: old, to: new))
        #expect((changed.start, changed.oldEnd, changed.newEnd) == (at, at + 1, at + 1))
        var longer = old
        longer.insert(0x62, at: at)
        let inserted = try #require(ChangedRegion(from: old, to: longer))
        #expect((inserted.start, inserted.oldEnd, inserted.newEnd) == (at, at, at + 1))
    }
}
