/// A component the preview draws: a small, fixed sample of a Fiori or UIKit view, made of
/// parts (``SamplePart``) the theme colours.
package protocol PreviewComponent: Sendable {
    /// Unique within the page, the prefix of its parts' ids: `kpi-view`.
    var id: String { get }
    /// Its name on the page: `KPI view`.
    var title: String { get }
    /// The SDK or UIKit class it stands for and where its class paths are documented:
    /// `FUIKPIView (seeds/FUIKPIView.txt)`.
    var source: String { get }
    /// Every part it draws, in drawing order, each once.
    var parts: [SamplePart] { get }
    /// Draws the sample.
    func draw(on canvas: inout SampleCanvas)
}

/// The components of the page, in the order they are shown.
package enum PreviewComponents {
    /// Every component, each once.
    package static let all: [any PreviewComponent] = [
        KPIViewSample(), KPIProgressViewSample(), KPIHeaderSample(), ObjectHeaderSample(), ObjectCellSample(),
        HierarchyItemSample(), ContactCellSample(), ButtonSample(), NavigationBarSample(), TableCellSample(),
    ]

    /// What each variant's column is drawn on: the palette's grouped background, as a screen
    /// of a Fiori app is.
    static let screen = SamplePart(
        "screen", "screen background", classes: [], property: "background-color",
        fallback: .palette("primaryGroupedBackground"), kind: .background)

    /// The id of a part in a state: `kpi-view.metric.disabled` (`.normal` for nil).
    static func id(_ component: String, _ part: String, _ state: String?) -> String {
        "\(component).\(part).\(state ?? "normal")"
    }
}
