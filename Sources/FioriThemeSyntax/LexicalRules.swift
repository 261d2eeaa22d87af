import FioriTheme
import FioriThemeCore

/// How the lexer splits bytes into tokens where the runtimes' readers differ.
///
/// NUI's tokeniser (NUIParse, which SAPFiori's fork ships too) decides what the language is
/// for the NUI-based targets; FioriThemeManager does not tokenise at all (it reads lines), so
/// for it fdlc keeps the narrower ASCII reading its checks were written against.
package struct LexicalRules: Sendable, Equatable {
    /// Whether CoreFoundation's whitespace (``UnicodeWhitespace``) separates tokens, not only
    /// ASCII's.
    let unicodeWhitespace: Bool
    /// Whether `/` always continues a name (`Label/Big` is one selector, `red//` one value
    /// word, `@/x` one variable), so only a `//` or `/*` where a token starts is a comment;
    /// otherwise a name ends before `//` or `/*`.
    let slashContinuesNames: Bool
    /// Whether `@` alone is the variable `@` (NUI's identifier recogniser takes it as a name);
    /// otherwise it is an error.
    let loneAtIsVariable: Bool

    /// NUI's tokeniser: CoreFoundation's whitespace separates tokens, `@` alone is a variable,
    /// and `/` continues a name.
    package static let nui = LexicalRules(unicodeWhitespace: true, slashContinuesNames: true, loneAtIsVariable: true)
    /// ASCII whitespace only, and a name ends before `//` or `/*`.
    package static let ascii = LexicalRules(
        unicodeWhitespace: false, slashContinuesNames: false, loneAtIsVariable: false)

    private init(unicodeWhitespace: Bool, slashContinuesNames: Bool, loneAtIsVariable: Bool) {
        self.unicodeWhitespace = unicodeWhitespace
        self.slashContinuesNames = slashContinuesNames
        self.loneAtIsVariable = loneAtIsVariable
    }

    /// The rules the target's reader follows.
    package init(_ target: Target) {
        self = target.parsesWithNUIGrammar ? .nui : .ascii
    }
}

/// The whitespace NUI skips between tokens: CoreFoundation's
/// `whitespaceAndNewlineCharacterSet` (CFUniChar's `isWhitespace` and `isNewline`).
///
/// U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680, U+2000–U+200B (the zero width space
/// included), U+2028, U+2029, U+202F, U+205F and U+3000. Not U+180E (Unicode 6.3 moved it
/// out of the spaces) and not U+FEFF.
package enum UnicodeWhitespace {
    /// Whether `scalar` is in the set.
    package static func contains(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The length of the non-ASCII whitespace scalar starting at `index`, or 0 when the bytes
    /// there are not one.
    static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let (scalar, length) = UTF8Scalar.decode(at: index, in: bytes), scalar >= 0x80, contains(scalar) else {
            return 0
        }
        return length
    }
}
