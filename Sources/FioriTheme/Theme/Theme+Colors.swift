extension Theme {
    /// The colour a view with `nuiClass` `classPath` gets for `property` in `state`, as shown
    /// in `variant`: the declaration ``value(_:for:state:)`` finds, resolved by
    /// ``color(_:variant:)``. Nil when no declaration is found, the property is not a colour,
    /// or the colour has no fixed value (a UIKit system colour).
    public func color(
        _ property: String, for classPath: String, state: String? = nil, variant: ColorVariant = .lightBackground
    ) -> RGBAColor? {
        if let found = indexedDeclaration(property, for: classPath, state: state) {
            return found.flatMap { index.color($0, variant: variant) }
        }
        guard case .color(let color)? = value(property, for: classPath, state: state)?.value else { return nil }
        return self.color(color, variant: variant)
    }

    /// The colour `value` shows in `variant`.
    ///
    /// - A literal is itself in every variant.
    /// - A UIKit colour name gives its fixed value (`darkGray`), or nil for a system colour
    ///   (`systemBlue`), whose value depends on the appearance.
    /// - A palette reference with a suffix (`negative_darkBackground`) is that variant whatever
    ///   `variant` says; without one (`tintColor`, `@primary6`) it follows `variant`. Its colour
    ///   is the theme's override that ``paletteOverride(for:variant:)`` finds, else the SDK
    ///   palette's: the newest palette, where a variant the SDK does not give falls back as
    ///   FioriThemeManager fills it in (elevated-contrast to contrast, then elevated, then
    ///   base; the light-background variants then to the dark-background colour), and a
    ///   deprecated style takes the colour of the newest palette that has it, or of its
    ///   replacement (`tintColorDark` is `tintColor` on a light background in every variant).
    ///   An override that is itself a palette reference is followed the same way, at most
    ///   eight steps (a cycle has no colour).
    public func color(_ value: ColorValue, variant: ColorVariant = .lightBackground) -> RGBAColor? {
        PaletteResolver(overrides: table.paletteOverrides).color(value, variant: variant)
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
    /// - `elevatedContrastLightBackground`: none. FioriThemeManager looks this variant up as
    ///   `_elevatedContrastLightkBackground` (a typo), so no stylesheet can override it.
    ///
    /// The result's `origin` is where the override is written.
    public func paletteOverride(for style: String, variant: ColorVariant) -> PaletteOverride? {
        PaletteResolver(overrides: table.paletteOverrides).override(for: style, variant: variant)
    }
}
