/// One property of the global property table: its base name, value type and state family.
///
/// A property has the same type wherever it is used; which classes use it is recorded on
/// each ``ClassSpec``. Its initialiser is the memberwise one, so that the built-in table of
/// them is constant data (see ``BuiltInCatalog``).
package struct PropertySpec: Equatable, Sendable {
    /// The base name, without state or `-insets` suffix, e.g. `tint-color`.
    package let name: String
    /// The type of the property's value.
    package let type: ValueType
    /// The state suffixes the property accepts.
    package let states: StateFamily
    /// Whether NUI also reads a `<name>[-<state>]-insets` ``ValueType/box`` beside this image
    /// property, as the resizable cap insets of the image (`NUISettings getImage:`).
    let insets: Bool
    /// Where the property is documented, so a reader can check the entry.
    package let source: String
    /// What the source leaves open or what is worth knowing, if anything.
    package let note: String?

    /// The `-insets` sibling of an image property: a ``ValueType/box`` with the same states.
    var insetsSibling: PropertySpec {
        PropertySpec(
            name: name + "-insets", type: .box, states: states, insets: false, source: source,
            note: "resizable cap insets of the '\(name)' image"
        )
    }
}
