import Foundation
import Testing

@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// The built-in catalog's generated tables, read in place (``BuiltInCatalog``), against the data
/// they are generated from: a catalog built from the TSV files of `Catalog/Data/` with the
/// dictionaries of a user catalog gives the same answer to every lookup, for every runtime.
@Suite struct BuiltInCatalogTableTests {
    /// The catalog the data describes, built as a catalog of user entries is.
    static let fromData: Catalog = {
        let pairs = try! CatalogCoverageTests.data("class-properties.tsv")
        let properties = try! CatalogCoverageTests.data("properties.tsv").map { row in
            PropertySpec(
                name: row["name"]!, type: ValueType(rawValue: row["type"]!)!,
                states: StateFamily(rawValue: row["states"]!)!, insets: row["insets"] == "yes",
                source: row["source"]!, note: row["note"]!.isEmpty ? nil : row["note"])
        }
        let classes = try! CatalogCoverageTests.data("classes.tsv").map { row in
            let kind = ClassKind(rawValue: row["kind"]!)!
            let own = pairs.filter { $0["path"] == row["path"] }
            return ClassSpec(
                path: row["path"]!, component: row["component"]!, kind: kind,
                properties: Set(own.map { $0["property"]! }),
                fioriOnlyProperties: Set(
                    own.filter { $0["read_by"] == "fiori" && kind == .nuiElement }.map { $0["property"]! }),
                untypedProperties: Set(own.filter { $0["doc_type"] == "(not documented)" }.map { $0["property"]! }),
                openProperties: row["open"] == "yes", source: row["source"]!,
                note: row["note"]!.isEmpty ? nil : row["note"])
        }
        return Catalog(properties: properties, classes: classes)
    }()

    /// The generated tables are sorted as the binary search needs them, without repeats.
    @Test func tablesAreSortedAndDistinct() {
        func ascending(_ names: [String]) -> Bool { zip(names, names.dropFirst()).allSatisfy { $0 < $1 } }
        #expect(ascending(BuiltInCatalog.properties.map(\.name)))
        #expect(ascending(BuiltInCatalog.forms.map(\.name)))
        #expect(ascending(BuiltInCatalog.classes.map(\.path)))
    }

    @Test func propertiesAreTheData() {
        let data = Self.fromData
        #expect(Catalog.builtIn.properties.count == data.properties.count)
        for spec in data.properties.values {
            #expect(Catalog.builtIn.properties[spec.name] == spec, "property '\(spec.name)'")
        }
        #expect(Set(Catalog.builtIn.properties.keys) == Set(data.properties.keys))
        #expect(Catalog.builtIn.properties["no-such-property"] == nil)
        #expect(Catalog.builtIn.properties[""] == nil)
    }

    @Test func formsAreTheData() {
        let data = Self.fromData
        #expect(Set(Catalog.builtIn.forms.keys) == Set(data.forms.keys))
        #expect(Catalog.builtIn.forms.keys.count == data.forms.keys.count)
        for name in data.forms.keys {
            let built = Catalog.builtIn.forms[name]
            let expected = data.forms[name]
            #expect(built?.base == expected?.base, "form '\(name)'")
            #expect(built?.state == expected?.state, "form '\(name)'")
            #expect(built?.insets == expected?.insets, "form '\(name)'")
        }
        for name in ["tint-color-", "-insets", "zzz", "", "background-color-normal-insets-insets"] {
            #expect(Catalog.builtIn.forms[name] == nil && data.forms[name] == nil, "'\(name)'")
        }
    }

    /// A catalog restricted to NUI has lost what it dropped, whichever runtime reads it next.
    @Test func aRestrictionToNUIStays() {
        let again = Catalog.builtIn.restricted(to: .nui).restricted(to: .fiori)
        #expect(again.classSpec(for: "View") == Self.fromData.restricted(to: .nui).classSpec(for: "View"))
        #expect(again.classSpec(for: "View")?.supports("tint-color") == false)
        #expect(Catalog.builtIn.classSpec(for: "View")?.supports("tint-color") == true)
    }

    @Test(arguments: Target.allCases)
    func everyLookupIsTheData(target: Target) {
        let builtIn = Catalog.builtIn(for: target)
        let data = Self.fromData.restricted(to: target)
        #expect(builtIn.classes.count == data.classes.count)
        #expect(builtIn.hasPatterns == data.hasPatterns)
        #expect(builtIn.classPaths == data.classPaths)
        #expect(builtIn.propertyNames == data.propertyNames)
        #expect(builtIn.nuiPropertyNames == data.nuiPropertyNames)
        #expect(builtIn.supporters == data.supporters)
        let paths = data.classes.values.map(\.path)
        let probes = [
            "fdlFUIDataTableCardView_textItem_row12", "fdlFUIDataTableCardView_textItem_row", "MyHeader", "", "~",
        ]
        for path in paths + probes {
            #expect(builtIn.classSpec(for: path) == data.classSpec(for: path), "class '\(path)'")
        }
        for path in paths + probes.prefix(1) {
            for name in data.forms.keys + ["no-such-property", "tint-color-bogus"] {
                #expect(
                    builtIn.lookup(property: name, on: path) == data.lookup(property: name, on: path),
                    "'\(name)' on '\(path)'")
            }
        }
    }
}
