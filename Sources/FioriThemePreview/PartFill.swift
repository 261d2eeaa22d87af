import FioriTheme

/// What a background part is painted with in one variant: one colour, NUI's vertical
/// gradient, or an image the app ships (drawn as a marked placeholder).
enum PartFill: Sendable {
    /// One colour: the theme's, or the part's default.
    case color(PartColor)
    /// `background-color-top` down to `background-color-bottom`. `bottom` is nil when the theme
    /// sets no bottom colour it can paint: NUI then passes a one-colour gradient, which the
    /// page draws as the top colour throughout.
    case gradient(top: PartColor, bottom: PartColor?)
    /// An image the theme names (`background-image: nav.png`).
    case image(PartImage)

    /// The colours the fill shows, before compositing: one, both ends of a gradient (one for a
    /// gradient without a bottom colour), none for an image.
    var colors: [RGBAColor] {
        switch self {
        case .color(let painted): [painted.color]
        case .gradient(let top, let bottom): [top.color] + (bottom.map { [$0.color] } ?? [])
        case .image: []
        }
    }

    /// Whether the theme set what is drawn; a part it does not set is marked on the page.
    var isStyled: Bool {
        if case .color(let painted) = self { return painted.isStyled }
        return true
    }

    /// The hover text of the part: what paints it and where that was written.
    var tooltip: String {
        switch self {
        case .color(let painted):
            return painted.tooltip
        case .gradient(let top, let bottom):
            let end =
                bottom.map { "\n" + $0.tooltip }
                ?? "\nbackground-color-bottom not set: a one-colour gradient, drawn as the top colour"
            return "gradient, top to bottom\n" + top.tooltip + end
        case .image(let image):
            return image.tooltip
        }
    }
}

/// A background image the theme names, which the page cannot draw: the app's bundle holds it.
struct PartImage: Sendable {
    /// The part.
    let part: SamplePart
    /// The image's name, as passed to `UIImage(named:)`.
    let name: String
    /// The class the declaration is on.
    let classPath: String
    /// The declaration.
    let declaration: ResolvedProperty

    /// The hover text: the declaration, where it was written, and that the page shows a placeholder.
    var tooltip: String {
        "\(part.labelWithState): \(classPath) \(PropertyKey.spelling(of: declaration.baseProperty, state: declaration.state))"
            + " = \(name) (an image of the app, shown as a placeholder)\n" + declaration.origin.description
    }
}
