import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// What upstream NUI's `NUIConverter` (@ 744a36f) makes of a value's text: the colour,
/// number, size or insets a renderer gets.
///
/// NUI hands the converters a value's tokens joined by single spaces (`rgb ( 255 , 0 , 0 )`),
/// see ``ValueParser/nuiText(of:in:)``.
enum NUIConverter {
    /// A colour as `toColor:` reads it.
    enum Color: Equatable {
        /// `+[UIColor <name>Color]`, with its fixed value where UIKit has one.
        case named(String, RGBAColor?)
        /// A colour from hex digits or a colour function.
        case rgba(RGBAColor)
    }

    /// The colour names UIKit answers `+[UIColor <name>Color]` for: fdlc's list, plus three
    /// deprecated ones that still respond.
    static let colorNames: [String: RGBAColor?] = ColorParser.uiKitColors.merging(
        ["viewFlipsideBackground": nil, "scrollViewTexturedBackground": nil, "underPageBackground": nil]) { first, _ in
            first
        }

    /// ``colorNames`` prepared for did-you-mean, in a fixed order.
    static let colorNameCandidates = SuggestionCandidates(colorNames.keys.sorted())

    /// `toColor:`: a UIKit colour name; else, in the text without whitespace and uppercased,
    /// the first `#` or `0X` followed by six hex digits (anything around them is ignored, so
    /// `#FF000080` is opaque red and `#F00` no colour); else the first `RGB(`, `RGBA(`, `HSL(`
    /// or `HSLA(` with three or four components of digits and dots. A component with a `.` is
    /// read as it is, one without divided by 255; `HSL` is hue/saturation/brightness, every
    /// part a fraction. nil: no colour (`rgba` with three components is none either).
    static func color(_ text: String) -> Color? {
        // Nearly every colour of a theme is '#' and six hex digits: what the steps below make
        // of it, read from its bytes (no UIKit name starts with '#').
        if let color = sixDigitHex(text) { return .rgba(color) }
        if let name = colorNames.index(forKey: text) { return .named(text, colorNames[name].value) }
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: text.unicodeScalars.filter { !UnicodeWhitespace.contains($0.value) })
        let compact = Array(String(visible).uppercased().utf8)
        if let color = hexColor(compact) { return .rgba(color) }
        return functionColor(compact)
    }

    /// The colour of `text` when it is exactly `#` and six hex digits of either case; else nil.
    static func sixDigitHex(_ text: String) -> RGBAColor? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
            var value: UInt32 = 0
            for byte in bytes[1...] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return RGBAColor(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
    }

    private static func hexColor(_ bytes: [UInt8]) -> RGBAColor? {
        var index = 0
        while index < bytes.count {
            let prefix =
                bytes[index] == UInt8(ascii: "#")
                ? 1
                : bytes[index] == UInt8(ascii: "0") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "X")
                    ? 2 : 0
            if prefix > 0, index + prefix + 6 <= bytes.count {
                let digits = bytes[(index + prefix)..<(index + prefix + 6)].compactMap(hexValue)
                if digits.count == 6 {
                    return RGBAColor(
                        red: digits[0] << 4 | digits[1], green: digits[2] << 4 | digits[3],
                        blue: digits[4] << 4 | digits[5])
                }
            }
            index += 1
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The first match of `(RGB|RGBA|HSL|HSLA)\((c),(c),(c)(?:,(c))?\)`, `c` = `[0-9.]+`.
    private static func functionColor(_ bytes: [UInt8]) -> Color? {
        for start in bytes.indices {
            for name in ["RGB", "RGBA", "HSL", "HSLA"] {
                let pattern = Array((name + "(").utf8)
                guard bytes[start...].starts(with: pattern),
                    let components = components(bytes, from: start + pattern.count)
                else { continue }
                let hasAlpha = name.hasSuffix("A")
                if hasAlpha, components.count == 3 { return nil }
                let values = components.map(component)
                let alpha = hasAlpha ? values[3] : 1
                if name.hasPrefix("RGB") {
                    return .rgba(
                        RGBAColor(
                            red: byte(values[0]), green: byte(values[1]), blue: byte(values[2]), alpha: byte(alpha)))
                }
                return .rgba(hsbColor(hue: values[0], saturation: values[1], brightness: values[2], alpha: alpha))
            }
        }
        return nil
    }

    /// Three or four comma-separated runs of digits and dots, then `)`; nil when that does not follow.
    private static func components(_ bytes: [UInt8], from start: Int) -> [ArraySlice<UInt8>]? {
        var found: [ArraySlice<UInt8>] = []
        var index = start
        while true {
            let begin = index
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".")
            {
                index += 1
            }
            guard index > begin, index < bytes.count else { return nil }
            found.append(bytes[begin..<index])
            if bytes[index] == UInt8(ascii: ")") { return found.count >= 3 ? found : nil }
            guard bytes[index] == UInt8(ascii: ","), found.count < 4 else { return nil }
            index += 1
        }
    }

    /// `parseColorComponent`: with a `.`, the number itself; without, the number / 255.
    private static func component(_ bytes: ArraySlice<UInt8>) -> Double {
        let value = floatValue(Substring(String(decoding: bytes, as: UTF8.self)))
        return bytes.contains(UInt8(ascii: ".")) ? value : value / 255
    }

    /// `+[UIColor colorWithHue:saturation:brightness:alpha:]`, each part clamped to 0…1.
    private static func hsbColor(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> RGBAColor {
        let clamp = { (value: Double) in min(max(value, 0), 1) }
        let (h, s, v) = (clamp(hue) == 1 ? 0 : clamp(hue) * 6, clamp(saturation), clamp(brightness))
        let sector = Int(h)
        let f = h - Double(sector)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        return RGBAColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// A fraction as the nearest byte, clamped to 0…1.
    private static func byte(_ fraction: Double) -> UInt8 {
        UInt8((min(max(fraction, 0), 1) * 255).rounded())
    }

    /// `-[NSString floatValue]`: after leading whitespace, the longest prefix that is a decimal
    /// number (sign, digits, fraction, exponent); 0 when there is none.
    static func floatValue(_ text: Substring) -> Double {
        let bytes = Array(text.utf8.drop { $0 == 0x20 || (0x09...0x0D).contains($0) })
        var end = 0
        let isDigit = { (index: Int) in
            index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
        var digits = 0
        while isDigit(end) {
            end += 1
            digits += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while isDigit(end) {
                end += 1
                digits += 1
            }
        }
        guard digits > 0 else { return 0 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
                exponent += 1
            }
            if isDigit(exponent) {
                end = exponent
                while isDigit(end) { end += 1 }
            }
        }
        let value = Double(String(decoding: bytes[..<end], as: UTF8.self)) ?? 0
        return value.isFinite ? value : 0
    }

    /// `toSize:` (offsets): the text split on `,`, parts 0 and 1 read with ``floatValue(_:)``;
    /// nil when there are fewer than two parts, where NUI raises `NSRangeException`.
    static func size(_ text: String) -> (x: Double, y: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        return (floatValue(parts[0]), floatValue(parts[1]))
    }

    /// `toEdgeInsets:` (boxes): the text split on whitespace, 1 to 4 numbers in CSS order;
    /// any other count gives all zeros.
    static func edgeInsets(_ text: String) -> (top: Double, right: Double, bottom: Double, left: Double) {
        let values = text.split { $0.unicodeScalars.allSatisfy { UnicodeWhitespace.contains($0.value) } }.map(
            floatValue)
        switch values.count {
        case 1: return (values[0], values[0], values[0], values[0])
        case 2: return (values[0], values[1], values[0], values[1])
        case 3: return (values[0], values[1], values[2], values[1])
        case 4: return (values[0], values[1], values[2], values[3])
        default: return (0, 0, 0, 0)
        }
    }
}
