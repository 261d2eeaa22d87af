import FioriTheme
import FioriThemeCore

/// Splits a stylesheet's UTF-8 bytes into tokens, one at a time.
///
/// The lexer never throws and never stops early: every malformed byte sequence becomes an
/// ``TokenKind/invalid`` or ``TokenKind/string`` token with a diagnostic, and lexing goes
/// on. Comments are not returned by ``next()``; they are collected in ``comments`` so the
/// syntax tree keeps them. The lexer is a value: copying it gives an independent cursor,
/// which the parser uses to look ahead.
package struct Lexer {
    let file: SourceFile
    /// Where the target's reader draws token boundaries.
    let rules: LexicalRules
    private let bytes: UnsafeBufferPointer<UInt8>
    /// ``ByteClass/table``.
    private let classes = ByteClass.table
    private var position: Int
    /// The comments passed so far, in order.
    private(set) var comments: [Token] = []
    /// The lexical problems found so far, in order.
    private(set) var diagnostics: [Diagnostic] = []
    /// Creates a lexer over `bytes`, which must stay valid while the lexer is used.
    package init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, rules: LexicalRules = .nui) {
        self.file = file
        self.rules = rules
        self.bytes = bytes
        position = file.hasByteOrderMark ? 3 : 0  // the mark is skipped
    }

    /// Returns the next significant token, or ``TokenKind/endOfFile`` forever once the input is used up.
    ///
    /// Whitespace, names and one-byte punctuation, nearly every byte of a theme, are read
    /// here, in a loop the parser inlines; everything else by ``nextOther()``.
    @inline(__always)
    package mutating func next() -> Token {
        var position = self.position
        let count = bytes.count
        while position < count {
            let flags = classes[Int(bytes[position])]
            if flags & ByteClass.whitespace != 0 {
                position += 1
                continue
            }
            if flags & ByteClass.identifierStart != 0 {
                self.position = position
                scanIdentifierContinuation()
                return Token(kind: .identifier, range: SourceRange(start: position, end: self.position))
            }
            if let kind = ByteClass.punctuation(flags) {
                self.position = position + 1
                return Token(kind: kind, range: SourceRange(start: position, end: position + 1))
            }
            self.position = position
            return nextOther()
        }
        self.position = position
        return Token(kind: .endOfFile, range: .point(count))
    }

    /// ``next()`` from a byte that is not whitespace, a name or one-byte punctuation:
    /// a variable or `@media`, a comment, a quoted string, `!`, or bytes no token takes.
    private mutating func nextOther() -> Token {
        let count = bytes.count
        while position < count {
            let start = position
            let byte = bytes[position]
            let flags = classes[Int(byte)]
            if flags & ByteClass.whitespace != 0 {
                position += 1
                continue
            }
            if flags & ByteClass.identifierStart != 0 {
                scanIdentifierContinuation()
                return Token(kind: .identifier, range: SourceRange(start: start, end: position))
            }
            if let kind = ByteClass.punctuation(flags) {
                position += 1
                return Token(kind: kind, range: SourceRange(start: start, end: position))
            }
            switch byte {
            case 0x40: return variableOrMedia()
            case 0x2F:
                if peekByte(1) == 0x2A {
                    lexBlockComment()
                    continue
                }
                if peekByte(1) == 0x2F {
                    lexLineComment()
                    continue
                }
                position += 1
                return invalid(
                    start, .unexpectedCharacter,
                    "unexpected character '/'; only '/* */' and '//' comments may start with '/'")
            case 0x22, 0x27: return quotedString()
            case 0x21: return exclamation()
            default:
                if byte >= 0x80, rules.unicodeWhitespace {
                    let width = UnicodeWhitespace.length(at: position, in: bytes)
                    if width > 0 {
                        position += width
                        continue
                    }
                }
                return invalidRun()
            }
        }
        return Token(kind: .endOfFile, range: .point(count))
    }

    // MARK: - Tokens

    @inline(__always)
    private func peekByte(_ ahead: Int) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    /// Advances over identifier-continuation bytes; unless `/` continues names
    /// (``LexicalRules/slashContinuesNames``) it stops before a `//` or `/*`.
    @inline(__always)
    private mutating func scanIdentifierContinuation() {
        position += 1
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            guard classes[Int(byte)] & ByteClass.identifierContinuation != 0 else { return }
            if byte == 0x2F, !rules.slashContinuesNames, let after = peekByte(1), after == 0x2F || after == 0x2A {
                return
            }
            position += 1
        }
    }

    private mutating func variableOrMedia() -> Token {
        let start = position
        guard let first = peekByte(1), ByteClass.isIdentifierContinuation(first),
            first != 0x2F || rules.slashContinuesNames
        else {
            position += 1
            // NUI's identifier recogniser takes `@` alone as a name: the variable '@'.
            if rules.loneAtIsVariable { return Token(kind: .variable, range: SourceRange(start: start, end: position)) }
            return invalid(start, .unexpectedCharacter, "expected a variable name after '@'")
        }
        scanIdentifierContinuation()
        let range = SourceRange(start: start, end: position)
        return Token(kind: file.bytes(range, equal: "@media") ? .media : .variable, range: range)
    }

    private mutating func lexBlockComment() {
        let start = position
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x2A, peekByte(1) == 0x2F {
                position += 2
                comments.append(Token(kind: .blockComment, range: SourceRange(start: start, end: position)))
                return
            }
            if byte >= 0x80 { skipScalarCheckingUTF8() } else { position += 1 }
        }
        comments.append(Token(kind: .blockComment, range: SourceRange(start: start, end: position)))
        report(
            .unterminatedComment, "unterminated comment; '/*' has no matching '*/'",
            SourceRange(start: start, end: start + 2),
            notes: [Diagnostic.Note("the rest of the file is inside this comment")])
    }

    private mutating func lexLineComment() {
        let start = position
        position += 2
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A || byte == 0x0D { break }
            if byte >= 0x80 { skipScalarCheckingUTF8() } else { position += 1 }
        }
        comments.append(Token(kind: .lineComment, range: SourceRange(start: start, end: position)))
    }

    /// Advances over one UTF-8 scalar inside a comment, reporting it if malformed.
    private mutating func skipScalarCheckingUTF8() {
        let length = UTF8Scalar.length(at: position, in: bytes)
        if length > 0 {
            position += length
            return
        }
        let start = position
        position += 1
        while position < bytes.count, bytes[position] >= 0x80, UTF8Scalar.length(at: position, in: bytes) == 0 {
            position += 1
        }
        report(.invalidUTF8, "invalid UTF-8 byte sequence", SourceRange(start: start, end: position))
    }

    private mutating func quotedString() -> Token {
        let start = position
        let quote = bytes[position]
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                break
            }
            if byte == 0x0A || byte == 0x0D { break }
            position += 1
        }
        let range = SourceRange(start: start, end: position)
        let closed = range.length >= 2 && bytes[position - 1] == quote
        let fixIt =
            closed
            ? Diagnostic.FixIt(range: range, replacement: file.text(SourceRange(start: start + 1, end: position - 1)))
            : nil
        report(.quotedString, "quoted strings are not supported; no runtime removes the quotes", range, fixIt: fixIt)
        return Token(kind: .string, range: range)
    }

    private mutating func exclamation() -> Token {
        let start = position
        position += 1
        var probe = position
        while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        var end = probe
        while end < bytes.count, ByteClass.isAlphanumeric(bytes[end]) { end += 1 }
        if file.bytes(SourceRange(start: probe, end: end), equal: "important") {
            position = end
            let range = SourceRange(start: start, end: end)
            report(
                .importantNotSupported,
                "'!important' is not supported in NSS; the last declaration of a property always wins",
                range, fixIt: Diagnostic.FixIt(range: range, replacement: ""))
            return Token(kind: .invalid, range: range)
        }
        return invalid(start, .unexpectedCharacter, "unexpected character '!'")
    }

    /// A maximal run of bytes that cannot start a token, reported once.
    private mutating func invalidRun() -> Token {
        let start = position
        var sawInvalidUTF8 = false
        var sawNonASCII = false
        var sawNUL = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                if ByteClass.startsValidToken(byte) { break }
                sawNUL = sawNUL || byte == 0
                position += 1
            } else {
                let length = UTF8Scalar.length(at: position, in: bytes)
                if length == 0 {
                    sawInvalidUTF8 = true
                    position += 1
                } else {
                    if rules.unicodeWhitespace, UnicodeWhitespace.length(at: position, in: bytes) > 0 { break }
                    sawNonASCII = true
                    position += length
                }
            }
        }
        let range = SourceRange(start: start, end: position)
        if sawInvalidUTF8 {
            report(.invalidUTF8, "invalid UTF-8 byte sequence", range)
        } else if sawNUL {
            report(.unexpectedCharacter, "unexpected NUL byte", range)
        } else if sawNonASCII {
            report(
                .unexpectedCharacter,
                "unexpected character '\(Self.cut(file.text(range)))'; non-ASCII characters are only allowed in comments",
                range)
        } else {
            report(
                .unexpectedCharacter,
                "unexpected character\(range.length > 1 ? "s" : "") '\(Self.cut(printable(range)))'", range)
        }
        return Token(kind: .invalid, range: range)
    }

    /// The most characters of a run a message quotes, `…` included: a run can be the whole file.
    static let quotedRun = 40

    /// `text` as a message quotes it (``StringProtocol/shortened(to:)``).
    private static func cut(_ text: String) -> String {
        text.shortened(to: quotedRun)
    }

    /// The text of an ASCII range with control characters escaped.
    private func printable(_ range: SourceRange) -> String {
        var text = ""
        // Past what a message quotes, only whether there is more counts.
        for index in range.start..<min(range.end, range.start + Self.quotedRun + 1) {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F {
                text += "\\u{" + String(byte, radix: 16, uppercase: true) + "}"
            } else {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return text
    }

    private mutating func invalid(_ start: Int, _ code: DiagnosticCode, _ message: String) -> Token {
        let range = SourceRange(start: start, end: position)
        report(code, message, range)
        return Token(kind: .invalid, range: range)
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange,
        notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(Diagnostic(code, message, file: file, range: range, notes: notes, fixIt: fixIt))
    }
}
