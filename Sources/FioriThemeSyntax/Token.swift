import FioriThemeCore

/// One lexical token: a kind and the bytes it covers.
///
/// Tokens hold no text: the text is read from the ``SourceFile`` when needed, which keeps
/// lexing allocation-free. A token takes 12 bytes: its offsets are stored as 32-bit
/// numbers (a source file is at most 4 GiB, see ``SourceFile/maximumSize``).
package struct Token: Hashable, Sendable {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    /// What the token is.
    package var kind: TokenKind

    /// Creates a token.
    @inlinable package init(kind: TokenKind, range: SourceRange) {
        self.kind = kind
        start = UInt32(truncatingIfNeeded: range.start)
        end = UInt32(truncatingIfNeeded: range.end)
    }

    /// The bytes it covers.
    @inlinable package var range: SourceRange {
        get { SourceRange(start: Int(start), end: Int(end)) }
        set {
            start = UInt32(truncatingIfNeeded: newValue.start)
            end = UInt32(truncatingIfNeeded: newValue.end)
        }
    }
}

/// The kinds of token in the NSS language (see `Grammar/nss.ebnf`).
package enum TokenKind: UInt8, Hashable, Sendable, CaseIterable {
    /// A name, number, hex colour, path or unit value: `fdlFUIKPIView`, `#0A6ED1`, `-1`, `2px`, `Assets/logo.png`.
    case identifier
    /// `@name`.
    case variable
    /// The `@media` keyword.
    case media
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `,`
    case comma
    /// `/* … */`, possibly unterminated.
    case blockComment
    /// `// …` up to the end of the line.
    case lineComment
    /// A quoted string, which no runtime accepts; kept as one token so the parser can recover.
    case string
    /// A run of bytes no runtime accepts outside a comment (`!`, `%`, non-ASCII, NUL, invalid UTF-8).
    case invalid
    /// The end of the input.
    case endOfFile

    /// How the kind is named in messages.
    var spelling: String {
        switch self {
        case .identifier: "identifier"
        case .variable: "variable"
        case .media: "'@media'"
        case .colon: "':'"
        case .semicolon: "';'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .blockComment, .lineComment: "comment"
        case .string: "quoted string"
        case .invalid: "invalid character"
        case .endOfFile: "end of file"
        }
    }

    /// Compares the raw bytes: inlined across the modules that read tokens, where the
    /// synthesized comparison is a call through the Equatable witness table.
    @inlinable package static func == (lhs: TokenKind, rhs: TokenKind) -> Bool { lhs.rawValue == rhs.rawValue }
}
