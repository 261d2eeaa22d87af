/// FUIKPIView (seeds/FUIKPIView.txt): a metric with its units and a caption, tinted per
/// control state, shown normal, highlighted and disabled.
///
/// `tint-color` on `fdlFUIKPIView` tints the whole view; `fdlFUIKPIView_textView` (the metric
/// and units) and `fdlFUIKPIView_captionLabel` take their own. Unset, the view uses the tint
/// colour, its tap state when highlighted, and (fdlc's stand-in, the SDK does not document
/// it) `quaternaryLabel` when disabled.
struct KPIViewSample: PreviewComponent {
    let id = "kpi-view"
    let title = "KPI view"
    let source = "FUIKPIView (seeds/FUIKPIView.txt)"

    /// The states shown.
    static let states: [String?] = [nil, "highlighted", "disabled"]

    var parts: [SamplePart] { Self.states.flatMap { [metric($0), caption($0)] } }

    func draw(on canvas: inout SampleCanvas) {
        canvas.open("div", class: "states")
        for state in Self.states {
            canvas.open("div", class: "kpi")
            canvas.text(metric(state), "$5k", tag: "div", class: "metric")
            canvas.text(caption(state), "Orders", tag: "div", class: "line")
            canvas.stateLabel(state ?? "normal")
            canvas.close("div")
        }
        canvas.close("div")
    }

    private func metric(_ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, "metric", state), "metric and units",
            classes: ["fdlFUIKPIView_textView", "fdlFUIKPIView"],
            property: "tint-color", state: state, fallback: Self.tint(state), kind: .text(style: "kpiNumber"))
    }

    private func caption(_ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, "caption", state), "caption",
            classes: ["fdlFUIKPIView_captionLabel", "fdlFUIKPIView"],
            property: "tint-color", state: state, fallback: Self.tint(state), kind: .text(style: "footnote"))
    }

    /// The palette colour of an unset tint in `state`.
    static func tint(_ state: String?) -> SamplePart.Fallback {
        switch state {
        case "highlighted": .palette("tintColorTapState")
        case "disabled": .palette("quaternaryLabel")
        default: .palette("tintColor")
        }
    }
}
