import FioriTheme

extension PreviewPage {
    /// Every palette colour style the theme overrides, as a swatch per variant: the colour
    /// FioriThemeManager's lookup gives (``Theme/paletteOverride(for:variant:)``), and where
    /// it was written, or the SDK's own colour where the theme's override does not reach.
    func writePalette(into html: inout HTMLWriter) {
        html.open("section", ["id": "palette", "aria-labelledby": "palette-title"])
        html.element("h2", ["id": "palette-title"], text: "Palette overrides")
        html.newline()
        let styles = Set(theme.table.paletteOverrides.values.map(\.style)).sorted()
        guard !styles.isEmpty else {
            html.element("p", text: "The theme overrides no colour of the SDK palette.")
            html.close("section")
            html.newline()
            return
        }
        html.element(
            "p", ["class": "muted"],
            text: "\(Self.count(styles.count, "colour style")) of the SDK palette, "
                + "in each variant: the theme's colour where its override applies, the SDK's (marked) where it does not."
        )
        html.open("div", ["class": "scroll", "role": "region", "aria-labelledby": "palette-title", "tabindex": "0"])
        html.open("table", ["class": "palette"])
        html.open("thead")
        html.open("tr")
        html.element("th", ["scope": "col"], text: "Style")
        for variant in Self.variants {
            html.element("th", ["scope": "col"], text: Self.title(of: variant))
        }
        html.close("tr")
        html.close("thead")
        html.newline()
        html.open("tbody")
        for style in styles {
            html.open("tr")
            html.open("th", ["scope": "row"])
            html.element("code", text: style)
            html.close("th")
            for variant in Self.variants {
                let (color, override) = PartResolver(theme: theme, variant: variant).paletteColor(style)
                let from =
                    override.map { "\($0.style)\($0.variant?.suffix ?? "") at \($0.origin.description)" }
                    ?? "SDK palette"
                html.open("td", ["data-variant": variant.rawValue])
                html.open(
                    "span",
                    [
                        "class": override == nil ? "swatch sdk" : "swatch", "data-swatch": style,
                        "style": "background-color:\(color.hex);"
                            + (override == nil ? "--mark:\(PreviewStylesheet.ink.hex);" : ""),
                        "title": "\(style) in \(variant.rawValue) = \(color.hex)\n\(from)",
                    ])
                html.close("span")
                html.element("code", ["class": "hex"], text: color.hex)
                html.element("span", ["class": "from"], text: override.map { $0.origin.description } ?? "SDK palette")
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
