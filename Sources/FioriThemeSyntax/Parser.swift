import FioriThemeCore

/// Builds a ``Stylesheet`` from tokens, reporting every syntax error and carrying on.
///
/// The parser implements `Grammar/nss.ebnf`. It never recurses: blocks, `@media` and
/// stray braces are tracked with explicit state, so no input can exhaust the stack.
/// Recovery resynchronises at `;`, `}` and the start of the next statement (a selector
/// followed by `{` or `,`, a variable followed by `:`, or `@media`).
package struct Parser {
    /// Parses `file` and returns its syntax tree with the lexical and syntax diagnostics.
    /// `rules` draws the token boundaries (NUI's unless the target does not tokenise).
    package static func parse(_ file: SourceFile, rules: LexicalRules = .nui) -> (
        stylesheet: Stylesheet, diagnostics: [Diagnostic]
    ) {
        precondition(file.bytes.count <= SourceFile.maximumSize, "a source file is at most 4 GiB")
        return file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(file: file, buffer: buffer, rules: rules)
            parser.parseStylesheet()
            parser.tree.comments = parser.lexer.comments
            parser.tree.internNames(in: buffer)
            return (parser.tree, (parser.lexer.diagnostics + parser.diagnostics).sortedForReport())
        }
    }

    private var lexer: Lexer
    private var tree: Stylesheet
    private var diagnostics: [Diagnostic] = []
    private var current: Token
    private var lookahead: Token?
    /// The end of the last significant token consumed.
    private var previousEnd = 0

    private init(file: SourceFile, buffer: UnsafeBufferPointer<UInt8>, rules: LexicalRules) {
        lexer = Lexer(file: file, bytes: buffer, rules: rules)
        tree = Stylesheet(file: file)
        current = lexer.next()
    }

    private var file: SourceFile { tree.file }

    // MARK: - Token stream

    private mutating func advance() {
        previousEnd = current.range.end
        if let next = lookahead {
            current = next
            lookahead = nil
        } else {
            current = lexer.next()
        }
    }

    private mutating func peek() -> Token {
        if let lookahead { return lookahead }
        let next = lexer.next()
        lookahead = next
        return next
    }

    /// Whether a line break stands between the previous token and the current one.
    private func currentStartsLine() -> Bool {
        let bytes = file.bytes
        var index = previousEnd
        while index < current.range.start {
            if bytes[index] == 0x0A || bytes[index] == 0x0D { return true }
            index += 1
        }
        return false
    }

    private func text(_ range: SourceRange) -> String { file.text(range) }

    private mutating func error(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange,
        notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil,
        suggestions: [Diagnostic.FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(code, message, file: file, range: range, notes: notes, fixIt: fixIt, suggestions: suggestions))
    }

    /// A note pointing at `range`.
    private func note(_ message: String, _ range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(message, file: file, range: range)
    }

    // MARK: - Stylesheet

    private mutating func parseStylesheet() {
        var media: Int?
        /// How many `{` of nested `@media` blocks are open inside `media` (reported, contents kept).
        var nestedMediaDepth = 0
        var statements = 0
        while true {
            // A stale check in the language server stops here, as if the file ended.
            statements &+= 1
            if Cancellation.isPollPoint(statements), Cancellation.isRequested { return }
            switch current.kind {
            case .endOfFile:
                if let index = media {
                    let block = tree.mediaBlocks[index]
                    error(
                        .expectedCloseBrace, "expected '}' to close the '@media' block", .point(previousEnd),
                        notes: [note("'@media' block opened here", block.openBrace ?? block.range)])
                    tree.mediaBlocks[index].range = block.range.union(.point(previousEnd))
                }
                return
            case .media:
                if media == nil {
                    media = parseMediaHeader()
                } else {
                    let start = current.range
                    let opened = skipNestedMediaHeader()
                    error(
                        .nestedMedia, "'@media' blocks cannot be nested; move this block to the top level", start,
                        notes: [note("inside the '@media' block that starts here", tree.mediaBlocks[media!].range)])
                    if opened { nestedMediaDepth += 1 }
                }
            case .variable:
                parseDefinition(placement: media.map(Placement.media) ?? .topLevel)
            case .identifier:
                parseStyleBlockOrStrayDeclaration(media: media)
            case .leftBrace:
                error(.expectedSelector, "expected a selector before '{'", current.range)
                parseBlock(
                    selectors: tree.selectors.count..<tree.selectors.count, start: current.range.start, media: media)
            case .comma:
                error(.expectedSelector, "expected a selector before ','", current.range)
                advance()
            case .rightBrace:
                if nestedMediaDepth > 0 {
                    nestedMediaDepth -= 1
                } else if let index = media {
                    tree.mediaBlocks[index].closeBrace = current.range
                    tree.mediaBlocks[index].range = tree.mediaBlocks[index].range.union(current.range)
                    media = nil
                } else {
                    error(
                        .unexpectedToken, "unexpected '}' with no open block", current.range,
                        fixIt: Diagnostic.FixIt(range: current.range, replacement: ""))
                }
                advance()
            case .colon, .semicolon, .leftParen, .rightParen:
                error(
                    .unexpectedToken, "unexpected \(current.kind.spelling) where a rule set or definition was expected",
                    current.range)
                advance()
            case .string, .invalid, .blockComment, .lineComment:
                advance()  // reported by the lexer
            }
        }
    }

    // MARK: - @media

    /// Parses `@media (k:v) and (k:v) {`; returns the block's index, or nil when no `{` followed.
    private mutating func parseMediaHeader() -> Int? {
        let start = current.range
        var conditions: [MediaCondition] = []
        let opened = parseMediaQuery(into: &conditions)
        let block = MediaBlock(
            conditions: conditions, openBrace: opened, closeBrace: nil, range: start.union(.point(previousEnd)))
        guard opened != nil else { return nil }
        tree.mediaBlocks.append(block)
        return tree.mediaBlocks.count - 1
    }

    /// Parses a nested `@media` header for recovery; returns whether it opened a block.
    private mutating func skipNestedMediaHeader() -> Bool {
        var conditions: [MediaCondition] = []
        return parseMediaQuery(into: &conditions) != nil
    }

    /// Parses from `@media` to `{` inclusive; returns the `{` range, or nil when the header was abandoned.
    private mutating func parseMediaQuery(into conditions: inout [MediaCondition]) -> SourceRange? {
        let mediaToken = current.range
        advance()
        while true {
            guard current.kind == .leftParen else {
                // Only the first condition and one after `and` reach here: elsewhere the loop
                // has already required `and` or `{`.
                error(
                    .invalidMediaQuery,
                    conditions.isEmpty
                        ? "expected '(' to start a media condition such as '(device:ipad)'"
                        : "expected '(' after 'and' to start the next media condition",
                    current.kind == .endOfFile ? .point(previousEnd) : current.range,
                    notes: [note("in this '@media' query", mediaToken)])
                return skipMediaHeader()
            }
            let open = current.range
            advance()
            guard current.kind == .identifier else { return abandonCondition() }
            let key = current.range
            advance()
            guard current.kind == .colon else { return abandonCondition() }
            advance()
            guard current.kind == .identifier else { return abandonCondition() }
            let value = current.range
            advance()
            guard current.kind == .rightParen else { return abandonCondition() }
            conditions.append(MediaCondition(key: key, value: value, range: open.union(current.range)))
            advance()
            if current.kind == .leftBrace {
                let brace = current.range
                advance()
                return brace
            }
            if current.kind == .identifier, file.bytes(current.range, equal: "and") {
                advance()
                continue
            }
            error(
                .invalidMediaQuery, "expected 'and' or '{' after a media condition",
                current.kind == .endOfFile ? .point(previousEnd) : current.range)
            return skipMediaHeader()
        }
    }

    private mutating func abandonCondition() -> SourceRange? {
        error(
            .invalidMediaQuery, "expected a media condition of the form '(key:value)'",
            current.kind == .endOfFile ? .point(previousEnd) : current.range)
        return skipMediaHeader()
    }

    /// Skips a broken media header up to and including its `{`; nil if a `;`, `}` or the end came first.
    private mutating func skipMediaHeader() -> SourceRange? {
        while true {
            switch current.kind {
            case .leftBrace:
                let brace = current.range
                advance()
                return brace
            case .semicolon:
                advance()
                return nil
            case .rightBrace, .endOfFile:
                return nil
            default:
                advance()
            }
        }
    }

    // MARK: - Definitions

    private mutating func parseDefinition(placement: Placement) {
        let name = current.range
        advance()
        var colon: SourceRange?
        if current.kind == .colon {
            colon = current.range
            advance()
        } else {
            error(
                .expectedColon, "expected ':' after '\(text(name))'", .point(name.end),
                fixIt: Diagnostic.FixIt(range: .point(name.end), replacement: ":"))
        }
        let (value, semicolon) = parseValue(after: colon?.end ?? name.end, owner: name)
        tree.definitions.append(
            Definition(name: name, colon: colon, value: value, semicolon: semicolon, placement: placement))
    }

    // MARK: - Style blocks

    private mutating func parseStyleBlockOrStrayDeclaration(media: Int?) {
        if peek().kind == .colon, strayDeclarationAhead() {
            let start = current.range
            let declarations = tree.declarations.count
            parseDeclaration(styleBlock: -1)
            let range = start.union(.point(previousEnd))
            tree.declarations.removeSubrange(declarations...)
            error(.declarationOutsideBlock, "declaration outside a rule block; put it inside 'Selector { … }'", range)
            return
        }
        let start = current.range.start
        let firstSelector = tree.selectors.count
        tree.selectors.append(Selector(range: current.range))
        advance()
        while true {
            switch current.kind {
            case .comma:
                advance()
                if current.kind == .identifier {
                    tree.selectors.append(Selector(range: current.range))
                    advance()
                } else {
                    error(
                        .expectedSelector, "expected a selector after ','",
                        current.kind == .endOfFile ? .point(previousEnd) : current.range)
                }
            case .identifier:
                let previous = tree.selectors[firstSelector...].last.map { " after selector '\(text($0.range))'" } ?? ""
                error(
                    .selectorCombinator, "expected ',' or '{'\(previous); a selector is a single class name",
                    current.range, suggestions: [Diagnostic.FixIt(range: .point(previousEnd), replacement: ",")])
                tree.selectors.append(Selector(range: current.range))
                advance()
            case .colon:
                parseColonInSelector(firstSelector: firstSelector)
            case .string, .invalid:
                // Reported by the lexer; a run glued to the selector (`café`) becomes part of it.
                if let last = tree.selectors.indices.last, tree.selectors[last].range.end == current.range.start,
                    last >= firstSelector
                {
                    tree.selectors[last].range = tree.selectors[last].range.union(current.range)
                }
                advance()
            case .leftBrace:
                parseBlock(selectors: firstSelector..<tree.selectors.count, start: start, media: media)
                return
            default:
                let after = tree.selectors[firstSelector...].last.map { " after selector '\(text($0.range))'" } ?? ""
                error(.expectedOpenBrace, "expected '{'\(after)", .point(previousEnd))
                if current.kind == .semicolon { advance() }
                tree.selectors.removeSubrange(firstSelector...)
                return
            }
        }
    }

    /// How far ``strayDeclarationAhead()`` looks; a selector list longer than this followed by
    /// `:` is taken for a declaration, which keeps a file of unterminated lines linear.
    private static let declarationLookahead = 256

    /// Whether `identifier : …` at the top level is a declaration (a `;` or `}` comes before any `{`).
    private func strayDeclarationAhead() -> Bool {
        var probe = lexer
        var token = lookahead ?? probe.next()
        for _ in 0..<Parser.declarationLookahead {
            switch token.kind {
            case .leftBrace: return false
            case .semicolon, .rightBrace, .endOfFile, .variable, .media: return true
            default: token = probe.next()
            }
        }
        return true
    }

    /// `Button:LargeButton {`: reports the colon and drops the compound selector (only a
    /// selector of the style block being parsed, from `firstSelector` on).
    private mutating func parseColonInSelector(firstSelector: Int) {
        let selector =
            tree.selectors.count > firstSelector && tree.selectors[tree.selectors.count - 1].range.end == previousEnd
            ? tree.selectors.removeLast() : nil
        var range = selector.map { $0.range.union(current.range) } ?? current.range
        while current.kind == .colon {
            range = range.union(current.range)
            advance()
            if current.kind == .identifier {
                range = range.union(current.range)
                advance()
            }
        }
        let example = selector.map { "'\(text($0.range))' and the class after the ':'" } ?? "each class of the chain"
        error(
            .colonInSelector,
            "':' is not allowed in a selector; '\(text(range))' is a nuiClass chain that is set on a view, not selected",
            range, notes: [Diagnostic.Note("style each class on its own, e.g. \(example)")])
    }

    /// Parses `{ declarations }` starting at the current `{`.
    private mutating func parseBlock(selectors: Range<Int>, start: Int, media: Int?) {
        let open = current.range
        advance()
        let index = tree.styleBlocks.count
        let firstDeclaration = tree.declarations.count
        var close: SourceRange?
        loop: while true {
            switch current.kind {
            case .rightBrace:
                close = current.range
                advance()
                break loop
            case .identifier:
                let next = peek().kind
                if next == .leftBrace || next == .comma {
                    reportUnclosedBlock(open, at: .point(previousEnd))
                    break loop
                }
                parseDeclaration(styleBlock: index)
            case .variable:
                let name = current.range
                parseDefinition(placement: .styleBlock(index))
                error(
                    .definitionInBlock,
                    "definition of '\(text(name))' inside a rule block; definitions belong at the top level or in '@media'",
                    name.union(.point(previousEnd)))
            case .media, .endOfFile:
                reportUnclosedBlock(open, at: .point(previousEnd))
                break loop
            case .leftBrace:
                error(.unexpectedToken, "unexpected '{' inside a block; blocks do not nest", current.range)
                skipBalancedBraces()
            case .semicolon:
                error(
                    .unexpectedToken, "unexpected ';' where a declaration was expected", current.range,
                    fixIt: Diagnostic.FixIt(range: current.range, replacement: ""))
                advance()
            case .colon, .comma, .leftParen, .rightParen:
                error(
                    .unexpectedToken, "unexpected \(current.kind.spelling) where a property name was expected",
                    current.range)
                advance()
            case .string, .invalid:
                // Reported by the lexer. A quoted property name (`"x": y;`) is still a declaration.
                if peek().kind == .colon {
                    parseDeclaration(styleBlock: index)
                } else {
                    advance()
                }
            case .blockComment, .lineComment:
                advance()
            }
        }
        tree.styleBlocks.append(
            StyleBlock(
                selectors: selectors, declarations: firstDeclaration..<tree.declarations.count,
                openBrace: open, closeBrace: close,
                range: SourceRange(start: start, end: close?.end ?? previousEnd), media: media))
    }

    private mutating func reportUnclosedBlock(_ open: SourceRange, at point: SourceRange) {
        error(
            .expectedCloseBrace, "expected '}' to close the block", point,
            notes: [note("block opened here", open)], fixIt: Diagnostic.FixIt(range: point, replacement: "\n}"))
    }

    /// Skips from a `{` to its matching `}` (or the end), counting depth instead of recursing.
    private mutating func skipBalancedBraces() {
        var depth = 0
        repeat {
            if current.kind == .leftBrace { depth += 1 }
            if current.kind == .rightBrace { depth -= 1 }
            advance()
        } while depth > 0 && current.kind != .endOfFile
    }

    private mutating func parseDeclaration(styleBlock: Int) {
        let property = current.range
        advance()
        var colon: SourceRange?
        if current.kind == .colon {
            colon = current.range
            advance()
        } else {
            error(
                .expectedColon, "expected ':' after property '\(text(property))'", .point(property.end),
                fixIt: Diagnostic.FixIt(range: .point(property.end), replacement: ":"))
        }
        let (value, semicolon) = parseValue(after: colon?.end ?? property.end, owner: property)
        tree.declarations.append(
            Declaration(property: property, colon: colon, value: value, semicolon: semicolon, styleBlock: styleBlock))
    }

    // MARK: - Values

    /// Parses value parts up to and including `;`. Stops without consuming at `}`, `{`, the end,
    /// or a part that starts a new line and is followed by `:` (a declaration whose `;` is missing).
    /// `owner` is the property or variable the value belongs to, named in messages (its text is
    /// made only when one is reported).
    private mutating func parseValue(after start: Int, owner: SourceRange) -> (Value, SourceRange?) {
        let first = tree.valueParts.count
        var range: SourceRange?
        var containsErrors = false
        var semicolon: SourceRange?
        loop: while true {
            switch current.kind {
            case .identifier, .variable:
                if range != nil, currentStartsLine(), peek().kind == .colon || peek().kind == .leftBrace {
                    break loop
                }
                fallthrough
            case .leftParen, .rightParen, .comma:
                tree.valueParts.append(current)
                range = range.map { $0.union(current.range) } ?? current.range
                advance()
            case .string, .invalid:
                containsErrors = true
                range = range.map { $0.union(current.range) } ?? current.range
                advance()
            case .colon:
                error(
                    .unexpectedInValue, "unexpected ':' in the value of '\(text(owner))'; values cannot contain ':'",
                    current.range)
                containsErrors = true
                range = range.map { $0.union(current.range) } ?? current.range
                advance()
            case .semicolon:
                semicolon = current.range
                advance()
                break loop
            case .leftBrace, .rightBrace, .endOfFile, .media, .blockComment, .lineComment:
                break loop
            }
        }
        let valueRange = range ?? .point(start)
        let value = Value(parts: first..<tree.valueParts.count, range: valueRange, containsErrors: containsErrors)
        if value.parts.isEmpty, !containsErrors {
            let found = semicolon ?? (current.kind == .endOfFile ? .point(previousEnd) : current.range)
            error(.expectedValue, "expected a value for '\(text(owner))'", found)
        }
        if semicolon == nil, !value.parts.isEmpty || containsErrors {
            error(
                .expectedSemicolon, "expected ';' after the value of '\(text(owner))'", .point(valueRange.end),
                fixIt: Diagnostic.FixIt(range: .point(valueRange.end), replacement: ";"))
        }
        return (value, semicolon)
    }
}
