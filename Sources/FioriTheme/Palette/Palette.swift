/// A Fiori colour style as a stylesheet writes it: a style and an optional variant suffix,
/// e.g. `negative_darkBackground`.
package struct PaletteName: Hashable, Sendable {
    /// The colour style, e.g. `negative`.
    package let style: String
    /// The variant the suffix names, or nil when there is no suffix (the colour then follows
    /// the appearance).
    package let variant: ColorVariant?

    /// The name as a stylesheet writes it, suffix included.
    package var text: String { style + (variant?.suffix ?? "") }

    /// The variant a reference by this name shows, read as NUI-based runtimes do: the
    /// suffix's variant, or the device's without one.
    package var scheme: PaletteScheme { variant.map(PaletteScheme.variant) ?? .device }
}

/// The SDK's global colour palette: which colour style names exist and their colours.
///
/// Stylesheet variables named after a style (`@tintColor_darkBackground: #...;`) override the
/// palette; a reference to a style the file does not define means the palette's colour.
/// The data is generated into ``PaletteData`` from SAP's FioriThemeManager.
package struct Palette: Sendable {
    /// The newest palette, the one the SDK uses unless an app pins an older version.
    package static let latest = Palette(version: PaletteData.latestVersion, entries: PaletteData.entries)

    /// The palette version, e.g. `v8`.
    package let version: String
    private let entries: [String: PaletteData.Entry]

    private init(version: String, entries: [PaletteData.Entry]) {
        self.version = version
        self.entries = Dictionary(uniqueKeysWithValues: entries.map { ($0.style, $0) })
    }

    /// Every colour style name, current and deprecated, sorted; the candidates for "did you mean".
    package static let styleNames: [String] = (PaletteData.currentStyles + PaletteData.deprecatedStyles.keys).sorted()

    /// Built from the unsorted tables: `parse(name:)` runs at every start of fdlc, sorting does not need to.
    private static let styles = Set(PaletteData.currentStyles + PaletteData.deprecatedStyles.keys)

    /// Whether `name` is a colour style, current or deprecated, without a variant suffix.
    package static func isStyle(_ name: String) -> Bool {
        styles.contains(name)
    }

    /// The name to write instead of a deprecated style, nil when `style` is not deprecated.
    ///
    /// Every deprecated style has one. Mostly a current style (`primary6` gives
    /// `secondaryGroupedBackground`); for the four tint aliases a style with suffix, because the
    /// runtime reads them as that (`tintColorDark` gives `tintColor_lightBackground`).
    package static func replacement(forDeprecated style: String) -> String? {
        PaletteData.deprecatedStyles[style]
    }

    /// Splits "tintColor_darkBackground" into style "tintColor" and variant ``ColorVariant/darkBackground``;
    /// nil when the style is not a palette name or the suffix is not a variant.
    ///
    /// As in FioriThemeManager, the split is at the first `_`; style names have none.
    /// The checker asks this of every variable a theme defines or uses, and most are no
    /// palette name: the `_` is found in the UTF-8 bytes, and the style is looked up before
    /// the variant is read.
    package static func parse(name: String) -> PaletteName? {
        guard let separator = name.utf8.firstIndex(of: UInt8(ascii: "_")) else {
            return isStyle(name) ? PaletteName(style: name, variant: nil) : nil
        }
        let style = String(name[..<separator])
        guard isStyle(style), let variant = ColorVariant(rawValue: String(name[name.utf8.index(after: separator)...]))
        else {
            return nil
        }
        return PaletteName(style: style, variant: variant)
    }

    /// The SDK's colour for a style in a variant; nil when the style is unknown. A malformed
    /// source value is the colour FioriThemeManager's `Color(hex:)` makes of it (`map8`'s
    /// `D0R774` is #0000D0FF).
    ///
    /// A variant the source does not give falls back as FioriThemeManager's `HexColor` fills it
    /// in: elevated-contrast to contrast, then elevated, then base, and the light-background
    /// variants then to the dark-background colour, which every source entry gives.
    /// A deprecated style takes its colours from the newest palette that defines it, as the
    /// runtime does (`primary1` from v5). A deprecated style no palette defines
    /// (`quarternaryLabel`), and the four tint aliases, take their replacement's colour: the
    /// runtime reads `@tintColorDark` as `tintColor_lightBackground` (nss-format.md §3), so
    /// `tintColorDark` is that colour in every variant.
    package func color(style: String, variant: ColorVariant) -> RGBAColor? {
        if let entry = entries[style] {
            let value = Self.sourceColumns(for: variant).lazy.compactMap { entry[keyPath: $0] }.first
            return value.map(RGBAColor.init(rgba:))
        }
        guard let replacement = Self.replacement(forDeprecated: style).flatMap(Self.parse(name:)) else {
            return nil
        }
        return color(style: replacement.style, variant: replacement.variant ?? variant)
    }

    /// The source columns that can give `variant` its colour, first choice first: the reverse of
    /// the order in which `HexColor.init` assigns them.
    private static func sourceColumns(for variant: ColorVariant) -> [KeyPath<PaletteData.Entry, UInt32?>] {
        switch variant {
        case .darkBackground:
            [\.lightColor]
        case .lightBackground:
            [\.darkColor, \.lightColor]
        case .elevatedDarkBackground:
            [\.elevatedLightColor, \.lightColor]
        case .elevatedLightBackground:
            [\.elevatedDarkColor, \.darkColor, \.lightColor]
        case .contrastDarkBackground:
            [\.contrastLightColor, \.lightColor]
        case .contrastLightBackground:
            [\.contrastDarkColor, \.darkColor, \.lightColor]
        case .elevatedContrastDarkBackground:
            [\.elevatedContrastLightColor, \.contrastLightColor, \.elevatedLightColor, \.lightColor]
        case .elevatedContrastLightBackground:
            [\.elevatedContrastDarkColor, \.contrastDarkColor, \.elevatedDarkColor, \.darkColor, \.lightColor]
        }
    }
}
