/// The answer to "may this property be set on this class path?".
enum PropertyLookup: Equatable, Sendable {
    /// Valid on this class; `state` is the state suffix the name carries, if any.
    case supported(PropertySpec, state: String?)
    /// A known property that this class does not list; `supportedBy` names the classes that
    /// do, sorted.
    case notOnThisClass(PropertySpec, state: String?, supportedBy: [String])
    /// No such property anywhere in the catalog.
    case unknown
}

extension Catalog {
    /// The entry for a class path, or `nil` for a path the catalog does not know. A path with
    /// numbers matches an entry whose path has `#` where it has digits
    /// (`fdlFUIDataTableCardView_textItem_row12` matches `…_textItem_row#`).
    package func classSpec(for path: String) -> ClassSpec? {
        if let spec = classes[path] { return spec }
        guard hasPatterns, let pattern = Catalog.indexPattern(of: path) else { return nil }
        return classes[pattern]
    }

    /// `path` with each run of decimal digits replaced by one `#`; nil when it has no digit.
    static func indexPattern(of path: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        var found = false
        var inDigits = false
        for byte in path.utf8 {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if isDigit && !inDigits { bytes.append(UInt8(ascii: "#")) }
            if !isDigit { bytes.append(byte) }
            found = found || isDigit
            inDigits = isDigit
        }
        return found ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Looks up a property name as written (maybe with a state suffix) on a class path.
    ///
    /// On a class path of the catalog the property is ``PropertyLookup/supported(_:state:)``
    /// when the class lists its base name or its properties are open. A class path the
    /// catalog does not know (a custom class such as `MyHeader`, or an undocumented `fdl…`
    /// path) accepts every property fdlc knows. The spec of an `-insets` name is the
    /// image property's ``PropertySpec/insetsSibling``, a ``ValueType/box``.
    func lookup(property name: String, on classPath: String) -> PropertyLookup {
        guard let (form, spec) = form(of: name) else { return .unknown }
        guard let owner = classSpec(for: classPath), !owner.supports(form.base) else {
            return .supported(spec, state: form.state)
        }
        return .notOnThisClass(spec, state: form.state, supportedBy: classes(supporting: form.base))
    }

    /// A property name as written, decomposed (base name, state, `-insets`), with the spec of
    /// its values; nil when no component has it. With ``ClassSpec/supports(_:)`` of the
    /// form's base this answers ``lookup(property:on:)`` for many classes at one lookup.
    package func form(of name: String) -> (form: Form, spec: PropertySpec)? {
        guard let form = forms[name], let base = properties[form.base] else { return nil }
        return (form, form.insets ? base.insetsSibling : base)
    }

    /// The sorted paths of the classes that list `baseProperty` (a state or `-insets` form is
    /// reduced to its base first), among those the ``target``'s runtime reads (see
    /// ``supporters``). Classes with open properties count only where they list it.
    func classes(supporting baseProperty: String) -> [String] {
        supporters[forms[baseProperty]?.base ?? baseProperty] ?? []
    }
}
