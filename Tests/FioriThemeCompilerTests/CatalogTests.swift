import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// The component catalog: its own consistency, its agreement with the reference docs and the
/// NUI corpus, property lookup, and user extension files.
@Suite struct CatalogTests {
    let catalog = Catalog.builtIn

    /// `shared/` beside the repository, when the tests run in a checkout that has it.
    static let shared = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../shared").standardized
    static let hasShared = FileManager.default.fileExists(atPath: shared.appendingPathComponent("corpus").path)

    // MARK: - Consistency

    @Test func builtInTablesHaveNoDuplicates() {
        #expect(Set(BuiltInCatalog.properties.map(\.name)).count == BuiltInCatalog.properties.count)
        #expect(Set(BuiltInCatalog.classes.map(\.path)).count == BuiltInCatalog.classes.count)
    }

    @Test func everyEntryRecordsItsSource() {
        for spec in catalog.properties.values {
            #expect(!spec.source.isEmpty, "property '\(spec.name)' has no source")
        }
        for spec in catalog.classes.values {
            #expect(!spec.source.isEmpty, "class '\(spec.path)' has no source")
            #expect(!spec.component.isEmpty, "class '\(spec.path)' has no component")
        }
    }

    @Test func openClassesSayWhyAndClosedClassesListProperties() {
        for spec in catalog.classes.values {
            if spec.openProperties {
                #expect(spec.note != nil, "open class '\(spec.path)' does not say why")
            } else {
                #expect(!spec.properties.isEmpty, "class '\(spec.path)' supports nothing")
            }
        }
    }

    @Test func classesListOnlyKnownProperties() {
        for spec in catalog.classes.values {
            for name in spec.properties {
                #expect(catalog.properties[name] != nil, "class '\(spec.path)' lists unknown property '\(name)'")
            }
        }
    }

    @Test func everyPropertyIsUsedByAClass() {
        for name in catalog.properties.keys {
            #expect(!catalog.classes(supporting: name).isEmpty, "no class lists property '\(name)'")
        }
    }

    @Test func onlyImagePropertiesHaveInsets() {
        for spec in catalog.properties.values where spec.insets {
            #expect(spec.type == .image, "'\(spec.name)' has insets but is not an image")
        }
    }

    /// Each full name is spelled by exactly one property, so no name has two types.
    @Test func fullNamesDoNotCollide() {
        let spellings = catalog.properties.values.reduce(0) { total, spec in
            total + (1 + spec.states.states.count) * (spec.insets ? 2 : 1)
        }
        #expect(catalog.propertyNames.count == spellings)
        #expect(Set(catalog.propertyNames).count == catalog.propertyNames.count)
    }

    /// A property has the same spec, so the same type, on every class that lists it.
    @Test func everyPropertyHasOneTypeWhereverUsed() {
        for spec in catalog.classes.values {
            for name in spec.properties {
                #expect(
                    catalog.lookup(property: name, on: spec.path) == .supported(catalog.properties[name]!, state: nil))
            }
        }
    }

    /// Spot checks of the types the sources give.
    @Test(arguments: [
        ("background-color", ValueType.color), ("tint-color", .color), ("font-size", .number), ("padding", .box),
        ("text-shadow-offset", .offset), ("text-auto-fit", .boolean), ("font-name", .fontName),
        ("text-align", .textAlignment), ("font-style", .fontTextStyle), ("text-line-clamp", .integer),
        ("image-name", .image), ("border-style", .borderStyle), ("separator-style", .separatorStyle),
        ("vertical-align", .verticalAlign), ("keyboard-appearance", .keyboardAppearance),
        ("text-transform", .textTransform), ("exclude-subviews", .classList), ("title-insets", .box),
    ])
    func documentedTypes(name: String, type: ValueType) {
        #expect(catalog.properties[name]?.type == type)
    }

    @Test func displayNamesAreDistinct() {
        #expect(Set(ValueType.allCases.map(\.displayName)).count == ValueType.allCases.count)
        #expect(ValueType.box.displayName == "Box (1–4 numbers)")
    }

    // MARK: - Coverage of the docs

    @Test func nuiElementClassesArePresent() {
        let names = [
            "ActivityIndicator", "BarButton", "BarButtonBack", "Button", "Control", "Label", "NavigationBar",
            "PageControl", "Progress", "SearchBar", "SearchBarButton", "SearchBarScopeBar", "SegmentedControl",
            "Slider", "Switch", "TabBar", "TabBarItem", "Table", "TableCell", "TableCellContentView",
            "TableCellDetail", "Toolbar", "TextField", "TextView", "View", "Window",
        ]
        for name in names {
            #expect(catalog.classSpec(for: name)?.openProperties == false, "missing NUI class '\(name)'")
        }
    }

    @Test func fontStylesArePresent() {
        for style in [
            "headline", "subheadline", "footnote", "body", "callout", "caption1", "caption2",
            "title1", "title2", "title3", "kpiNumber", "kpiNumber2",
        ] {
            let spec = catalog.classSpec(for: "fdlFontStyle_\(style)")
            for property in ["font-style", "font-name", "font-size", "font-color"] {
                #expect(spec?.supports(property) == true, "fdlFontStyle_\(style) lacks '\(property)'")
            }
        }
    }

    /// The class paths catalog.md and nss-format.md §2.4 write in shorthand (`_title`).
    @Test func shorthandClassPathsOfTheReferenceArePresent() {
        let paths = [
            "fdlFUIBaseCollectionViewCell_title", "fdlFUIBaseCollectionViewCell_subtitle",
            "fdlFUIBaseCollectionViewCell_footnote", "fdlFUIBaseCollectionViewCell_detailImageView",
            "fdlFUIHierarchyViewHeader_title", "fdlFUIHierarchyViewHeader_leftButton",
            "fdlFUIHierarchyViewHeader_rightButton", "fdlFUIHierarchyItemView_subtitle",
            "fdlFUIHierarchyItemView_footnote", "fdlFUIHierarchyItemView_status",
            "fdlFUIObjectHeaderView_headlineLabel", "fdlFUIObjectHeaderView_subheadlineLabel",
            "fdlFUIObjectHeaderView_bodyLabel", "fdlFUIObjectHeaderView_footnoteLabel",
            "fdlFUIObjectHeaderView_descriptionLabel", "fdlFUIObjectHeaderView_statusLabel",
            "fdlFUIObjectHeaderView_substatusLabel", "fdlFUIObjectHeaderView_detailImageView",
            "fdlFUIObjectHeaderView_statusImageView", "fdlFUIObjectHeaderView_substatusImageView",
            "fdlFUIContactView_headlineLabel", "fdlFUIContactView_subheadlineLabel",
            "fdlFUIContactView_descriptionLabel", "fdlFUIContactView_detailImageView",
            "fdlFUIKPITitleBaseView_title", "fdlFUIKPITitleBaseView_kpiUnitItem",
            "fdlFUIKPITitleBaseView_kpiMetricItem",
            "fdlFUIKPITitleBaseView_kpiFractionItem", "fdlFUIKPITitleBaseView_kpiIconItem",
            "fdlFUIKPIProgressCardView_title", "fdlFUIKPIProgressCardView_status",
            "fdlFUIKPIProgressCardView_kpiIconItem", "fdlFUIOrderPickerFormItemView_subtitle",
            "fdlFUIOrderPickerFormItemView_leadingImageView", "fdlFUIWelcomeScreen_primaryActionButton",
            "fdlFUIChartFloorplanViewController_title", "fdlFUIChartFloorplanViewController_seriesTitles",
            "fdlFUIChartFloorplanViewController_valuesAxisTitle",
            "fdlFUIChartFloorplanViewController_categoryAxisTitle", "fdlHierarchyViewController_hierarchyView",
        ]
        for path in paths {
            #expect(catalog.classSpec(for: path) != nil, "missing class path '\(path)'")
        }
    }

    /// Every `fdl…` class path written out in full in the reference docs.
    @Test(.enabled(if: CatalogTests.hasShared)) func fullClassPathsOfTheReferenceArePresent() throws {
        for file in ["reference/catalog.md", "reference/nss-format.md"] {
            let text = try String(contentsOf: Self.shared.appendingPathComponent(file), encoding: .utf8)
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for word in words where word.hasPrefix("fdl") && word.count > 3 && !word.hasSuffix("_") {
                #expect(
                    catalog.classSpec(for: String(word)) != nil, "\(file) names '\(word)', missing from the catalog")
            }
        }
    }

    /// Every property the NUI themes set: supported on NUI's own element classes, known on
    /// their custom classes (`LargeButton`).
    @Test(.enabled(if: CatalogTests.hasShared)) func corpusPropertiesAreKnown() throws {
        // Demo/NUIDemo's stylesheet styles tab titles on TabBar, which NUI reads from TabBarItem.
        let stale: Set<String> = ["TabBar font-name", "TabBar font-color", "TabBar font-size", "TabBar text-offset"]
        let folder = Self.shared.appendingPathComponent("corpus/tombenner-nui")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }
        #expect(files.count >= 10)
        var checked = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (selector, property) in Self.declarations(in: text) {
                checked += 1
                let result = catalog.lookup(property: property, on: selector)
                if catalog.classSpec(for: selector) == nil {
                    #expect(result != .unknown, "\(file): '\(property)' on '\(selector)' is unknown")
                } else if !(file.hasPrefix("Demo_NUIDemo") && stale.contains("\(selector) \(property)")) {
                    #expect(result.isSupported, "\(file): '\(property)' is not supported on '\(selector)'")
                }
            }
        }
        #expect(checked > 500)
    }

    @Test(.enabled(if: CatalogTests.hasShared)) func sapSampleIsSupported() throws {
        let file = Self.shared.appendingPathComponent(
            "corpus/SAP-samples-cloud-mdk-tutorial-samples/App_Resources_iOS_Branding.nss")
        let pairs = Self.declarations(in: try String(contentsOf: file, encoding: .utf8))
        #expect(!pairs.isEmpty)
        for (selector, property) in pairs {
            #expect(catalog.lookup(property: property, on: selector).isSupported)
        }
    }

    /// The (selector, property) pairs of a comment-free, `@media`-free NUI stylesheet.
    static func declarations(in text: String) -> [(String, String)] {
        var source = text
        while let open = source.range(of: "/*"),
            let close = source.range(of: "*/", range: open.upperBound..<source.endIndex)
        {
            source.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var pairs: [(String, String)] = []
        for block in source.split(separator: "}") {
            let parts = block.split(separator: "{", maxSplits: 1)
            guard parts.count == 2, let head = parts[0].split(separator: ";").last else { continue }
            let selectors = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            for declaration in parts[1].split(separator: ";") {
                guard let name = declaration.split(separator: ":").first else { continue }
                let property = name.trimmingCharacters(in: .whitespacesAndNewlines)
                if property.isEmpty { continue }
                pairs += selectors.map { ($0, property) }
            }
        }
        return pairs
    }

    // MARK: - Lookup

    @Test func stateSuffixDecomposes() {
        let tint = catalog.properties["tint-color"]!
        #expect(
            catalog.lookup(property: "tint-color-disabled", on: "fdlFUIKPIView") == .supported(tint, state: "disabled"))
        #expect(
            catalog.lookup(property: "tint-color-highlighted", on: "fdlFUIKPIView_captionLabel")
                == .supported(tint, state: "highlighted"))
        #expect(
            catalog.lookup(property: "background-color-selected-highlighted", on: "Button")
                == .supported(catalog.properties["background-color"]!, state: "selected-highlighted"))
        #expect(
            catalog.lookup(property: "background-color-top-selected", on: "TableCell")
                == .supported(catalog.properties["background-color-top"]!, state: "selected"))
    }

    @Test func stateOutsideTheFamilyIsUnknown() {
        #expect(catalog.lookup(property: "tint-color-selected-disabled", on: "fdlFUIKPIView") == .unknown)
        #expect(catalog.lookup(property: "border-color-disabled", on: "Button") == .unknown)
    }

    @Test func insetsSiblingIsABox() {
        let result = catalog.lookup(property: "background-image-selected-highlighted-insets", on: "Button")
        guard case .supported(let spec, let state) = result else {
            Issue.record("expected supported, got \(result)")
            return
        }
        #expect(spec.name == "background-image-insets")
        #expect(spec.type == .box)
        #expect(state == "selected-highlighted")
        #expect(catalog.lookup(property: "on-image-insets", on: "Switch").isSupported)
        #expect(catalog.lookup(property: "image-name-insets", on: "fdlFUIContactView_detailImageView") == .unknown)
    }

    @Test func propertyOfAnotherClassNamesTheClassesThatHaveIt() {
        let result = catalog.lookup(property: "progress-tint-color", on: "fdlFUIKPIView")
        #expect(
            result
                == .notOnThisClass(
                    catalog.properties["progress-tint-color"]!, state: nil,
                    supportedBy: ["fdlFUIKPIProgressView", "fdlFUIKPIProgressView_captionLabel", "Progress"]
                ))
        guard
            case .notOnThisClass(_, let state, let classes) = catalog.lookup(
                property: "font-color-disabled", on: "View")
        else {
            Issue.record("expected notOnThisClass")
            return
        }
        #expect(state == "disabled")
        #expect(classes.contains("Button") && classes.contains("fdlFUIKPIProgressView"))
    }

    @Test func customClassAcceptsEveryKnownProperty() {
        #expect(
            catalog.lookup(property: "font-color-highlighted", on: "MyHeader")
                == .supported(catalog.properties["font-color"]!, state: "highlighted"))
        #expect(catalog.lookup(property: "progress-tint-color", on: "fdlFUIUndocumentedView").isSupported)
        #expect(catalog.lookup(property: "fon-color", on: "MyHeader") == .unknown)
        #expect(catalog.lookup(property: "tint-colour", on: "fdlFUIKPIView") == .unknown)
    }

    @Test func openClassAcceptsEveryKnownProperty() {
        #expect(catalog.classSpec(for: "fdlFUIHierarchyViewHeader_leftButton")?.note?.contains("FUIButton") == true)
        #expect(
            catalog.lookup(property: "font-color-highlighted", on: "fdlFUIHierarchyViewHeader_leftButton").isSupported)
        #expect(catalog.lookup(property: "not-a-property", on: "fdlFUIHierarchyView") == .unknown)
    }

    @Test func namesAreSortedForSuggestions() {
        #expect(catalog.classPaths == catalog.classPaths.sorted { $0.lowercased() < $1.lowercased() })
        #expect(catalog.classPaths.count == catalog.classes.values.filter { !$0.isPattern }.count)
        #expect(!catalog.classPaths.contains { $0.contains("#") }, "a suggestion must be a path a stylesheet can write")
        #expect(catalog.propertyNames.contains("tint-color-disabled"))
        #expect(catalog.propertyNames.contains("background-image-selected-disabled-insets"))
        #expect(!catalog.propertyNames.contains("tint-color-selected-disabled"))
    }

    @Test func classesSupportingAcceptsAnyForm() {
        #expect(catalog.classes(supporting: "tint-color-disabled") == catalog.classes(supporting: "tint-color"))
        #expect(catalog.classes(supporting: "on-image-insets") == ["fdlFUIRatingControl", "Switch"])
        #expect(catalog.restricted(to: .nui).classes(supporting: "on-image-insets") == ["Switch"])
        #expect(catalog.classes(supporting: "no-such-property") == [])
    }

    @Test func baseNameWinsOverAStateSpelling() {
        let small = Catalog(
            properties: [
                PropertySpec(name: "glow", type: .color, states: .tint, insets: false, source: "test", note: nil),
                PropertySpec(
                    name: "glow-disabled", type: .number, states: .none, insets: false, source: "test", note: nil),
            ],
            classes: [
                ClassSpec(path: "Glowing", component: "Glow", properties: ["glow", "glow-disabled"], source: "test")
            ]
        )
        #expect(
            small.lookup(property: "glow-disabled", on: "Glowing")
                == .supported(small.properties["glow-disabled"]!, state: nil))
        #expect(
            small.lookup(property: "glow-highlighted", on: "Glowing")
                == .supported(small.properties["glow"]!, state: "highlighted"))
    }

    // MARK: - Index placeholders

    @Test func numberedPartsMatchTheirPattern() throws {
        let cell = try #require(catalog.classSpec(for: "fdlFUIDataTableCardView_textItem_row12_column3"))
        #expect(cell.path == "fdlFUIDataTableCardView_textItem_row#_column#")
        #expect(
            catalog.classSpec(for: "fdlFUIDataTableCardView_textItem_row2")?.path
                == "fdlFUIDataTableCardView_textItem_row#")
        #expect(
            catalog.classSpec(for: "fdlFUIDataTableCardView_textItem_column0")?.path
                == "fdlFUIDataTableCardView_textItem_column#")
        #expect(catalog.lookup(property: "font-color", on: "fdlFUIDataTableCardView_textItem_row7").isSupported)
        // No digit, or digits where the pattern has none: no match.
        #expect(catalog.classSpec(for: "fdlFUIDataTableCardView_textItem_row") == nil)
        #expect(catalog.classSpec(for: "fdlFUIDataTableCardView_textItem3_row2") == nil)
        #expect(catalog.classSpec(for: "fdlFUIDataTableCardView_textItem_row#") != nil)
        // A path with digits of its own is found as written.
        #expect(catalog.classSpec(for: "fdlFontStyle_title1")?.path == "fdlFontStyle_title1")
        #expect(Catalog.indexPattern(of: "a12b3") == "a#b#")
        #expect(Catalog.indexPattern(of: "ab") == nil)
    }

    @Test func aNumberedPartNeedsNoWarning() {
        let file = SourceFile(
            path: "t.nss", text: "fdlFUIDataTableCardView_textItem_row5_column3 { font-color: #000000; }\n")
        #expect(Compiler().check([file]).isEmpty)
    }

    // MARK: - Runtimes

    @Test func everyClassSaysWhichRuntimeReadsIt() {
        for spec in catalog.classes.values {
            #expect(spec.kind == (spec.path.hasPrefix("fdl") ? .sapFiori : .nuiElement), "\(spec.path)")
            #expect(spec.fioriOnlyProperties.isSubset(of: spec.properties))
            #expect(spec.untypedProperties.isSubset(of: spec.properties))
            #expect(
                spec.kind == .nuiElement || spec.fioriOnlyProperties.isEmpty,
                "\(spec.path): every property of an fdl path is the fork's")
        }
    }

    /// Under upstream NUI the classes that support a property are the classes NUI reads.
    @Test func nuiNamesNoSAPFioriClassAsSupporting() {
        let nui = catalog.restricted(to: .nui)
        #expect(nui.target == .nui && catalog.target == .fiori)
        #expect(Catalog.builtIn(for: .nui).classes(supporting: "font-color") == nui.classes(supporting: "font-color"))
        #expect(
            Catalog.builtIn(for: .fiori).classes(supporting: "font-color") == catalog.classes(supporting: "font-color"))
        #expect(catalog.classes(supporting: "font-color").contains { $0.hasPrefix("fdl") })
        #expect(nui.classes(supporting: "font-color").allSatisfy { !$0.hasPrefix("fdl") })
        #expect(nui.classes(supporting: "font-style") == [])
        // The SAP Fiori class paths stay: what a check does with them is not the catalog's to say.
        #expect(nui.classSpec(for: "fdlFUIKPIView") == catalog.classSpec(for: "fdlFUIKPIView"))
        #expect(nui.classes.count == catalog.classes.count)
        #expect(
            catalog.restricted(to: .fiori).classes(supporting: "font-color")
                == catalog.classes(supporting: "font-color"))
    }

    @Test func theCompilerChecksAgainstItsTargetsCatalog() {
        let file = SourceFile(
            path: "t.nss", text: "View { tint-color: #0A6ED1; }\nButton { progress-tint-color: #0A6ED1; }\n")
        #expect(
            Compiler(target: .fiori).check([file], severities: [.upstreamNUITheme: .off]).map(\.message)
                == [
                    "'progress-tint-color' is supported by fdlFUIKPIProgressView, fdlFUIKPIProgressView_captionLabel, Progress, not Button"
                ])
        #expect(
            Compiler(target: .nui).check([file]).map(\.message) == [
                "'tint-color' is supported by ImageView, Switch, TableCell and 1 more, not View",
                "'progress-tint-color' is supported by Progress, not Button",
            ])
    }

    /// Every state a catalog property takes can be asked for without allocating.
    @Test func everyCatalogStateIsAKnownControlState() {
        let known = Set(ControlState.known.map(\.rawValue))
        for family in StateFamily.allCases {
            #expect(
                Set(family.states).isSubset(of: known), "\(family): \(Set(family.states).subtracting(known).sorted())")
        }
        #expect(Set(catalog.properties.values.map(\.states)) == Set(StateFamily.allCases))
    }

    // MARK: - JSON extension files

    static let badge = """
        {
          "version": 1,
          "properties": {
            "badge-color": { "type": "color", "states": "tint", "source": "MyBadge design spec" },
            "badge-radius": { "type": "number", "note": "corner radius of the badge" }
          },
          "classes": {
            "fdlMyBadge": {
              "component": "MyBadge",
              "properties": ["badge-color", "badge-radius", "font-color"],
              "source": "MyBadge design spec"
            }
          }
        }
        """

    @Test func validFileLoads() throws {
        let user = try Catalog(json: Array(Self.badge.utf8))
        #expect(
            user.properties["badge-color"]
                == PropertySpec(
                    name: "badge-color", type: .color, states: .tint, insets: false, source: "MyBadge design spec",
                    note: nil))
        #expect(user.properties["badge-radius"]?.source == Catalog.userSource)
        #expect(user.properties["badge-radius"]?.note == "corner radius of the badge")
        let badge = try #require(user.classSpec(for: "fdlMyBadge"))
        #expect(badge.component == "MyBadge")
        #expect(badge.properties == ["badge-color", "badge-radius", "font-color"])
        #expect(!badge.openProperties)
    }

    @Test func documentedExampleLoads() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/catalog-format.md").standardized
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let user = try Catalog(json: Array(text[start.upperBound..<end.lowerBound].utf8))
        let merged = catalog.merging(user)
        #expect(merged.lookup(property: "badge-color", on: "fdlMyBadge").isSupported)
        #expect(merged.classSpec(for: "fdlMyBadge")?.properties.count == 2)
    }

    @Test func extensionIsUsableAfterMerging() throws {
        let merged = catalog.merging(try Catalog(json: Array(Self.badge.utf8)))
        let color = merged.properties["badge-color"]!
        #expect(
            merged.lookup(property: "badge-color-disabled", on: "fdlMyBadge") == .supported(color, state: "disabled"))
        #expect(merged.lookup(property: "font-color", on: "fdlMyBadge").isSupported)
        #expect(
            merged.lookup(property: "badge-color", on: "Button")
                == .notOnThisClass(color, state: nil, supportedBy: ["fdlMyBadge"]))
        #expect(merged.lookup(property: "tint-color", on: "fdlFUIKPIView").isSupported)
        #expect(merged.classPaths.contains("fdlMyBadge"))
        #expect(merged.propertyNames.contains("badge-color-highlighted"))
    }

    @Test func mergingLetsTheOtherCatalogWin() throws {
        let user = try Catalog(
            json: Array(
                """
                {"properties": {"font-size": {"type": "integer"}},
                 "classes": {"Button": {"properties": ["font-color"], "note": "house rules"}}}
                """.utf8))
        let merged = catalog.merging(user)
        #expect(merged.properties["font-size"]?.type == .integer)
        #expect(merged.properties["font-size"]?.states == StateFamily.none)
        #expect(merged.classSpec(for: "Button")?.note == "house rules")
        #expect(!merged.lookup(property: "padding", on: "Button").isSupported)
        #expect(merged.lookup(property: "padding", on: "TextField").isSupported)
        #expect(merged.classes.count == catalog.classes.count)
    }

    @Test func userClassesHaveAKind() throws {
        let user = try Catalog(
            json: Array(
                """
                {"classes": {"MyHeader": {"properties": ["font-color"]}, "fdlFUINewView": {"openProperties": true, "note": "new"},
                             "Button": {"properties": ["font-color"]}, "fdlFUIKPIView": {"properties": ["tint-color"]}}}
                """.utf8))
        #expect(user.classSpec(for: "MyHeader")?.kind == .app)
        #expect(user.classSpec(for: "fdlFUINewView")?.kind == .sapFiori)
        #expect(user.classSpec(for: "Button")?.kind == .nuiElement)
        #expect(user.classSpec(for: "fdlFUIKPIView")?.kind == .sapFiori)
    }

    @Test func userClassPathMayHaveAnIndex() throws {
        let user = try Catalog(
            json: Array(#"{"classes": {"fdlMyTable_row#_cell#": {"properties": ["font-color"]}}}"#.utf8))
        let merged = catalog.merging(user)
        #expect(merged.classSpec(for: "fdlMyTable_row1_cell22")?.path == "fdlMyTable_row#_cell#")
        #expect(!merged.lookup(property: "tint-color", on: "fdlMyTable_row3_cell4").isSupported)
    }

    @Test func openClassNeedsNoProperties() throws {
        let user = try Catalog(
            json: Array(#"{"classes": {"fdlMyCard": {"openProperties": true, "note": "wip"}}}"#.utf8))
        let merged = catalog.merging(user)
        #expect(merged.lookup(property: "tint-color-disabled", on: "fdlMyCard").isSupported)
        #expect(merged.lookup(property: "not-a-property", on: "fdlMyCard") == .unknown)
    }

    @Test func propertyNoClassSupportsSaysSo() throws {
        let user = SourceFile(path: "user.json", text: #"{"properties": {"orphan-size": {"type": "number"}}}"#)
        let compiler = try Compiler(catalogExtensions: [user])
        let diagnostics = compiler.check([SourceFile(path: "t.nss", text: "fdlFUIKPIView { orphan-size: 1; }")])
        #expect(
            diagnostics.map(\.message) == [
                "'orphan-size' is not supported by fdlFUIKPIView nor any class in the catalog"
            ])
    }

    @Test func imagePropertyMayHaveInsets() throws {
        let user = try Catalog(
            json: Array(
                """
                {"properties": {"badge-image": {"type": "image", "states": "selected", "insets": true}},
                 "classes": {"fdlMyBadge": {"properties": ["badge-image"]}}}
                """.utf8))
        let merged = catalog.merging(user)
        guard
            case .supported(let spec, "selected") = merged.lookup(
                property: "badge-image-selected-insets", on: "fdlMyBadge")
        else {
            Issue.record("expected the selected insets form")
            return
        }
        #expect(spec.type == .box)
    }

    /// Each invalid file, the message it gives, and the text its offset must point at.
    @Test(arguments: [
        (
            #"{"properties": {"badge-color": {"type": "colour"}}}"#,
            "unknown value type 'colour' for property 'badge-color'", #""colour""#
        ),
        (
            #"{"properties": {"badge-color": {"type": "color", "states": "hover"}}}"#,
            "unknown state family 'hover' for property 'badge-color'", #""hover""#
        ),
        (
            #"{"properties": {"badge-color": {"states": "tint"}}}"#, "property 'badge-color' has no 'type'",
            #"{"states""#
        ),
        (
            #"{"properties": {"badge-color": {"type": "color", "colour": 1}}}"#,
            "unknown field 'colour' in property 'badge-color'", #""colour""#
        ),
        (
            #"{"properties": {"badge-color": {"type": "color", "insets": true}}}"#,
            "'insets' applies only to image properties", "true"
        ),
        (
            #"{"properties": {"badge color": {"type": "color"}}}"#, "invalid property name 'badge color'",
            #""badge color""#
        ),
        (
            #"{"classes": {"fdlMyBadge": {"properties": ["badge-colour"]}}}"#,
            "class 'fdlMyBadge' lists unknown property 'badge-colour'", #""badge-colour""#
        ),
        (
            #"{"classes": {"fdlMyBadge": {"properties": ["tint-color-disabled"]}}}"#,
            "a form of 'tint-color'; list base property names only", #""tint-color-disabled""#
        ),
        (
            #"{"classes": {"fdlMyBadge": {"properties": []}}}"#, "class 'fdlMyBadge' lists no properties",
            #"{"properties""#
        ),
        (
            #"{"classes": {"fdlMyBadge": {"properties": "font-color"}}}"#, "expected an array for 'properties'",
            #""font-color""#
        ),
        (
            #"{"classes": {"fdlMyBadge": {"openProperties": "yes"}}}"#, "expected true or false for 'openProperties'",
            #""yes""#
        ),
        (
            #"{"classes": {"fdlMyTable2_row#": {"openProperties": true, "note": "n"}}}"#,
            "'#' stands for an index, alone, in a path with no other digit", #""fdlMyTable2_row#""#
        ),
        (
            #"{"classes": {"fdlMyTable_row##": {"openProperties": true, "note": "n"}}}"#,
            "invalid class path 'fdlMyTable_row##'", #""fdlMyTable_row##""#
        ),
        (
            #"{"classes": {"fdl My": {"openProperties": true, "note": "n"}}}"#, "invalid class path 'fdl My'",
            #""fdl My""#
        ),
        (#"{"version": 2}"#, "unsupported catalog version", "2"),
        (#"{"clases": {}}"#, "unknown field 'clases' in the catalog", #""clases""#),
        (#"["classes"]"#, "expected an object for the catalog", "["),
        (#"{"classes": {}, "classes": {}}"#, "duplicate key 'classes'", #""classes": {}}"#),
        (#"{"classes": {} "properties": {}}"#, "expected ',' or '}' in object", #""properties""#),
        (#"{"properties": {"a": {"type": "color",}}}"#, "expected a string key", "}}}"),
        (#"{"version": 01}"#, "expected ',' or '}' in object", "1}"),
        (#"{"version": 1} x"#, "unexpected content after the json value", "x"),
        ("{\"note\": \"tab\there\"}", "control character in string", "\t"),
        (#"{"properties": {"a\q": {}}}"#, "invalid escape in string", #"\q"#),
        ("", "expected a json value", ""),
    ])
    func invalidFileReportsWhereAndWhy(json: String, message: String, pointsAt: String) {
        do {
            _ = try Catalog(json: Array(json.utf8))
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.message.contains(message), "got '\(error.message)'")
            #expect(error.message.first.map { $0.isLowercase || $0 == "'" } == true, "not lowercase")
            #expect(!error.message.hasSuffix("."))
            guard let offset = error.offset else {
                Issue.record("no offset for '\(error.message)'")
                return
            }
            #expect(Array(json.utf8)[offset...].starts(with: Array(pointsAt.utf8)), "offset \(offset) in \(json)")
        }
    }

    @Test func readerDecodesEscapesAndNumbers() throws {
        let json = Array(#"  [ "a\"\u00e9\ud83d\ude00\n", -1.5e2, 0, true, false, null, {} ]"#.utf8)
        let node = try JSONReader.parse(json)
        guard case .array(let items) = node.value else {
            Issue.record("expected an array")
            return
        }
        guard case .string(let text) = items[0].value, case .number(let number) = items[1].value else {
            Issue.record("unexpected items")
            return
        }
        #expect(text == "a\"é😀\n")
        #expect(number == -150)
        #expect(items[1].offset == json.firstIndex(of: UInt8(ascii: "-")))
        #expect(items.count == 7)
    }

    @Test func readerRejectsDeepNesting() {
        let json = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: JSONError(message: "json nested too deeply", offset: 64)) {
            try JSONReader.parse(Array(json.utf8))
        }
    }

    @Test func errorDescriptionIncludesTheOffset() {
        #expect(JSONError(message: "duplicate key 'a'", offset: 12).description == "duplicate key 'a' (at byte 12)")
        #expect(JSONError(message: "bad", offset: nil).description == "bad")
    }
}

extension PropertyLookup {
    /// Whether the lookup is ``supported(_:state:)``.
    var isSupported: Bool {
        if case .supported = self { return true }
        return false
    }
}
