import Foundation

/// A compiled theme to query: the value a view gets for a property, in a state, through its
/// `nuiClass` chain, and colours resolved per palette variant, each with where it was written.
///
/// ```swift
/// let theme = try Theme(contentsOf: brandJSON)   // or Theme.brand, from generated Swift
/// let tint = theme.value("tint-color", for: "fdlFUIKPIView", state: .disabled)
/// print(tint?.origin.description ?? "not styled")    // brand.nss:12:5 via @muted → @grey5
/// let dark = theme.color("tint-color", for: "fdlFUIKPIView", variant: .darkBackground)
/// ```
///
/// A theme comes from the JSON `fdlc compile` writes (``init(contentsOf:)``, ``init(data:)``,
/// ``init(json:)``), from the binary table `fdlc compile --format binary` writes (the same
/// initialisers, or ``init(binary:)``: read in place, the fastest to load), from the Swift
/// `fdlc compile --format swift` writes (a `static let` built with ``init(table:)``), or,
/// with the compiler library, from `.nss` sources.
///
/// ## Fallback order
///
/// ``value(_:for:state:)-(_,_,String?)`` asks for `property` in `state` on the class path `A:B:C` and takes
/// the first declaration found, trying:
///
/// 1. the state's own name, `property-state`, on `C`, then `B`, then `A`: a `nuiClass` chain
///    is looked up right to left, as NUI's `getClasses:` does (`Button:LargeButton` tries
///    `LargeButton` first);
/// 2. then the normal state, on `C`, then `B`, then `A`: on each class `property-normal`
///    first, then the plain `property`. A state without a declaration shows the normal
///    value, as UIKit does for a control state it was given nothing for; a combined state
///    (`selected-highlighted`) falls back to normal, not to one of its parts.
///
/// A state of nil or `normal` starts at step 2. So a `-disabled` declaration on `A` beats a
/// plain one on `C` for the disabled state: NUI reads every key through the whole chain,
/// and UIKit then falls back from the state to normal. Only unconditional declarations are
/// consulted, not those inside `@media`. The class path `none` has no values: NUI styles
/// nothing for `nuiClass = "none"`.
///
/// Colours follow the palette's own fallbacks; see ``color(_:variant:)``.
///
/// Lookups through ``value(_:for:state:)-(_,_,String?)`` and ``color(_:for:state:variant:)-(_,_,String?,_)`` do not
/// allocate for the states in ``states``: the theme indexes its table once, when created.
/// ``value(_:for:state:)-(_,_,String?)`` is inlined into the code that calls it, so a caller
/// that reads the result where it stands (`theme.value(…)?.value`) borrows it from the theme
/// and counts no reference; one that keeps it (stores it in a property) retains it.
/// ``declaration(_:for:state:)-(_,_,String?)`` answers which declaration applies as a plain
/// number, and retains nothing even when kept; a `ControlState` carries its place in the
/// index, so a lookup in it does not read the state's name. A theme is one reference, however
/// large: copying it (out of an object's property) retains one object.
public struct Theme: Hashable, Sendable {
    /// The compiled style table the theme answers from. A theme loaded from a binary table
    /// decodes it the first time it is asked for (lookups do not need it).
    public var table: StyleTable {
        switch storage.source {
        case .table(let table): table
        case .binary(let binary): binary.table
        }
    }
    /// Everything the theme holds, in one immutable object: copying a theme (reading it from a
    /// class's stored property, passing it on) counts one reference, not one per array of the
    /// index (nine then: about 100 ns a lookup through an app object's `var theme`).
    @usableFromInline let storage: Storage

    /// The theme's table and its index.
    @usableFromInline
    final class Storage: Sendable {
        /// Where the table comes from.
        fileprivate let source: Source
        /// The lookup structure; empty (not built) when the theme searches its table instead.
        @usableFromInline let index: ThemeIndex

        fileprivate init(source: Source, index: ThemeIndex) {
            self.source = source
            self.index = index
        }
    }

    /// The lookup structure, read in place.
    var index: ThemeIndex { _read { yield storage.index } }

    /// A table built in memory, or a binary table read in place.
    fileprivate enum Source: Sendable {
        case table(StyleTable)
        case binary(BinaryTable)
    }

    /// Wraps a compiled table.
    public init(table: StyleTable) {
        self.init(table: table, indexed: true)
    }

    /// Wraps a compiled table; without the index, lookups search the table (the tests check
    /// that both ways give the same answers), and ``declaration(_:for:state:)-(_,_,String?)``,
    /// which names a declaration by its place in the index, finds none.
    package init(table: StyleTable, indexed: Bool) {
        let resolver = PaletteResolver(overrides: table.paletteOverrides)
        storage = Storage(
            source: .table(table),
            index: indexed ? ThemeIndex(table: table) { resolver.color($0, variant: $1) } : ThemeIndex())
    }

    /// Loads the binary table that `fdlc compile --format binary` writes: checks it whole
    /// (its version, length, checksum and every reference in it) and then reads it in place,
    /// so loading costs no parse. A file that is not one, truncated or corrupt throws a
    /// ``StyleTableLoadError`` naming the byte (its `line` and `column` are 0).
    public init(binary bytes: [UInt8]) throws(StyleTableLoadError) {
        let binary = try BinaryTable(bytes: bytes)
        storage = Storage(source: .binary(binary), index: try ThemeIndex(binary: binary))
    }

    /// What resolves palette colours against the theme's overrides.
    var paletteResolver: PaletteResolver {
        switch storage.source {
        case .table(let table): PaletteResolver(overrides: table.paletteOverrides)
        case .binary(let binary): PaletteResolver(find: binary.paletteOverride(forKey:))
        }
    }

    /// Themes are equal when their tables are.
    public static func == (lhs: Theme, rhs: Theme) -> Bool { lhs.table == rhs.table }

    /// Hashes the table.
    public func hash(into hasher: inout Hasher) { hasher.combine(table) }

    /// Every state suffix a property can take (`normal`, `highlighted`, `selected`,
    /// `disabled`, `selected-highlighted`, `selected-disabled`, and the FUIRatingControl and
    /// step progress indicator states of ``ControlState/known``), the `state` values worth
    /// asking for.
    public static let states: [String] = ControlState.known.map(\.rawValue)

    /// The declaration that gives `property` (its base name, `tint-color`) to a view with
    /// `nuiClass` `classPath` (one class, or a chain `Button:LargeButton`) in `state`, following
    /// the fallback order of ``Theme``; nil when no class of the chain sets it.
    ///
    /// The result's `baseProperty` and `state` say which declaration was found, so
    /// `state == nil` after asking for `disabled` means the normal value was used, and its
    /// `origin` says where it is written.
    @inlinable
    public func value(_ property: String, for classPath: String, state: String? = nil) -> ResolvedProperty? {
        let found = indexedDeclaration(property, for: classPath, state: state)
        return found >= 0
            ? storage.index.properties[found] : unindexedValue(found, property, for: classPath, state: state)
    }

    /// ``value(_:for:state:)`` when the index did not find a declaration (`found` < 0): nil when
    /// no class declares the property, else (a theme without an index) the table searched.
    @usableFromInline
    func unindexedValue(_ found: Int, _ property: String, for classPath: String, state: String?) -> ResolvedProperty? {
        found == Self.notDeclared ? nil : slowValue(property, for: classPath, state: state)
    }

    /// ``value(_:for:state:)`` by searching the table key by key.
    func slowValue(_ property: String, for classPath: String, state: String?) -> ResolvedProperty? {
        let classes = Theme.lookupOrder(classPath).compactMap { table.classes[$0] }
        for keys in Theme.candidateKeys(property, state: state) {
            for style in classes {
                for key in keys {
                    if let found = style.properties[key] { return found }
                }
            }
        }
        return nil
    }

    /// Every declaration a view with `nuiClass` `classPath` gets, keyed as written
    /// (`tint-color-disabled`); for a key set on several classes of a chain, the rightmost
    /// class wins. Empty when no class of the chain is styled.
    public func properties(for classPath: String) -> [String: ResolvedProperty] {
        var merged: [String: ResolvedProperty] = [:]
        for name in Theme.lookupOrder(classPath).reversed() {
            merged.merge(table.classes[name]?.properties ?? [:]) { _, rightmost in rightmost }
        }
        return merged
    }

    /// The classes of a `nuiClass` value in lookup order: right to left, as NUI's
    /// `getClasses:` reverses the `:`-separated list. `none` has none.
    static func lookupOrder(_ classPath: String) -> [String] {
        guard classPath != "none" else { return [] }
        return classPath.split(separator: ":", omittingEmptySubsequences: true).reversed().map(String.init)
    }

    /// The keys to try, group by group: the state's own key, then the normal state's keys.
    package static func candidateKeys(_ property: String, state: String?) -> [[String]] {
        let normal = PropertyKey.spellings(of: property, state: "normal") + [property]
        guard let state, state != "normal" else { return [normal] }
        return [PropertyKey.spellings(of: property, state: state), normal]
    }
}
