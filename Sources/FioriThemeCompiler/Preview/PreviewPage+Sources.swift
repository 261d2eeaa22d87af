import FioriTheme

extension PreviewPage {
    /// For each component, a disclosure (open without script) listing every part: the class
    /// paths and property it is read from, where the theme wrote it, and its colour per variant.
    func writeSources(into html: inout HTMLWriter) {
        html.open("section", ["id": "sources", "aria-labelledby": "sources-title"])
        html.element("h2", ["id": "sources-title"], text: "Where each colour comes from")
        html.newline()
        for component in PreviewComponents.all {
            let resolved = component.parts.map { part in Self.variants.map { PartResolver(theme: theme, variant: $0).color(part) } }
            let styled = resolved.filter { $0[0].isStyled }.count
            html.open("details", ["id": "sources-" + component.id])
            html.element("summary", text: "\(component.title): \(styled) of \(component.parts.count) parts set by the theme")
            html.open("div", ["class": "scroll", "role": "region", "aria-label": "\(component.title) sources", "tabindex": "0"])
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
            for colors in resolved {
                writeSourceRow(colors, into: &html)
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

    /// One part: where it is read from and written, and its colour in each variant.
    private func writeSourceRow(_ colors: [PartColor], into html: inout HTMLWriter) {
        let part = colors[0].part
        html.open("tr")
        html.element("th", ["scope": "row"], text: part.labelWithState)
        html.open("td")
        if part.classes.isEmpty {
            html.text("no documented class path")
        } else {
            html.element("code", text: part.classes.joined(separator: ", "))
            html.text(" ")
            html.element("code", text: part.properties.map { PropertyKey.spelling(of: $0, state: part.state) }.joined(separator: " or "))
        }
        html.close("td")
        switch colors[0].source {
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
        for color in colors {
            html.open("td")
            html.element("code", ["class": "hex"], text: color.color.hex)
            if case .fallback(.palette(_, let override?)) = color.source {
                html.element("span", ["class": "from"], text: "palette override at \(override.origin.description)")
            } else if case .unpaintable = color.source {
                html.element("span", ["class": "from"], text: "declared colour has no fixed value; default shown")
            }
            html.close("td")
        }
        html.close("tr")
        html.newline()
    }
}
