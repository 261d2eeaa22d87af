import FioriTheme
import FioriThemeCore

/// Draws one component's sample in one variant as HTML, painting each part with the colour
/// ``PartResolver`` gives it, and measures each foreground part against what it is drawn on.
///
/// Every element that paints a part carries `data-part` (the part's id) and a `title` with
/// its class path, property and origin; a part the theme does not set also gets the `sdk`
/// class, which draws a dashed outline around it (beside a ring's stroke, a dashed circle).
package struct SampleCanvas {
    /// Resolves the parts in the variant drawn.
    let resolver: PartResolver
    /// The markup written so far.
    private(set) var html = HTMLWriter()
    /// Each foreground part drawn, against its background.
    private(set) var contrasts: [ContrastSample] = []
    /// The images drawn as placeholders, in drawing order, each once.
    private(set) var images: [PartImage] = []
    /// What surfaces are drawn on, innermost last.
    private var backdrops: [Backdrop]

    /// A canvas whose surfaces are drawn on the opaque `screen` colour.
    init(resolver: PartResolver, screen: RGBAColor) {
        self.resolver = resolver
        backdrops = [.colors([screen])]
    }

    private var backdrop: Backdrop { backdrops[backdrops.count - 1] }

    /// Opens a layout element that paints nothing.
    mutating func open(_ tag: String, class name: String) {
        html.open(tag, ["class": name])
    }

    /// Closes a layout element or a surface.
    mutating func close(_ tag: String) {
        html.close(tag)
    }

    /// Opens a surface: an element whose background is `part` (a colour, a gradient from top
    /// to bottom, or an image's placeholder: hatched, and named under the sample), on which
    /// the parts inside it are drawn; `style` adds CSS declarations. Close it with
    /// ``closeSurface(_:)``.
    mutating func openSurface(_ part: SamplePart, tag: String = "div", class name: String, style: String = "") {
        let fill = resolver.fill(part)
        let paint: String
        var classes = name
        switch fill {
        case .color(let painted):
            paint = "background-color:\(painted.color.hex);"
        case .gradient(let top, nil):
            paint = "background-color:\(top.color.hex);"
        case .gradient(let top, let bottom?):
            paint = "background-image:linear-gradient(\(top.color.hex),\(bottom.color.hex));"
        case .image(let image):
            paint = ""
            classes += " placeholder"
            if !images.contains(where: { $0.part.id == image.part.id && $0.name == image.name }) {
                images.append(image)
            }
        }
        openPainted(
            tag, classes, id: part.id, isStyled: fill.isStyled, tooltip: fill.tooltip, style: paint + style,
            markedOn: backdrop.markBase)
        backdrops.append(backdrop.covered(by: fill))
    }

    /// Closes the innermost surface.
    mutating func closeSurface(_ tag: String = "div") {
        html.close(tag)
        backdrops.removeLast()
    }

    /// Opens an element whose border is `part`, `width` pixels wide, with `radius` corners
    /// (each drawn at most ``largest`` pixels); `style` adds CSS declarations.
    mutating func openBorder(_ part: SamplePart, width: Double, radius: Double, class name: String, style: String = "")
    {
        let painted = resolver.color(part)
        openPainted(
            "span", name, painted,
            style: "border:\(Self.pixels(width)) solid \(painted.color.hex);border-radius:\(Self.pixels(radius));"
                + style,
            markedOn: backdrop.markBase)
        if width > 0 { measure(painted, minimum: 3) }
    }

    /// The CSS `box-shadow` NUI's view renderer gives the layer that `part`'s classes style,
    /// with Core Animation's defaults for what the theme does not set: `shadow-color` black,
    /// `shadow-opacity` 0 (so no shadow unless it is set above 0), `shadow-offset` 0,-3 and
    /// `shadow-radius` 3 (a CSS blur twice as long); an empty string when nothing shows.
    func shadowStyle(of part: SamplePart) -> String {
        guard let opacity = resolver.number("shadow-opacity", of: part), opacity > 0 else { return "" }
        let colorPart = SamplePart(
            part.id, part.label, classes: part.classes, property: "shadow-color", state: part.state,
            fallback: .clear, kind: .border)
        let painted = resolver.color(colorPart)
        let color = painted.isStyled ? painted.color : RGBAColor(red: 0, green: 0, blue: 0)
        let alpha = UInt8((Double(color.alpha) * min(opacity, 1)).rounded())
        let shadow = RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        let offset = resolver.offset("shadow-offset", of: part) ?? (0, -3)
        let blur = 2 * (resolver.number("shadow-radius", of: part) ?? 3)
        return
            "box-shadow:\(Self.signedPixels(offset.x)) \(Self.signedPixels(offset.y)) \(Self.pixels(blur)) \(shadow.hex);"
    }

    /// The largest length a sample draws, in pixels: a theme may ask for more (a font size, a
    /// border width), but the sample would no longer fit its column.
    static let largest = 96.0

    /// Writes `text` in the colour and text style of `part`.
    mutating func text(_ part: SamplePart, _ text: String, tag: String = "span", class name: String) {
        let painted = resolver.color(part)
        let style = resolver.textStyle(part)
        let metrics = TextStyleMetrics.metrics(of: style.style)
        let css = "color:\(painted.color.hex);font-size:\(Self.pixels(style.points));font-weight:\(metrics.weight);"
        openPainted(tag, name, painted, style: css, markedOn: backdrop.markBase)
        html.text(text)
        html.close(tag)
        measure(painted, minimum: style.isLarge ? TextSize.largeMinimum : TextSize.normalMinimum)
    }

    /// Writes a solid shape filled with `part` (an image's tint), labelled `label` for
    /// assistive technology.
    mutating func icon(_ part: SamplePart, class name: String, label: String) {
        let painted = resolver.color(part)
        openPainted(
            "span", name, painted, style: "background-color:\(painted.color.hex);", markedOn: backdrop.markBase,
            extra: ["role": "img", "aria-label": label])
        html.close("span")
        measure(painted, minimum: 3)
    }

    /// Writes a progress ring: a `track` circle and a `progress` arc over `fraction` of it,
    /// clockwise from the top, `size` pixels wide; text drawn by `content` sits in its middle.
    /// A part the theme does not set is marked with a dashed circle beside its stroke.
    mutating func ring(
        track: SamplePart, progress: SamplePart, fraction: Double, size: Int, label: String,
        content: (inout SampleCanvas) -> Void
    ) {
        let center = Double(size) / 2
        let stroke = 6.0
        let radius = center - stroke / 2 - 4
        let circumference = 2 * Double.pi * radius
        html.open("span", ["class": "ring", "style": "width:\(size)px;height:\(size)px;"])
        html.open(
            "svg",
            [
                "width": "\(size)", "height": "\(size)", "viewBox": "0 0 \(size) \(size)", "role": "img",
                "aria-label": label,
            ])
        for (part, dash) in [(track, nil), (progress, fraction * circumference)] as [(SamplePart, Double?)] {
            let painted = resolver.color(part)
            html.open(
                "circle",
                [
                    "class": painted.isStyled ? nil : "sdk", "data-part": part.id,
                    "cx": Self.number(center), "cy": Self.number(center),
                    "r": Self.number(radius), "fill": "none", "stroke": painted.color.hex,
                    "stroke-width": Self.number(stroke),
                    "stroke-dasharray": dash.map { "\(Self.number($0)) \(Self.number(circumference))" },
                    "transform": "rotate(-90 \(Self.number(center)) \(Self.number(center)))",
                ])
            html.element("title", text: painted.tooltip)
            html.close("circle")
            if !painted.isStyled {
                let offset = dash == nil ? stroke / 2 + 2 : -(stroke / 2 + 2)
                html.open(
                    "circle",
                    [
                        "class": "sdk-mark", "cx": Self.number(center), "cy": Self.number(center),
                        "r": Self.number(radius + offset), "fill": "none", "stroke": backdrop.markBase.markColor.hex,
                        "stroke-width": "1", "stroke-dasharray": "3 3",
                        "transform": "rotate(-90 \(Self.number(center)) \(Self.number(center)))",
                    ])
                html.close("circle")
            }
            measure(painted, minimum: 3)
        }
        html.close("svg")
        html.open("span", ["class": "ring-content"])
        content(&self)
        html.close("span")
        html.close("span")
    }

    /// Writes, under the sample, one line per image drawn as a placeholder: a hatched mark
    /// and the image's name, in the page's own colours.
    mutating func writePlaceholderNotes() {
        for image in images {
            html.open("p", ["class": "placeholder-note"])
            html.element("span", ["class": "placeholder-mark", "aria-hidden": "true"], text: "")
            html.text(" Placeholder: the app's image ")
            html.element("code", text: image.name)
            html.text(
                " (\(image.part.labelWithState), \(image.classPath) "
                    + PropertyKey.spelling(of: image.declaration.baseProperty, state: image.declaration.state) + ")")
            html.close("p")
        }
    }

    /// Writes a label of the page itself (a state's name) in the page's own colours, which
    /// meet WCAG AA on any theme.
    mutating func stateLabel(_ text: String) {
        html.element("span", ["class": "state"], text: text)
    }

    /// Opens `tag` painted by `painted`: its `data-part`, title, and the mark when the theme
    /// does not set it, drawn in black or white, whichever stands out on `backdrop`.
    private mutating func openPainted(
        _ tag: String, _ name: String, _ painted: PartColor, style: String,
        markedOn backdrop: RGBAColor, extra: KeyValuePairs<String, String> = [:]
    ) {
        openPainted(
            tag, name, id: painted.part.id, isStyled: painted.isStyled, tooltip: painted.tooltip, style: style,
            markedOn: backdrop, extra: extra)
    }

    /// Opens `tag` painting the part `id`: its `data-part`, `tooltip`, and the mark when the
    /// theme does not set it, drawn in black or white, whichever stands out on `backdrop`.
    private mutating func openPainted(
        _ tag: String, _ name: String, id: String, isStyled: Bool, tooltip: String, style: String,
        markedOn backdrop: RGBAColor, extra: KeyValuePairs<String, String> = [:]
    ) {
        let marked = isStyled ? "" : "--mark:\(backdrop.markColor.hex);"
        var attributes: [(String, String?)] = [
            ("class", isStyled ? name : name + " sdk"), ("data-part", id),
            ("style", style + marked), ("title", tooltip),
        ]
        attributes += extra.map { ($0.key, $0.value) }
        html.open(tag, attributes: attributes)
    }

    /// Records a foreground part drawn on the current backdrop: against each of its colours.
    private mutating func measure(_ painted: PartColor, minimum: Double) {
        let inactive = painted.part.state?.hasSuffix("disabled") == true
        contrasts.append(
            ContrastSample(
                part: painted.part, color: painted.color, on: backdrop,
                minimum: inactive ? nil : minimum))
    }

    /// A length in CSS pixels, from 0 to ``largest``: `17px`, `0.5px`.
    static func pixels(_ value: Double) -> String { number(value.isNaN ? 0 : min(max(value, 0), largest)) + "px" }

    /// A length in CSS pixels, from -``largest`` to ``largest``: `-3px`.
    static func signedPixels(_ value: Double) -> String {
        number(value.isNaN ? 0 : min(max(value, -largest), largest)) + "px"
    }

    /// A number as short as it can be written, rounded to two decimals: `17`, `0.5`, `175.93`
    /// (held within ±10⁹; NaN is 0).
    static func number(_ value: Double) -> String {
        let value = value.isNaN ? 0 : min(max(value, -1e9), 1e9)
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        let fraction = hundredths % 100
        guard fraction != 0 else { return sign + "\(hundredths / 100)" }
        let digits = fraction < 10 ? "0\(fraction)" : (fraction % 10 == 0 ? "\(fraction / 10)" : "\(fraction)")
        return sign + "\(hundredths / 100).\(digits)"
    }
}
