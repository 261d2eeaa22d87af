import FioriTheme

/// The colour a sample part is painted with in one variant, and where it comes from.
struct PartColor: Sendable {
    /// Where the colour comes from.
    enum Source: Sendable {
        /// The theme's declaration on `classPath`.
        case theme(classPath: String, declaration: ResolvedProperty)
        /// The theme declares a colour with no fixed value (a UIKit system colour follows the
        /// appearance; a palette reference may loop): the part shows its default instead.
        case unpaintable(classPath: String, declaration: ResolvedProperty, fallback: FallbackSource)
        /// The theme does not set the part.
        case fallback(FallbackSource)
    }

    /// The colour a part has when the theme does not give it one.
    enum FallbackSource: Sendable {
        /// The SDK palette colour `style`; `override` when the theme overrides the palette
        /// colour for the variant shown.
        case palette(style: String, override: PaletteOverride?)
        /// Nothing drawn.
        case clear
    }

    /// The part.
    let part: SamplePart
    /// The variant shown.
    let variant: ColorVariant
    /// The colour painted; transparent when nothing is drawn.
    let color: RGBAColor
    /// Where it comes from.
    let source: Source

    /// Whether the theme gave the part the colour painted; a part that is not styled is
    /// marked on the page.
    var isStyled: Bool {
        if case .theme = source { return true }
        return false
    }

    /// The hover text of the part: the class path, property and value, and where it was written.
    var tooltip: String { heading + "\n" + detail }

    /// The first line of the hover text: the part, and the declaration that colours it or
    /// where the theme could have set it.
    var heading: String {
        switch source {
        case .theme(let classPath, let declaration):
            return "\(part.labelWithState): \(classPath) \(key(of: declaration)) = \(color.hex)"
        case .unpaintable(let classPath, let declaration, _):
            return "\(part.labelWithState): \(classPath) \(key(of: declaration)) has no fixed colour "
                + "(it follows the appearance); shown with the default, \(color.hex)"
        case .fallback:
            guard !part.classes.isEmpty else { return "\(part.labelWithState): no documented class path" }
            let property = part.layers.map(\.property).joined(separator: " or ") + (part.state.map { " (\($0))" } ?? "")
            return "\(part.labelWithState): \(property) not set on \(part.classes.joined(separator: ", "))"
        }
    }

    /// The second line of the hover text: where the colour was written, or the default used.
    var detail: String {
        switch source {
        case .theme(_, let declaration), .unpaintable(_, let declaration, _):
            return declaration.origin.description
        case .fallback(.palette(let style, let override)):
            let from = override.map { "overridden at \($0.origin.description)" } ?? "SDK palette"
            return "default: \(style) in \(variant.rawValue) = \(color.hex) (\(from))"
        case .fallback(.clear):
            return "default: nothing drawn"
        }
    }

    /// The property key as the theme wrote it: `tint-color-disabled`.
    private func key(of declaration: ResolvedProperty) -> String {
        PropertyKey.spelling(of: declaration.baseProperty, state: declaration.state)
    }
}
