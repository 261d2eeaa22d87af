import FioriTheme

/// A foreground part measured against what it is drawn on, in one variant.
struct ContrastSample: Sendable {
    /// The part drawn.
    let part: SamplePart
    /// Its colour as shown, composited over the background.
    let foreground: RGBAColor
    /// The opaque colour behind it.
    let background: RGBAColor
    /// The WCAG 2.x AA minimum: 4.5 for text, 3 for large text (success criterion 1.4.3)
    /// and for graphics (1.4.11); nil for a part in the disabled state, which WCAG exempts.
    let minimum: Double?

    /// The contrast ratio, 1 to 21.
    var ratio: Double { foreground.contrastRatio(with: background) }

    /// Whether the ratio meets the minimum (a part without one always does).
    var passes: Bool { minimum.map { ratio >= $0 } ?? true }

    /// The ratio as the page writes it, rounded down to one decimal as the lint rule writes
    /// it, so that 4.49 never reads as 4.5: `4.4:1`.
    var ratioText: String { ContrastCheck.ratio(ratio) + ":1" }
}
