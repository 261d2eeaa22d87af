import FioriTheme
import FioriThemeCore

/// A colour value as a stylesheet writes it, read but not yet resolved against the palette
/// or the appearance.
enum ParsedColor: Equatable, Sendable {
    /// A colour given by its channels: hex, `rgb()`, `rgba()`, `hsl()` or `hsla()`.
    case rgba(RGBAColor)
    /// A UIKit colour name, the `<name>` of `+[UIColor <name>Color]` (`red`, `systemBlue`), and its
    /// value; nil when the colour depends on the appearance.
    case named(String, RGBAColor?)
    /// A Fiori colour style with an optional variant suffix, e.g. `negative_darkBackground`.
    case paletteStyle(PaletteName)
}

/// Which byte of an 8-digit hex colour is alpha; the runtimes disagree (nss-format.md §2.2).
enum HexAlphaOrder: Sendable {
    /// `#AARRGGBB`, as SAPFiori's NUI fork reads it: `#1EE68A00` is `#E68A00` at alpha 0x1E.
    case alphaFirst
    /// `#RRGGBBAA`, as FioriThemeManager reads it: `#1EE68A00` is `#1EE68A`, fully transparent.
    case alphaLast
}

/// Why a colour value could not be read.
struct ColorParseError: Error, Equatable {
    /// What is wrong, lowercase and quoting the value, e.g.
    /// `'#12345' is not a colour: a hex colour has 3, 6 or 8 digits`.
    let message: String
    /// The whole value as it was probably meant (`darkGray` for `darkGrey`), if one is likely.
    let suggestion: String?
    /// The UTF-8 byte offset, within the parsed text, of the part at fault, if one part is.
    let offset: Int?
}

/// Reads the text of a colour value.
///
/// Accepted, after trimming surrounding whitespace:
/// - hex: `#` or `0x` (as NUI and FioriThemeManager both accept) and 3, 6 or 8 digits in either
///   case. Three digits are doubled (`#f46` is `#FF4466`); eight are ordered by ``HexAlphaOrder``.
/// - `rgb(r, g, b)`, `rgba(r, g, b, a)`, `hsl(h, s, l)`, `hsla(h, s, l, a)`, function names in any
///   case, spaces anywhere between parts. Numbers are NUI's: digits with at most one `.`, no
///   sign, exponent or `%`. `parseFunction(_:)` documents the ranges.
/// - a Fiori colour style with optional variant suffix (``Palette/parse(name:)``), then a UIKit
///   colour name (``uiKitColors``). Four names are both (`secondaryLabel`, `tertiaryLabel`,
///   `quaternaryLabel`, `separator`): the Fiori style wins, as in FioriThemeManager, which
///   knows no UIKit semantic colours; upstream NUI on iOS 13 would take UIKit's.
package enum ColorParser {
    /// Parses `text`, the source text of one colour value.
    static func parse(_ text: String, hexAlphaOrder: HexAlphaOrder) -> Result<ParsedColor, ColorParseError> {
        let value = ValueText(text)
        guard !value.range.isEmpty else {
            return .failure(ColorParseError(message: "expected a colour, found nothing", suggestion: nil, offset: nil))
        }
        let bytes = value.bytes[value.range]
        if bytes.first == UInt8(ascii: "#") {
            return parseHex(value, digitsStart: value.range.lowerBound + 1, order: hexAlphaOrder)
        }
        if bytes.starts(with: "0x".utf8) || bytes.starts(with: "0X".utf8) {
            return parseHex(value, digitsStart: value.range.lowerBound + 2, order: hexAlphaOrder)
        }
        if bytes.contains(UInt8(ascii: "(")) {
            return parseFunction(value)
        }
        return parseName(value)
    }

    // MARK: - Hex

    private static func parseHex(_ value: ValueText, digitsStart: Int, order: HexAlphaOrder) -> Result<
        ParsedColor, ColorParseError
    > {
        var nibbles: [UInt8] = []
        for offset in digitsStart..<value.range.upperBound {
            guard let nibble = hexDigit(value.bytes[offset]) else {
                return .failure(value.error("'\(value.scalar(at: offset))' is not a hex digit", at: offset))
            }
            nibbles.append(nibble)
        }
        var channels: [UInt8]
        switch nibbles.count {
        case 3:
            channels = nibbles.map { $0 << 4 | $0 }
        case 6, 8:
            channels = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default:
            return .failure(value.error("a hex colour has 3, 6 or 8 digits", at: value.range.lowerBound))
        }
        if channels.count == 3 { channels.append(0xFF) }
        let (red, green, blue, alpha) =
            nibbles.count == 8 && order == .alphaFirst
            ? (channels[1], channels[2], channels[3], channels[0])
            : (channels[0], channels[1], channels[2], channels[3])
        return .success(.rgba(RGBAColor(red: red, green: green, blue: blue, alpha: alpha)))
    }

    /// `#RGB` or `#RRGGBB` (opaque) read straight from its bytes, the form nearly every
    /// colour of a theme takes; nil for anything else, which ``parse(_:hexAlphaOrder:)`` reads.
    static func shortHex(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBAColor? {
        guard bytes.count == 4 || bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for index in 1..<bytes.count {
            guard let nibble = hexDigit(bytes[index]) else { return nil }
            value = value << 4 | UInt32(nibble)
        }
        if bytes.count == 4 {
            let (red, green, blue) = (UInt8(value >> 8), UInt8(value >> 4 & 0xF), UInt8(value & 0xF))
            return RGBAColor(red: red << 4 | red, green: green << 4 | green, blue: blue << 4 | blue)
        }
        return RGBAColor(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Names

    private static func parseName(_ value: ValueText) -> Result<ParsedColor, ColorParseError> {
        let name = value.text
        if let paletteName = Palette.parse(name: name) {
            return .success(.paletteStyle(paletteName))
        }
        if let fixed = uiKitColors[name] {
            return .success(.named(name, fixed))
        }
        return .failure(unknownName(value))
    }

    /// Whether `text` could parse as a colour with a fixed value (hex, a colour function or a
    /// UIKit name): a cheap test before ``parse(_:hexAlphaOrder:)`` where a non-colour is not
    /// an error, so no did-you-mean is worked out for it.
    package static func mayBeFixedColor(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("#") || lower.hasPrefix("0x") || lower.hasPrefix("rgb") || lower.hasPrefix("hsl")
            || uiKitColors[text] != nil
    }

    /// The error for a name that is neither a palette name nor a UIKit colour, with a suggestion.
    private static func unknownName(_ value: ValueText) -> ColorParseError {
        let name = value.text
        let start = value.range.lowerBound
        guard name.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }) else {
            return value.error("expected a hex colour, a colour function or a colour name", at: start)
        }
        if let separator = name.firstIndex(of: "_") {
            let style = String(name[..<separator])
            let suffix = String(name[name.index(after: separator)...])
            let variants = ColorVariant.allCases.map(\.rawValue)
            let variant = ColorVariant(rawValue: suffix)?.rawValue ?? Suggestion.closest(to: suffix, among: variants)
            if Palette.isStyle(style) {
                let reason =
                    suffix.isEmpty ? "expected a colour variant after '_'" : "'\(suffix)' is not a colour variant"
                return value.error(
                    reason, at: start + style.utf8.count + 1, suggestion: variant.map { style + "_" + $0 })
            }
            let fixedStyle = Suggestion.closest(to: style, among: SuggestionCandidates.paletteStyles)
            let suggestion = fixedStyle.flatMap { fixedStyle in variant.map { fixedStyle + "_" + $0 } }
            return value.error("'\(style)' is not a colour style", at: start, suggestion: suggestion)
        }
        if name.hasSuffix("Color"), case let base = String(name.dropLast(5)), uiKitColors[base] != nil {
            return value.error("nui adds 'Color' itself, so write '\(base)'", at: start, suggestion: base)
        }
        if let fixed = Suggestion.closest(to: name, among: Palette.styleNames + uiKitColors.keys) {
            let reason =
                fixed.lowercased() == name.lowercased() ? "colour names are case-sensitive" : "unknown colour name"
            return value.error(reason, at: start, suggestion: fixed)
        }
        if [6, 8].contains(name.utf8.count), name.utf8.allSatisfy({ hexDigit($0) != nil }) {
            return value.error("a hex colour starts with '#'", at: start, suggestion: "#" + name)
        }
        return value.error("expected a hex colour, a colour function or a colour name", at: start)
    }

    // MARK: - Functions

    /// One argument of a colour function, by what it accepts.
    private enum Argument {
        /// A colour channel: an integer 0–255 (read as n/255, as NUI does) or a fraction 0.0–1.0.
        case channel(String)
        /// A fraction 0.0–1.0 (alpha, saturation, lightness); `0` is fine, `1` is refused.
        case fraction(String)
        /// The hue of `hsl()`, 0–360 degrees.
        case hue

        /// The argument's name in messages.
        var label: String {
            switch self {
            case .channel(let label), .fraction(let label): label
            case .hue: "hue"
            }
        }
    }

    private static let functions: [String: [Argument]] = [
        "rgb": [.channel("red"), .channel("green"), .channel("blue")],
        "rgba": [.channel("red"), .channel("green"), .channel("blue"), .fraction("alpha")],
        "hsl": [.hue, .fraction("saturation"), .fraction("lightness")],
        "hsla": [.hue, .fraction("saturation"), .fraction("lightness"), .fraction("alpha")],
    ]

    /// Parses `rgb()`, `rgba()`, `hsl()` and `hsla()`.
    ///
    /// NUI reads a number with a `.` as a fraction and one without as n/255. So channels
    /// accept both an integer 0–255 and a fraction 0.0–1.0, and both mean what NUI shows. For
    /// alpha, saturation and lightness NUI's reading of `1` is 1/255, almost never what was
    /// meant, so `1` is an error suggesting `1.0`; other integers but `0` are out of range.
    /// The hue is in degrees, 0–360, and `hsl()` is CSS's hue, saturation and lightness; NUI
    /// differs on both (it reads the hue as n/255 and calls UIKit's hue-saturation-*brightness*),
    /// so its colour for an `hsl()` value is not this one.
    private static func parseFunction(_ value: ValueText) -> Result<ParsedColor, ColorParseError> {
        let start = value.range.lowerBound
        let bytes = value.bytes
        var nameEnd = start
        while nameEnd < value.range.upperBound, isLetter(bytes[nameEnd]) { nameEnd += 1 }
        let open = value.trimmed(nameEnd..<value.range.upperBound).lowerBound
        guard nameEnd > start, bytes[open] == UInt8(ascii: "(") else {
            return .failure(value.error("expected a hex colour, a colour function or a colour name", at: start))
        }
        guard let close = bytes[open..<value.range.upperBound].firstIndex(of: UInt8(ascii: ")")) else {
            return .failure(value.error("missing ')'", at: value.range.upperBound))
        }
        guard close == value.range.upperBound - 1 else {
            return .failure(
                value.error(
                    "unexpected text after ')'", at: value.trimmed(close + 1..<value.range.upperBound).lowerBound))
        }
        let parts = split(value, open + 1..<close)
        let nameRange = start..<nameEnd
        let name = value.string(nameRange).lowercased()
        guard let arguments = functions[name] else {
            // Prefer a function taking as many arguments as given: 'rgab' with four is 'rgba'.
            let fitting = functions.filter { $0.value.count == parts.count }.keys
            let fixed =
                Suggestion.closest(to: name, among: fitting) ?? Suggestion.closest(to: name, among: functions.keys)
            return .failure(
                value.error(
                    "'\(value.string(nameRange))' is not a colour function; expected rgb, rgba, hsl or hsla",
                    at: start, suggestion: fixed.map { value.replacing(nameRange, with: $0) }))
        }
        guard parts.count == arguments.count else {
            let labels = arguments.map(\.label).joined(separator: ", ")
            let sibling = name.hasSuffix("a") ? String(name.dropLast()) : name + "a"
            let suggestion = functions[sibling]?.count == parts.count ? value.replacing(nameRange, with: sibling) : nil
            return .failure(
                value.error(
                    "\(name) takes \(arguments.count) arguments (\(labels)), found \(parts.count)",
                    at: start, suggestion: suggestion))
        }
        var numbers: [Double] = []
        for (argument, part) in zip(arguments, parts) {
            switch read(argument, value, part) {
            case .success(let number): numbers.append(number)
            case .failure(let error): return .failure(error)
            }
        }
        let alpha = numbers.count == 4 ? numbers[3] : 1
        let color =
            name.hasPrefix("hsl")
            ? hslColor(hue: numbers[0], saturation: numbers[1], lightness: numbers[2], alpha: alpha)
            : RGBAColor(red: byte(numbers[0]), green: byte(numbers[1]), blue: byte(numbers[2]), alpha: byte(alpha))
        return .success(.rgba(color))
    }

    /// The comma-separated parts of `content`, trimmed; none when `content` is blank.
    private static func split(_ value: ValueText, _ content: Range<Int>) -> [Range<Int>] {
        guard !value.trimmed(content).isEmpty else { return [] }
        var parts: [Range<Int>] = []
        var partStart = content.lowerBound
        for offset in content where value.bytes[offset] == UInt8(ascii: ",") {
            parts.append(value.trimmed(partStart..<offset))
            partStart = offset + 1
        }
        parts.append(value.trimmed(partStart..<content.upperBound))
        return parts
    }

    /// Reads one argument: a fraction 0–1 for channels and fractions, degrees for the hue.
    private static func read(_ argument: Argument, _ value: ValueText, _ part: Range<Int>) -> Result<
        Double, ColorParseError
    > {
        let text = value.string(part)
        guard !part.isEmpty else {
            return .failure(value.error("\(argument.label) is missing", at: part.lowerBound))
        }
        let number = nuiNumber(text)
        switch argument {
        case .channel(let label):
            if let number, number.value <= (number.hasPoint ? 1 : 255) {
                return .success(number.hasPoint ? number.value : number.value / 255)
            }
            return .failure(
                value.error(
                    "\(label) must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '\(text)'",
                    at: part.lowerBound))
        case .fraction(let label):
            if let number, !number.hasPoint, number.value == 1 {
                return .failure(
                    value.error(
                        "\(label) '1' is read as 1/255; write '1.0'", at: part.lowerBound,
                        suggestion: value.replacing(part, with: "1.0")))
            }
            if let number, number.value <= 1 {
                return .success(number.value)
            }
            return .failure(value.error("\(label) must be from 0.0 to 1.0, found '\(text)'", at: part.lowerBound))
        case .hue:
            if let number, number.value <= 360 {
                return .success(number.value)
            }
            return .failure(value.error("hue must be from 0 to 360 degrees, found '\(text)'", at: part.lowerBound))
        }
    }

    /// A number as NUI's converter matches it: digits with at most one `.` and at least one digit.
    private static func nuiNumber(_ text: String) -> (value: Double, hasPoint: Bool)? {
        let point = UInt8(ascii: ".")
        let digits = text.utf8.filter { $0 != point }
        guard !digits.isEmpty, digits.allSatisfy(isDigit),
            text.utf8.count - digits.count <= 1
        else { return nil }
        let hasPoint = digits.count < text.utf8.count
        return Double("0" + text + (hasPoint ? "0" : "")).map { ($0, hasPoint) }
    }

    /// Converts CSS hue (degrees), saturation and lightness to RGB.
    private static func hslColor(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> RGBAColor {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue.truncatingRemainder(dividingBy: 360) / 60
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let lift = lightness - chroma / 2
        return RGBAColor(red: byte(red + lift), green: byte(green + lift), blue: byte(blue + lift), alpha: byte(alpha))
    }

    /// A fraction 0–1 as the nearest byte.
    private static func byte(_ fraction: Double) -> UInt8 {
        UInt8((min(max(fraction, 0), 1) * 255).rounded())
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    // MARK: - UIKit colour names

    /// UIKit's colour names as NUI reads them (`red` calls `+[UIColor redColor]`), with their
    /// sRGB value where UIKit fixes it and nil where it depends on the appearance.
    ///
    /// Fixed values are Apple's documented components (`darkGray` is white 1/3, `orange` is
    /// 1.0, 0.5, 0.0, `lightText` white at alpha 0.6), rounded to the nearest byte. The nil ones
    /// are the iOS 13 semantic and system colours (iOS 15 for `systemMint`, `systemCyan`, `tint`)
    /// and `groupTableViewBackground`, which iOS 13 made dynamic. FioriThemeManager knows only
    /// the first fifteen, and its `magenta` gives nil.
    package static let uiKitColors: [String: RGBAColor?] = [
        "black": RGBAColor(red: 0, green: 0, blue: 0),
        "darkGray": RGBAColor(red: 0x55, green: 0x55, blue: 0x55),
        "lightGray": RGBAColor(red: 0xAA, green: 0xAA, blue: 0xAA),
        "white": RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF),
        "gray": RGBAColor(red: 0x80, green: 0x80, blue: 0x80),
        "red": RGBAColor(red: 0xFF, green: 0, blue: 0),
        "green": RGBAColor(red: 0, green: 0xFF, blue: 0),
        "blue": RGBAColor(red: 0, green: 0, blue: 0xFF),
        "cyan": RGBAColor(red: 0, green: 0xFF, blue: 0xFF),
        "yellow": RGBAColor(red: 0xFF, green: 0xFF, blue: 0),
        "magenta": RGBAColor(red: 0xFF, green: 0, blue: 0xFF),
        "orange": RGBAColor(red: 0xFF, green: 0x80, blue: 0),
        "purple": RGBAColor(red: 0x80, green: 0, blue: 0x80),
        "brown": RGBAColor(red: 0x99, green: 0x66, blue: 0x33),
        "clear": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
        "darkText": RGBAColor(red: 0, green: 0, blue: 0),
        "lightText": RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0x99),
        "groupTableViewBackground": nil,
        "systemRed": nil, "systemGreen": nil, "systemBlue": nil, "systemOrange": nil,
        "systemYellow": nil, "systemPink": nil, "systemPurple": nil, "systemTeal": nil,
        "systemIndigo": nil, "systemBrown": nil, "systemMint": nil, "systemCyan": nil,
        "systemGray": nil, "systemGray2": nil, "systemGray3": nil, "systemGray4": nil,
        "systemGray5": nil, "systemGray6": nil,
        "label": nil, "secondaryLabel": nil, "tertiaryLabel": nil, "quaternaryLabel": nil,
        "link": nil, "placeholderText": nil, "separator": nil, "opaqueSeparator": nil,
        "systemBackground": nil, "secondarySystemBackground": nil, "tertiarySystemBackground": nil,
        "systemGroupedBackground": nil, "secondarySystemGroupedBackground": nil,
        "tertiarySystemGroupedBackground": nil,
        "systemFill": nil, "secondarySystemFill": nil, "tertiarySystemFill": nil, "quaternarySystemFill": nil,
        "tint": nil,
    ]
}

/// The text of a value being parsed: its bytes and the range left after trimming whitespace.
private struct ValueText {
    /// The UTF-8 bytes of the whole text as given.
    let bytes: [UInt8]
    /// The value without surrounding whitespace.
    let range: Range<Int>

    /// Takes `text` and trims it.
    init(_ text: String) {
        bytes = Array(text.utf8)
        range = ValueText.trim(0..<bytes.count, in: bytes)
    }

    /// The trimmed value.
    var text: String { string(range) }

    /// The text of `part`.
    func string(_ part: Range<Int>) -> String {
        String(decoding: bytes[part], as: UTF8.self)
    }

    /// The character starting at byte `offset`, for a message.
    func scalar(at offset: Int) -> String {
        var end = offset + 1
        while end < range.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return string(offset..<end)
    }

    /// `part` without the whitespace at either end.
    func trimmed(_ part: Range<Int>) -> Range<Int> {
        ValueText.trim(part, in: bytes)
    }

    /// The value with `part` replaced, for a suggestion.
    func replacing(_ part: Range<Int>, with replacement: String) -> String {
        string(range.lowerBound..<part.lowerBound) + replacement + string(part.upperBound..<range.upperBound)
    }

    /// An error quoting the value, e.g. `'#12345' is not a colour: <reason>`.
    func error(_ reason: String, at offset: Int?, suggestion: String? = nil) -> ColorParseError {
        ColorParseError(message: "'\(text)' is not a colour: \(reason)", suggestion: suggestion, offset: offset)
    }

    private static func trim(_ part: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var lower = part.lowerBound
        var upper = part.upperBound
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
