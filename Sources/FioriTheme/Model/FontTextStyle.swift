/// A text style a `font-style` value names: UIKit's text styles, and Fiori's KPI styles.
///
/// ```swift
/// if let style = theme.fontTextStyle(for: "fdlFUIObjectHeaderView_headlineLabel") { … }
/// ```
///
/// On UIKit, `UIFont.TextStyle(style)` converts the UIKit ones.
public enum FontTextStyle: String, CaseIterable, Hashable, Sendable {
    /// `largeTitle`, 34 pt at the default text size.
    case largeTitle
    /// `title1`, 28 pt.
    case title1
    /// `title2`, 22 pt.
    case title2
    /// `title3`, 20 pt.
    case title3
    /// `headline`, 17 pt semibold.
    case headline
    /// `subheadline`, 15 pt.
    case subheadline
    /// `body`, 17 pt.
    case body
    /// `callout`, 16 pt.
    case callout
    /// `footnote`, 13 pt.
    case footnote
    /// `caption1`, 12 pt.
    case caption1
    /// `caption2`, 11 pt.
    case caption2
    /// Fiori's large KPI figure style (`FDLFontStyle` in SAPFiori); not a UIKit text style.
    case kpiNumber
    /// Fiori's smaller KPI figure style; not a UIKit text style.
    case kpiNumber2

    /// Whether UIKit has a text style of this name (every style but Fiori's KPI styles, whose
    /// fonts the SDK provides).
    public var isUIKitTextStyle: Bool {
        self != .kpiNumber && self != .kpiNumber2
    }
}
