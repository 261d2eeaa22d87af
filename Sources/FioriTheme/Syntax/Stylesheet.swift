/// The syntax tree of one `.nss` file.
///
/// The tree is stored flat: each kind of node lives in its own array in document order,
/// and a node refers to its children by index ranges. That keeps parsing to a handful of
/// allocations however large the file is. Every node keeps its exact ``SourceRange``, and
/// the comments are kept, so the tree can be printed back (a formatter) or queried by
/// position (an editor).
public struct Stylesheet: Sendable {
    /// The file the tree was parsed from.
    public let file: SourceFile
    /// Every `@name: value;` definition, including those misplaced in rule blocks.
    public internal(set) var definitions: [Definition] = []
    /// Every rule set, top level and inside `@media` blocks.
    public internal(set) var ruleSets: [RuleSet] = []
    /// Every `@media` block.
    public internal(set) var mediaBlocks: [MediaBlock] = []
    /// The selectors of all rule sets; a ``RuleSet`` refers to its slice.
    public internal(set) var selectors: [Selector] = []
    /// The declarations of all rule sets; a ``RuleSet`` refers to its slice.
    public internal(set) var declarations: [Declaration] = []
    /// The tokens of all values; a ``Value`` refers to its slice.
    public internal(set) var valueParts: [Token] = []
    /// Every comment, `/* */` and `//`, in order.
    public internal(set) var comments: [Token] = []
    /// Whether the file starts with a UTF-8 byte order mark.
    public var hasByteOrderMark: Bool { file.hasByteOrderMark }

    /// Creates an empty tree for `file`.
    init(file: SourceFile) {
        self.file = file
    }

    /// The text of a node's range.
    public func text(_ range: SourceRange) -> String { file.text(range) }

    /// The selectors of `ruleSet`.
    public func selectors(of ruleSet: RuleSet) -> ArraySlice<Selector> { selectors[ruleSet.selectors] }

    /// The declarations of `ruleSet`.
    public func declarations(of ruleSet: RuleSet) -> ArraySlice<Declaration> { declarations[ruleSet.declarations] }

    /// The tokens of `value`.
    public func parts(of value: Value) -> ArraySlice<Token> { valueParts[value.parts] }
}

/// Where a definition stands, which decides whether a runtime reads it.
public enum Placement: Hashable, Sendable {
    /// At the top level of the file.
    case topLevel
    /// Inside the `@media` block at this index of ``Stylesheet/mediaBlocks``.
    case media(Int)
    /// Inside the rule set at this index of ``Stylesheet/ruleSets`` (a syntax error).
    case ruleBlock(Int)
}

/// `@name: value;`
public struct Definition: Hashable, Sendable {
    /// The variable token, `@` included.
    public var name: SourceRange
    /// The `:`, when present.
    public var colon: SourceRange?
    /// The value.
    public var value: Value
    /// The `;`, when present.
    public var semicolon: SourceRange?
    /// From the `@` to the `;` (or the end of the value).
    public var range: SourceRange
    /// Where it stands.
    public var placement: Placement
}

/// `selector, selector { declarations }`
public struct RuleSet: Hashable, Sendable {
    /// Indices into ``Stylesheet/selectors``.
    public var selectors: Range<Int>
    /// Indices into ``Stylesheet/declarations``.
    public var declarations: Range<Int>
    /// The `{`, when present.
    public var openBrace: SourceRange?
    /// The `}`, when present.
    public var closeBrace: SourceRange?
    /// From the first selector to the `}` (or as far as the block reached).
    public var range: SourceRange
    /// The index of the enclosing `@media` block in ``Stylesheet/mediaBlocks``, if any.
    public var media: Int?
}

/// One class name in a selector list.
public struct Selector: Hashable, Sendable {
    /// The class name's bytes.
    public var range: SourceRange
}

/// `property: value;`
public struct Declaration: Hashable, Sendable {
    /// The property name's bytes.
    public var property: SourceRange
    /// The `:`, when present.
    public var colon: SourceRange?
    /// The value.
    public var value: Value
    /// The `;`, when present.
    public var semicolon: SourceRange?
    /// From the property to the `;` (or the end of the value).
    public var range: SourceRange
    /// The index of the rule set in ``Stylesheet/ruleSets``.
    public var ruleSet: Int
}

/// The tokens after a `:` up to the `;`.
public struct Value: Hashable, Sendable {
    /// Indices into ``Stylesheet/valueParts``: identifiers, variables, `(`, `)` and `,`.
    public var parts: Range<Int>
    /// From the first to the last byte of the value (a point after the `:` when empty).
    public var range: SourceRange
    /// Whether a lexical error (a quote, an invalid character) stood inside the value, so
    /// later stages should not report it again.
    public var containsErrors: Bool
}

/// `@media (key:value) and (key:value) { … }`
public struct MediaBlock: Hashable, Sendable {
    /// The conditions, in order.
    public var conditions: [MediaCondition]
    /// The `{`, when present.
    public var openBrace: SourceRange?
    /// The `}`, when present.
    public var closeBrace: SourceRange?
    /// From `@media` to the `}`.
    public var range: SourceRange
}

/// One `(key:value)` of a media query.
public struct MediaCondition: Hashable, Sendable {
    /// The key's bytes, e.g. `device`.
    public var key: SourceRange
    /// The value's bytes, e.g. `ipad`.
    public var value: SourceRange
    /// From `(` to `)`.
    public var range: SourceRange
}
