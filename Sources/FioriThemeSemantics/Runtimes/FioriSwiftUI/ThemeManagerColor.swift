import FioriTheme

/// FioriThemeManager's `StyleSheetConverter.toColor`, ported: the colour it makes of a
/// definition's value, exactly as the line reader kept it (spaces and all).
///
/// In this order: the whole value is one of fifteen colour names (case-sensitive, nothing
/// around it); or, split at its first `_`, a `ColorStyle` name and a
/// `BackgroundColorScheme` (only `device`, `deviceInverse`, `lightConstant` and
/// `darkConstant`; any other suffix, a variant name included, means `device`); or hex digits
/// found anywhere in it (see ``ThemeManagerHex``). Anything else is no colour, and the SDK's
/// colour shows.
enum ThemeManagerColor {
    /// The names of `toColor`'s `switch`, with what each gives; `magenta` is listed but gives
    /// no colour. `darkGray` and `lightGray` are UIKit's; the others SwiftUI's, of which only
    /// `black`, `white` and `clear` have a fixed value.
    static let names: [String: ColorValue?] = [
        "black": .swiftUI("black", RGBAColor(red: 0, green: 0, blue: 0)),
        "darkGray": .named("darkGray", RGBAColor(red: 0x55, green: 0x55, blue: 0x55)),
        "lightGray": .named("lightGray", RGBAColor(red: 0xAA, green: 0xAA, blue: 0xAA)),
        "white": .swiftUI("white", RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)),
        "gray": .swiftUI("gray", nil),
        "red": .swiftUI("red", nil),
        "green": .swiftUI("green", nil),
        "blue": .swiftUI("blue", nil),
        "cyan": .swiftUI("cyan", nil),
        "yellow": .swiftUI("yellow", nil),
        "magenta": nil,
        "orange": .swiftUI("orange", nil),
        "purple": .swiftUI("purple", nil),
        "brown": .swiftUI("brown", nil),
        "clear": .swiftUI("clear", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ]

    /// The colour FioriThemeManager makes of `value`, nil when it makes none.
    static func color(of value: String) -> ColorValue? {
        if let named = names[value] { return named }
        if let reference = paletteReference(value) { return reference }
        return ThemeManagerHex.color(of: value).map(ColorValue.rgba)
    }

    /// `ColorStyle.color(from:)`: `style` or `style_scheme`, nil when the part before the first
    /// `_` is not a `ColorStyle` name.
    static func paletteReference(_ value: String) -> ColorValue? {
        guard let underscore = value.firstIndex(of: "_") else {
            return ThemeManagerPalette.styles.contains(value) ? .palette(style: value, scheme: .device) : nil
        }
        let style = String(value[..<underscore])
        guard ThemeManagerPalette.styles.contains(style) else { return nil }
        let scheme = PaletteScheme.backgroundSchemes[String(value[value.index(after: underscore)...])] ?? .device
        return .palette(style: style, scheme: scheme)
    }
}
