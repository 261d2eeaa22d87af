import FioriTheme
import FioriThemeCore

/// A foreground part measured against what it is drawn on, in one variant: against each colour
/// behind it (both ends of a gradient), the worst reported; not measured on an image.
struct ContrastSample: Sendable {
    /// One colour of the part against one colour behind it.
    struct Pair: Sendable {
        /// The part's colour as shown, composited over the background.
        let foreground: RGBAColor
        /// The opaque colour behind it.
        let background: RGBAColor

        /// The contrast ratio, 1 to 21.
        var ratio: Double { foreground.contrastRatio(with: background) }
    }

    /// The part drawn.
    let part: SamplePart
    /// The pairs measured: one on a solid background, one per end of a gradient; none on an image.
    let pairs: [Pair]
    /// The image the part is drawn on, when it is: its colours are the app's, so nothing is measured.
    let image: String?
    /// The WCAG 2.x AA minimum: 4.5 for text, 3 for large text (success criterion 1.4.3)
    /// and for graphics (1.4.11); nil for a part in the disabled state, which WCAG exempts.
    let minimum: Double?

    /// The part's colour `color` drawn on `backdrop`.
    init(part: SamplePart, color: RGBAColor, on backdrop: Backdrop, minimum: Double?) {
        self.part = part
        self.minimum = minimum
        switch backdrop {
        case .colors(let colors):
            pairs = colors.map { Pair(foreground: color.composited(over: $0), background: $0) }
            image = nil
        case .image(let name):
            pairs = []
            image = name
        }
    }

    /// The pair with the lowest contrast, nil on an image.
    var worst: Pair? { pairs.min { $0.ratio < $1.ratio } }

    /// The lowest contrast ratio measured, nil on an image.
    var ratio: Double? { worst?.ratio }

    /// Whether the ratio meets the minimum (a part without one, or on an image, always does).
    var passes: Bool {
        guard let minimum, let ratio else { return true }
        return ratio >= minimum
    }

    /// The ratio as the page writes it, rounded down to one decimal as the lint rule writes
    /// it, so that 4.49 never reads as 4.5: `4.4:1`; `not measured` on an image.
    var ratioText: String { ratio.map { ContrastRatio.formatted($0) + ":1" } ?? "not measured" }

    /// What was measured, for the hover text: `#FFFFFFFF on #D32F2FFF and on #B71C1CFF`.
    var detail: String {
        if let image { return "drawn on the image \(image), whose colours only the app has" }
        guard let first = pairs.first else { return "" }
        return "\(first.foreground.hex) on "
            + pairs.map { pair in
                pair.foreground == first.foreground
                    ? pair.background.hex : "\(pair.background.hex) (as \(pair.foreground.hex))"
            }.joined(separator: " and on ")
    }
}
