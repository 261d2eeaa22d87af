import FioriTheme

extension PreviewPage {
    /// For each component, a disclosure (open without script) listing every part: the class
    /// paths and property it is read from, where the theme wrote it, and its colour per variant.
    func writeSources(into html: inout HTMLWriter) {
        html.open("section", ["id": "sources", "aria-labelledby": "sources-title"])
        html.element("h2", ["id": "sources-title"], text: "Where each colour comes from")
        html.newline()
        for component in PreviewComponents.all {
            let resolved = component.parts.map { part in
                (part, Self.variants.map { PartResolver(theme: theme, variant: $0).fill(part) })
            }
            let styled = resolved.filter { $0.1[0].isStyled }.count
            html.open("details", ["id": "sources-" + component.id])
            html.element(
                "summary", text: "\(component.title): \(styled) of \(component.parts.count) parts set by the theme")
            html.open(
                "div",
                ["class": "scroll", "role": "region", "aria-label": "\(component.title) sources", "tabindex": "0"])
            html.open("table")
            html.open("thead")
            html.open("tr")
            for heading in ["Part", "Read from", "Written at"] {
                html.element("th", ["scope": "col"], text: heading)
            }
            for variant in Self.variants {
                html.element("th", ["scope": "col"], text: Self.title(of: variant))
            }
            html.close("tr")
            html.close("thead")
            html.open("tbody")
            for (part, fills) in resolved {
                writeSourceRow(part, fills, into: &html)
            }
            html.close("tbody")
            html.close("table")
            html.close("div")
            html.close("details")
            html.newline()
        }
        html.close("section")
        html.newline()
    }

    /// One part: where it is read from and written, and what paints it in each variant.
    private func writeSourceRow(_ part: SamplePart, _ fills: [PartFill], into html: inout HTMLWriter) {
        html.open("tr")
        html.element("th", ["scope": "row"], text: part.labelWithState)
        html.open("td")
        if part.classes.isEmpty {
            html.text("no documented class path")
        } else {
            html.element("code", text: part.classes.joined(separator: ", "))
            html.text(" ")
            html.element(
                "code", text: part.layers.map { Self.spelling($0, state: part.state) }.joined(separator: " or "))
        }
        html.close("td")
        switch fills[0] {
        case .color(let painted):
            writeWrittenAt(painted, into: &html)
        case .gradient(let top, let bottom):
            html.open("td")
            for end in [top] + (bottom.map { [$0] } ?? []) {
                if case .theme(let classPath, let declaration) = end.source {
                    html.element("code", text: declaration.origin.description)
                    let key = PropertyKey.spelling(of: declaration.baseProperty, state: declaration.state)
                    html.element("span", ["class": "from"], text: "\(key) on \(classPath)")
                }
            }
            html.close("td")
        case .image(let image):
            html.open("td")
            html.element("code", text: image.declaration.origin.description)
            html.element("span", ["class": "from"], text: "on \(image.classPath)")
            html.close("td")
        }
        for fill in fills {
            html.open("td")
            switch fill {
            case .color(let color):
                html.element("code", ["class": "hex"], text: color.color.hex)
                if case .fallback(.palette(_, let override?)) = color.source {
                    html.element("span", ["class": "from"], text: "palette override at \(override.origin.description)")
                } else if case .unpaintable = color.source {
                    html.element("span", ["class": "from"], text: "declared colour has no fixed value; default shown")
                }
            case .gradient(let top, let bottom):
                html.element("code", ["class": "hex"], text: top.color.hex)
                if let bottom {
                    html.text(" to ")
                    html.element("code", ["class": "hex"], text: bottom.color.hex)
                }
                let kind =
                    bottom == nil
                    ? "gradient without a bottom colour: the top colour throughout" : "gradient, top to bottom"
                html.element("span", ["class": "from"], text: kind)
            case .image(let image):
                html.element("code", text: image.name)
                html.element("span", ["class": "from"], text: "image of the app: drawn as a placeholder")
            }
            html.close("td")
        }
        html.close("tr")
        html.newline()
    }

    /// Where a colour was written, or the default it shows.
    private func writeWrittenAt(_ painted: PartColor, into html: inout HTMLWriter) {
        switch painted.source {
        case .theme(let classPath, let declaration), .unpaintable(let classPath, let declaration, _):
            html.open("td")
            html.element("code", text: declaration.origin.description)
            html.element("span", ["class": "from"], text: "on \(classPath)")
            html.close("td")
        case .fallback(.palette(let style, _)):
            html.element("td", text: "not set: SDK palette \(style)")
        case .fallback(.clear):
            html.element("td", text: "not set: nothing drawn")
        }
    }

    /// How a layer's property is written in `state`: `background-color-highlighted`; a gradient,
    /// which is read without a state, as its two ends.
    private static func spelling(_ layer: SamplePart.Layer, state: String?) -> String {
        guard case .gradient = layer else { return PropertyKey.spelling(of: layer.property, state: state) }
        return "background-color-top to background-color-bottom"
    }
}
