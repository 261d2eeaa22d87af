import FioriThemeCore

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
    /// Every style block, top level and inside `@media` blocks.
    package internal(set) var styleBlocks: [StyleBlock] = []
    /// Every `@media` block.
    package internal(set) var mediaBlocks: [MediaBlock] = []
    /// The selectors of all style blocks; a ``StyleBlock`` refers to its slice.
    package internal(set) var selectors: [Selector] = []
    /// The declarations of all style blocks; a ``StyleBlock`` refers to its slice.
    package internal(set) var declarations: [Declaration] = []
    /// The tokens of all values; a ``Value`` refers to its slice.
    package internal(set) var valueParts: [Token] = []
    /// Every comment, `/* */` and `//`, in order.
    package internal(set) var comments: [Token] = []
    /// Every distinct class path, property name and variable name (without `@`), interned:
    /// the ids of ``Selector/nameID``, ``Declaration/propertyID`` and ``Definition/variableID``.
    package internal(set) var names = NameTable()
    /// Whether the file starts with a UTF-8 byte order mark.
    @inlinable package var hasByteOrderMark: Bool { file.hasByteOrderMark }

    /// Creates an empty tree for `file`, with room for the nodes a file of its size usually
    /// has (generous: an array's unused capacity is never touched, so it costs no memory,
    /// where growing one copies it).
    init(file: SourceFile) {
        self.file = file
        let size = file.bytes.count
        declarations.reserveCapacity(size / 32)
        valueParts.reserveCapacity(size / 24)
        selectors.reserveCapacity(size / 64)
        styleBlocks.reserveCapacity(size / 96)
    }

    /// The text of a node's range.
    @inlinable package func text(_ range: SourceRange) -> String { file.text(range) }

    /// The selectors of `styleBlock`.
    @inlinable package func selectors(of styleBlock: StyleBlock) -> ArraySlice<Selector> {
        selectors[styleBlock.selectors]
    }

    /// The declarations of `styleBlock`.
    @inlinable package func declarations(of styleBlock: StyleBlock) -> ArraySlice<Declaration> {
        declarations[styleBlock.declarations]
    }

    /// The tokens of `value`.
    @inlinable package func parts(of value: Value) -> ArraySlice<Token> { valueParts[value.parts] }

    /// Interns the name of every selector, declaration and definition into ``names``.
    mutating func internNames(in bytes: UnsafeBufferPointer<UInt8>) {
        for index in selectors.indices {
            selectors[index].nameID = names.intern(selectors[index].range, in: bytes)
        }
        for index in declarations.indices {
            declarations[index].propertyID = names.intern(declarations[index].property, in: bytes)
        }
        for index in definitions.indices {
            let name = definitions[index].name
            definitions[index].variableID = names.intern(SourceRange(start: name.start + 1, end: name.end), in: bytes)
        }
    }
}

/// Where a definition stands, which decides whether a runtime reads it.
package enum Placement: Hashable, Sendable {
    /// At the top level of the file.
    case topLevel
    /// Inside the `@media` block at this index of ``Stylesheet/mediaBlocks``.
    case media(Int)
    /// Inside the style block at this index of ``Stylesheet/styleBlocks`` (a syntax error).
    case styleBlock(Int)
}

/// `@name: value;`
package struct Definition: Hashable, Sendable {
    @usableFromInline var nameRange: CompactRange
    @usableFromInline var colonOffset: CompactOffset
    @usableFromInline var semicolonOffset: CompactOffset
    @usableFromInline var placementIndex: Int32
    @usableFromInline var placementKind: UInt8
    /// The value.
    package var value: Value
    /// The variable's name without `@`, interned in ``Stylesheet/names``.
    package var variableID: NameID = .none

    /// Creates a definition.
    init(name: SourceRange, colon: SourceRange?, value: Value, semicolon: SourceRange?, placement: Placement) {
        nameRange = CompactRange(name)
        colonOffset = CompactOffset(colon)
        semicolonOffset = CompactOffset(semicolon)
        self.value = value
        (placementKind, placementIndex) =
            switch placement {
            case .topLevel: (0, 0)
            case .media(let index): (1, Int32(index))
            case .styleBlock(let index): (2, Int32(index))
            }
    }

    /// The variable token, `@` included.
    @inlinable package var name: SourceRange {
        get { nameRange.range }
        set { nameRange = CompactRange(newValue) }
    }
    /// The `:`, when present.
    @inlinable package var colon: SourceRange? {
        get { colonOffset.range }
        set { colonOffset = CompactOffset(newValue) }
    }
    /// The `;`, when present.
    @inlinable package var semicolon: SourceRange? {
        get { semicolonOffset.range }
        set { semicolonOffset = CompactOffset(newValue) }
    }
    /// From the `@` to the `;` (or the end of the value).
    @inlinable package var range: SourceRange { name.union(semicolon ?? value.range) }
    /// Where it stands.
    @inlinable package var placement: Placement {
        switch placementKind {
        case 0: .topLevel
        case 1: .media(Int(placementIndex))
        default: .styleBlock(Int(placementIndex))
        }
    }
}

/// `selector, selector { declarations }`
package struct StyleBlock: Hashable, Sendable {
    @usableFromInline var selectorIndices: CompactRange
    @usableFromInline var declarationIndices: CompactRange
    @usableFromInline var openOffset: CompactOffset
    @usableFromInline var closeOffset: CompactOffset
    @usableFromInline var bytes: CompactRange
    @usableFromInline var mediaIndex: Int32

    /// Creates a style block.
    init(
        selectors: Range<Int>, declarations: Range<Int>, openBrace: SourceRange?, closeBrace: SourceRange?,
        range: SourceRange, media: Int?
    ) {
        selectorIndices = CompactRange(selectors)
        declarationIndices = CompactRange(declarations)
        openOffset = CompactOffset(openBrace)
        closeOffset = CompactOffset(closeBrace)
        bytes = CompactRange(range)
        mediaIndex = media.map { Int32($0) } ?? -1
    }

    /// Indices into ``Stylesheet/selectors``.
    @inlinable package var selectors: Range<Int> { selectorIndices.indices }
    /// Indices into ``Stylesheet/declarations``.
    @inlinable package var declarations: Range<Int> { declarationIndices.indices }
    /// The `{`, when present.
    @inlinable package var openBrace: SourceRange? { openOffset.range }
    /// The `}`, when present.
    @inlinable package var closeBrace: SourceRange? { closeOffset.range }
    /// From the first selector to the `}` (or as far as the block reached).
    @inlinable package var range: SourceRange { bytes.range }
    /// The index of the enclosing `@media` block in ``Stylesheet/mediaBlocks``, if any.
    @inlinable package var media: Int? { mediaIndex < 0 ? nil : Int(mediaIndex) }
}

/// One class name in a selector list.
package struct Selector: Hashable, Sendable {
    @usableFromInline var bytes: CompactRange
    /// The class name, interned in ``Stylesheet/names``.
    package var nameID: NameID = .none

    /// Creates a selector.
    init(range: SourceRange) {
        bytes = CompactRange(range)
    }

    /// The class name's bytes.
    @inlinable package var range: SourceRange {
        get { bytes.range }
        set { bytes = CompactRange(newValue) }
    }
}

/// `property: value;`
package struct Declaration: Hashable, Sendable {
    @usableFromInline var propertyRange: CompactRange
    @usableFromInline var colonOffset: CompactOffset
    @usableFromInline var semicolonOffset: CompactOffset
    @usableFromInline var styleBlockIndex: Int32
    /// The property name, interned in ``Stylesheet/names``.
    package var propertyID: NameID = .none
    /// The value.
    package var value: Value

    /// Creates a declaration.
    init(property: SourceRange, colon: SourceRange?, value: Value, semicolon: SourceRange?, styleBlock: Int) {
        propertyRange = CompactRange(property)
        colonOffset = CompactOffset(colon)
        semicolonOffset = CompactOffset(semicolon)
        styleBlockIndex = Int32(styleBlock)
        self.value = value
    }

    /// The property name's bytes.
    @inlinable package var property: SourceRange { propertyRange.range }
    /// The `:`, when present.
    @inlinable package var colon: SourceRange? { colonOffset.range }
    /// The `;`, when present.
    @inlinable package var semicolon: SourceRange? { semicolonOffset.range }
    /// From the property to the `;` (or the end of the value).
    @inlinable package var range: SourceRange { property.union(semicolon ?? value.range) }
    /// The index of the style block in ``Stylesheet/styleBlocks``.
    @inlinable package var styleBlock: Int { Int(styleBlockIndex) }
}

/// The tokens after a `:` up to the `;`.
package struct Value: Hashable, Sendable {
    @usableFromInline var partIndices: CompactRange
    @usableFromInline var bytes: CompactRange
    /// Whether a lexical error (a quote, an invalid character) stood inside the value, so
    /// later stages should not report it again.
    package var containsErrors: Bool

    /// Creates a value.
    init(parts: Range<Int>, range: SourceRange, containsErrors: Bool) {
        partIndices = CompactRange(parts)
        bytes = CompactRange(range)
        self.containsErrors = containsErrors
    }

    /// Indices into ``Stylesheet/valueParts``: identifiers, variables, `(`, `)` and `,`.
    @inlinable package var parts: Range<Int> { partIndices.indices }
    /// From the first to the last byte of the value (a point after the `:` when empty).
    @inlinable package var range: SourceRange { bytes.range }
}

/// A byte range or index range in 8 bytes: the nodes of a syntax tree store their positions
/// as 32-bit numbers, which a source file's size allows (``SourceFile/maximumSize``).
@usableFromInline struct CompactRange: Hashable, Sendable {
    @usableFromInline let start: UInt32
    @usableFromInline let end: UInt32

    @inlinable init(_ range: SourceRange) {
        start = UInt32(truncatingIfNeeded: range.start)
        end = UInt32(truncatingIfNeeded: range.end)
    }

    @inlinable init(_ indices: Range<Int>) {
        start = UInt32(truncatingIfNeeded: indices.lowerBound)
        end = UInt32(truncatingIfNeeded: indices.upperBound)
    }

    @inlinable var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }
    @inlinable var indices: Range<Int> { Int(start)..<Int(end) }
}

/// The position of an optional one-byte token (`:`, `;`, `{`, `}`) in 4 bytes.
@usableFromInline struct CompactOffset: Hashable, Sendable {
    @usableFromInline let offset: UInt32
    @usableFromInline static let absent = UInt32.max

    @inlinable init(_ range: SourceRange?) {
        offset = range.map { UInt32(truncatingIfNeeded: $0.start) } ?? CompactOffset.absent
    }

    @inlinable var range: SourceRange? {
        offset == CompactOffset.absent ? nil : SourceRange(start: Int(offset), end: Int(offset) + 1)
    }
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
