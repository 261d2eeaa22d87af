import FioriThemeCore

extension Catalog {
    /// Every property of a catalog, by base name: the built-in table read in place
    /// (``BuiltInCatalog``), or a dictionary for a catalog with user entries.
    package struct PropertyTable: Sendable {
        /// Nil for the built-in table.
        let dictionary: [String: PropertySpec]?

        /// The property named `name`, nil when there is none.
        package subscript(name: String) -> PropertySpec? {
            guard let dictionary else { return BuiltInCatalog.property(named: name) }
            return dictionary[name]
        }

        /// Every base name, in no particular order.
        package var keys: [String] { dictionary.map { Array($0.keys) } ?? BuiltInCatalog.properties.map(\.name) }
        /// Every property, in no particular order.
        package var values: [PropertySpec] { dictionary.map { Array($0.values) } ?? BuiltInCatalog.properties }
        /// How many properties there are.
        package var count: Int { dictionary?.count ?? BuiltInCatalog.properties.count }
    }

    /// Every class of a catalog, by class path (a pattern such as `…_row#` under its pattern):
    /// the built-in table read in place, as ``target``'s runtime reads it, or a dictionary for a
    /// catalog with user entries.
    package struct ClassTable: Sendable {
        /// Nil for the built-in table.
        let dictionary: [String: ClassSpec]?
        /// The runtime the built-in entries are restricted to (``ClassSpec/restricted(to:)``).
        let target: Target

        /// The class whose path is `path`, exactly; nil when there is none.
        package subscript(path: String) -> ClassSpec? {
            guard let dictionary else {
                return BuiltInCatalog.classIndex(of: path).map {
                    ClassSpec(BuiltInCatalog.classes[$0]).restricted(to: target)
                }
            }
            return dictionary[path]
        }

        /// Every class path, in no particular order.
        package var keys: [String] { dictionary.map { Array($0.keys) } ?? BuiltInCatalog.classes.map(\.path) }
        /// Every class, in no particular order.
        package var values: [ClassSpec] {
            dictionary.map { Array($0.values) } ?? BuiltInCatalog.classes.map { ClassSpec($0).restricted(to: target) }
        }
        /// How many classes there are.
        package var count: Int { dictionary?.count ?? BuiltInCatalog.classes.count }
    }

    /// Every accepted full property name (base names, state forms and `-insets` siblings) and how
    /// it decomposes: the built-in table read in place, or a dictionary for a catalog with user
    /// entries.
    package struct FormTable: Sendable {
        /// Nil for the built-in table.
        let dictionary: [String: Form]?

        /// How the full name `name` decomposes, nil when no property spells it.
        package subscript(name: String) -> Form? {
            guard let dictionary else { return BuiltInCatalog.form(named: name) }
            return dictionary[name]
        }

        /// Every full name, in no particular order.
        package var keys: [String] { dictionary.map { Array($0.keys) } ?? BuiltInCatalog.forms.map(\.name) }
    }
}
