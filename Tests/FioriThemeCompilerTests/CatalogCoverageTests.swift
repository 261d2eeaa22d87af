import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// The built-in catalog against SAP's documented catalog (`Fixtures/catalog/sap-catalog.tsv`):
/// every class path, property, type and state form SAP documents is in it, with its source.
@Suite struct CatalogCoverageTests {
    /// One line of SAP's documented catalog.
    struct Documented {
        let path: String
        /// The property, or nil for a class path listed without properties (`*`).
        let property: String?
        /// The type as printed, or nil where the page prints none (or only an example).
        let printedType: String?
        /// The documented state suffixes, without the leading `-`.
        let states: [String]
        /// The help.sap.com pages the line comes from.
        let urls: [String]
    }

    static let documented: [Documented] = {
        let url = fixturesDirectory.appendingPathComponent("catalog/sap-catalog.tsv")
        return tsvRows(try! String(contentsOf: url, encoding: .utf8)).map { row in
            let notes = row["states_or_notes"]!
            var states: [String] = []
            if notes.hasPrefix("states:") {
                let list = notes.dropFirst("states:".count).prefix { $0 != ";" }
                states = list.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces).dropFirst()) }
            }
            let type = row["type"]!
            return Documented(
                path: row["class_path"]!, property: row["property"] == "*" ? nil : row["property"],
                printedType: type.hasPrefix("(") ? nil : type, states: states,
                urls: row["source_url"]!.components(separatedBy: " ; ").filter { $0.hasPrefix("https://") }
            )
        }
    }()

    /// A TSV file with a header line, as maps from column name to cell.
    static func tsvRows(_ text: String) -> [[String: String]] {
        let lines = text.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(lines[0], $0)) }
    }

    /// The catalog's own data files, where each entry's URLs are recorded.
    static func data(_ name: String) throws -> [[String: String]] {
        let url = repositoryRoot.appendingPathComponent("Sources/FioriThemeSemantics/Catalog/Data/\(name)")
        return tsvRows(try String(contentsOf: url, encoding: .utf8))
    }

    let catalog = Catalog.builtIn

    @Test func theFixtureIsTheWholeDocumentedCatalog() {
        #expect(Set(Self.documented.map(\.path)).count == 217)
        #expect(Set(Self.documented.compactMap { row in row.property.map { "\(row.path) \($0)" } }).count == 520)
        #expect(Self.documented.reduce(0) { $0 + $1.states.count } == 65)
    }

    @Test func everyDocumentedClassPathIsKnownWithItsRuntime() {
        for path in Set(Self.documented.map(\.path)) {
            let spec = catalog.classSpec(for: path)
            #expect(spec != nil, "unknown class path '\(path)'")
            #expect(
                spec?.kind == (path.hasPrefix("fdl") ? .sapFiori : .nuiElement),
                "'\(path)' has kind \(String(describing: spec?.kind))")
        }
    }

    @Test func everyDocumentedPropertyAndStateFormIsSupported() {
        for row in Self.documented {
            guard let property = row.property else { continue }
            for state in [nil] + row.states {
                let name = state.map { "\(property)-\($0)" } ?? property
                guard case .supported(_, let found) = catalog.lookup(property: name, on: row.path) else {
                    Issue.record("'\(name)' on '\(row.path)' is \(catalog.lookup(property: name, on: row.path))")
                    continue
                }
                #expect(found == state, "'\(name)' on '\(row.path)' decomposes to state \(String(describing: found))")
            }
        }
    }

    /// SAP's printed types mean fdlc's; where SAP prints none, the class entry says so.
    @Test func everyDocumentedTypeIsTheCatalogsOrSaidToBeUndocumented() throws {
        let printed: [String: ValueType] = [
            "Color": .color, "UIColor": .color, "UIFontTextStyle": .fontTextStyle, "UIFont.TextStyle": .fontTextStyle,
            "Font Style Name": .fontTextStyle, "NSTextAlignment": .textAlignment, "TextAlign": .textAlignment,
            "Number": .number, "Integer": .integer, "FontName": .fontName, "Image": .image, "UIImage": .image,
        ]
        for row in Self.documented {
            guard let property = row.property, let spec = catalog.classSpec(for: row.path) else { continue }
            let type = try #require(catalog.properties[property]?.type)
            guard let printedType = row.printedType else {
                // An NUI element class's property has the type NUI's converter gives it.
                let readByNUI = spec.kind == .nuiElement && !spec.fioriOnlyProperties.contains(property)
                #expect(
                    readByNUI || spec.untypedProperties.contains(property),
                    "'\(property)' on '\(row.path)': SAP prints no type, and the catalog does not say so")
                continue
            }
            // FUISegmentControl prints 'Size' for a CGSize offset and for font-size, a number.
            let expected =
                printedType == "Size"
                ? (property == "text-shadow-offset" ? ValueType.offset : .number) : printed[printedType]
            #expect(
                expected == type, "'\(property)' on '\(row.path)': SAP prints '\(printedType)', the catalog has \(type)"
            )
            #expect(!spec.untypedProperties.contains(property), "'\(property)' on '\(row.path)' is typed by SAP")
        }
    }

    /// Each line's help.sap.com pages are recorded on the entry it documents.
    @Test func everyDocumentedLineKeepsItsSourceURLs() throws {
        var classURLs: [String: String] = [:]
        for row in try Self.data("classes.tsv") { classURLs[row["path"]!] = row["url"]! }
        var pairURLs: [String: String] = [:]
        for row in try Self.data("class-properties.tsv") {
            pairURLs["\(row["path"]!) \(row["property"]!)"] = row["url"]!
        }
        for row in Self.documented {
            let path = classURLs[row.path] == nil ? Catalog.indexPattern(of: row.path) ?? row.path : row.path
            let recorded: String? = row.property.map { pairURLs["\(path) \($0)"] } ?? classURLs[path]
            for url in row.urls {
                #expect(recorded?.contains(url) == true, "\(row.path) \(row.property ?? "*"): \(url) is not recorded")
            }
        }
    }

    /// Through the compiler, as a theme would use them: no unknown-class, unknown-property,
    /// wrong-class or invalid-value finding for SAPFiori; for NUI, wrong-class only on the
    /// properties upstream NUI does not read.
    @Test(arguments: [Target.fiori, .nui])
    func documentedRulesCheckCleanly(target: Target) {
        var text = ""
        /// What each line of the stylesheet uses, by line number.
        var uses: [Int: String] = [:]
        var line = 1
        for row in Self.documented {
            guard let property = row.property else {
                text += "\(row.path) {\n}\n"
                uses[line] = row.path
                line += 2
                continue
            }
            let type = catalog.properties[property]!.type
            for state in [nil] + row.states {
                let name = state.map { "\(property)-\($0)" } ?? property
                text += "\(row.path) {\n    \(name): \(Self.sampleValue(type));\n}\n"
                uses[line] = row.path
                uses[line + 1] = "\(row.path) \(name)"
                line += 3
            }
        }
        let file = SourceFile(path: "documented.nss", text: text)
        let codes: Set<DiagnosticCode> = [.unknownClassPath, .unknownProperty, .propertyNotOnClass, .invalidValue]
        var wrongClass: Set<String> = []
        for diagnostic in Compiler(target: target).check([file]) where codes.contains(diagnostic.code) {
            let use = uses[file.location(of: diagnostic.range.start).line] ?? "?"
            if diagnostic.code == .propertyNotOnClass {
                wrongClass.insert(use)
            } else {
                Issue.record("\(use): \(diagnostic.message)")
            }
        }
        // Upstream NUI's UIView renderer does not read the tint SAP documents for the fork.
        #expect(wrongClass == (target == .nui ? ["View tint-color"] : []))
    }

    /// A value of `type` that every target reads.
    static func sampleValue(_ type: ValueType) -> String {
        switch type {
        case .color: "#0A6ED1"
        case .fontTextStyle: "body"
        case .textAlignment: "center"
        case .number: "14"
        case .integer: "2"
        case .boolean: "true"
        case .box: "1 2 3 4"
        case .offset: "1,1"
        case .fontName: "system"
        case .image: "logo"
        case .borderStyle: "rounded"
        case .separatorStyle: "none"
        case .verticalAlign: "center"
        case .horizontalAlign: "center"
        case .keyboardAppearance: "dark"
        case .textTransform: "uppercase"
        case .classList: "UILabel"
        }
    }
}
