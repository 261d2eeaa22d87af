/// The syntax tree of one `.nss` file.
///
/// The tree is stored flat: each kind of node lives in its own array in document order,
/// and a node refers to its children by index ranges. That keeps parsing to a handful of
/// allocations however large the file is. Every node keeps its exact ``SourceRange``, and
/// the comments are kept, so the tree can be printed back (a formatter) or queried by
/// position (an editor).
package struct Stylesheet: Sendable {
    /// The file the tree was parsed from.
    package let file: SourceFile
    /// Every `@name: value;` definition, including those misplaced in rule blocks.
    package internal(set) var definitions: [Definition] = []
    /// Every rule set, top level and inside `@media` blocks.
    package internal(set) var ruleSets: [RuleSet] = []
    /// Every `@media` block.
    package internal(set) var mediaBlocks: [MediaBlock] = []
    /// The selectors of all rule sets; a ``RuleSet`` refers to its slice.
    package internal(set) var selectors: [Selector] = []
    /// The declarations of all rule sets; a ``RuleSet`` refers to its slice.
    package internal(set) var declarations: [Declaration] = []
    /// The tokens of all values; a ``Value`` refers to its slice.
    package internal(set) var valueParts: [Token] = []
    /// Every comment, `/* */` and `//`, in order.
    package internal(set) var comments: [Token] = []
    /// Whether the file starts with a UTF-8 byte order mark.
    package var hasByteOrderMark: Bool { file.hasByteOrderMark }

    /// Creates an empty tree for `file`.
    init(file: SourceFile) {
        self.file = file
    }

    /// The text of a node's range.
    package func text(_ range: SourceRange) -> String { file.text(range) }

    /// The selectors of `ruleSet`.
    package func selectors(of ruleSet: RuleSet) -> ArraySlice<Selector> { selectors[ruleSet.selectors] }

    /// The declarations of `ruleSet`.
    package func declarations(of ruleSet: RuleSet) -> ArraySlice<Declaration> { declarations[ruleSet.declarations] }

    /// The tokens of `value`.
    package func parts(of value: Value) -> ArraySlice<Token> { valueParts[value.parts] }
}

/// Where a definition stands, which decides whether a runtime reads it.
package enum Placement: Hashable, Sendable {
    /// At the top level of the file.
    case topLevel
    /// Inside the `@media` block at this index of ``Stylesheet/mediaBlocks``.
    case media(Int)
    /// Inside the rule set at this index of ``Stylesheet/ruleSets`` (a syntax error).
    case ruleBlock(Int)
}

/// `@name: value;`
package struct Definition: Hashable, Sendable {
    /// The variable token, `@` included.
    package var name: SourceRange
    /// The `:`, when present.
    package var colon: SourceRange?
    /// The value.
    package var value: Value
    /// The `;`, when present.
    package var semicolon: SourceRange?
    /// From the `@` to the `;` (or the end of the value).
    package var range: SourceRange
    /// Where it stands.
    package var placement: Placement
}

/// `selector, selector { declarations }`
package struct RuleSet: Hashable, Sendable {
    /// Indices into ``Stylesheet/selectors``.
    package var selectors: Range<Int>
    /// Indices into ``Stylesheet/declarations``.
    package var declarations: Range<Int>
    /// The `{`, when present.
    package var openBrace: SourceRange?
    /// The `}`, when present.
    package var closeBrace: SourceRange?
    /// From the first selector to the `}` (or as far as the block reached).
    package var range: SourceRange
    /// The index of the enclosing `@media` block in ``Stylesheet/mediaBlocks``, if any.
    package var media: Int?
}

/// One class name in a selector list.
package struct Selector: Hashable, Sendable {
    /// The class name's bytes.
    package var range: SourceRange
}

/// `property: value;`
package struct Declaration: Hashable, Sendable {
    /// The property name's bytes.
    package var property: SourceRange
    /// The `:`, when present.
    package var colon: SourceRange?
    /// The value.
    package var value: Value
    /// The `;`, when present.
    package var semicolon: SourceRange?
    /// From the property to the `;` (or the end of the value).
    package var range: SourceRange
    /// The index of the rule set in ``Stylesheet/ruleSets``.
    package var ruleSet: Int
}

/// The tokens after a `:` up to the `;`.
package struct Value: Hashable, Sendable {
    /// Indices into ``Stylesheet/valueParts``: identifiers, variables, `(`, `)` and `,`.
    package var parts: Range<Int>
    /// From the first to the last byte of the value (a point after the `:` when empty).
    package var range: SourceRange
    /// Whether a lexical error (a quote, an invalid character) stood inside the value, so
    /// later stages should not report it again.
    package var containsErrors: Bool
}

/// `@media (key:value) and (key:value) { … }`
package struct MediaBlock: Hashable, Sendable {
    /// The conditions, in order.
    package var conditions: [MediaCondition]
    /// The `{`, when present.
    package var openBrace: SourceRange?
    /// The `}`, when present.
    package var closeBrace: SourceRange?
    /// From `@media` to the `}`.
    package var range: SourceRange
}

/// One `(key:value)` of a media query.
package struct MediaCondition: Hashable, Sendable {
    /// The key's bytes, e.g. `device`.
    package var key: SourceRange
    /// The value's bytes, e.g. `ipad`.
    package var value: SourceRange
    /// From `(` to `)`.
    package var range: SourceRange
}
