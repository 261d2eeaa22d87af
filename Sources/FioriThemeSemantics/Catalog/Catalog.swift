import FioriThemeCore
import Foundation

/// The component catalog: which class paths exist, which properties each supports, and the
/// value type of every property.
///
/// It is two tables: one global property table (base name → ``PropertySpec``) and a class
/// table (class path → ``ClassSpec``). ``builtIn`` holds what fdlc knows from NUI's renderers
/// and SAP's documentation (generated from the data in `Catalog/Data/`); users add their own
/// components with a JSON file (``init(json:)``) merged on top (``merging(_:)``). A
/// ``Compiler`` checks against the catalog as its target reads it (``restricted(to:)``).
package struct Catalog: Sendable {
    /// How a full property name, as written in a stylesheet, decomposes.
    package struct Form: Sendable {
        /// The base property name.
        package let base: String
        /// The state suffix, if any.
        package let state: String?
        /// Whether the name is the `-insets` sibling of an image property.
        let insets: Bool
    }

    /// Every property, by base name.
    package let properties: PropertyTable
    /// Every class, by class path (a pattern such as `…_row#` under its pattern).
    package let classes: ClassTable
    /// The runtime the catalog describes: SAPFiori's fork reads every entry (the built-in
    /// catalog); ``restricted(to:)`` gives another runtime's view.
    let target: Target
    /// Whether some class path has a `#` index placeholder.
    let hasPatterns: Bool
    /// Every accepted full property name: base names, state forms and `-insets` siblings.
    package let forms: FormTable
    /// Every class path without a `#` placeholder, sorted, for did-you-mean suggestions.
    package var classPaths: [String] { lists.value(of: self).classPaths }
    /// Every full property name including state and `-insets` forms, sorted, for did-you-mean.
    package var propertyNames: [String] { lists.value(of: self).propertyNames }
    /// For each base property, the sorted paths of the classes of the ``target``'s runtime
    /// that list it: not SAP Fiori class paths where it does not read them
    /// (``Target/readsSAPFioriClasses``).
    var supporters: [String: [String]] { lists.value(of: self).supporters }
    /// For a catalog restricted to a runtime that reads no SAP Fiori class path (upstream NUI),
    /// every full property name (as ``propertyNames``) but those of properties only SAP Fiori
    /// class paths list, for did-you-mean: NUI knows no SAP-only property. Empty for the other
    /// targets.
    var nuiPropertyNames: [String] { lists.value(of: self).nuiPropertyNames }
    /// The sorted lists above, worked out the first time one is asked for: only messages
    /// need them, and sorting them is most of what building a catalog costs.
    private let lists = LazyLists()

    /// The catalog fdlc ships: NUI's element classes and SAP Fiori's documented class paths, its
    /// generated tables read in place (``BuiltInCatalog``).
    static let builtIn = Catalog(builtInFor: .default)

    /// The built-in catalog as `target`'s runtime reads it (``restricted(to:)``), which each
    /// runtime builds the first time it is used (``Runtime/builtInCatalog``).
    package static func builtIn(for target: Target) -> Catalog {
        target.runtime.builtInCatalog
    }

    /// Builds a catalog of what `target`'s runtime reads, with its lookup indexes; on a
    /// repeated name the later entry wins.
    init(properties: [PropertySpec], classes: [ClassSpec], target: Target = .default) {
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
        self.properties = PropertyTable(dictionary: propertyTable)
        self.classes = ClassTable(dictionary: classTable, target: target)
        self.forms = FormTable(dictionary: forms)
        self.target = target
        self.hasPatterns = classTable.values.contains(where: \.isPattern)
    }

    /// The built-in catalog as `target`'s runtime reads it.
    private init(builtInFor target: Target) {
        properties = PropertyTable(dictionary: nil)
        classes = ClassTable(dictionary: nil, target: target)
        forms = FormTable(dictionary: nil)
        self.target = target
        hasPatterns = BuiltInCatalog.hasPatterns
    }

    /// The same tables, read by `target`'s runtime: the built-in table hands out its entries
    /// restricted to `target`, or to the runtime it was restricted to before (what a catalog
    /// restricted to NUI dropped stays dropped).
    private init(_ catalog: Catalog, target: Target) {
        properties = catalog.properties
        classes = ClassTable(
            dictionary: catalog.classes.dictionary,
            target: target.readsSAPFioriClasses ? catalog.classes.target : target)
        forms = catalog.forms
        self.target = target
        hasPatterns = catalog.hasPatterns
    }

    /// The sorted name lists of a catalog (see ``classPaths``).
    private struct Lists {
        var classPaths: [String]
        var propertyNames: [String]
        var supporters: [String: [String]]
        var nuiPropertyNames: [String]

        init(_ catalog: Catalog) {
            var supporters: [String: [String]] = [:]
            var sapOnly = Set<String>()
            let readsSAPFiori = catalog.target.readsSAPFioriClasses
            for spec in catalog.classes.values where readsSAPFiori || spec.kind != .sapFiori {
                for name in spec.properties { supporters[name, default: []].append(spec.path) }
            }
            if !readsSAPFiori {
                for spec in catalog.classes.values where spec.kind == .sapFiori {
                    sapOnly.formUnion(spec.properties.filter { supporters[$0] == nil })
                }
            }
            classPaths = Catalog.sortedForDisplay(catalog.classes.values.filter { !$0.isPattern }.map(\.path))
            propertyNames = Catalog.sortedForDisplay(catalog.forms.keys)
            self.supporters = supporters.mapValues { Catalog.sortedForDisplay($0) }
            nuiPropertyNames =
                readsSAPFiori
                ? []
                : propertyNames.filter { catalog.forms[$0].map { !sapOnly.contains($0.base) } ?? false }
        }
    }

    /// ``Lists``, built once, thread-safely, on first use.
    private final class LazyLists: @unchecked Sendable {
        private let lock = NSLock()
        private var built: Lists?

        func value(of catalog: Catalog) -> Lists {
            lock.withLock {
                if let built { return built }
                let lists = Lists(catalog)
                built = lists
                return lists
            }
        }
    }

    /// Returns a catalog with `other`'s classes and properties added (other wins on conflict).
    func merging(_ other: Catalog) -> Catalog {
        // The later entry of a repeated name wins.
        Catalog(
            properties: properties.values + other.properties.values, classes: classes.values + other.classes.values,
            target: target)
    }

    /// The catalog as `target`'s runtime reads it. For a runtime that reads no SAP Fiori class
    /// (``Target/readsSAPFioriClasses``: upstream NUI), NUI's element classes lose the
    /// properties only SAPFiori's fork reads (``ClassSpec/fioriOnlyProperties``), and SAP Fiori
    /// class paths, which no NUI renderer reads, are no longer named as the classes that
    /// support a property; they stay in the catalog, so their lookups do not change.
    /// Restrict a catalog of every runtime (``builtIn``, merged with user files): a catalog
    /// restricted to NUI has lost what it dropped.
    func restricted(to target: Target) -> Catalog {
        // Only NUI's element classes change, and the built-in table restricts each entry it hands out.
        guard !target.readsSAPFioriClasses, classes.dictionary != nil else { return Catalog(self, target: target) }
        return Catalog(
            properties: Array(properties.values), classes: classes.values.map { $0.restricted(to: target) },
            target: target)
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
