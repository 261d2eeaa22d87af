import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeSemantics

/// NUI's element classes in the catalog against the keys upstream NUI's own code reads for
/// each (`Fixtures/catalog/nui-renderer-keys.tsv`): under `--target nui` a class supports what
/// its renderer reads, and claims nothing no NUI code reads for it.
@Suite struct NUIRendererCatalogTests {
    /// Every key NUI reads, by element class.
    static let keys: [String: [String]] = {
        let url = fixturesDirectory.appendingPathComponent("catalog/nui-renderer-keys.tsv")
        let rows = CatalogCoverageTests.tsvRows(try! String(contentsOf: url, encoding: .utf8))
        return Dictionary(grouping: rows) { $0["class"]! }.mapValues { $0.map { $0["key"]! } }
    }()

    static let nui = Catalog.builtIn.restricted(to: .nui)

    @Test func theElementClassesAreNUIsOwn() {
        let elementClasses = Set(Catalog.builtIn.classes.values.filter { $0.kind == .nuiElement }.map(\.path))
        #expect(elementClasses == Set(Self.keys.keys))
        #expect(Self.keys.count == 29)
    }

    @Test(arguments: keys.keys.sorted())
    func everyKeyTheRendererReadsIsSupported(className: String) {
        for key in Self.keys[className]! {
            let result = Self.nui.lookup(property: key, on: className)
            #expect(result.isSupported, "'\(key)' on \(className): \(result)")
            #expect(
                Catalog.builtIn.lookup(property: key, on: className).isSupported,
                "'\(key)' on \(className) for the fork")
        }
    }

    /// State forms are modelled per family, so the comparison is of base properties: a class
    /// lists exactly the bases of the keys its renderer reads.
    @Test(arguments: keys.keys.sorted())
    func noPropertyIsClaimedThatNoNUICodeReads(className: String) throws {
        let read = Set(
            try Self.keys[className]!.map { key in try #require(Self.nui.form(of: key)?.form.base, "'\(key)'") })
        let spec = try #require(Self.nui.classSpec(for: className))
        #expect(!spec.openProperties)
        let claimed = spec.properties
        #expect(claimed.subtracting(read).isEmpty, "\(className) claims \(claimed.subtracting(read).sorted())")
        #expect(read.subtracting(claimed).isEmpty, "\(className) lacks \(read.subtracting(claimed).sorted())")
    }

    /// The differences the renderers showed from NUI's README, which the catalog followed before.
    @Test func theRenderersCorrectTheREADME() {
        #expect(Self.nui.lookup(property: "background-color-top", on: "BarButtonBack").isSupported)
        #expect(!Self.nui.lookup(property: "background-color-bottom", on: "BarButtonBack").isSupported)
        #expect(Self.nui.lookup(property: "tint-color", on: "ImageView").isSupported)
        #expect(Self.nui.lookup(property: "font-color-highlighted", on: "TableCellHeaderFooter").isSupported)
        #expect(Self.nui.lookup(property: "corner-radius", on: "TableCellDetail").isSupported)
        #expect(
            Self.nui.classSpec(for: "TableCell")?.properties.isSuperset(of: ["border-width", "shadow-radius", "height"])
                == true)
        for property in ["background-image", "background-tint-color", "divider-color", "divider-image"] {
            #expect(
                !Self.nui.lookup(property: property, on: "SearchBarScopeBar").isSupported,
                "SearchBarScopeBar \(property)")
        }
        #expect(!Self.nui.lookup(property: "text-shadow-color", on: "TextField").isSupported)
        #expect(Self.nui.lookup(property: "exclude-views", on: "SearchBarButton").isSupported)
    }

    /// SAP documents `View tint-color` for its fork; upstream NUI's UIView renderer reads no tint.
    @Test func aPropertyOnlyTheForkReadsIsTheForksOnly() {
        #expect(Catalog.builtIn.classSpec(for: "View")?.fioriOnlyProperties == ["tint-color"])
        #expect(Catalog.builtIn.lookup(property: "tint-color", on: "View").isSupported)
        #expect(
            Self.nui.lookup(property: "tint-color", on: "View")
                == .notOnThisClass(
                    Self.nui.properties["tint-color"]!, state: nil,
                    supportedBy: ["ImageView", "Switch", "TableCell", "TextField"]))
    }
}
