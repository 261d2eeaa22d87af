/// A property value parsed into its type.
public enum StyleValue: Hashable, Sendable {
    /// A colour: literal, UIKit name or palette reference.
    case color(ColorValue)
    /// A `UIFont.TextStyle` name such as `subheadline`, or Fiori's `kpiNumber`.
    case fontTextStyle(String)
    /// `left`, `center`, `right`, `justified` or `natural`.
    case textAlignment(String)
    /// A number (`font-size`, `border-width`, `corner-radius`, …).
    case number(Double)
    /// A whole number (`text-line-clamp`).
    case integer(Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// Insets in CSS order: top, right, bottom, left.
    case box(top: Double, right: Double, bottom: Double, left: Double)
    /// An offset or size `x,y`.
    case offset(x: Double, y: Double)
    /// A font name, or one of NUI's system font keywords (`system`, `boldSystem`, …).
    case fontName(String)
    /// An image name as passed to `UIImage(named:)`.
    case image(String)
    /// A member of one of NUI's enumerations (border style, separator style, alignments,
    /// keyboard appearance, text transform).
    case keyword(String)
    /// A list of class names (`exclude-views`).
    case classList([String])
}

/// A colour value as written, resolved as far as the stylesheet allows.
public enum ColorValue: Hashable, Sendable {
    /// A literal colour (`#0A6ED1`, `rgba(…)`, `hsl(…)`), in canonical RGBA.
    case rgba(RGBAColor)
    /// A UIKit colour name (`red`, `systemBlue`), the `<name>` of `+[UIColor <name>Color]`,
    /// with its fixed value when it has one (system colours depend on the appearance and
    /// have none).
    case named(String, RGBAColor?)
    /// A SwiftUI colour (`Color.blue`), as FioriThemeManager gives the names it knows, with
    /// its fixed value when it has one: `black`, `white` and `clear` are fixed; `blue`,
    /// `red` and the other hues are system colours that follow the appearance, and have none.
    case swiftUI(String, RGBAColor?)
    /// A Fiori palette colour style (`tintColor`, `negative_darkBackground`, `@primary6`,
    /// `primary1_darkConstant`), shown in the variant `scheme` picks; resolved against the
    /// SDK palette or the theme's overrides when a table is built.
    case palette(style: String, scheme: PaletteScheme)
}

/// Which variant of a palette colour style a reference shows, given the variant the view is
/// shown in (the device's appearance).
///
/// The first four are FioriThemeManager's `BackgroundColorScheme`, which a value
/// `style_scheme` names: they choose the light or dark *background*, and elevation and
/// contrast still follow the device. ``variant(_:)`` is a suffix as NUI-based runtimes read
/// it: one fixed variant.
public enum PaletteScheme: Hashable, Sendable {
    /// The variant the view is shown in (`tintColor`, `tintColor_device`).
    case device
    /// The other background: a light-background variant shows its dark-background
    /// counterpart and the other way round (`tintColor_deviceInverse`).
    case deviceInverse
    /// Always the light-background counterpart (`tintColor_lightConstant`).
    case lightConstant
    /// Always the dark-background counterpart (`tintColor_darkConstant`).
    case darkConstant
    /// Always this variant (`negative_darkBackground` under SAPFiori's and NUI's reading).
    case variant(ColorVariant)

    /// The four schemes a FioriThemeManager value can name after `_`, by that name.
    public static let backgroundSchemes: [String: PaletteScheme] = [
        "device": .device, "deviceInverse": .deviceInverse, "lightConstant": .lightConstant,
        "darkConstant": .darkConstant,
    ]

    /// The scheme's name as `backgroundSchemes` has it, nil for a fixed variant.
    public var backgroundSchemeName: String? {
        switch self {
        case .device: "device"
        case .deviceInverse: "deviceInverse"
        case .lightConstant: "lightConstant"
        case .darkConstant: "darkConstant"
        case .variant: nil
        }
    }

    /// The variant shown when the view is shown in `shown`.
    public func variant(shownIn shown: ColorVariant) -> ColorVariant {
        switch self {
        case .device: shown
        case .deviceInverse: shown.onBackground(dark: !shown.isDarkBackground)
        case .lightConstant: shown.onBackground(dark: false)
        case .darkConstant: shown.onBackground(dark: true)
        case .variant(let fixed): fixed
        }
    }
}
