/// FUIKPIProgressView (seeds/FUIKPIView.txt): a progress ring with its metric and caption,
/// shown normal and disabled.
///
/// `progress-tint-color` fills the ring and `track-tint-color` draws the rest; `tint-color`
/// colours the metric and `font-color` the caption (on `fdlFUIKPIProgressView_captionLabel`,
/// else on the view). Unset: the tint colour for progress and metric, `tertiaryFill` for the
/// track, `primaryLabel` for the caption, `quaternaryLabel` for text when disabled (fdlc's
/// stand-ins where the SDK documents no default).
struct KPIProgressViewSample: PreviewComponent {
    let id = "kpi-progress"
    let title = "KPI progress view"
    let source = "FUIKPIProgressView (seeds/FUIKPIView.txt)"

    /// The states shown.
    static let states: [String?] = [nil, "disabled"]

    private var track: SamplePart {
        SamplePart(
            "\(id).track", "track", classes: ["fdlFUIKPIProgressView"], property: "track-tint-color",
            fallback: .palette("tertiaryFill"), kind: .stroke)
    }

    private var progress: SamplePart {
        SamplePart(
            "\(id).progress", "progress", classes: ["fdlFUIKPIProgressView"], property: "progress-tint-color",
            fallback: .palette("tintColor"), kind: .stroke)
    }

    var parts: [SamplePart] { [track, progress] + Self.states.flatMap { [metric($0), caption($0)] } }

    func draw(on canvas: inout SampleCanvas) {
        canvas.open("div", class: "states")
        for state in Self.states {
            canvas.open("div", class: "kpi")
            canvas.ring(track: track, progress: progress, fraction: 0.33, size: 88, label: "progress ring, 33%") {
                canvas in
                canvas.text(metric(state), "33%", class: "metric")
            }
            canvas.text(caption(state), "Complete", tag: "div", class: "line")
            canvas.stateLabel(state ?? "normal")
            canvas.close("div")
        }
        canvas.close("div")
    }

    private func metric(_ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, "metric", state), "metric", classes: ["fdlFUIKPIProgressView"],
            property: "tint-color", state: state, fallback: KPIViewSample.tint(state), kind: .text(style: "kpiNumber2"))
    }

    private func caption(_ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, "caption", state), "caption",
            classes: ["fdlFUIKPIProgressView_captionLabel", "fdlFUIKPIProgressView"], property: "font-color",
            state: state, fallback: .palette(state == nil ? "primaryLabel" : "quaternaryLabel"),
            kind: .text(style: "footnote"))
    }
}
