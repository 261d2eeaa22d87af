import FioriThemeSemantics

/// What the catalog says about a property name as written: its base property, state, value
/// type and where it is documented.
package struct PropertyInfo: Sendable, Equatable {
    /// The name as written, e.g. `tint-color-disabled`.
    package var name: String
    /// The base property, e.g. `tint-color` (for an `-insets` name, the image property's
    /// `-insets` sibling).
    package var baseName: String
    /// The state the name carries, nil for the normal state.
    package var state: String?
    /// The value type as messages name it, e.g. `Color`.
    package var typeName: String
    /// The state suffixes the property accepts.
    package var states: [String]
    /// Where the property is documented.
    package var source: String
    /// What the source leaves open, if anything.
    package var note: String?
    /// The values the type allows, when it is a closed set (font styles, alignments, NUI's
    /// enumerations, Booleans); empty otherwise.
    package var choices: [String]
    /// Whether the type is a colour.
    package var isColor: Bool
}

extension Catalog {
    /// What the catalog says about `name` as written (a state or `-insets` form included);
    /// nil when no component has it.
    func info(_ name: String) -> PropertyInfo? {
        guard let (form, spec) = form(of: name) else { return nil }
        return PropertyInfo(
            name: name, baseName: spec.name, state: form.state, typeName: spec.type.displayName,
            states: spec.states.states, source: spec.source, note: spec.note,
            choices: spec.type.choices, isColor: spec.type == .color)
    }
}

extension ValueType {
    /// The values of a closed type; empty for open ones (numbers, colours, names).
    var choices: [String] {
        switch self {
        case .fontTextStyle: ValueParser.fontTextStyles
        case .textAlignment: ValueParser.textAlignments
        case .boolean: ["true", "false"]
        default: ValueParser.keywords[self] ?? []
        }
    }
}
