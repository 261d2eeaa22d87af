/// Classification of single bytes for the lexer (see `Grammar/nss.ebnf`, "Lexical grammar").
package enum ByteClass {
    /// Space, tab, line feed, carriage return, vertical tab, form feed.
    @inline(__always)
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// `A-Z a-z 0-9`.
    @inline(__always)
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// A byte that can start an identifier: `A-Z a-z 0-9 # . _ \ -`.
    @inline(__always)
    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == 0x23 || byte == 0x2E || byte == 0x5F || byte == 0x5C || byte == 0x2D
    }

    /// A byte that can continue an identifier or variable: `A-Z a-z 0-9 - _ \ / .`.
    ///
    /// `/` continues an identifier unless it starts a comment; the lexer checks that.
    @inline(__always)
    package static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == 0x2D || byte == 0x5F || byte == 0x5C || byte == 0x2F || byte == 0x2E
    }

    /// A flag of ``table``: ``isWhitespace(_:)``.
    static let whitespace: UInt8 = 1
    /// A flag of ``table``: ``isIdentifierStart(_:)``.
    static let identifierStart: UInt8 = 2
    /// A flag of ``table``: ``isIdentifierContinuation(_:)``.
    static let identifierContinuation: UInt8 = 4

    /// The flags of each byte value, for the lexer's inner loops: one load per byte instead
    /// of a chain of comparisons. Allocated once, never written after, never freed, so a
    /// lexer can keep the pointer and threads can share it.
    /// The upper four bits: for a byte that is a token on its own (`: ; { } ( ) ,`), its
    /// ``TokenKind``'s raw value plus one; 0 for the others.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0...255 {
            let byte = UInt8(value)
            table[value] =
                (isWhitespace(byte) ? whitespace : 0) | (isIdentifierStart(byte) ? identifierStart : 0)
                | (isIdentifierContinuation(byte) ? identifierContinuation : 0)
                | (punctuationKind(byte).map { ($0.rawValue + 1) << 4 } ?? 0)
        }
        return UnsafePointer(table)
    }()

    /// The kind of the one-byte token `byte` is (`: ; { } ( ) ,`), for building ``table``.
    ///
    /// A switch rather than a dictionary: the table is built at every start, and the first
    /// `[UInt8: TokenKind]` of a process costs more (its generic metadata and hashing) than
    /// the whole 256-entry loop.
    private static func punctuationKind(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case 0x3A: .colon
        case 0x3B: .semicolon
        case 0x7B: .leftBrace
        case 0x7D: .rightBrace
        case 0x28: .leftParen
        case 0x29: .rightParen
        case 0x2C: .comma
        default: nil
        }
    }

    /// The kind of a one-byte token, from the byte's ``table`` flags; nil for other bytes.
    @inline(__always)
    static func punctuation(_ flags: UInt8) -> TokenKind? {
        flags >> 4 == 0 ? nil : TokenKind(rawValue: flags >> 4 - 1)
    }

    /// A byte that starts a token of its own or a comment, ending a run of invalid bytes.
    @inline(__always)
    static func startsValidToken(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x3A, 0x3B, 0x7B, 0x7D, 0x28, 0x29, 0x2C, 0x40, 0x2F, 0x22, 0x27, 0x21: true
        default: isWhitespace(byte) || isIdentifierStart(byte)
        }
    }
}
