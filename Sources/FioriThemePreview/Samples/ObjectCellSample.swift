/// FUIObjectCell (seeds/FUIObjectCell.txt): an object cell, normal and selected.
///
/// The cell's theming list is cut off in the seed; SAP's Branding and Theming page shows
/// `fdlFUIObjectView_headlineLabel` (`font-color`) and `fdlFUIObjectTableViewCell`
/// (`background-color-selected`), the class paths used here. The other labels have no
/// documented class path and always have the SDK's colours. Unset: the cell background
/// `cellBackground`, `quaternaryFill` when selected, labels `primaryLabel` and
/// `secondaryLabel` (fdlc's stand-ins where the SDK documents no default).
struct ObjectCellSample: PreviewComponent {
    let id = "object-cell"
    let title = "Object cell"
    let source = "FUIObjectCell (seeds/FUIObjectCell.txt), FUIObjectTableViewCell"

    /// The states shown.
    static let states: [String?] = [nil, "selected"]

    private func background(_ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, "background", state), "background", classes: ["fdlFUIObjectTableViewCell"],
            property: "background-color", state: state,
            fallback: .palette(state == nil ? "cellBackground" : "quaternaryFill"), kind: .background)
    }

    private var headline: SamplePart {
        SamplePart(
            "\(id).headline", "headline", classes: ["fdlFUIObjectView_headlineLabel"], property: "font-color",
            fallback: .palette("primaryLabel"), kind: .text(style: "headline"))
    }

    private func undocumented(_ name: String, style: String) -> SamplePart {
        SamplePart(
            "\(id).\(name)", name, classes: [], property: "font-color", fallback: .palette("secondaryLabel"),
            kind: .text(style: style))
    }

    private var subheadline: SamplePart { undocumented("subheadline", style: "subheadline") }
    private var footnote: SamplePart { undocumented("footnote", style: "footnote") }
    private var status: SamplePart { undocumented("status", style: "subheadline") }

    var parts: [SamplePart] { Self.states.map(background) + [headline, subheadline, footnote, status] }

    func draw(on canvas: inout SampleCanvas) {
        for state in Self.states {
            canvas.openSurface(background(state), class: "cell split")
            canvas.open("div", class: "main")
            canvas.text(headline, "Edgar Scissorhands", tag: "div", class: "line")
            canvas.text(subheadline, "Lorem ipsum datil", tag: "div", class: "line")
            canvas.text(footnote, "Footer text", tag: "div", class: "line")
            canvas.close("div")
            canvas.open("div", class: "side")
            canvas.text(status, "Active", tag: "div", class: "line")
            canvas.stateLabel(state ?? "normal")
            canvas.close("div")
            canvas.closeSurface()
        }
    }
}
