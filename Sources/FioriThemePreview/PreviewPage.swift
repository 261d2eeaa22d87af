import FioriTheme
import FioriThemeCore

/// One self-contained HTML page that shows a compiled theme: the sample components drawn
/// with its colours in each palette variant side by side, its palette overrides as swatches,
/// the contrast of every foreground part against its background, where each colour was
/// written, and the theme's diagnostics.
///
/// The page has no script and fetches nothing: its CSS is inline, its shapes are inline SVG,
/// and a Content-Security-Policy forbids everything else. Hovering a part shows its class
/// path, property, value and origin (a `title`); the "Where each colour comes from" section
/// says the same for keyboard and screen-reader users. The same inputs give the same bytes.
///
/// ```swift
/// let result = Compiler().compile(files)
/// if let table = result.table {
///     let html = PreviewPage(files: files.map(\.path), target: .fiori, table: table,
///                            diagnostics: result.diagnostics).html()
/// }
/// ```
package struct PreviewPage {
    /// The theme's files, as given, in layering order.
    let files: [String]
    /// The runtime the theme was checked for.
    let target: Target
    /// The compiled theme.
    let theme: Theme
    /// The theme's diagnostics (warnings: a theme with errors has no table).
    let diagnostics: [Diagnostic]

    /// The palette variants shown, one column each: light and dark, elevated, high contrast.
    static let variants: [ColorVariant] = [
        .lightBackground, .darkBackground, .elevatedLightBackground,
        .elevatedDarkBackground, .contrastLightBackground, .contrastDarkBackground,
    ]

    /// A page for the theme compiled from `files`.
    package init(files: [String], target: Target, table: StyleTable, diagnostics: [Diagnostic]) {
        self.files = files
        self.target = target
        theme = Theme(table: table)
        self.diagnostics = diagnostics
    }

    /// One component drawn in one variant.
    struct Cell {
        /// The variant.
        let variant: ColorVariant
        /// The screen colour the sample is drawn on.
        let screen: PartColor
        /// The sample's markup.
        let html: String
        /// Its foreground parts measured against their backgrounds.
        let contrasts: [ContrastSample]
    }

    /// Draws `component` in every variant.
    func cells(of component: any PreviewComponent) -> [Cell] {
        Self.variants.map { variant in
            let resolver = PartResolver(theme: theme, variant: variant)
            let screen = resolver.color(PreviewComponents.screen)
            var canvas = SampleCanvas(resolver: resolver, screen: screen.color.composited(over: PreviewStylesheet.page))
            component.draw(on: &canvas)
            canvas.writePlaceholderNotes()
            return Cell(variant: variant, screen: screen, html: canvas.html.html, contrasts: canvas.contrasts)
        }
    }

    /// The whole page.
    package func html() -> String {
        let rows = PreviewComponents.all.map { ($0, cells(of: $0)) }
        var html = HTMLWriter()
        html.raw("<!DOCTYPE html>\n")
        html.open("html", ["lang": "en"])
        html.newline()
        writeHead(into: &html)
        html.open("body")
        html.newline()
        writeHeader(into: &html)
        html.open("main")
        html.newline()
        writeSamples(rows, into: &html)
        writePalette(into: &html)
        writeContrast(rows, into: &html)
        writeSources(into: &html)
        writeDiagnostics(into: &html)
        html.close("main")
        html.newline()
        html.close("body")
        html.newline()
        html.close("html")
        html.newline()
        return html.html
    }

    /// The page's title: the theme's file names.
    var name: String { files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " + ") }

    /// How a variant's column is headed.
    static func title(of variant: ColorVariant) -> String {
        switch variant {
        case .lightBackground: "Light"
        case .darkBackground: "Dark"
        case .elevatedLightBackground: "Elevated light"
        case .elevatedDarkBackground: "Elevated dark"
        case .contrastLightBackground: "High contrast light"
        case .contrastDarkBackground: "High contrast dark"
        case .elevatedContrastLightBackground: "Elevated high contrast light"
        case .elevatedContrastDarkBackground: "Elevated high contrast dark"
        }
    }

    private func writeHead(into html: inout HTMLWriter) {
        html.open("head")
        html.newline()
        html.open("meta", ["charset": "utf-8"])
        html.newline()
        html.open(
            "meta",
            ["http-equiv": "Content-Security-Policy", "content": "default-src 'none'; style-src 'unsafe-inline'"])
        html.newline()
        html.open("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        html.newline()
        html.element("title", text: "\(name): fdlc preview")
        html.newline()
        html.open("style")
        html.raw(PreviewStylesheet.css)
        html.close("style")
        html.newline()
        html.close("head")
        html.newline()
    }

    private func writeHeader(into html: inout HTMLWriter) {
        html.open("header")
        html.open("h1")
        html.text("Preview of ")
        html.element("code", text: name)
        html.close("h1")
        html.newline()
        html.open("p", ["class": "muted"])
        html.text("Files: ")
        for (index, file) in files.enumerated() {
            if index > 0 { html.text(", then ") }
            html.element("code", text: file)
        }
        html.text(". Target ")
        html.element("code", text: target.rawValue)
        html.text(" (\(target.runtimeName)); \(Self.count(diagnostics.count, "diagnostic")).")
        html.close("p")
        html.newline()
        html.open("nav", ["aria-label": "Sections"])
        html.open("ul")
        for (anchor, title) in [
            ("components", "Components"), ("palette", "Palette overrides"), ("contrast", "Contrast"),
            ("sources", "Where each colour comes from"), ("diagnostics", "Diagnostics"),
        ] {
            html.open("li")
            html.element("a", ["href": "#" + anchor], text: title)
            html.close("li")
        }
        html.close("ul")
        html.close("nav")
        html.newline()
        html.open("p", ["class": "legend"])
        html.element("span", ["class": "legend-mark", "aria-hidden": "true"], text: "")
        html.text(
            " A dashed outline marks a part the theme does not set: it shows the SDK palette's colour for "
                + "that variant. Hover a part to see its class path, property, value and where it was written; "
                + "the same is listed under \u{201C}Where each colour comes from\u{201D}." + targetNote)
        html.close("p")
        html.newline()
        html.close("header")
        html.newline()
    }

    /// What the target changes in how the page reads, or nothing.
    private var targetNote: String {
        if !target.appliesStyleBlocks {
            return " \(target.runtimeDescription) reads only the palette definitions: every part shows the palette, "
                + "with the theme's overrides."
        }
        if !target.predefinesPaletteNames {
            return " \(target.runtimeDescription) knows no palette: there, the SDK palette's colours only stand in "
                + "for UIKit's defaults."
        }
        return ""
    }

    /// `3 diagnostics`, `1 diagnostic`, `no diagnostics`.
    static func count(_ number: Int, _ noun: String) -> String {
        switch number {
        case 0: "no \(noun)s"
        case 1: "1 \(noun)"
        default: "\(number) \(noun)s"
        }
    }
}
