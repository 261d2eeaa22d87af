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
    /// tree of a file being typed is often broken just there). The tokens are read one at a
    /// time, never held: near the end of a large document they are millions.
    package init(file: SourceFile, offset: Int) {
        let offset = max(0, min(offset, file.bytes.count))
        var statements = Statements()
        // The last token read, handed on once the next one shows it is not the last.
        var last: Token?
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(file: file, bytes: UnsafeBufferPointer(rebasing: buffer[..<offset]))
            while case let token = lexer.next(), token.kind != .endOfFile {
                if let last { statements.read(last, in: file) }
                last = token
            }
        }
        // The name being typed ends at the cursor: an identifier, or a variable (a lone `@` too).
        var replacing = SourceRange.point(offset)
        if let last, last.range.end == offset, last.kind == .identifier || last.kind == .variable {
            replacing = last.range
            if last.kind == .variable {
                self.init(position: .variable, replacing: replacing, prefix: file.text(replacing))
                return
            }
        } else if let last {
            statements.read(last, in: file)
        }
        self.init(position: statements.position(in: file), replacing: replacing, prefix: file.text(replacing))
    }

    /// The statements before the cursor, read a token at a time: the class paths of the rule
    /// block the cursor is in, and the tokens of the statement it is in.
    private struct Statements {
        var selectors: [String]?
        var statement: [Token] = []

        mutating func read(_ token: Token, in file: SourceFile) {
            switch token.kind {
            case .leftBrace:
                // An `@media` block holds style blocks: its `{` opens no rule block.
                if statement.first?.kind != .media || selectors != nil {
                    selectors = statement.filter { $0.kind == .identifier }.map { file.text($0.range) }
                }
                statement.removeAll(keepingCapacity: true)
            case .rightBrace:
                selectors = nil
                statement.removeAll(keepingCapacity: true)
            case .semicolon:
                statement.removeAll(keepingCapacity: true)
            default:
                statement.append(token)
            }
        }

        /// Where the statement read last stands.
        func position(in file: SourceFile) -> Position {
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
}
