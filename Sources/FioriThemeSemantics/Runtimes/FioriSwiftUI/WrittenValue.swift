import FioriThemeCore

/// What a definition line says its value is, read as a stylesheet author means it: the text
/// after the `:` up to the first `;` outside comments, without the comments and without
/// whitespace around it. FioriThemeManager's own reading (``PaletteLineReader``) keeps all
/// of that; where the two give different colours, the file does not do what it says.
///
/// Scanned by Unicode scalar, so a combining mark after `;` does not hide the `;`.
struct WrittenValue {
    /// The value's text.
    var text: String
    /// Its bytes, from its first to its last scalar (empty, after the `:`, when there is none).
    var range: SourceRange
    /// The first `;` outside comments, nil when the line has none.
    var semicolon: Int?
    /// The comments between the `:` and the `;` (or the end of the line).
    var comments: [SourceRange]
    /// The whitespace and comments between the `:` and the value.
    var leadingGap: SourceRange
    /// The whitespace and comments between the value and the `;` (empty without a `;`).
    var trailingGap: SourceRange

    /// Reads the value that starts after the `:` at `colon` on a line ending at `lineEnd`.
    init(afterColon colon: Int, lineEnd: Int, in file: SourceFile) {
        let start = colon + 1
        let bytes = file.bytes
        // `/`, `*` and `;` are ASCII, and no byte of a longer UTF-8 sequence is ASCII.
        var comments: [SourceRange] = []
        var semicolon: Int?
        var index = start
        while index < lineEnd {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < lineEnd, bytes[index + 1] == UInt8(ascii: "*") {
                var close = index + 2
                while close + 1 < lineEnd, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
                { close += 1 }
                let end = close + 1 < lineEnd ? close + 2 : lineEnd
                comments.append(SourceRange(start: index, end: end))
                index = end
            } else if bytes[index] == UInt8(ascii: ";") {
                semicolon = index
                break
            } else {
                index += 1
            }
        }
        let valueEnd = semicolon ?? lineEnd
        // The text outside comments, between its first and last character that is not whitespace.
        var pieces: [SourceRange] = []
        var pieceStart = start
        for comment in comments {
            pieces.append(SourceRange(start: pieceStart, end: comment.start))
            pieceStart = comment.end
        }
        pieces.append(SourceRange(start: pieceStart, end: valueEnd))
        var first: Int?
        var last = start
        for piece in pieces where piece.length > 0 {
            var offset = piece.start
            for scalar in file.text(piece).unicodeScalars {
                if !ThemeManagerHex.isWhitespaceOrNewline(scalar) {
                    if first == nil { first = offset }
                    last = offset + UTF8.width(scalar)
                }
                offset += UTF8.width(scalar)
            }
        }
        var text = ""
        if let first {
            for piece in pieces where piece.end > first && piece.start < last {
                text += file.text(SourceRange(start: max(piece.start, first), end: min(piece.end, last)))
            }
        }
        self.text = text
        range = first.map { SourceRange(start: $0, end: last) } ?? SourceRange(start: start, end: start)
        self.semicolon = semicolon
        self.comments = comments
        leadingGap = SourceRange(start: start, end: first ?? valueEnd)
        trailingGap = SourceRange(start: semicolon == nil || first == nil ? valueEnd : range.end, end: valueEnd)
    }
}
