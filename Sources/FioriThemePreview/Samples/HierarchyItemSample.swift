/// FUIHierarchyItemView (seeds/FUIHierarchyView.txt): title, subtitle, footnote, status and
/// detail image, with the hierarchy indicator's count.
///
/// TEXT class paths take `font-color`, the IMAGE one `tint-color`; the indicator's title is
/// `fdlFUIHierarchyIndicator_title`. Unset: `primaryLabel` for the title, `secondaryLabel` for
/// the other text, the tint colour for the image and the indicator (fdlc's stand-ins where the
/// SDK documents no default).
struct HierarchyItemSample: PreviewComponent {
    let id = "hierarchy-item"
    let title = "Hierarchy item"
    let source = "FUIHierarchyItemView (seeds/FUIHierarchyView.txt), FUIHierarchyIndicator"

    private func text(_ name: String, style: String, fallback: String) -> SamplePart {
        SamplePart(
            "\(id).\(name)", name, classes: ["fdlFUIHierarchyItemView_\(name)"], property: "font-color",
            fallback: .palette(fallback), kind: .text(style: style))
    }

    private var image: SamplePart {
        SamplePart(
            "\(id).detail-image", "detail image", classes: ["fdlFUIHierarchyItemView_detailImageView"],
            property: "tint-color", fallback: .palette("tintColor"), kind: .icon)
    }

    private var indicator: SamplePart {
        SamplePart(
            "\(id).indicator", "indicator title", classes: ["fdlFUIHierarchyIndicator_title"], property: "font-color",
            fallback: .palette("tintColor"), kind: .text(style: "caption1"))
    }

    private var titleText: SamplePart { text("title", style: "headline", fallback: "primaryLabel") }
    private var subtitle: SamplePart { text("subtitle", style: "subheadline", fallback: "secondaryLabel") }
    private var footnote: SamplePart { text("footnote", style: "footnote", fallback: "secondaryLabel") }
    private var status: SamplePart { text("status", style: "subheadline", fallback: "secondaryLabel") }

    var parts: [SamplePart] { [image, titleText, subtitle, footnote, status, indicator] }

    func draw(on canvas: inout SampleCanvas) {
        canvas.open("div", class: "plain split")
        canvas.icon(image, class: "image", label: "detail image")
        canvas.open("div", class: "main")
        canvas.text(titleText, "Business Object", tag: "div", class: "line")
        canvas.text(subtitle, "Pump station", tag: "div", class: "line")
        canvas.text(footnote, "Hamburg", tag: "div", class: "line")
        canvas.close("div")
        canvas.open("div", class: "side")
        canvas.text(status, "Open", tag: "div", class: "line")
        canvas.text(indicator, "128", tag: "div", class: "line")
        canvas.close("div")
        canvas.close("div")
    }
}
