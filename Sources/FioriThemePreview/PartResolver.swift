import FioriTheme
import FioriThemeCore

/// Answers what a sample part looks like in one palette variant, from a compiled theme:
/// its colour (``PartColor``), text style and numbers, each with where it was written.
struct PartResolver {
    /// The theme.
    let theme: Theme
    /// The variant shown.
    let variant: ColorVariant

    /// The colour of `part`: the first of its properties the theme sets on its classes, found
    /// as ``Theme/value(_:for:state:)`` finds it, else its fallback.
    func color(_ part: SamplePart) -> PartColor {
        for property in part.properties {
            if let painted = declaredColor(property, of: part) { return painted }
        }
        let fallback = fallbackColor(part.fallback)
        return PartColor(part: part, variant: variant, color: fallback.color, source: .fallback(fallback.source))
    }

    /// What paints a background part: the first of its layers the theme sets on its classes,
    /// else its fallback colour. A gradient counts as set when `background-color-top` is, as
    /// NUI's renderers decide it, and is read without a state: the button, bar and cell
    /// renderers draw one gradient in every state.
    func fill(_ part: SamplePart) -> PartFill {
        for layer in part.layers {
            switch layer {
            case .color(let property):
                if let painted = declaredColor(property, of: part) { return .color(painted) }
            case .gradient:
                guard let top = declaredColor("background-color-top", of: part, state: nil) else { continue }
                guard top.isStyled else { return .color(top) }
                let bottom = declaredColor("background-color-bottom", of: part, state: nil)
                return .gradient(top: top, bottom: bottom?.isStyled == true ? bottom : nil)
            case .image(let property):
                guard let (classPath, found) = declaration(property, of: part, state: part.state),
                    case .image(let name) = found.value
                else { continue }
                return .image(PartImage(part: part, name: name, classPath: classPath, declaration: found))
            }
        }
        return .color(color(part))
    }

    /// The colour `property` gives the part when the theme declares it: the theme's colour,
    /// or the part's default when the declared colour has no fixed value; nil when not declared.
    private func declaredColor(_ property: String, of part: SamplePart) -> PartColor? {
        declaredColor(property, of: part, state: part.state)
    }

    /// The colour `property` gives the part in `state` when the theme declares it.
    private func declaredColor(_ property: String, of part: SamplePart, state: String?) -> PartColor? {
        guard let (classPath, declaration) = declaration(property, of: part, state: state) else { return nil }
        guard case .color(let value) = declaration.value, let color = theme.color(value, variant: variant) else {
            let fallback = fallbackColor(part.fallback)
            return PartColor(
                part: part, variant: variant, color: fallback.color,
                source: .unpaintable(classPath: classPath, declaration: declaration, fallback: fallback.source))
        }
        return PartColor(
            part: part, variant: variant, color: color, source: .theme(classPath: classPath, declaration: declaration))
    }

    /// A palette colour in the variant shown, with the theme's override when its colour is the
    /// one shown (an override whose value the runtime cannot read shows the SDK's).
    func paletteColor(_ style: String) -> (color: RGBAColor, override: PaletteOverride?) {
        let color = theme.color(.palette(style: style, scheme: .device), variant: variant) ?? Self.transparent
        let override = theme.paletteOverride(for: style, variant: variant)
        return (color, override?.color == nil ? nil : override)
    }

    /// The text style of a text part: the theme's `font-style` and `font-size` on its classes
    /// (in the part's state), else the part's own style.
    func textStyle(_ part: SamplePart) -> PartTextStyle {
        guard case .text(let defaultStyle) = part.kind else {
            return PartTextStyle(style: "body", size: nil, declarations: [])
        }
        var style = defaultStyle
        var size: Double?
        var declarations: [(String, ResolvedProperty)] = []
        if let found = declaration("font-style", of: part, state: part.state),
            case .fontTextStyle(let name) = found.1.value
        {
            style = name
            declarations.append(found)
        }
        if let found = declaration("font-size", of: part, state: part.state), case .number(let points) = found.1.value,
            points > 0
        {
            size = points
            declarations.append(found)
        }
        return PartTextStyle(style: style, size: size, declarations: declarations)
    }

    /// A number the theme sets on `classes` (`border-width`, `corner-radius`), with its class.
    func number(_ property: String, of part: SamplePart) -> Double? {
        guard let found = declaration(property, of: part, state: part.state), case .number(let value) = found.1.value
        else { return nil }
        return value
    }

    /// An offset the theme sets on the part's classes (`shadow-offset`), as `x,y`.
    func offset(_ property: String, of part: SamplePart) -> (x: Double, y: Double)? {
        guard let found = declaration(property, of: part, state: part.state), case .offset(let x, let y) = found.1.value
        else { return nil }
        return (x, y)
    }

    /// The declaration of `property` that the part's chain gets in `state`, and the class it is on.
    private func declaration(_ property: String, of part: SamplePart, state: String?) -> (String, ResolvedProperty)? {
        guard !part.classes.isEmpty, let found = theme.value(property, for: part.chain, state: state) else {
            return nil
        }
        let classPath = part.classes.first { theme.table.classes[$0]?.properties.values.contains(found) == true }
        return (classPath ?? part.chain, found)
    }

    private func fallbackColor(_ fallback: SamplePart.Fallback) -> (color: RGBAColor, source: PartColor.FallbackSource)
    {
        switch fallback {
        case .palette(let style):
            let (color, override) = paletteColor(style)
            return (color, .palette(style: style, override: override))
        case .clear:
            return (Self.transparent, .clear)
        }
    }

    /// Fully transparent black: nothing drawn.
    static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// The text style a text part is drawn in, and the declarations that set it.
struct PartTextStyle {
    /// The Dynamic Type style.
    let style: String
    /// The theme's `font-size` in points, which replaces the style's size.
    let size: Double?
    /// The `font-style` and `font-size` declarations used, with their class paths.
    let declarations: [(String, ResolvedProperty)]

    /// The point size drawn.
    var points: Double { size ?? TextStyleMetrics.metrics(of: style).size }

    /// Whether WCAG counts the text as large (3:1 instead of 4.5:1), as the contrast lint rule
    /// decides it (``TextSize``).
    var isLarge: Bool { TextSize.isLarge(fontStyle: style, fontSize: size) }
}
