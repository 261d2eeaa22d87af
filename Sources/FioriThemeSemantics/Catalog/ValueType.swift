/// The kind of value a property takes, as NUI's converter and SAP's docs name it.
///
/// The raw values are the spellings used in the `--catalog` JSON format
/// (see `Docs/catalog-format.md`). Two names from the docs are not types of their own:
/// NUI's *Gradient* is the pair of ``color`` properties `background-color-top` and
/// `background-color-bottom`, and the *Size* that SAP's FUISegmentControl page gives for
/// `text-shadow-offset` and `font-size` is ``offset`` and ``number`` respectively, the types
/// the same properties have everywhere else.
package enum ValueType: String, Codable, CaseIterable, Sendable {
    /// A colour: hex, `rgb()`/`rgba()`/`hsl()`/`hsla()`, a UIColor name, or a Fiori colour-style
    /// name with an optional variant suffix such as `negative_darkBackground`.
    case color
    /// A `UIFont.TextStyle` name (`body`, `headline`, …) or Fiori's `kpiNumber`/`kpiNumber2`.
    case fontTextStyle
    /// A text alignment: `left`, `center`, `right`, and in SAP's runtime also `justified`, `natural`.
    case textAlignment
    /// A floating-point number, such as `font-size: 14` or `text-alpha: 0.8`.
    case number
    /// A whole number, such as `text-line-clamp: 2`.
    case integer
    /// `true` or `false`.
    case boolean
    /// One to four whitespace-separated numbers in CSS order (top right bottom left).
    case box
    /// Two comma-separated numbers `x,y`.
    case offset
    /// A font name: a PostScript or family name, or `system`, `boldSystem`, `italicSystem`, ….
    case fontName
    /// An image name as passed to `UIImage(named:)`, possibly with a folder (`Assets/logo`).
    case image
    /// A `UITextField.BorderStyle`: `none`, `line`, `bezel`, `rounded`.
    case borderStyle
    /// A `UITableViewCell.SeparatorStyle`: `none`, `single-line`, `single-line-etched`.
    case separatorStyle
    /// A vertical content alignment: `top`, `center`, `bottom`, `fill`.
    case verticalAlign
    /// A horizontal content alignment: `left`, `center`, `right`, `fill`.
    case horizontalAlign
    /// A keyboard appearance: `default`, `dark`, `light`, `alert`.
    case keyboardAppearance
    /// A text transform: `none`, `uppercase`, `lowercase`, `capitalize`.
    case textTransform
    /// A comma-separated list of UIKit class names, as `exclude-views` and `exclude-subviews` take.
    case classList

    /// The name shown to users in diagnostics and documentation.
    package var displayName: String {
        switch self {
        case .color: "Color"
        case .fontTextStyle: "UIFontTextStyle"
        case .textAlignment: "NSTextAlignment"
        case .number: "Number"
        case .integer: "Integer"
        case .boolean: "Boolean"
        case .box: "Box (1–4 numbers)"
        case .offset: "Offset (x,y)"
        case .fontName: "FontName"
        case .image: "Image"
        case .borderStyle: "BorderStyle"
        case .separatorStyle: "SeparatorStyle"
        case .verticalAlign: "VerticalAlign"
        case .horizontalAlign: "HorizontalAlign"
        case .keyboardAppearance: "KeyboardAppearance"
        case .textTransform: "TextTransform"
        case .classList: "Class list"
        }
    }
}
