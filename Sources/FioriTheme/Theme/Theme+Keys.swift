extension Theme {
    /// ``declaration(_:for:state:)-(_,_,ControlState)`` with a key made once: the same answer,
    /// without reading or hashing the key's strings.
    public func declaration(_ key: ThemeKey, state: ControlState = .normal) -> Declaration? {
        let found = indexedDeclaration(key, state: state)
        return found >= 0 ? Declaration(position: found) : nil
    }

    /// ``value(_:for:state:)-(_,_,ControlState)`` with a key made once: the same answer,
    /// without reading or hashing the key's strings.
    @inlinable
    public func value(_ key: ThemeKey, state: ControlState = .normal) -> ResolvedProperty? {
        let found = indexedDeclaration(key, state: state)
        return found >= 0
            ? storage.index.properties[found]
            : unindexedValue(found, key.property, for: key.classPath, state: state.rawValue)
    }

    /// ``color(_:for:state:variant:)-(_,_,ControlState,_)`` with a key made once: the same
    /// answer, without reading or hashing the key's strings.
    public func color(_ key: ThemeKey, state: ControlState = .normal, variant: ColorVariant = .lightBackground)
        -> RGBAColor?
    {
        let found = indexedDeclaration(key, state: state)
        if found >= 0 { return index.color(found, variant: variant) }
        return found == Self.notDeclared ? nil : color(key.property, for: key.classPath, state: state, variant: variant)
    }
}
