/// FUIObjectHeader (seeds/FUIObjectHeader.txt), styled through the class paths of SAP's
/// FUIObjectHeaderView: detail image, headline, subheadline, tags, body, footnote, status and
/// substatus.
///
/// Tags (`FUITag`) have no documented class path: they always have the SDK's colours.
/// Unset text takes `primaryLabel` (headline, body) or `secondaryLabel`, the image the tint
/// colour and the view `header` (fdlc's stand-ins where the SDK documents no default).
struct ObjectHeaderSample: PreviewComponent {
    let id = "object-header"
    let title = "Object header"
    let source = "FUIObjectHeader (seeds/FUIObjectHeader.txt), FUIObjectHeaderView class paths"

    private var background: SamplePart {
        SamplePart(
            "\(id).background", "background", classes: ["fdlFUIObjectHeaderView"], property: "background-color",
            fallback: .palette("header"), kind: .background)
    }

    private var image: SamplePart {
        SamplePart(
            "\(id).detail-image", "detail image", classes: ["fdlFUIObjectHeaderView_detailImageView"],
            property: "tint-color", fallback: .palette("tintColor"), kind: .icon)
    }

    private var tagBorder: SamplePart {
        SamplePart(
            "\(id).tag-border", "tag border", classes: [], property: "border-color",
            fallback: .palette("secondaryLabel"), kind: .border)
    }

    private var tagText: SamplePart {
        SamplePart(
            "\(id).tag", "tag", classes: [], property: "font-color", fallback: .palette("secondaryLabel"),
            kind: .text(style: "caption1"))
    }

    private func label(_ name: String, _ label: String, style: String, fallback: String) -> SamplePart {
        SamplePart(
            "\(id).\(name)", label, classes: ["fdlFUIObjectHeaderView_\(name)Label"], property: "font-color",
            fallback: .palette(fallback), kind: .text(style: style))
    }

    private var headline: SamplePart { label("headline", "headline", style: "headline", fallback: "primaryLabel") }
    private var subheadline: SamplePart {
        label("subheadline", "subheadline", style: "subheadline", fallback: "secondaryLabel")
    }
    private var body: SamplePart { label("body", "body", style: "subheadline", fallback: "primaryLabel") }
    private var footnote: SamplePart { label("footnote", "footnote", style: "footnote", fallback: "secondaryLabel") }
    private var status: SamplePart { label("status", "status", style: "subheadline", fallback: "secondaryLabel") }
    private var substatus: SamplePart { label("substatus", "substatus", style: "footnote", fallback: "secondaryLabel") }

    var parts: [SamplePart] {
        [background, image, headline, subheadline, tagBorder, tagText, body, footnote, status, substatus]
    }

    func draw(on canvas: inout SampleCanvas) {
        canvas.openSurface(background, class: "card split")
        canvas.icon(image, class: "image", label: "detail image")
        canvas.open("div", class: "main")
        canvas.text(headline, "Inspect Electric Pump Motor", tag: "div", class: "line")
        canvas.text(subheadline, "Job 819701", tag: "div", class: "line")
        canvas.open("div", class: "tags")
        for tag in ["Started", "PM01"] {
            canvas.openBorder(tagBorder, width: 1, radius: 4, class: "tag")
            canvas.text(tagText, tag, class: "tag-text")
            canvas.close("span")
        }
        canvas.close("div")
        canvas.text(body, "1000-Hamburg", tag: "div", class: "line")
        canvas.text(footnote, "Due on 12/31", tag: "div", class: "line")
        canvas.close("div")
        canvas.open("div", class: "side")
        canvas.text(status, "High", tag: "div", class: "line")
        canvas.text(substatus, "Active", tag: "div", class: "line")
        canvas.close("div")
        canvas.closeSurface()
    }
}
