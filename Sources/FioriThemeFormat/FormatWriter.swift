import FioriThemeCore
import FioriThemeSyntax

/// Writes a formatted stylesheet: the source's tokens in order, the break the
/// ``StylesheetFormatter`` asks for before each, and every comment of the source where it stood.
///
/// Comments are not part of the layout the formatter plans; the writer puts each one back
/// between the two tokens it stood between, byte for byte:
/// - a comment on the same line as the token before it stays at the end of that line;
/// - a comment on a line of its own stays on a line of its own, indented, with the blank
///   lines around it kept within the limits of the break (``Blank``);
/// - after a `//` comment the next token always starts a new line.
struct FormatWriter {
    /// What separates a token from the one before it.
    enum Break {
        /// Nothing: `rgba(`, `name:`.
        case none
        /// One space.
        case space
        /// A new line, indented.
        case line(Line)
    }

    /// A line break before a token.
    struct Line {
        /// The token's indentation level.
        var indent: Int
        /// The indentation level of a comment on a line of its own before the token (inside a
        /// block, comments before its `}` are indented as the declarations are).
        var commentIndent: Int
        /// How many blank lines may stand there.
        var blank: Blank
    }

    /// Bounds on the blank lines of a line break: the source's count is kept within them.
    struct Blank {
        /// From the previous token straight to this one.
        var direct: ClosedRange<Int>
        /// From the previous token to a comment on a line of its own.
        var beforeComment: ClosedRange<Int>
        /// From such a comment to the next comment or the token.
        var afterComment: ClosedRange<Int>

        /// The same bounds everywhere.
        static func uniform(_ range: ClosedRange<Int>) -> Blank {
            Blank(direct: range, beforeComment: range, afterComment: range)
        }

        /// No blank line anywhere.
        static let none = uniform(0...0)
    }

    private let bytes: [UInt8]
    private let comments: [Token]
    private var nextComment = 0
    private let lineBreak: [UInt8]
    private let indentWidth: Int
    /// Where the source starts (after a byte order mark).
    private let sourceStart: Int
    private(set) var output: [UInt8] = []
    /// Where output starts (after a byte order mark): nothing written yet when they are equal.
    private let outputStart: Int
    /// The source offset after the last token or comment written, nil before the first.
    private var previousEnd: Int?
    /// Whether the last thing written is a `//` comment, which must end its line.
    private var afterLineComment = false
    /// The indentation level of the statement being written, for its continuation lines.
    private var statementIndent = 0

    /// A writer for `stylesheet`'s file, keeping its byte order mark and its first kind of
    /// line break (LF when it has none).
    init(_ stylesheet: Stylesheet, indentWidth: Int) {
        bytes = stylesheet.file.bytes
        comments = stylesheet.comments
        self.indentWidth = indentWidth
        sourceStart = stylesheet.hasByteOrderMark ? 3 : 0
        lineBreak = FormatWriter.firstLineBreak(in: bytes)
        output.reserveCapacity(bytes.count + bytes.count / 8)
        if stylesheet.hasByteOrderMark { output += [0xEF, 0xBB, 0xBF] }
        outputStart = output.count
    }

    /// Writes the source token at `range` after `separator` and the comments before it.
    mutating func token(_ range: SourceRange, after separator: Break) {
        let (hadComments, hadOwnLine) = writeComments(before: range.start, separator: separator)
        switch separator {
        case .line(let line):
            let blank = hadOwnLine ? line.blank.afterComment : line.blank.direct
            newLine(indent: line.indent, blankLines: blankLines(before: range.start, within: blank))
            statementIndent = line.indent
        case .space, .none:
            if afterLineComment || (hadComments && lineBreaks(from: previousEnd ?? sourceStart, to: range.start) > 0) {
                newLine(indent: statementIndent + 1, blankLines: 0)
            } else if hadComments || separator.isSpace {
                output.append(0x20)
            }
        }
        output += bytes[range.start..<range.end]
        previousEnd = range.end
        afterLineComment = false
    }

    /// Writes the comments after the last token and ends the text with a line break;
    /// returns the whole text (empty when the source had neither tokens nor comments).
    mutating func finish() -> [UInt8] {
        let end = Line(
            indent: 0, commentIndent: 0, blank: Blank(direct: 0...0, beforeComment: 0...2, afterComment: 0...2))
        writeComments(before: bytes.count, separator: .line(end))
        if output.count > outputStart { output += lineBreak }
        return output
    }

    // MARK: - Comments

    /// Writes the comments that start before `offset`; returns whether there were any, and
    /// whether any stood on a line of its own.
    @discardableResult
    private mutating func writeComments(before offset: Int, separator: Break) -> (any: Bool, ownLine: Bool) {
        var any = false
        var ownLine = false
        while nextComment < comments.count, comments[nextComment].range.start < offset {
            let comment = comments[nextComment]
            nextComment += 1
            let gapStart = previousEnd ?? sourceStart
            if previousEnd != nil, lineBreaks(from: gapStart, to: comment.range.start) == 0 {
                output.append(0x20)
            } else if case .line(let line) = separator {
                let blank = ownLine ? line.blank.afterComment : line.blank.beforeComment
                newLine(indent: line.commentIndent, blankLines: blankLines(before: comment.range.start, within: blank))
                ownLine = true
            } else {
                newLine(indent: statementIndent + 1, blankLines: 0)
                ownLine = true
            }
            output += bytes[comment.range.start..<comment.range.end]
            previousEnd = comment.range.end
            afterLineComment = comment.kind == .lineComment
            any = true
        }
        return (any, ownLine)
    }

    // MARK: - Lines

    /// Starts a new line (none at the very start) after `blankLines` blank ones, indented.
    private mutating func newLine(indent: Int, blankLines: Int) {
        if output.count > outputStart {
            for _ in 0...blankLines { output += lineBreak }
        }
        output += repeatElement(0x20, count: indent * indentWidth)
    }

    /// The source's blank lines between the last thing written and `offset`, kept within `range`.
    private func blankLines(before offset: Int, within range: ClosedRange<Int>) -> Int {
        let breaks = lineBreaks(from: previousEnd ?? sourceStart, to: offset)
        return min(max(breaks - 1, range.lowerBound), range.upperBound)
    }

    /// The line breaks (LF, CRLF or a lone CR, each counted once) in the source between two offsets.
    private func lineBreaks(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D {
                count += 1
                if index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return count
    }

    /// The first line break of `bytes` (CRLF, LF or CR), LF when there is none.
    private static func firstLineBreak(in bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if bytes[index] == 0x0A { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }
}

extension FormatWriter.Break {
    fileprivate var isSpace: Bool {
        if case .space = self { return true }
        return false
    }
}
