/// The component catalog: which class paths exist, which properties each supports, and the
/// value type of every property.
///
/// It is two tables: one global property table (base name → ``PropertySpec``) and a class
/// table (class path → ``ClassSpec``). ``builtIn`` holds what fdlc knows from NUI's README
/// and SAP's documentation; users add their own components with a JSON file
/// (``init(json:)``) merged on top (``merging(_:)``).
package struct Catalog: Sendable {
    /// How a full property name, as written in a stylesheet, decomposes.
    struct Form: Sendable {
        /// The base property name.
        let base: String
        /// The state suffix, if any.
        let state: String?
        /// Whether the name is the `-insets` sibling of an image property.
        let insets: Bool
    }

    /// Every property, by base name.
    let properties: [String: PropertySpec]
    /// Every class, by class path.
    let classes: [String: ClassSpec]
    /// Every accepted full property name: base names, state forms and `-insets` siblings.
    let forms: [String: Form]
    /// Every class path, sorted, for did-you-mean suggestions.
    let classPaths: [String]
    /// Every full property name including state and `-insets` forms, sorted, for did-you-mean.
    let propertyNames: [String]
    /// For each base property, the sorted paths of the classes that list it.
    let supporters: [String: [String]]
    /// Every full property name (as ``propertyNames``) but those of properties only `fdl…`
    /// classes list, for did-you-mean under NUI, which knows no SAP-only property.
    let nuiPropertyNames: [String]

    /// The catalog fdlc ships: NUI's element classes and SAP Fiori's documented class paths.
    static let builtIn = Catalog(properties: BuiltInCatalog.properties, classes: BuiltInCatalog.classes)

    /// Builds a catalog and its lookup indexes; on a repeated name the later entry wins.
    init(properties: [PropertySpec], classes: [ClassSpec]) {
        let propertyTable = Dictionary(properties.map { ($0.name, $0) }) { _, later in later }
        let classTable = Dictionary(classes.map { ($0.path, $0) }) { _, later in later }
        var forms: [String: Form] = [:]
        // In name order, so when two properties spell the same state form the same one wins every run.
        for spec in propertyTable.keys.sorted().map({ propertyTable[$0]! }) {
            for state in [nil] + spec.states.states {
                let stem = state.map { "\(spec.name)-\($0)" } ?? spec.name
                if state != nil { forms[stem] = Form(base: spec.name, state: state, insets: false) }
                if spec.insets { forms[stem + "-insets"] = Form(base: spec.name, state: state, insets: true) }
            }
        }
        // A base name always means that property, even where another's state form spells it.
        for name in propertyTable.keys {
            forms[name] = Form(base: name, state: nil, insets: false)
        }
        var supporters: [String: [String]] = [:]
        for spec in classTable.values {
            for name in spec.properties { supporters[name, default: []].append(spec.path) }
        }
        self.properties = propertyTable
        self.classes = classTable
        self.forms = forms
        self.classPaths = Catalog.sortedForDisplay(classTable.keys)
        self.propertyNames = Catalog.sortedForDisplay(forms.keys)
        self.supporters = supporters.mapValues { Catalog.sortedForDisplay($0) }
        let sapOnly = Set(propertyTable.keys.filter { name in
            let classes = supporters[name] ?? []
            return !classes.isEmpty && classes.allSatisfy { $0.hasPrefix("fdl") }
        })
        self.nuiPropertyNames = self.propertyNames.filter { forms[$0].map { !sapOnly.contains($0.base) } ?? false }
    }

    /// Returns a catalog with `other`'s classes and properties added (other wins on conflict).
    func merging(_ other: Catalog) -> Catalog {
        Catalog(
            properties: Array(properties.merging(other.properties) { _, theirs in theirs }.values),
            classes: Array(classes.merging(other.classes) { _, theirs in theirs }.values)
        )
    }

    /// The order of every name list the catalog hands out: case-insensitive, so SAP's
    /// `fdl…` paths and NUI's capitalised classes interleave alphabetically.
    /// `names` case-insensitively, ties in code point order; each name is lowercased once
    /// (this runs at every start of the tool).
    private static func sortedForDisplay<S: Sequence<String>>(_ names: S) -> [String] {
        let keyed: [(key: String, name: String)] = names.map { ($0.lowercased(), $0) }
        return keyed.sorted { (lhs, rhs) -> Bool in
            lhs.key == rhs.key ? lhs.name < rhs.name : lhs.key < rhs.key
        }.map { $0.name }
    }
}
