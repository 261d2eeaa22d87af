/// A contact cell, styled through SAP's FUIContactView class paths: avatar, name, job and
/// description, with two activity icons.
///
/// The activity icons have no documented class path: they always have the SDK's tint colour.
/// Unset: the cell `cellBackground`, the name `primaryLabel`, the other text `secondaryLabel`,
/// the avatar the tint colour (fdlc's stand-ins where the SDK documents no default).
struct ContactCellSample: PreviewComponent {
    let id = "contact-cell"
    let title = "Contact cell"
    let source = "FUIContactCell, FUIContactView class paths"

    private var background: SamplePart {
        SamplePart(
            "\(id).background", "background", classes: ["fdlFUIContactView"], property: "background-color",
            fallback: .palette("cellBackground"), kind: .background)
    }

    private var avatar: SamplePart {
        SamplePart(
            "\(id).detail-image", "detail image", classes: ["fdlFUIContactView_detailImageView"],
            property: "tint-color", fallback: .palette("tintColor"), kind: .icon)
    }

    private var activity: SamplePart {
        SamplePart(
            "\(id).activity", "activity icon", classes: [], property: "tint-color", fallback: .palette("tintColor"),
            kind: .icon)
    }

    private func label(_ name: String, style: String, fallback: String) -> SamplePart {
        SamplePart(
            "\(id).\(name)", name, classes: ["fdlFUIContactView_\(name)Label"], property: "font-color",
            fallback: .palette(fallback), kind: .text(style: style))
    }

    private var headline: SamplePart { label("headline", style: "headline", fallback: "primaryLabel") }
    private var subheadline: SamplePart { label("subheadline", style: "subheadline", fallback: "secondaryLabel") }
    private var description: SamplePart { label("description", style: "footnote", fallback: "secondaryLabel") }

    var parts: [SamplePart] { [background, avatar, headline, subheadline, description, activity] }

    func draw(on canvas: inout SampleCanvas) {
        canvas.openSurface(background, class: "cell split")
        canvas.icon(avatar, class: "image avatar", label: "avatar")
        canvas.open("div", class: "main")
        canvas.text(headline, "Rachel Miller", tag: "div", class: "line")
        canvas.text(subheadline, "Field technician", tag: "div", class: "line")
        canvas.text(description, "Available from 9:00", tag: "div", class: "line")
        canvas.close("div")
        canvas.open("div", class: "side icons")
        canvas.icon(activity, class: "activity", label: "phone")
        canvas.icon(activity, class: "activity", label: "email")
        canvas.close("div")
        canvas.closeSurface()
    }
}
