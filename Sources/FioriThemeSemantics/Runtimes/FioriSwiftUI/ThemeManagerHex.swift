import FioriTheme

/// The hex step of FioriThemeManager's `StyleSheetConverter.toColor` and its `Color(hex:)`,
/// ported with their quirks, since a theme gets exactly what they compute.
///
/// Every whitespace and line-break scalar is removed and the rest uppercased; then the
/// first match of `(?:0X|#)([0-9A-F]{8})`, else of `{6}`, else of `{3}`, anywhere in it
/// (unanchored: a longer run is cut, text around it does not matter, and digits in a
/// trailing comment count). The search covers as many UTF-16 units as the text has
/// Characters, and the match is taken back as Character offsets, so each extra UTF-16 unit
/// before the digits (an emoji, a combining mark) shifts the digits taken one Character to
/// the right. `Color(hex:)` then trims non-alphanumerics at both ends, scans the leading hex
/// digits, and goes by the Character count: 3 are doubled, 6 are opaque, 8 have alpha
/// last, and any other count is opaque black.
enum ThemeManagerHex {
    /// The colour the converter's hex step makes of `value`, nil when it finds no digits.
    static func color(of value: String) -> RGBAColor? {
        digits(in: value).map(color(hex:))
    }

    /// The text `Color(hex:)` is given: the first match's captured digits, taken back as
    /// Characters; nil when no pattern matches.
    static func digits(in value: String) -> String? {
        var kept = String.UnicodeScalarView()
        for scalar in value.unicodeScalars where !isWhitespaceOrNewline(scalar) { kept.append(scalar) }
        let content = String(kept).uppercased()
        let units = Array(content.utf16)
        let limit = min(content.count, units.count)
        for length in [8, 6, 3] {
            if let start = firstMatch(of: length, in: units, limit: limit) {
                // UTF-16 offsets taken as Character offsets, as the runtime does.
                let lower = content.index(content.startIndex, offsetBy: start)
                return String(content[lower..<content.index(lower, offsetBy: length)])
            }
        }
        return nil
    }

    /// `Color(hex:)` (`init(hexString:isAlphaTrailing: true)`).
    static func color(hex: String) -> RGBAColor {
        let scalars = Array(hex.unicodeScalars)
        guard let first = scalars.firstIndex(where: isAlphanumeric), let last = scalars.lastIndex(where: isAlphanumeric)
        else {
            return RGBAColor(red: 0, green: 0, blue: 0, alpha: 255)
        }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        let text = String(trimmed)
        let value = scanHex(Array(text.unicodeScalars))
        switch text.count {
        case 3:
            return color(hex: String(text.flatMap { [$0, $0] }))
        case 6:
            return RGBAColor(red: byte(value >> 16), green: byte(value >> 8), blue: byte(value), alpha: 255)
        case 8:
            return RGBAColor(
                red: byte(value >> 24), green: byte(value >> 16), blue: byte(value >> 8), alpha: byte(value))
        default:
            return RGBAColor(red: 0, green: 0, blue: 0, alpha: 255)
        }
    }

    /// Where the captured digits of `(?:0X|#)([0-9A-F]{length})` start in the first match
    /// within `units[0..<limit]`, nil when there is none.
    private static func firstMatch(of length: Int, in units: [UInt16], limit: Int) -> Int? {
        func isDigits(_ start: Int) -> Bool {
            start + length <= limit && units[start..<(start + length)].allSatisfy(isUppercaseHexDigit)
        }
        for position in 0..<limit {
            if units[position] == 0x23 /* # */, isDigits(position + 1) { return position + 1 }
            if units[position] == 0x30 /* 0 */, position + 1 < limit, units[position + 1] == 0x58 /* X */,
                isDigits(position + 2)
            {
                return position + 2
            }
        }
        return nil
    }

    /// `Scanner.scanHexInt64`: an optional `0x`/`0X` before a hex digit, then the leading hex
    /// digits; 0 when there are none.
    private static func scanHex(_ scalars: [Unicode.Scalar]) -> UInt64 {
        var index = 0
        if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "X", hexValue(scalars[2]) != nil {
            index = 2
        }
        var value: UInt64 = 0
        while index < scalars.count, let digit = hexValue(scalars[index]) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
            value = overflow ? .max : shifted | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt64? {
        switch scalar.value {
        case 0x30...0x39: UInt64(scalar.value - 0x30)
        case 0x41...0x46: UInt64(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt64(scalar.value - 0x61 + 10)
        default: nil
        }
    }

    private static func isUppercaseHexDigit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x46).contains(unit)
    }

    /// The low byte of `value` (each channel is at most 0xFF by construction).
    private static func byte(_ value: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: value)
    }

    /// `CharacterSet.whitespacesAndNewlines`: space separators, tab, and the line breaks
    /// LF, VT, FF, CR, NEL, LS and PS.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// `CharacterSet.alphanumerics`: letters, marks and numbers.
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
