/// A property value parsed into its type.
public enum StyleValue: Hashable, Sendable {
    /// A colour: literal, UIKit name or palette reference.
    case color(ColorValue)
    /// A `UIFont.TextStyle` name such as `subheadline`, or Fiori's `kpiNumber`.
    case fontTextStyle(String)
    /// `left`, `center`, `right`, `justified` or `natural`.
    case textAlignment(String)
    /// A number (`font-size`, `border-width`, `corner-radius`, …).
    case number(Double)
    /// A whole number (`text-line-clamp`).
    case integer(Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// Insets in CSS order: top, right, bottom, left.
    case box(top: Double, right: Double, bottom: Double, left: Double)
    /// An offset or size `x,y`.
    case offset(x: Double, y: Double)
    /// A font name, or one of NUI's system font keywords (`system`, `boldSystem`, …).
    case fontName(String)
    /// An image name as passed to `UIImage(named:)`.
    case image(String)
    /// A member of one of NUI's enumerations (border style, separator style, alignments,
    /// keyboard appearance, text transform).
    case keyword(String)
    /// A list of class names (`exclude-views`).
    case classList([String])
}

/// A colour value as written, resolved as far as the stylesheet allows.
public enum ColorValue: Hashable, Sendable {
    /// A literal colour (`#0A6ED1`, `rgba(…)`, `hsl(…)`), in canonical RGBA.
    case rgba(RGBAColor)
    /// A UIKit colour name (`red`, `systemBlue`) with its fixed value when it has one
    /// (system colours depend on the appearance and have none).
    case named(String, RGBAColor?)
    /// A Fiori palette colour style (`tintColor`, `negative_darkBackground`, `@primary6`),
    /// resolved against the SDK palette or the theme's overrides when a table is built.
    case palette(style: String, variant: ColorVariant?)
}
