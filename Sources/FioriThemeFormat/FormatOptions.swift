import FioriThemeCore

/// How ``StylesheetFormatter`` lays a stylesheet out; the `format` section of `.fdlc.json`.
///
/// ```json
/// { "format": { "indentWidth": 4, "spaceAfterColon": false } }
/// ```
public struct FormatOptions: Sendable, Equatable {
    /// Spaces per level of indentation (declarations in a rule block, style blocks in `@media`).
    public var indentWidth: Int
    /// Whether a definition is written `@name: value;` rather than `@name:value;`. Honoured
    /// only where the ``target`` allows it: FioriThemeManager keeps the space in the value, so
    /// that `@tintColor: blue;` is no colour, and for `fiori-swiftui` the option is ignored.
    public var spaceAfterColon: Bool
    /// The runtime the file is for.
    public var target: Target

    /// The widths ``indentWidth`` may take.
    public static let indentWidths = 1...16

    /// The layout of `Themes/`: four spaces, `@name:value;`, for the default target.
    public init(indentWidth: Int = 4, spaceAfterColon: Bool = false, target: Target = .default) {
        self.indentWidth = min(
            max(indentWidth, FormatOptions.indentWidths.lowerBound), FormatOptions.indentWidths.upperBound)
        self.spaceAfterColon = spaceAfterColon
        self.target = target
    }

    /// Whether a space follows the `:` of a definition in this target.
    var writesSpaceAfterDefinitionColon: Bool { spaceAfterColon && target.trimsDefinitionValues }
}
