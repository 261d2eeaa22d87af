import FioriTheme
import FioriThemeCore
import FioriThemePreview
import Foundation

extension DiffReport {
    /// The preview pages of each changed theme's two versions side by side (the components in
    /// every variant, drawn by ``PreviewPage``), each cell whose component draws a changed
    /// value in that variant outlined, and the list of changes. Self-contained, no script.
    package func html() -> String {
        var html = HTMLWriter()
        html.raw("<!DOCTYPE html>\n")
        html.open("html", ["lang": "en"])
        html.open("head")
        html.open("meta", ["charset": "utf-8"])
        html.open(
            "meta",
            ["http-equiv": "Content-Security-Policy", "content": "default-src 'none'; style-src 'unsafe-inline'"])
        html.element("title", text: "fdlc diff")
        html.open("style")
        html.raw(PreviewStylesheet.css + Self.css)
        html.close("style")
        html.close("head")
        html.newline()
        html.open("body")
        html.open("main")
        html.element("h1", text: "Theme changes")
        let shown = diffs.filter { !$0.isEmpty }
        if shown.isEmpty { html.element("p", text: "No change on screen.") }
        for (index, diff) in shown.enumerated() { write(diff, number: index, into: &html) }
        html.close("main")
        html.close("body")
        html.close("html")
        html.newline()
        return html.html
    }

    private static let css = """
        .diff-sides{display:grid;grid-template-columns:max-content max-content;gap:1rem;align-items:start}
        .diff-side .scroll{overflow:visible}
        .diff-side td.changed{outline:4px solid #E5007D;outline-offset:-4px}
        """

    private func write(_ diff: ThemeDiff, number: Int, into html: inout HTMLWriter) {
        let names = diff.names
        html.open("section", ["class": "diff-theme"])
        html.open("h2")
        html.element("code", text: names.old)
        html.text(" → ")
        html.element("code", text: names.new)
        html.close("h2")
        html.element(
            "p", ["class": "muted"],
            text: "Target \(diff.target.rawValue): \(diff.summary). An outlined cell draws a "
                + "value that changed in that variant.")
        let changed = Self.changedCells(diff)
        html.open("div", ["class": "diff-sides"])
        for (side, files, table) in [("old", diff.oldFiles, diff.oldTable), ("new", diff.newFiles, diff.newTable)] {
            html.open("div", ["class": "diff-side", "id": "theme\(number)-\(side)"])
            html.element("h3", text: side == "old" ? "Before" : "After")
            let page = PreviewPage(files: files, target: diff.target, table: table, diagnostics: []).html()
            html.raw(Self.components(of: page, prefix: "theme\(number)-\(side)-", outlining: changed))
            html.close("div")
        }
        html.close("div")
        html.close("section")
        html.newline()
    }

    /// `component id` → the variants in which it draws a value that changed.
    static func changedCells(_ diff: ThemeDiff) -> [String: Set<ColorVariant>] {
        var cells: [String: Set<ColorVariant>] = [:]
        for component in PreviewComponents.all {
            for part in component.parts {
                for change in diff.changes
                where part.classes.contains(change.classPath)
                    && part.properties.contains(change.baseProperty)
                    && (change.state == nil || change.state == part.state)
                {
                    cells[component.id, default: []].formUnion(change.variants ?? ColorVariant.allCases)
                }
            }
        }
        return cells
    }

    /// The components section of a preview page, its ids prefixed by `prefix`, with the
    /// cells in `changed` given the `changed` class.
    private static func components(of page: String, prefix: String, outlining changed: [String: Set<ColorVariant>])
        -> String
    {
        guard let start = page.range(of: "<section id=\"components\""),
            let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
        else { return "" }
        var section = String(page[start.lowerBound..<end.upperBound])
        section = section.replacingOccurrences(of: " id=\"", with: " id=\"" + prefix)
            .replacingOccurrences(of: "aria-labelledby=\"", with: "aria-labelledby=\"" + prefix)
        var output = ""
        var component: String?
        var rest = Substring(section)
        // Mark each cell (`<td data-variant="…"`) of a changed component's row.
        while let cell = rest.range(of: "<td data-variant=\"") {
            let before = rest[..<cell.lowerBound]
            if let row = before.range(of: "<tr id=\"\(prefix)sample-", options: .backwards) {
                component = String(before[row.upperBound...].prefix { $0 != "\"" })
            }
            let variantName = rest[cell.upperBound...].prefix { $0 != "\"" }
            output += before
            let marked = component.flatMap { changed[$0] }?.contains { $0.rawValue == variantName } ?? false
            output += marked ? "<td class=\"changed\" data-variant=\"" : "<td data-variant=\""
            rest = rest[cell.upperBound...]
        }
        return output + rest
    }
}
