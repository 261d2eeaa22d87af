extension Theme {
    /// The colour a view with `nuiClass` `classPath` gets for `property` in `state`, as shown
    /// in `variant`: the declaration ``value(_:for:state:)-(_,_,String?)`` finds, resolved by
    /// ``color(_:variant:)``. Nil when no declaration is found, the property is not a colour,
    /// or the colour has no fixed value (a UIKit system colour).
    public func color(
        _ property: String, for classPath: String, state: String? = nil, variant: ColorVariant = .lightBackground
    ) -> RGBAColor? {
        let found = indexedDeclaration(property, for: classPath, state: state)
        if found >= 0 { return index.color(found, variant: variant) }
        if found == Self.notDeclared { return nil }
        guard case .color(let color)? = value(property, for: classPath, state: state)?.value else { return nil }
        return self.color(color, variant: variant)
    }

    /// The colour `value` shows in `variant`.
    ///
    /// - A literal is itself in every variant.
    /// - A UIKit or SwiftUI colour name gives its fixed value (`darkGray`, SwiftUI's `black`),
    ///   or nil for a system colour (`systemBlue`, SwiftUI's `blue`), whose value depends on
    ///   the appearance.
    /// - A palette reference shows the variant its ``PaletteScheme`` picks from `variant`:
    ///   `device` (`tintColor`, `@primary6`) follows it, a fixed suffix
    ///   (`negative_darkBackground` as NUI reads it) is that variant, and FioriThemeManager's
    ///   `deviceInverse`, `lightConstant` and `darkConstant` pick the other, the light or the
    ///   dark background, keeping elevation and contrast. Its colour is the theme's override
    ///   that ``paletteOverride(for:variant:)`` finds, else the SDK palette's (also when the
    ///   override's value is one the runtime cannot read): the newest palette, where a variant
    ///   the SDK does not give falls back as FioriThemeManager fills it in (elevated-contrast
    ///   to contrast, then elevated, then base; the light-background variants then to the
    ///   dark-background colour), and a deprecated style takes the colour of the newest
    ///   palette that has it, or of its replacement (`tintColorDark` is `tintColor` on a light
    ///   background in every variant). An override that is itself a palette reference is
    ///   followed the same way, in the variant the reference shows, at most eight steps (a
    ///   cycle has no colour).
    public func color(_ value: ColorValue, variant: ColorVariant = .lightBackground) -> RGBAColor? {
        paletteResolver.color(value, variant: variant)
    }

    /// The theme's override that FioriThemeManager uses for palette colour `style` in
    /// `variant`, nil when it uses the SDK palette. Mirrors its `nssHexColor(for:with:)`:
    ///
    /// - `lightBackground` (light mode): `style_lightBackground`, then the plain `style`, then
    ///   the deprecated alias written for it (`tintColorDark` for `tintColor`,
    ///   `tintColorTapStateDark` for `tintColorTapState`);
    /// - `darkBackground` (dark mode): `style_darkBackground`, then the alias (`tintColorLight`,
    ///   `tintColorTapStateLight`); the plain `style` is not used;
    /// - the elevated and contrast variants: only `style_<variant>`; no fallback to another
    ///   override (the SDK palette's own fallbacks apply instead);
    /// - `elevatedContrastLightBackground`: only `style_elevatedContrastLightkBackground`
    ///   (sic, see ``ColorVariant/lookupSuffix``); `style_elevatedContrastLightBackground` is
    ///   never looked up.
    ///
    /// The first key found is used even when its ``PaletteOverride/color`` is nil (a value
    /// the runtime cannot read): the SDK colour shows, and later keys are not tried. The
    /// result's `origin` is where the override is written.
    public func paletteOverride(for style: String, variant: ColorVariant) -> PaletteOverride? {
        paletteResolver.override(for: style, variant: variant)
    }
}
