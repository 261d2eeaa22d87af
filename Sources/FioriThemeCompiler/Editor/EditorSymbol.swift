import FioriThemeCore

/// One entry of a document's outline: a variable definition, a style block with its
/// declarations, or an `@media` block with what it holds.
package struct EditorSymbol: Sendable, Equatable {
    /// What the entry is.
    package enum Kind: Sendable, Equatable {
        /// `@name: value;`
        case variable
        /// `selector, selector { … }`
        case styleBlock
        /// `property: value;` inside a style block.
        case declaration
        /// `@media (…) { … }`
        case media
    }

    /// What the entry is.
    package var kind: Kind
    /// The name shown: `@brandBlue`, `fdlFUIKPIView, Label`, `tint-color`, `@media (device:ipad)`.
    package var name: String
    /// A short description: a definition's or declaration's value as written.
    package var detail: String?
    /// The whole construct.
    package var range: SourceRange
    /// The part to select when the entry is picked: the name.
    package var selectionRange: SourceRange
    /// The entries inside, in document order.
    package var children: [EditorSymbol]
}
