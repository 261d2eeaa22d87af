/// How a colour resolves against a theme's palette overrides, as FioriThemeManager reads them:
/// the one place that says which override keys the runtime reads for a style in a variant.
/// ``Theme`` answers its colour queries with it, and the compiler's checks use it to resolve
/// colours and to tell which overrides are never read, without building a theme.
package struct PaletteResolver: Sendable {
    /// Palette name as written after `@` (`tintColor_darkBackground`) → the override.
    private let find: @Sendable (String) -> PaletteOverride?

    package init(overrides: [String: PaletteOverride]) {
        find = { overrides[$0] }
    }

    /// Resolves against the overrides `find` gives by name (a binary table searches its own).
    init(find: @escaping @Sendable (String) -> PaletteOverride?) {
        self.find = find
    }

    /// The palette override keys FioriThemeManager tries for `style` in `variant`, in order
    /// (see ``Theme/paletteOverride(for:variant:)``).
    package static func overrideKeys(style: String, variant: ColorVariant) -> [String] {
        let exact = style + variant.suffix
        switch variant {
        case .lightBackground: return [exact, style] + (aliases[exact] ?? [])
        case .darkBackground: return [exact] + (aliases[exact] ?? [])
        default: return [style + variant.lookupSuffix]
        }
    }

    /// Style with variant suffix → the deprecated names the runtime reads as it
    /// (`tintColor_lightBackground` → `tintColorDark`).
    private static let aliases: [String: [String]] = {
        var aliases: [String: [String]] = [:]
        for (deprecated, replacement) in PaletteData.deprecatedStyles where replacement.contains("_") {
            aliases[replacement, default: []].append(deprecated)
        }
        return aliases.mapValues { $0.sorted() }
    }()

    /// The override FioriThemeManager uses for `style` in `variant`, nil when it uses the SDK palette.
    package func override(for style: String, variant: ColorVariant) -> PaletteOverride? {
        for key in Self.overrideKeys(style: style, variant: variant) {
            if let found = find(key) { return found }
        }
        return nil
    }

    /// The colour `value` shows in `variant` (see ``Theme/color(_:variant:)``).
    package func color(_ value: ColorValue, variant: ColorVariant) -> RGBAColor? {
        resolve(value, variant: variant, steps: 8)
    }

    /// ``color(_:variant:)`` with a bound on how many overrides are followed.
    private func resolve(_ value: ColorValue, variant: ColorVariant, steps: Int) -> RGBAColor? {
        switch value {
        case .rgba(let color):
            return color
        case .named(_, let color), .swiftUI(_, let color):
            return color
        case .palette(let style, let scheme):
            let variant = scheme.variant(shownIn: variant)
            guard let override = override(for: style, variant: variant), let color = override.color else {
                return Palette.latest.color(style: style, variant: variant)
            }
            return steps > 0 ? resolve(color, variant: variant, steps: steps - 1) : nil
        }
    }
}
