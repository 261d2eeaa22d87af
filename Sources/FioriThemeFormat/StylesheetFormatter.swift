import FioriThemeCore
import FioriThemeSyntax

/// Prints a stylesheet in the layout that upstream NUI, SAPFiori's fork and
/// FioriThemeManager all read the same way (`Grammar/nss.ebnf` section 4), the layout of
/// `Themes/`:
///
/// ```text
/// /* Brand colours */
/// @brandBlue:#0A6ED1;
/// @accent:@brandBlue;
///
/// fdlFUIKPIView_textView,
/// fdlFUIKPIView_captionLabel {
///     tint-color: @accent;
/// }
/// ```
///
/// - every definition alone on its line at column 1 as `@name:value;` (`@name: value;` with
///   ``FormatOptions/spaceAfterColon`` where the target allows it), also inside `@media`;
/// - one selector per line, declarations indented one level as `property: value;`, style blocks
///   inside `@media` one level, `}` under the rule's first line;
/// - a value as written, each run of white space (line breaks included) between its parts
///   made one space: `rgba(255, 0, 0, 0.5)` and `rgba(255,0,0,0.5)` stay as they are;
/// - one blank line between style blocks; elsewhere the blank lines of the source are kept, at
///   most two (one inside a block), at least one after a style block or `@media` block;
/// - comments kept byte for byte where they stood (see `FormatWriter`); `//` stays `//`;
/// - the source's byte order mark and kind of line break kept, a line break at the end.
///
/// A file with syntax errors is not formatted: the result is its errors. Formatting changes
/// no token, so the file compiles to the same table for every target; it is idempotent.
public struct StylesheetFormatter: Sendable {
    /// The layout options.
    public let options: FormatOptions

    /// Creates a formatter.
    public init(options: FormatOptions = FormatOptions()) {
        self.options = options
    }

    /// What formatting a file gave.
    public enum Result: Sendable {
        /// The formatted text.
        case formatted(String)
        /// The file has syntax errors (`FDL1xx`), which are returned, and was not formatted.
        case syntaxErrors([Diagnostic])
    }

    /// Formats `file`, or returns its syntax errors.
    public func format(_ file: SourceFile) -> Result {
        let (stylesheet, diagnostics) = Parser.parse(file)
        guard !diagnostics.containsErrors else { return .syntaxErrors(diagnostics) }
        return .formatted(String(decoding: format(parsed: stylesheet), as: UTF8.self))
    }

    /// The formatted text, or nil when the file has syntax errors.
    public func formatted(_ file: SourceFile) -> String? {
        guard case .formatted(let text) = format(file) else { return nil }
        return text
    }

    /// Formats a tree the parser built without errors (a tree with errors may lose the
    /// parts the parser dropped), as UTF-8.
    package func format(parsed stylesheet: Stylesheet) -> [UInt8] {
        var printer = Printer(stylesheet: stylesheet, options: options)
        printer.printStylesheet()
        return printer.writer.finish()
    }
}

/// Walks one tree in document order and tells the writer what goes where.
private struct Printer {
    let stylesheet: Stylesheet
    let options: FormatOptions
    var writer: FormatWriter
    private var nextDefinition = 0
    private var nextStyleBlock = 0
    private var nextMediaBlock = 0

    /// What a top-level or `@media` item is, which decides the blank lines around it.
    private enum Item {
        case definition, styleBlock, mediaBlock

        var isBlock: Bool { self != .definition }
    }

    init(stylesheet: Stylesheet, options: FormatOptions) {
        self.stylesheet = stylesheet
        self.options = options
        writer = FormatWriter(stylesheet, indentWidth: options.indentWidth)
    }

    private var bytes: [UInt8] { stylesheet.file.bytes }

    mutating func printStylesheet() {
        var previous: Item?
        while let item = nextItem(before: bytes.count) {
            print(item, after: previous, indent: 0)
            previous = item
        }
    }

    /// The next definition, style block or `@media` block in document order that starts before
    /// `limit`; the caller prints it, which moves past it.
    private func nextItem(before limit: Int) -> Item? {
        var best: (Item, Int)?
        func consider(_ item: Item, _ start: Int?) {
            guard let start, start < limit, best.map({ start < $0.1 }) ?? true else { return }
            best = (item, start)
        }
        consider(.definition, stylesheet.definitions[safe: nextDefinition]?.range.start)
        consider(.styleBlock, stylesheet.styleBlocks[safe: nextStyleBlock]?.range.start)
        consider(.mediaBlock, stylesheet.mediaBlocks[safe: nextMediaBlock]?.range.start)
        return best?.0
    }

    private mutating func print(_ item: Item, after previous: Item?, indent: Int) {
        let line = FormatWriter.Line(
            indent: item == .definition ? 0 : indent, commentIndent: indent,
            blank: Printer.blank(between: previous, and: item))
        switch item {
        case .definition:
            printDefinition(stylesheet.definitions[nextDefinition], line: line)
            nextDefinition += 1
        case .styleBlock:
            printStyleBlock(stylesheet.styleBlocks[nextStyleBlock], line: line)
            nextStyleBlock += 1
        case .mediaBlock:
            let block = stylesheet.mediaBlocks[nextMediaBlock]
            nextMediaBlock += 1
            printMediaBlock(block, line: line)
        }
    }

    /// The blank lines between two items (`previous` nil: the first of the file or block).
    private static func blank(between previous: Item?, and next: Item) -> FormatWriter.Blank {
        guard let previous else { return FormatWriter.Blank(direct: 0...0, beforeComment: 0...0, afterComment: 0...2) }
        switch (previous.isBlock, next.isBlock) {
        case (true, true): return FormatWriter.Blank(direct: 1...1, beforeComment: 1...2, afterComment: 0...2)
        case (true, false): return .uniform(1...2)
        case (false, true): return FormatWriter.Blank(direct: 1...2, beforeComment: 0...2, afterComment: 0...2)
        case (false, false): return .uniform(0...2)
        }
    }

    // MARK: - Statements

    private mutating func printDefinition(_ definition: Definition, line: FormatWriter.Line) {
        writer.token(definition.name, after: .line(line))
        if let colon = definition.colon { writer.token(colon, after: .none) }
        printValue(definition.value, first: options.writesSpaceAfterDefinitionColon ? .space : .none)
        if let semicolon = definition.semicolon { writer.token(semicolon, after: .none) }
    }

    private mutating func printStyleBlock(_ styleBlock: StyleBlock, line: FormatWriter.Line) {
        var separator = FormatWriter.Break.line(line)
        var previousEnd: Int?
        for selector in stylesheet.selectors(of: styleBlock) {
            if let previousEnd { writer.token(significantToken(after: previousEnd, length: 1), after: .none) }
            writer.token(selector.range, after: separator)
            separator = .line(FormatWriter.Line(indent: line.indent, commentIndent: line.indent, blank: .none))
            previousEnd = selector.range.end
        }
        guard let open = styleBlock.openBrace else { return }
        writer.token(open, after: .space)
        let inner = line.indent + 1
        var blank = FormatWriter.Blank(direct: 0...0, beforeComment: 0...0, afterComment: 0...1)
        for declaration in stylesheet.declarations(of: styleBlock) {
            printDeclaration(declaration, line: FormatWriter.Line(indent: inner, commentIndent: inner, blank: blank))
            blank = .uniform(0...1)
        }
        if let close = styleBlock.closeBrace {
            writer.token(
                close,
                after: .line(
                    FormatWriter.Line(
                        indent: line.indent, commentIndent: inner,
                        blank: FormatWriter.Blank(direct: 0...0, beforeComment: 0...1, afterComment: 0...0))))
        }
    }

    private mutating func printDeclaration(_ declaration: Declaration, line: FormatWriter.Line) {
        writer.token(declaration.property, after: .line(line))
        if let colon = declaration.colon { writer.token(colon, after: .none) }
        printValue(declaration.value, first: .space)
        if let semicolon = declaration.semicolon { writer.token(semicolon, after: .none) }
    }

    /// A value's parts as written, except that the white space between two parts becomes
    /// one space: the checker reads a value's text so (a font name, an image path), and so
    /// does NUI, whatever the layout.
    private mutating func printValue(_ value: Value, first: FormatWriter.Break) {
        var previousEnd: Int?
        for part in stylesheet.parts(of: value) {
            let separator: FormatWriter.Break = previousEnd.map { $0 == part.range.start ? .none : .space } ?? first
            writer.token(part.range, after: separator)
            previousEnd = part.range.end
        }
    }

    // MARK: - @media

    private mutating func printMediaBlock(_ block: MediaBlock, line: FormatWriter.Line) {
        let keyword = SourceRange(start: block.range.start, end: block.range.start + 6)
        writer.token(keyword, after: .line(line))
        var previousEnd = keyword.end
        for (index, condition) in block.conditions.enumerated() {
            if index > 0 {
                let and = significantToken(after: previousEnd, length: 3)
                writer.token(and, after: .space)
            }
            writer.token(SourceRange(start: condition.range.start, end: condition.range.start + 1), after: .space)
            writer.token(condition.key, after: .none)
            writer.token(significantToken(after: condition.key.end, length: 1), after: .none)
            writer.token(condition.value, after: .none)
            writer.token(SourceRange(start: condition.range.end - 1, end: condition.range.end), after: .none)
            previousEnd = condition.range.end
        }
        guard let open = block.openBrace else { return }
        writer.token(open, after: .space)
        let end = block.closeBrace?.start ?? block.range.end
        var previous: Item?
        while let item = nextItem(before: end) {
            print(item, after: previous, indent: line.indent + 1)
            previous = item
        }
        if let close = block.closeBrace {
            writer.token(
                close,
                after: .line(
                    FormatWriter.Line(
                        indent: line.indent, commentIndent: line.indent + 1,
                        blank: FormatWriter.Blank(direct: 0...0, beforeComment: 0...1, afterComment: 0...0))))
        }
    }

    // MARK: - Tokens the tree does not keep

    /// The token of `length` bytes that comes first after `offset`, past whitespace and
    /// comments (a `,` between selectors, the `:` of a media condition, `and`).
    private func significantToken(after offset: Int, length: Int) -> SourceRange {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if ByteClass.isWhitespace(byte) {
                index += 1
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                index += 2
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                break
            }
        }
        let start = min(index, bytes.count)
        return SourceRange(start: start, end: min(start + length, bytes.count))
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    fileprivate subscript(safe index: Int) -> Element? {
        index < count ? self[index] : nil
    }
}
