import FioriTheme

/// Draws one component's sample in one variant as HTML, painting each part with the colour
/// ``PartResolver`` gives it, and measures each foreground part against what it is drawn on.
///
/// Every element that paints a part carries `data-part` (the part's id) and a `title` with
/// its class path, property and origin; a part the theme does not set also gets the `sdk`
/// class, which draws a dashed outline around it (beside a ring's stroke, a dashed circle).
struct SampleCanvas {
    /// Resolves the parts in the variant drawn.
    let resolver: PartResolver
    /// The markup written so far.
    private(set) var html = HTMLWriter()
    /// Each foreground part drawn, against its background.
    private(set) var contrasts: [ContrastSample] = []
    /// The opaque colours surfaces are drawn on, innermost last.
    private var backdrops: [RGBAColor]

    /// A canvas whose surfaces are drawn on the opaque `screen` colour.
    init(resolver: PartResolver, screen: RGBAColor) {
        self.resolver = resolver
        backdrops = [screen]
    }

    private var backdrop: RGBAColor { backdrops[backdrops.count - 1] }

    /// Opens a layout element that paints nothing.
    mutating func open(_ tag: String, class name: String) {
        html.open(tag, ["class": name])
    }

    /// Closes a layout element or a surface.
    mutating func close(_ tag: String) {
        html.close(tag)
    }

    /// Opens a surface: an element whose background is `part`, on which the parts inside it
    /// are drawn; `style` adds CSS declarations. Close it with ``closeSurface(_:)``.
    mutating func openSurface(_ part: SamplePart, tag: String = "div", class name: String, style: String = "") {
        let painted = resolver.color(part)
        openPainted(tag, name, painted, style: "background-color:\(painted.color.hex);" + style, markedOn: backdrop)
        backdrops.append(painted.color.composited(over: backdrop))
    }

    /// Closes the innermost surface.
    mutating func closeSurface(_ tag: String = "div") {
        html.close(tag)
        backdrops.removeLast()
    }

    /// Opens an element whose border is `part`, `width` pixels wide, with `radius` corners
    /// (each drawn at most ``largest`` pixels).
    mutating func openBorder(_ part: SamplePart, width: Double, radius: Double, class name: String) {
        let painted = resolver.color(part)
        openPainted("span", name, painted,
                    style: "border:\(Self.pixels(width)) solid \(painted.color.hex);border-radius:\(Self.pixels(radius));",
                    markedOn: backdrop)
        if width > 0 { measure(painted, minimum: 3) }
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
        openPainted(tag, name, painted, style: css, markedOn: backdrop)
        html.text(text)
        html.close(tag)
        measure(painted, minimum: style.isLarge ? TextSize.largeMinimum : TextSize.normalMinimum)
    }

    /// Writes a solid shape filled with `part` (an image's tint), labelled `label` for
    /// assistive technology.
    mutating func icon(_ part: SamplePart, class name: String, label: String) {
        let painted = resolver.color(part)
        openPainted("span", name, painted, style: "background-color:\(painted.color.hex);", markedOn: backdrop,
                    extra: ["role": "img", "aria-label": label])
        html.close("span")
        measure(painted, minimum: 3)
    }

    /// Writes a progress ring: a `track` circle and a `progress` arc over `fraction` of it,
    /// clockwise from the top, `size` pixels wide; text drawn by `content` sits in its middle.
    /// A part the theme does not set is marked with a dashed circle beside its stroke.
    mutating func ring(track: SamplePart, progress: SamplePart, fraction: Double, size: Int, label: String,
                       content: (inout SampleCanvas) -> Void) {
        let center = Double(size) / 2
        let stroke = 6.0
        let radius = center - stroke / 2 - 4
        let circumference = 2 * Double.pi * radius
        html.open("span", ["class": "ring", "style": "width:\(size)px;height:\(size)px;"])
        html.open("svg", ["width": "\(size)", "height": "\(size)", "viewBox": "0 0 \(size) \(size)", "role": "img",
                          "aria-label": label])
        for (part, dash) in [(track, nil), (progress, fraction * circumference)] as [(SamplePart, Double?)] {
            let painted = resolver.color(part)
            html.open("circle", ["class": painted.isStyled ? nil : "sdk", "data-part": part.id,
                                 "cx": Self.number(center), "cy": Self.number(center),
                                 "r": Self.number(radius), "fill": "none", "stroke": painted.color.hex,
                                 "stroke-width": Self.number(stroke),
                                 "stroke-dasharray": dash.map { "\(Self.number($0)) \(Self.number(circumference))" },
                                 "transform": "rotate(-90 \(Self.number(center)) \(Self.number(center)))"])
            html.element("title", text: painted.tooltip)
            html.close("circle")
            if !painted.isStyled {
                let offset = dash == nil ? stroke / 2 + 2 : -(stroke / 2 + 2)
                html.open("circle", ["class": "sdk-mark", "cx": Self.number(center), "cy": Self.number(center),
                                     "r": Self.number(radius + offset), "fill": "none", "stroke": backdrop.markColor.hex,
                                     "stroke-width": "1", "stroke-dasharray": "3 3",
                                     "transform": "rotate(-90 \(Self.number(center)) \(Self.number(center)))"])
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

    /// Writes a label of the page itself (a state's name) in the page's own colours, which
    /// meet WCAG AA on any theme.
    mutating func stateLabel(_ text: String) {
        html.element("span", ["class": "state"], text: text)
    }

    /// Opens `tag` painted by `painted`: its `data-part`, title, and the mark when the theme
    /// does not set it, drawn in black or white, whichever stands out on `backdrop`.
    private mutating func openPainted(_ tag: String, _ name: String, _ painted: PartColor, style: String,
                                      markedOn backdrop: RGBAColor, extra: KeyValuePairs<String, String> = [:]) {
        let marked = painted.isStyled ? "" : "--mark:\(backdrop.markColor.hex);"
        var attributes: [(String, String?)] = [("class", painted.isStyled ? name : name + " sdk"), ("data-part", painted.part.id),
                                               ("style", style + marked), ("title", painted.tooltip)]
        attributes += extra.map { ($0.key, $0.value) }
        html.open(tag, attributes: attributes)
    }

    /// Records a foreground part drawn on the current backdrop.
    private mutating func measure(_ painted: PartColor, minimum: Double) {
        let inactive = painted.part.state?.hasSuffix("disabled") == true
        contrasts.append(ContrastSample(part: painted.part, foreground: painted.color.composited(over: backdrop),
                                        background: backdrop, minimum: inactive ? nil : minimum))
    }

    /// A length in CSS pixels, from 0 to ``largest``: `17px`, `0.5px`.
    static func pixels(_ value: Double) -> String { number(value.isNaN ? 0 : min(max(value, 0), largest)) + "px" }

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
