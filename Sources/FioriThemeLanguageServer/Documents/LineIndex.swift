import FioriThemeCore

/// Converts between byte offsets into a document's UTF-8 text and LSP ``Position``s.
///
/// Lines end at LF, CRLF or a lone CR, as the protocol says. Characters count UTF-16 code
/// units: a scalar above U+FFFF is two; a byte that is not valid UTF-8 counts as one (it
/// would be U+FFFD). Every conversion clamps: a line past the end is the end of the
/// document, a character past the end of its line is the end of that line, and an offset
/// inside a scalar or between CR and LF moves to the start of it.
///
/// On a line of ASCII only (nearly every line of a theme) a conversion is arithmetic; on a
/// long line that is not, it starts from the nearest of the line's checkpoints (its UTF-16
/// count every ``checkpointSpacing`` bytes, found the first time it is needed), so converting
/// many positions on one long line is not quadratic either.
package struct LineIndex: Sendable {
    /// The offset of each line's first byte.
    private(set) var starts: [Int]
    /// Whether each line is ASCII only: a character is then a byte.
    private(set) var asciiLines: [Bool]
    private var bytes: [UInt8]
    /// The checkpoints of the long lines that are not ASCII, by line: shared by the copies of
    /// one text (under a lock, as a snapshot is read on the check thread), replaced when the
    /// text changes.
    private var checkpointCache = Locked<[Int: [Checkpoint]]>([:])

    /// A line's UTF-16 count up to a scalar boundary.
    private struct Checkpoint {
        let offset: Int
        let units: Int
    }

    /// The bytes between two checkpoints, and the length from which a line gets them.
    static let checkpointSpacing = 1024

    /// Indexes `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let scanned = Self.lines(of: bytes, from: 0, to: bytes.count, last: true)
        starts = [0] + scanned.starts
        asciiLines = scanned.ascii
    }

    /// The lines of `bytes[start..<end]`, which starts a line: the start of each line that
    /// begins in it, and whether each line that ends in it is ASCII; when `last`, `end` is the
    /// end of the text and the last line's too, otherwise `end` is the start of a line.
    private static func lines(of bytes: [UInt8], from start: Int, to end: Int, last: Bool) -> (
        starts: [Int], ascii: [Bool]
    ) {
        var starts: [Int] = []
        var asciiLines: [Bool] = []
        var ascii = true
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
                asciiLines.append(ascii)
                ascii = true
            } else if byte >= 0x80 {
                ascii = false
            }
            index += 1
        }
        if last { asciiLines.append(ascii) }
        return (starts, asciiLines)
    }

    /// Drops the index's reference to the text, so the document can change its bytes in
    /// place, without copying them, before it calls ``update(replacing:with:in:)``.
    mutating func releaseText() {
        bytes = []
    }

    /// Updates the index after the bytes in `range` of the text it indexed were replaced by
    /// `count` bytes, giving `bytes`: the lines before the edit are kept, those after it
    /// shifted, and only the lines the edit touched (and one on either side, where a line
    /// break may join or split) scanned again, so an edit of a large document costs its
    /// lines, not its bytes.
    ///
    /// The lines after the edit are shifted in place: a change that copied them out and back
    /// cost two fresh arrays of the document's lines, so a message of 10 000 changes near the
    /// start of a 4 MB document took seconds.
    mutating func update(replacing range: Range<Int>, with count: Int, in bytes: [UInt8]) {
        self.bytes = bytes
        checkpointCache = Locked([:])
        let delta = count - range.count
        let first = max(0, line(containing: range.lowerBound) - 1)
        // The first line start at least two lines past the edit's end, unchanged but shifted.
        let resume = line(containing: range.upperBound) + 2
        if resume < starts.count {
            // The scan ends with the start of line `resume`, at its shifted place.
            let scanned = Self.lines(of: bytes, from: starts[first], to: starts[resume] + delta, last: false)
            for line in (resume + 1)..<starts.count { starts[line] += delta }
            starts.replaceSubrange((first + 1)...resume, with: scanned.starts)
            asciiLines.replaceSubrange(first..<resume, with: scanned.ascii)
        } else {
            let scanned = Self.lines(of: bytes, from: starts[first], to: bytes.count, last: true)
            starts.replaceSubrange((first + 1)..., with: scanned.starts)
            asciiLines.replaceSubrange(first..., with: scanned.ascii)
        }
    }

    /// The line that holds byte `offset` of the text indexed (the last line past its end).
    private func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// How many lines there are (an empty document has one).
    package var lineCount: Int { starts.count }

    /// The byte offset of `position`, clamped into the document.
    package func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        var index = starts[position.line]
        let end = contentEnd(ofLine: position.line)
        if asciiLines[position.line] { return index + max(0, min(position.character, end - index)) }
        var units = 0
        if end - index > Self.checkpointSpacing,
            let checkpoint = Self.last(checkpoints(ofLine: position.line), atMost: position.character, \.units)
        {
            (index, units) = (checkpoint.offset, checkpoint.units)
        }
        while index < end, units < position.character {
            let (length, width) = scalar(at: index)
            if units + width > position.character { break }
            units += width
            index += length
        }
        return index
    }

    /// The position of byte `offset`, clamped into the document.
    package func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        let low = line(containing: offset)
        let end = min(offset, contentEnd(ofLine: low))
        if asciiLines[low] { return Position(line: low, character: end - starts[low]) }
        var index = starts[low]
        var units = 0
        if end - index > Self.checkpointSpacing,
            let checkpoint = Self.last(checkpoints(ofLine: low), atMost: end, \.offset)
        {
            (index, units) = (checkpoint.offset, checkpoint.units)
        }
        while index < end {
            let (length, width) = scalar(at: index)
            if index + length > end { break }
            units += width
            index += length
        }
        return Position(line: low, character: units)
    }

    /// The checkpoints of a line that is not ASCII: found by one walk over it, the first time,
    /// at the scalar boundaries a conversion's own walk from the line's start passes, so
    /// starting from one gives the same answer.
    private func checkpoints(ofLine line: Int) -> [Checkpoint] {
        if let known = checkpointCache.withLock({ $0[line] }) { return known }
        var found: [Checkpoint] = []
        var index = starts[line]
        var units = 0
        var next = index
        let end = contentEnd(ofLine: line)
        while index < end {
            if index >= next {
                found.append(Checkpoint(offset: index, units: units))
                next = index + Self.checkpointSpacing
            }
            let (length, width) = scalar(at: index)
            if index + length > end { break }
            units += width
            index += length
        }
        checkpointCache.withLock { $0[line] = found }
        return found
    }

    /// The last of `checkpoints` whose `key` is at most `limit`, by a binary search (both keys
    /// grow along the line).
    private static func last(_ checkpoints: [Checkpoint], atMost limit: Int, _ key: KeyPath<Checkpoint, Int>)
        -> Checkpoint?
    {
        let after = checkpoints.partitioningIndex { $0[keyPath: key] > limit }
        return after > 0 ? checkpoints[after - 1] : nil
    }

    /// The end of a line's text, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = starts[line + 1] - 1
        if end > starts[line], bytes[end] == 0x0A, bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte length and UTF-16 width of the scalar at `index`; an invalid byte is one and one.
    private func scalar(at index: Int) -> (length: Int, width: Int) {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: return (1, 1)
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (1, 1)
        }
        guard index + length <= bytes.count,
            bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
        else { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }
}
