/// A half-open range of UTF-8 byte offsets into a ``SourceFile``.
///
/// Offsets are 0-based. Lines and columns are not stored: they are computed from
/// the file's line table only when a diagnostic is rendered.
public struct SourceRange: Hashable, Sendable, Codable {
    /// The offset of the first byte.
    public var start: Int
    /// The offset one past the last byte.
    public var end: Int

    /// Creates a range from `start` up to, not including, `end`.
    @inlinable public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`, used to point between two bytes (e.g. a missing `;`).
    @inlinable public static func point(_ offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The number of bytes covered.
    @inlinable public var length: Int { end - start }

    /// Whether `offset` lies in the range or at one of its ends: where a cursor is on a
    /// token, right after it included.
    @inlinable package func touches(_ offset: Int) -> Bool { start <= offset && offset <= end }

    /// The smallest range covering both `self` and `other`.
    @inlinable public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
