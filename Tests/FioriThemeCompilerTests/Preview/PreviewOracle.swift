@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemePreview

/// What a sample part must show, found with ``Theme``'s own lookups rather than the page's
/// resolver: the theme's colour where it sets one with a fixed value, else the part's
/// palette default, else nothing.
enum PreviewOracle {
    /// The part's colour in `variant`, before compositing.
    static func color(_ part: SamplePart, theme: Theme, variant: ColorVariant) -> RGBAColor {
        if let (color, _) = declared(part, theme: theme, variant: variant), let color { return color }
        if case .palette(let style) = part.fallback,
            let color = theme.color(.palette(style: style, scheme: .device), variant: variant)
        {
            return color
        }
        return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Whether the theme gives the part a colour it can paint (the page marks the others).
    static func isStyled(_ part: SamplePart, theme: Theme, variant: ColorVariant) -> Bool {
        declared(part, theme: theme, variant: variant)?.0 != nil
    }

    /// The first of the part's properties the theme declares on its chain, and its colour
    /// (nil when it has no fixed value); nil when none is declared.
    private static func declared(_ part: SamplePart, theme: Theme, variant: ColorVariant) -> (
        RGBAColor?, ResolvedProperty
    )? {
        guard !part.classes.isEmpty else { return nil }
        for property in part.properties {
            if let declaration = theme.value(property, for: part.chain, state: part.state) {
                return (theme.color(property, for: part.chain, state: part.state, variant: variant), declaration)
            }
        }
        return nil
    }

    /// What a background part must show, found layer by layer with ``Theme``'s lookups: the
    /// gradient's colours (top, then bottom when set), an image's name, or the one colour
    /// ``color(_:theme:variant:)`` gives; and whether the theme set it (the page marks the others).
    static func background(_ part: SamplePart, theme: Theme, variant: ColorVariant)
        -> (colors: [RGBAColor], image: String?, styled: Bool)
    {
        for layer in part.layers where !part.classes.isEmpty {
            switch layer {
            case .gradient:
                guard theme.value("background-color-top", for: part.chain, state: nil) != nil else { continue }
                guard let top = theme.color("background-color-top", for: part.chain, state: nil, variant: variant)
                else {
                    return ([color(part, theme: theme, variant: variant)], nil, false)
                }
                let bottom = theme.color("background-color-bottom", for: part.chain, state: nil, variant: variant)
                return ([top] + (bottom.map { [$0] } ?? []), nil, true)
            case .image(let property):
                guard case .image(let name)? = theme.value(property, for: part.chain, state: part.state)?.value else {
                    continue
                }
                return ([], name, true)
            case .color(let property):
                guard theme.value(property, for: part.chain, state: part.state) != nil else { continue }
                return (
                    [color(part, theme: theme, variant: variant)], nil, isStyled(part, theme: theme, variant: variant)
                )
            }
        }
        return ([color(part, theme: theme, variant: variant)], nil, false)
    }

    /// Every part the page draws, by id.
    static let parts: [String: SamplePart] = Dictionary(
        uniqueKeysWithValues: (PreviewComponents.all.flatMap(\.parts) + [PreviewComponents.screen]).map { ($0.id, $0) })
}
