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
    /// The whitespace between the `:` and the value.
    var leadingSpace: SourceRange
    /// The whitespace between the value and the `;` (empty without a `;`).
    var trailingSpace: SourceRange

    /// Reads the value that starts after the `:` at `colon` on a line ending at `lineEnd`.
    init(afterColon colon: Int, lineEnd: Int, in file: SourceFile) {
        let start = colon + 1
        var scalars: [(scalar: Unicode.Scalar, offset: Int)] = []
        var offset = start
        for scalar in file.text(SourceRange(start: start, end: lineEnd)).unicodeScalars {
            scalars.append((scalar, offset))
            offset += UTF8.width(scalar)
        }
        var comments: [SourceRange] = []
        var kept: [(scalar: Unicode.Scalar, offset: Int)] = []
        var semicolon: Int?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index].scalar
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1].scalar == "*" {
                var end = index + 2
                while end < scalars.count, !(scalars[end].scalar == "*" && end + 1 < scalars.count && scalars[end + 1].scalar == "/") {
                    end += 1
                }
                end = min(end + 2, scalars.count)
                comments.append(SourceRange(start: scalars[index].offset, end: end < scalars.count ? scalars[end].offset : lineEnd))
                index = end
                continue
            }
            if scalar == ";" {
                semicolon = scalars[index].offset
                break
            }
            kept.append(scalars[index])
            index += 1
        }
        let valueEnd = semicolon ?? lineEnd
        let first = kept.firstIndex { !ThemeManagerHex.isWhitespaceOrNewline($0.scalar) }
        let last = kept.lastIndex { !ThemeManagerHex.isWhitespaceOrNewline($0.scalar) }
        var text = String.UnicodeScalarView()
        if let first, let last {
            text.append(contentsOf: kept[first...last].map(\.scalar))
            let end = kept[last].offset + UTF8.width(kept[last].scalar)
            range = SourceRange(start: kept[first].offset, end: end)
        } else {
            range = SourceRange(start: start, end: start)
        }
        self.text = String(text)
        self.semicolon = semicolon
        self.comments = comments
        let firstComment = comments.first?.start ?? valueEnd
        leadingSpace = SourceRange(start: start, end: first.map { min(kept[$0].offset, firstComment) } ?? min(firstComment, valueEnd))
        var spaceStart = valueEnd
        if semicolon != nil {
            for (scalar, offset) in kept.reversed() where offset >= (comments.last?.end ?? start) {
                guard ThemeManagerHex.isWhitespaceOrNewline(scalar) else { break }
                spaceStart = offset
            }
        }
        trailingSpace = SourceRange(start: max(spaceStart, range.end), end: valueEnd)
    }
}
