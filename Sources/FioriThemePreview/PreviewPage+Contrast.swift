import FioriTheme
import FioriThemeCore

extension PreviewPage {
    /// The WCAG 2.x contrast of every foreground part against what it is drawn on, per
    /// component and variant, with the minimum it needs.
    func writeContrast(_ rows: [(any PreviewComponent, [Cell])], into html: inout HTMLWriter) {
        html.open("section", ["id": "contrast", "aria-labelledby": "contrast-title"])
        html.element("h2", ["id": "contrast-title"], text: "Contrast")
        html.newline()
        let measured = rows.map { component, cells in (component, Self.distinct(cells)) }
        let all = measured.flatMap { $0.1.flatMap { $0.samples } }
        let failures = all.filter { !$0.passes }.count
        let onGradients = all.contains { $0.pairs.count > 1 }
        let onImages = all.filter { $0.image != nil }.count
        html.element(
            "p", ["class": "muted"],
            text: "WCAG 2.x level AA: 4.5:1 for text, 3:1 for large text (title3 and "
                + "larger, or 18 pt) and for images, borders and strokes; a disabled part has no minimum. Ratios are rounded "
                + "down."
                + (onGradients
                    ? " On a gradient, the part is measured against both ends and the worse ratio is shown." : "")
                + " \(failures == 0 ? "Every measurement passes" : "\(Self.count(failures, "measurement")) of \(all.count) fail")"
                + (onImages == 0
                    ? "." : "; \(onImages) drawn on an image of the app \(onImages == 1 ? "is" : "are") not measured."))
        html.open("div", ["class": "scroll", "role": "region", "aria-labelledby": "contrast-title", "tabindex": "0"])
        html.open("table", ["class": "contrast"])
        html.open("thead")
        html.open("tr")
        html.element("th", ["scope": "col"], text: "Part")
        html.element("th", ["scope": "col"], text: "Minimum")
        for variant in Self.variants {
            html.element("th", ["scope": "col"], text: Self.title(of: variant))
        }
        html.close("tr")
        html.close("thead")
        html.newline()
        for (component, parts) in measured {
            html.open("tbody")
            html.open("tr")
            html.element("th", ["scope": "colgroup", "colspan": "\(Self.variants.count + 2)"], text: component.title)
            html.close("tr")
            for row in parts {
                html.open("tr")
                html.element("th", ["scope": "row"], text: row.part.labelWithState)
                html.element(
                    "td", text: row.samples[0].minimum.map { ContrastRatio.formatted($0) + ":1" } ?? "none (disabled)")
                for sample in row.samples {
                    html.open("td", ["title": sample.detail])
                    html.element("span", ["class": "hex"], text: sample.ratioText)
                    if sample.pairs.count > 1 {
                        html.element("span", ["class": "muted"], text: " (worse end)")
                    }
                    html.text(" ")
                    if sample.image != nil {
                        html.element("span", ["class": "muted"], text: "(on an image)")
                    } else if sample.minimum == nil {
                        html.element("span", ["class": "muted"], text: "no minimum")
                    } else if sample.passes {
                        html.text("passes")
                    } else {
                        html.element("span", ["class": "fails"], text: "fails")
                    }
                    html.close("td")
                }
                html.close("tr")
                html.newline()
            }
            html.close("tbody")
        }
        html.close("table")
        html.close("div")
        html.close("section")
        html.newline()
    }

    /// A part measured in every variant.
    struct MeasuredPart {
        /// The part.
        let part: SamplePart
        /// One measurement per variant, in the order of ``PreviewPage/variants``.
        let samples: [ContrastSample]
    }

    /// The parts measured in `cells`, each once (a part drawn twice, like a tag, is measured
    /// where it is first drawn), with its measurement in every variant.
    static func distinct(_ cells: [Cell]) -> [MeasuredPart] {
        guard let first = cells.first else { return [] }
        var seen: Set<String> = []
        var parts: [MeasuredPart] = []
        for sample in first.contrasts where seen.insert(sample.part.id).inserted {
            let samples = cells.compactMap { cell in cell.contrasts.first { $0.part.id == sample.part.id } }
            parts.append(MeasuredPart(part: sample.part, samples: samples))
        }
        return parts
    }
}
