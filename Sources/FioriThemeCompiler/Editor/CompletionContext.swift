import FioriThemeCore
import FioriThemeSyntax

/// What may be written at a cursor, worked out from the tokens before it.
package struct CompletionContext: Sendable, Equatable {
    /// Where the cursor stands.
    package enum Position: Sendable, Equatable {
        /// Where a selector goes: at the top level or in an `@media` block.
        case classPath
        /// Where a property goes, inside the rule block of these class paths.
        case property(classPaths: [String])
        /// After `property:`; nil for a definition's value (`@name: …`).
        case value(property: String?)
        /// After `@`: a variable name.
        case variable
    }

    /// Where the cursor stands.
    package var position: Position
    /// The name being typed, which a completion replaces: from its start to the cursor
    /// (empty at the cursor when nothing is typed yet). For a variable, `@` included.
    package var replacing: SourceRange
    /// The text of ``replacing``.
    package var prefix: String
}

extension CompletionContext {
    /// The context at byte `offset` of `file`, from a fresh lex of the text before it (the
    /// tree of a file being typed is often broken just there).
    package init(file: SourceFile, offset: Int) {
        let offset = max(0, min(offset, file.bytes.count))
        var tokens: [Token] = []
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, bytes: UnsafeBufferPointer(rebasing: buffer[..<offset]))
            while case let token = lexer.next(), token.kind != .endOfFile { tokens.append(token) }
        }
        // The name being typed ends at the cursor: an identifier, or a variable (a lone `@` too).
        var replacing = SourceRange.point(offset)
        if let last = tokens.last, last.range.end == offset, last.kind == .identifier || last.kind == .variable {
            replacing = last.range
            tokens.removeLast()
            if last.kind == .variable {
                self.init(position: .variable, replacing: replacing, prefix: file.text(replacing))
                return
            }
        }
        self.init(position: Self.position(after: tokens, in: file), replacing: replacing, prefix: file.text(replacing))
    }

    /// Where the statement after `tokens` stands.
    private static func position(after tokens: [Token], in file: SourceFile) -> Position {
        var selectors: [String]?  // the class paths of the rule block the cursor is in
        var statement: [Token] = []
        for token in tokens {
            switch token.kind {
            case .leftBrace:
                // An `@media` block holds style blocks: its `{` opens no rule block.
                if statement.first?.kind != .media || selectors != nil {
                    selectors = statement.filter { $0.kind == .identifier }.map { file.text($0.range) }
                }
                statement = []
            case .rightBrace:
                selectors = nil
                statement = []
            case .semicolon:
                statement = []
            default:
                statement.append(token)
            }
        }
        let afterColon = statement.contains { $0.kind == .colon }
        if let selectors {
            if afterColon, let property = statement.first, property.kind == .identifier {
                return .value(property: file.text(property.range))
            }
            return afterColon ? .value(property: nil) : .property(classPaths: selectors)
        }
        if afterColon, statement.first?.kind == .variable { return .value(property: nil) }
        return .classPath
    }
}
