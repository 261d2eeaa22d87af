import FioriThemeCompiler
import Foundation

/// Where a document's current text differs from an earlier one: the one region between their
/// longest common prefix and longest common suffix. The bytes outside it are the same in
/// both texts, so an offset there maps between them; an offset inside the region, or
/// touching it (a token there may have grown into it), does not.
///
/// The language server reads the analysis of an earlier text through it while the current
/// text is being checked (see ``LanguageServer/lastAnalysis(_:)``).
struct ChangedRegion: Equatable {
    /// The length of the common prefix: where the region starts in both texts.
    let start: Int
    /// Where the region ends in the earlier text.
    let oldEnd: Int
    /// Where the region ends in the current text.
    let newEnd: Int

    /// The region where `new` differs from `old`; nil when they are the same.
    init?(from old: [UInt8], to new: [UInt8]) {
        guard old != new else { return nil }
        let prefix = Self.commonPrefix(old, new)
        let suffix = Self.commonSuffix(old, new, limit: min(old.count, new.count) - prefix)
        start = prefix
        oldEnd = old.count - suffix
        newEnd = new.count - suffix
    }

    /// The offset in the earlier text of the byte at `offset` of the current text; nil when it
    /// is in the region or touches it.
    func oldOffset(_ offset: Int) -> Int? {
        if offset < start { return offset }
        if offset > newEnd { return offset - newEnd + oldEnd }
        return nil
    }

    /// A range of the earlier text in the current text; nil when it overlaps or touches the region.
    func newRange(_ range: SourceRange) -> SourceRange? {
        if range.end < start { return range }
        if range.start > oldEnd {
            return SourceRange(start: range.start - oldEnd + newEnd, end: range.end - oldEnd + newEnd)
        }
        return nil
    }

    /// The length of the longest common prefix, compared a page at a time.
    private static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let count = min(a.count, b.count)
                var index = 0
                while index + page <= count, memcmp(a.baseAddress! + index, b.baseAddress! + index, page) == 0 {
                    index += page
                }
                while index < count, a[index] == b[index] { index += 1 }
                return index
            }
        }
    }

    /// The length of the longest common suffix, at most `limit`, compared a page at a time.
    private static func commonSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var length = 0
                while length + page <= limit,
                    memcmp(a.baseAddress! + a.count - length - page, b.baseAddress! + b.count - length - page, page)
                        == 0
                {
                    length += page
                }
                while length < limit, a[a.count - length - 1] == b[b.count - length - 1] { length += 1 }
                return length
            }
        }
    }

    /// How many bytes one `memcmp` compares.
    private static let page = 4096
}
