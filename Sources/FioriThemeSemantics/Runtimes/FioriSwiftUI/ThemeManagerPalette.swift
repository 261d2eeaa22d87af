import FioriTheme

/// The palette names FioriThemeManager knows: its `ColorStyle` cases, which are the styles it
/// looks overrides up for and the styles a value may refer to, and the keys it looks up.
enum ThemeManagerPalette {
    /// The `ColorStyle` cases: every style fdlc knows except `quarternaryLabel` and
    /// `quarternaryFill`, misspelt names the runtime no longer has (it renamed them
    /// `quaternary…`), so they are neither looked up nor read as a value.
    static let styles: Set<String> = Set(Palette.styleNames).subtracting(removedStyles.keys)

    /// ``styles``, sorted: the candidates for "did you mean".
    static let sortedStyles = styles.sorted()

    /// Styles fdlc's palette lists that the runtime does not have, and the name it has instead.
    static let removedStyles: [String: String] = [
        "quarternaryLabel": "quaternaryLabel", "quarternaryFill": "quaternaryFill",
    ]

    /// The style and variant a key overrides, nil when the runtime never looks the key up.
    ///
    /// A key is a style (the light-background colour) or a style, `_` and a variant as
    /// ``ColorVariant/lookupSuffix`` spells it: `_elevatedContrastLightkBackground` (sic) is
    /// read, `_elevatedContrastLightBackground` is not.
    static func override(forKey key: String) -> (style: String, variant: ColorVariant?)? {
        guard let underscore = key.firstIndex(of: "_") else { return styles.contains(key) ? (key, nil) : nil }
        let style = String(key[..<underscore])
        let suffix = key[underscore...]
        guard styles.contains(style), let variant = ColorVariant.allCases.first(where: { $0.lookupSuffix == suffix })
        else { return nil }
        return (style, variant)
    }
}
