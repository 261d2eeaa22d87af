import FioriThemeCore

extension PreviewPage {
    /// The theme's diagnostics as `fdlc check` prints them, without colour.
    func writeDiagnostics(into html: inout HTMLWriter) {
        html.open("section", ["id": "diagnostics", "aria-labelledby": "diagnostics-title"])
        html.element("h2", ["id": "diagnostics-title"], text: "Diagnostics")
        html.newline()
        if diagnostics.isEmpty {
            html.element("p", text: "None: the theme checks clean for target \(target.rawValue).")
        } else {
            let renderer = DiagnosticRenderer(colored: false)
            html.element(
                "p", text: (renderer.summary(diagnostics) ?? Self.count(diagnostics.count, "diagnostic")) + ":")
            html.element("pre", ["class": "diagnostics", "tabindex": "0"], text: renderer.text(diagnostics))
        }
        html.newline()
        html.close("section")
        html.newline()
    }
}
