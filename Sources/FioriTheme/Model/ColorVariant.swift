/// One of the eight appearances a Fiori palette colour has, named as its stylesheet suffix.
///
/// A suffix names the *background* the colour is drawn on: `tintColor_darkBackground` is the
/// tint colour for a dark background, that is dark mode. The SDK's own `ColorVariant` names
/// the colour instead, so the two read inverted: `_lightBackground` is the SDK's `.dark`
/// variant and `_darkBackground` its `.light` one. Elevated means the raised interface level
/// (sheets, popovers); contrast means the accessibility setting *Increase Contrast*.
public enum ColorVariant: String, CaseIterable, Sendable {
    /// Light mode; the SDK's `.dark` variant.
    ///
    /// FioriThemeManager also reads a definition without suffix (`@tintColor: ...;`) as this
    /// variant only; SAP's docs: "when the background is not explicitly specified it defaults
    /// to the light background".
    case lightBackground
    /// Dark mode; the SDK's `.light` variant.
    case darkBackground
    /// Light mode, elevated interface level; the SDK's `.elevatedDark` variant.
    case elevatedLightBackground
    /// Dark mode, elevated interface level; the SDK's `.elevatedLight` variant.
    case elevatedDarkBackground
    /// Light mode with increased contrast; the SDK's `.contrastDark` variant.
    case contrastLightBackground
    /// Dark mode with increased contrast; the SDK's `.contrastLight` variant.
    case contrastDarkBackground
    /// Light mode, elevated, with increased contrast; the SDK's `.elevatedContrastDark` variant.
    ///
    /// FioriThemeManager looks this one up as `_elevatedContrastLightkBackground` (a typo, since
    /// 2023; see ``lookupSuffix``), so a definition with this suffix is never used by that
    /// runtime, and one with the misspelt suffix is.
    case elevatedContrastLightBackground
    /// Dark mode, elevated, with increased contrast; the SDK's `.elevatedContrastLight` variant.
    case elevatedContrastDarkBackground

    /// The suffix as written after a style name, e.g. `_darkBackground`.
    public var suffix: String { "_" + rawValue }

    /// The suffix FioriThemeManager looks this variant up with: ``suffix``, except
    /// `_elevatedContrastLightkBackground` (sic) for ``elevatedContrastLightBackground``, the
    /// only key that overrides that variant.
    public var lookupSuffix: String {
        self == .elevatedContrastLightBackground ? "_elevatedContrastLightkBackground" : suffix
    }

    /// Whether the colour is for a dark background (dark mode).
    public var isDarkBackground: Bool {
        switch self {
        case .darkBackground, .elevatedDarkBackground, .contrastDarkBackground, .elevatedContrastDarkBackground: true
        default: false
        }
    }

    /// The variant with the same elevation and contrast on a dark (`dark`) or light background.
    public func onBackground(dark: Bool) -> ColorVariant {
        switch self {
        case .lightBackground, .darkBackground: dark ? .darkBackground : .lightBackground
        case .elevatedLightBackground, .elevatedDarkBackground:
            dark ? .elevatedDarkBackground : .elevatedLightBackground
        case .contrastLightBackground, .contrastDarkBackground:
            dark ? .contrastDarkBackground : .contrastLightBackground
        case .elevatedContrastLightBackground, .elevatedContrastDarkBackground:
            dark ? .elevatedContrastDarkBackground : .elevatedContrastLightBackground
        }
    }
}
