/// FUIKPIHeader (seeds/FUIKPIView.txt): a header band with two KPIs, one disabled.
///
/// The seed's theming example styles `fdlFUIKPIHeader_background` (`background-color`) and
/// `fdlFUIKPIHeader_kpiView` (`tint-color`). Unset: the palette's `header` (what the
/// example's `backgroundGradientTop` was renamed to) and the tint colour, `quaternaryLabel`
/// when disabled.
struct KPIHeaderSample: PreviewComponent {
    let id = "kpi-header"
    let title = "KPI header"
    let source = "FUIKPIHeader (seeds/FUIKPIView.txt)"

    private var background: SamplePart {
        SamplePart(
            "\(id).background", "background", classes: ["fdlFUIKPIHeader_background"], property: "background-color",
            fallback: .palette("header"), kind: .background)
    }

    /// The KPIs shown: metric, caption and state.
    private static let items: [(metric: String, caption: String, state: String?)] = [
        ("12/25", "Completed", nil),
        ("5k", "Processed", "disabled"),
    ]

    var parts: [SamplePart] {
        [background] + Self.items.flatMap { [kpi("metric", $0.state), kpi("caption", $0.state)] }
    }

    func draw(on canvas: inout SampleCanvas) {
        canvas.openSurface(background, class: "band states")
        for item in Self.items {
            canvas.open("div", class: "kpi")
            canvas.text(kpi("metric", item.state), item.metric, tag: "div", class: "metric")
            canvas.text(kpi("caption", item.state), item.caption, tag: "div", class: "line")
            canvas.stateLabel(item.state ?? "normal")
            canvas.close("div")
        }
        canvas.closeSurface()
    }

    private func kpi(_ name: String, _ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, name, state), name == "metric" ? "KPI metric" : "KPI caption",
            classes: ["fdlFUIKPIHeader_kpiView"], property: "tint-color", state: state,
            fallback: KPIViewSample.tint(state), kind: .text(style: name == "metric" ? "kpiNumber2" : "footnote"))
    }
}
