/// A table view cell: UIKit's `UITableViewCell` through NUI's `TableCell` and
/// `TableCellDetail` classes, the cell and its detail label.
///
/// The cell's background is NUI's gradient (`background-color-top` to `-bottom`), else
/// `background-color`, as `NUITableViewCellRenderer` sets its background view. Unset: the palette's `secondaryGroupedBackground` for the cell, `primaryLabel` and
/// `secondaryLabel` for the text (fdlc's stand-ins for UIKit's grouped cell).
struct TableCellSample: PreviewComponent {
    let id = "table-cell"
    let title = "Table cell"
    let source = "UITableViewCell (NUI classes TableCell, TableCellDetail)"

    private var background: SamplePart {
        SamplePart(
            "\(id).background", "background", classes: ["TableCell"], layers: [.gradient, .color("background-color")],
            fallback: .palette("secondaryGroupedBackground"))
    }

    private var label: SamplePart {
        SamplePart(
            "\(id).title", "title", classes: ["TableCell"], property: "font-color",
            fallback: .palette("primaryLabel"), kind: .text(style: "body"))
    }

    private var detail: SamplePart {
        SamplePart(
            "\(id).detail", "detail", classes: ["TableCellDetail"], property: "font-color",
            fallback: .palette("secondaryLabel"), kind: .text(style: "subheadline"))
    }

    var parts: [SamplePart] { [background, label, detail] }

    func draw(on canvas: inout SampleCanvas) {
        canvas.openSurface(background, class: "cell split")
        canvas.text(label, "Butter", class: "main")
        canvas.text(detail, "2.3 kg", class: "side")
        canvas.closeSurface()
    }
}
