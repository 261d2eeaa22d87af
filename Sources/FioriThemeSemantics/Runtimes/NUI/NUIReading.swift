import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Whether upstream NUI reads a file at all: a port of what `-[NUIStyleParser
/// getStylesFromPath:]` does before it styles anything (tombenner/nui @ 744a36f with NUIParse
/// @ 65bc940).
///
/// 1. `stringWithContentsOfFile:encoding:NSUTF8StringEncoding`: a file that is not UTF-8 gives
///    nil, and NUI applies nothing from it, silently. A leading byte order mark is dropped.
/// 2. NUIParse's tokeniser tries, at each position, in this order: whitespace
///    (``UnicodeWhitespace``), a `/* … */` comment, the keywords `@media` and `and` (as
///    prefixes: `android` is `and` + `roid`), a name (`[A-Za-z0-9#@\-_\\.]` then
///    `[A-Za-z0-9\-_\\/.]*`; one starting with `@` is a variable), and `: { } ( ) , ;`.
///    Anything else stops it.
/// 3. NUI's LALR(1) grammar, which is LL(1), so this recursive descent accepts exactly what
///    it accepts: `sheet := (styleBlock | media | definition)*`, `media := '@media' option
///    ('and' option)* '{' (styleBlock | definition)* '}'`, `option := '(' name ':' name ')'`,
///    `styleBlock := name (',' name)* '{' (name ':' value ';')* '}'`, `definition := variable
///    ':' value ';'`, `value := (name | variable | '(' | ')' | ',')+`.
///
/// Any failure makes `-parse:` return nil: no style of the file applies, and nothing says so.
/// fdlc's own parser reports each syntax error with recovery; this reading decides, exactly,
/// whether NUI rejects the file and where it stops.
struct NUIReading {
    /// What NUI makes of the file.
    package enum Outcome: Equatable {
        /// The file is not UTF-8 (the first bad byte is at `offset`): NUI reads none of it.
        case unreadable(offset: Int)
        /// NUI's tokeniser or parser stops: no style of the file applies.
        case rejected(Failure)
        /// NUI reads the file.
        case accepted
    }

    /// Where and why NUI stops.
    struct Failure: Equatable {
        /// The byte offset of the token (or character) NUI stops at.
        let offset: Int
        /// Why, lowercase: `no token starts with '*'`, `expected ';', found '}'`.
        let reason: String
        /// Whether the tokeniser (true) or the parser stopped.
        let inTokeniser: Bool
    }

    /// Reads `file` as NUI does.
    static func read(_ file: SourceFile) -> Outcome {
        file.bytes.withUnsafeBufferPointer { bytes in
            var index = file.hasByteOrderMark ? 3 : 0
            while index < bytes.count {
                let length = UTF8Scalar.length(at: index, in: bytes)
                guard length > 0 else { return .unreadable(offset: index) }
                index += length
            }
            var tokeniser = Tokeniser(bytes: bytes, position: file.hasByteOrderMark ? 3 : 0)
            let tokens = tokeniser.tokens()
            var parser = GrammarParser(tokens: tokens, bytes: bytes)
            if let failure = parser.parseSheet() {
                // The parser reached the token the tokeniser could not make: the tokeniser stopped.
                if failure.offset == bytes.count, let stop = tokeniser.failure { return .rejected(stop) }
                return .rejected(failure)
            }
            if let stop = tokeniser.failure { return .rejected(stop) }
            return .accepted
        }
    }

    // MARK: - Tokeniser

    private enum Kind: Equatable {
        case name, variable, media, and, colon, semicolon, leftBrace, rightBrace, leftParen, rightParen, comma, end
    }

    private struct NUIToken {
        let kind: Kind
        let start: Int
        let end: Int
    }

    private struct Tokeniser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position: Int
        var failure: Failure?

        /// Every token up to the end or the first position nothing recognises.
        mutating func tokens() -> [NUIToken] {
            var tokens: [NUIToken] = []
            while position < bytes.count {
                let start = position
                let byte = bytes[position]
                if ByteClass.isWhitespace(byte) {
                    position += 1
                    continue
                }
                guard let (scalar, length) = UTF8Scalar.decode(at: position, in: bytes) else { break }
                if UnicodeWhitespace.contains(scalar) {
                    position += length
                    continue
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*"), let end = commentEnd(after: position + 2) {
                    position = end
                    continue
                }
                if hasPrefix("@media") {
                    position += 6
                    tokens.append(NUIToken(kind: .media, start: start, end: position))
                    continue
                }
                if hasPrefix("and") {
                    position += 3
                    tokens.append(NUIToken(kind: .and, start: start, end: position))
                    continue
                }
                if ByteClass.isIdentifierStart(byte) || byte == UInt8(ascii: "@") {
                    position += 1
                    while position < bytes.count, ByteClass.isIdentifierContinuation(bytes[position]) { position += 1 }
                    tokens.append(
                        NUIToken(kind: byte == UInt8(ascii: "@") ? .variable : .name, start: start, end: position))
                    continue
                }
                if let kind = Tokeniser.punctuation(byte) {
                    position += 1
                    tokens.append(NUIToken(kind: kind, start: start, end: position))
                    continue
                }
                let character = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self)
                let reason =
                    byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*")
                    ? "'/*' has no matching '*/'"
                    : "no token starts with \(Tokeniser.quoted(character, scalar))"
                failure = Failure(offset: start, reason: reason, inTokeniser: true)
                break
            }
            return tokens
        }

        private static func punctuation(_ byte: UInt8) -> Kind? {
            switch byte {
            case UInt8(ascii: ":"): .colon
            case UInt8(ascii: ";"): .semicolon
            case UInt8(ascii: "{"): .leftBrace
            case UInt8(ascii: "}"): .rightBrace
            case UInt8(ascii: "("): .leftParen
            case UInt8(ascii: ")"): .rightParen
            case UInt8(ascii: ","): .comma
            default: nil
            }
        }

        /// `'*'`, or for an invisible or control character its code point.
        private static func quoted(_ character: String, _ scalar: UInt32) -> String {
            guard scalar < 0x21 || scalar == 0x7F || scalar >= 0x80 else { return "'\(character)'" }
            var hex = String(scalar, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            return "U+" + hex
        }

        private func peek(_ ahead: Int) -> UInt8? {
            position + ahead < bytes.count ? bytes[position + ahead] : nil
        }

        private func hasPrefix(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] { return false }
            return true
        }

        /// The offset just after the first `*/` at or after `index`, nil when there is none.
        private func commentEnd(after index: Int) -> Int? {
            var index = index
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
                index += 1
            }
            return nil
        }
    }

    // MARK: - Grammar

    private struct GrammarParser {
        let tokens: [NUIToken]
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(tokens: [NUIToken], bytes: UnsafeBufferPointer<UInt8>) {
            self.tokens = tokens
            self.bytes = bytes
        }

        private var current: NUIToken {
            index < tokens.count ? tokens[index] : NUIToken(kind: .end, start: bytes.count, end: bytes.count)
        }

        private struct Stop: Error {
            let failure: Failure
        }

        /// Parses the whole sheet; the failure where the grammar stops, nil when it accepts.
        mutating func parseSheet() -> Failure? {
            do throws(Stop) {
                while current.kind != .end {
                    switch current.kind {
                    case .media: try mediaBlock()
                    case .variable: try definition()
                    case .name: try styleBlock()
                    default: throw stop(expecting: "a selector, a variable or '@media'")
                    }
                }
                return nil
            } catch {
                return error.failure
            }
        }

        private func stop(expecting expected: String) -> Stop {
            let token = current
            let found =
                token.kind == .end
                ? "the end of the file"
                : "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
                    + "'"
            return Stop(
                failure: Failure(
                    offset: token.start, reason: "expected \(expected), found \(found)", inTokeniser: false))
        }

        private mutating func take(_ kind: Kind, _ expected: String) throws(Stop) {
            guard current.kind == kind else { throw stop(expecting: expected) }
            index += 1
        }

        private mutating func mediaBlock() throws(Stop) {
            try take(.media, "'@media'")
            try mediaOption()
            while current.kind == .and {
                index += 1
                try mediaOption()
            }
            try take(.leftBrace, "'and' or '{'")
            while current.kind != .rightBrace {
                switch current.kind {
                case .variable: try definition()
                case .name: try styleBlock()
                default: throw stop(expecting: "a selector, a variable or '}'")
                }
            }
            index += 1
        }

        private mutating func mediaOption() throws(Stop) {
            try take(.leftParen, "'('")
            try take(.name, "a media feature name")
            try take(.colon, "':'")
            try take(.name, "a media feature value")
            try take(.rightParen, "')'")
        }

        private mutating func styleBlock() throws(Stop) {
            try take(.name, "a selector")
            while current.kind == .comma {
                index += 1
                try take(.name, "a selector")
            }
            try take(.leftBrace, "',' or '{'")
            while current.kind == .name {
                index += 1
                try take(.colon, "':'")
                try value()
                try take(.semicolon, "';'")
            }
            try take(.rightBrace, "a property or '}'")
        }

        private mutating func definition() throws(Stop) {
            try take(.variable, "a variable")
            try take(.colon, "':'")
            try value()
            try take(.semicolon, "';'")
        }

        private mutating func value() throws(Stop) {
            let start = index
            while index < tokens.count, GrammarParser.isValuePart(tokens[index].kind) { index += 1 }
            if index == start { throw stop(expecting: "a value") }
        }

        private static func isValuePart(_ kind: Kind) -> Bool {
            switch kind {
            case .name, .variable, .leftParen, .rightParen, .comma: true
            default: false
            }
        }
    }
}
