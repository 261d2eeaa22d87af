/// Whether text counts as large for WCAG 2.x: at least 18 pt, or 14 pt bold.
///
/// A `font-style` names a Dynamic Type text style, whose size depends on the user's
/// setting; the default (Large) sizes decide. largeTitle (34 pt), title1 (28), title2 (22)
/// and title3 (20) are large. headline is 17 pt semibold: under 18 pt, and semibold is
/// lighter than the bold the 14 pt rule means, so it is normal text, as are body (17),
/// callout (16), subheadline (15), footnote (13), caption1 (12) and caption2 (11). Fiori's
/// kpiNumber and kpiNumber2 have no published size and count as normal text, which asks
/// for the higher ratio. A `font-size` (points) of 18 or more is large.
package enum TextSize {
    /// The text styles that are large text at the default text size.
    static let largeTextStyles: Set<String> = ["largeTitle", "title1", "title2", "title3"]

    /// The smallest `font-size`, in points, that is large text whatever the weight.
    static let largeFontSize = 18.0

    /// The WCAG 2.x AA contrast minimum for normal text.
    package static let normalMinimum = 4.5
    /// The WCAG 2.x AA contrast minimum for large text.
    package static let largeMinimum = 3.0

    /// Whether a class whose `font-style` and `font-size` are these (nil when not set) shows large text.
    package static func isLarge(fontStyle: String?, fontSize: Double?) -> Bool {
        if let fontStyle, largeTextStyles.contains(fontStyle) { return true }
        if let fontSize, fontSize >= largeFontSize { return true }
        return false
    }
}
