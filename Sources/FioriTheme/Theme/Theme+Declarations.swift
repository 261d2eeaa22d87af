extension Theme {
    /// One of a theme's declarations, as ``declaration(_:for:state:)-(_,_,String?)`` finds it:
    /// a plain number, so that finding one and passing it around allocates nothing and counts
    /// no reference. Read it from the theme that found it: ``subscript(_:)`` gives the
    /// declaration with its origin, ``color(of:variant:)`` its colour.
    public struct Declaration: Hashable, Sendable {
        /// Its place among the theme's unconditional declarations (``ThemeIndex/properties``).
        @usableFromInline let position: Int
    }

    /// The declaration ``value(_:for:state:)-(_,_,String?)`` gives, following the same fallback
    /// order, without reading it: the cheapest lookup, which neither allocates (for the
    /// states in ``states``) nor retains anything. Nil when no class of the chain sets the
    /// property.
    ///
    /// ```swift
    /// if let tint = theme.declaration("tint-color", for: "fdlFUIKPIView", state: .disabled) {
    ///     let color = theme.color(of: tint, variant: .darkBackground)    // its colour, resolved
    ///     let origin = theme[tint].origin                                 // where it is written
    /// }
    /// ```
    public func declaration(_ property: String, for classPath: String, state: String? = nil) -> Declaration? {
        let found = indexedDeclaration(property, for: classPath, state: state)
        return found >= 0 ? Declaration(position: found) : nil
    }

    /// ``declaration(_:for:state:)-(_,_,String?)`` for a state known in code: the state's slot
    /// in the index was found when the `ControlState` was made, so its name is not read again.
    public func declaration(_ property: String, for classPath: String, state: ControlState) -> Declaration? {
        let found = indexedDeclaration(property, for: classPath, state: state)
        return found >= 0 ? Declaration(position: found) : nil
    }

    /// The declaration a lookup of this theme found: its typed value, base property, state
    /// and origin. `declaration` must come from this theme.
    @inlinable
    public subscript(declaration: Declaration) -> ResolvedProperty {
        storage.index.properties[declaration.position]
    }

    /// The colour `declaration` (found by this theme) shows in `variant`, resolved when the
    /// theme was indexed: what ``color(_:for:state:variant:)-(_,_,String?,_)`` answers. Nil when
    /// it is not a colour or has no fixed value in `variant` (a UIKit system colour).
    public func color(of declaration: Declaration, variant: ColorVariant = .lightBackground) -> RGBAColor? {
        index.color(declaration.position, variant: variant)
    }

    /// What ``indexedDeclaration(_:for:state:)-(_,_,String?)`` answers when no class of the
    /// chain declares the property, and when the theme has no index to answer from.
    static let notDeclared = -1
    static let notIndexed = -2

    /// The position in ``ThemeIndex/properties`` of the declaration ``value(_:for:state:)-(_,_,String?)``
    /// finds; ``notDeclared`` when there is none; ``notIndexed`` when the theme has no index,
    /// and the caller must search the table. Plain integers rather than optionals: a lookup's
    /// result stays in a register.
    @usableFromInline
    func indexedDeclaration(_ property: String, for classPath: String, state: String?) -> Int {
        guard let state else { return indexedDeclaration(property, for: classPath, stateSlot: Self.notDeclared) }
        let slot = index.slot(of: state)
        guard slot >= 0 else { return indexedDeclaration(property, for: classPath, unknownState: state) }
        return indexedDeclaration(
            property, for: classPath, stateSlot: slot == index.normalSlot ? Self.notDeclared : slot)
    }

    /// ``indexedDeclaration(_:for:state:)-(_,_,String?)`` for a state known in code.
    @usableFromInline
    func indexedDeclaration(_ property: String, for classPath: String, state: ControlState) -> Int {
        let slot = index.slot(of: state)
        guard slot >= 0 else { return indexedDeclaration(property, for: classPath, unknownState: state.rawValue) }
        return indexedDeclaration(
            property, for: classPath, stateSlot: slot == index.normalSlot ? Self.notDeclared : slot)
    }

    /// ``indexedDeclaration(_:for:state:)-(_,_,ControlState)`` with a key: a key of one class
    /// or of a chain, in a state of ``states``, is looked up with the bytes and hashes it
    /// carries; a chain is walked as ``firstDeclaration(_:_:stateSlot:)`` walks it.
    @usableFromInline
    func indexedDeclaration(_ key: ThemeKey, state: ControlState) -> Int {
        let slot = index.slot(of: state)
        guard key.isOneClass || !key.chain.isEmpty, slot >= 0, index.isBuilt else {
            return indexedDeclaration(key.property, for: key.classPath, state: state)
        }
        let stateSlot = slot == index.normalSlot ? Self.notDeclared : slot
        return key.withBytes { classPath, property in
            guard !key.isOneClass else {
                let step = declaration(
                    on: classPath, property, stateSlot: stateSlot, normal: Self.notDeclared, hash: key.hash)
                return step.found >= 0 ? step.found : step.normal
            }
            var normal = Self.notDeclared
            for name in key.chain {
                let step = declaration(
                    on: UnsafeBufferPointer(rebasing: classPath[name.start..<(name.start + name.count)]), property,
                    stateSlot: stateSlot, normal: normal, hash: name.hash)
                if step.found >= 0 { return step.found }
                normal = step.normal
            }
            return normal
        }
    }

    /// The lookup in the state of index slot `stateSlot` (``notDeclared`` for the normal state),
    /// on the bytes of the class path and property in place; a string without contiguous UTF-8
    /// (bridged from Objective-C) is copied first.
    private func indexedDeclaration(_ property: String, for classPath: String, stateSlot: Int) -> Int {
        guard index.isBuilt else { return Self.notIndexed }
        let found = classPath.utf8.withContiguousStorageIfAvailable { path in
            property.utf8.withContiguousStorageIfAvailable { declaration(path, $0, stateSlot: stateSlot) }
        }
        if let found, let found { return found }
        var classPath = classPath
        var property = property
        return classPath.withUTF8 { path in property.withUTF8 { declaration(path, $0, stateSlot: stateSlot) } }
    }

    /// The lookup in a state outside ``states``, which has no slot: the state's own keys
    /// (``PropertyKey/spellings(of:state:)``) are each a plain name in the index, tried on each
    /// class right to left; then the normal state. Builds the keys, so it allocates.
    private func indexedDeclaration(_ property: String, for classPath: String, unknownState state: String) -> Int {
        guard index.isBuilt else { return Self.notIndexed }
        let keys = PropertyKey.spellings(of: property, state: state)
        for name in Theme.lookupOrder(classPath) {
            for key in keys {
                var name = name
                var key = key
                let found = name.withUTF8 { name in
                    key.withUTF8 { key in
                        let entry = index.entry(name, key)
                        return entry < 0 ? Self.notDeclared : index.declaration(entry, slot: 0)
                    }
                }
                if found >= 0 { return found }
            }
        }
        return indexedDeclaration(property, for: classPath, stateSlot: Self.notDeclared)
    }

    /// ``indexedDeclaration(_:for:stateSlot:)`` on the bytes of the class path and property.
    /// The class path is hashed as one class while looking for a `:` in it; a chain is then
    /// walked class by class.
    private func declaration(_ path: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>, stateSlot: Int)
        -> Int
    {
        let base = path.baseAddress
        if path.count == 4, let base, UnsafeRawPointer(base).loadUnaligned(as: UInt32.self) == Self.none {
            return Self.notDeclared
        }
        var colons: UInt64 = 0
        let hash = ThemeIndex.hash(path, property, colons: &colons)
        guard colons == 0 else { return firstDeclaration(path, property, stateSlot: stateSlot) }
        let step = declaration(on: path, property, stateSlot: stateSlot, normal: Self.notDeclared, hash: hash)
        return step.found >= 0 ? step.found : step.normal
    }

    /// The bytes `none` as one number, as loaded from memory.
    private static var none: UInt32 { UInt32(littleEndian: 0x656E_6F6E) }

    /// The declaration on one class, whose key hashes to `hash`: its `stateSlot` when declared (`found`); otherwise, in
    /// `normal`, the first of `normal` and this class's normal declaration (`property-normal`,
    /// then `property`). Without a state (`stateSlot` < 0), that normal declaration is `found`.
    /// ``notDeclared`` stands for none.
    @inline(__always)
    private func declaration(
        on classPath: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>, stateSlot: Int,
        normal: Int, hash: UInt64
    ) -> (found: Int, normal: Int) {
        let entry = index.entry(classPath, property, hash: hash)
        guard entry >= 0 else { return (Self.notDeclared, normal) }
        if stateSlot >= 0 {
            let found = index.declaration(entry, slot: stateSlot)
            if found >= 0 { return (found, normal) }
        }
        var normal = normal
        if normal < 0 {
            normal = index.declaration(entry, slot: index.normalSlot)
            if normal < 0 { normal = index.declaration(entry, slot: 0) }
        }
        return stateSlot < 0 ? (normal, normal) : (Self.notDeclared, normal)
    }

    /// Walks the classes of the `:`-separated chain right to left, once: the first class with
    /// a declaration in the state wins; failing that, the first with a normal one. Each class
    /// is looked up (hashed) once for both.
    private func firstDeclaration(
        _ path: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>,
        stateSlot: Int
    ) -> Int {
        var normal = Self.notDeclared
        var end = path.count
        while end > 0 {
            var start = end
            while start > 0, path[start - 1] != UInt8(ascii: ":") { start -= 1 }
            if start < end {
                let name = UnsafeBufferPointer(rebasing: path[start..<end])
                let step = declaration(
                    on: name, property, stateSlot: stateSlot, normal: normal, hash: ThemeIndex.hash(name, property))
                if step.found >= 0 { return step.found }
                // Without a state the first normal declaration is the answer; with one, only
                // a later class's declaration in that state can still beat it.
                normal = step.normal
            }
            end = start - 1
        }
        return normal
    }
}
