import FioriTheme

extension PreviewPage {
    /// The components, one row each, drawn in one column per variant on the variant's screen
    /// background.
    func writeSamples(_ rows: [(any PreviewComponent, [Cell])], into html: inout HTMLWriter) {
        html.open("section", ["id": "components", "aria-labelledby": "components-title"])
        html.element("h2", ["id": "components-title"], text: "Components")
        html.newline()
        html.open("div", ["class": "scroll", "role": "region", "aria-labelledby": "components-title", "tabindex": "0"])
        html.open("table", ["class": "samples"])
        html.element(
            "caption", ["class": "visually-hidden"], text: "Each component drawn with the theme in each palette variant"
        )
        html.open("thead")
        html.open("tr")
        html.element("th", ["scope": "col"], text: "Component")
        for variant in Self.variants {
            html.open("th", ["scope": "col"])
            html.text(Self.title(of: variant))
            html.element("code", ["class": "source"], text: variant.rawValue)
            html.close("th")
        }
        html.close("tr")
        html.close("thead")
        html.newline()
        html.open("tbody")
        html.newline()
        for (component, cells) in rows {
            html.open("tr", ["id": "sample-" + component.id])
            html.open("th", ["scope": "row"])
            html.text(component.title)
            html.element("span", ["class": "source"], text: component.source)
            html.close("th")
            for cell in cells {
                html.open(
                    "td",
                    [
                        "data-variant": cell.variant.rawValue, "data-part": cell.screen.part.id,
                        "style": "background-color:\(cell.screen.color.hex)",
                        "title": "screen background\n" + cell.screen.detail,
                    ])
                html.raw(cell.html)
                html.close("td")
            }
            html.close("tr")
            html.newline()
        }
        html.close("tbody")
        html.close("table")
        html.close("div")
        html.close("section")
        html.newline()
    }
}
