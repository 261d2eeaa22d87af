/// The data of ``Catalog/builtIn``: every property and class path fdlc knows, each with the
/// document it comes from.
///
/// Its tables (`properties`, `forms`, `classes`, `propertyLists`) are in
/// `BuiltInCatalog+Data.swift`, which `Scripts/generate-catalog` writes from the tab-separated
/// files in `Catalog/Data/`: one line per property, per class path and per class/property pair,
/// each with its source and URL and, for SAP's pages, the type and states as printed. Edit the
/// data, then run the script; CI fails when the Swift file is stale. `Docs/builtin-catalog.md` is
/// the same data for readers.
///
/// The tables are literals of plain structs, which the compiler lays out as constant data, each
/// sorted in code point order: a lookup is a binary search read in place, so starting fdlc
/// hashes no name and instantiates no dictionary type for the catalog (Benchmarks/PROFILE.md,
/// "Process start").
///
/// Sources:
/// - *tombenner/nui*: upstream NUI's renderers (`NUI/Core/Renderers/*.m`) and the other files
///   that read properties, per element class; its test stylesheet `TestTheme.NUI.nss`.
/// - *help.sap.com X*: the "Theming" section of class X in the SAPFiori API reference
///   (help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7, versions 9.0, 10.0, Latest and 25.08).
/// - *sap-tutorials*: the SAP iOS SDK tutorials' `CustomTheme.nss` examples.
/// - *seeds/…*: SAP API excerpts read before the help pages were.
///
/// Where a source names a class path without its attributes, the class is open
/// (``ClassSpec/openProperties``) and its note says why.
enum BuiltInCatalog {
    /// One accepted full property name of ``forms`` and how it decomposes.
    struct FormEntry {
        let name: String
        let form: Catalog.Form
    }

    /// One class path of ``classes``; its property lists are offsets into ``propertyLists``.
    struct ClassEntry {
        let path: String
        let component: String
        let kind: ClassKind
        let properties: Int
        let fioriOnlyProperties: Int
        let untypedProperties: Int
        let openProperties: Bool
        let source: String
        let note: String?
    }

    /// The property named `name`, nil when there is none.
    static func property(named name: String) -> PropertySpec? {
        search(properties, for: name) { $0.name }.map { properties[$0] }
    }

    /// How the full property name `name` decomposes, nil when no property spells it.
    static func form(named name: String) -> Catalog.Form? {
        search(forms, for: name) { $0.name }.map { forms[$0].form }
    }

    /// The index into ``classes`` of the class path `path` (a pattern under its `#` spelling).
    static func classIndex(of path: String) -> Int? {
        search(classes, for: path) { $0.path }
    }

    /// The names of the list at `offset` of ``propertyLists``.
    static func names(at offset: Int) -> Set<String> {
        let count = Int(propertyLists[offset])
        return Set(propertyLists[offset + 1..<offset + 1 + count].map { properties[Int($0)].name })
    }

    /// Whether the list at `offset` of ``propertyLists`` holds the property named `name`: a
    /// binary search of the list itself, whose ascending indexes are names in ascending order.
    static func list(at offset: Int, contains name: String) -> Bool {
        var low = offset + 1
        var high = low + Int(propertyLists[offset])
        while low < high {
            let middle = (low + high) / 2
            let found = properties[Int(propertyLists[middle])].name
            if found == name { return true }
            if found < name { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// Whether the list at `offset` of ``propertyLists`` is empty.
    static func isEmptyList(at offset: Int) -> Bool {
        propertyLists[offset] == 0
    }

    /// The index of the entry of `table` (sorted by `key`) whose key is `name`: a binary search
    /// with `String`'s comparison, so a name matches exactly what a dictionary would match.
    private static func search<Entry>(_ table: [Entry], for name: String, key: (Entry) -> String) -> Int? {
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            let found = key(table[middle])
            if found == name { return middle }
            if found < name { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
