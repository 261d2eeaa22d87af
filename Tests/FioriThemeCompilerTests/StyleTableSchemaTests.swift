import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// `Docs/style-table.schema.json` describes exactly what `StyleTable.json()` writes: every
/// golden JSON and every compiled theme is valid, the schema is closed, and documents that
/// break the format are invalid. (`Scripts/validate-schema` cross-checks with python3's
/// `jsonschema` where it is installed.)
@Suite("Style table: JSON Schema")
struct StyleTableSchemaTests {
    static let schemaURL = repositoryRoot.appendingPathComponent("Docs/style-table.schema.json")

    func validator() throws -> SchemaValidator {
        try SchemaValidator(schema: [UInt8](try Data(contentsOf: Self.schemaURL)))
    }

    static var goldenJSON: [String] {
        let folder = fixturesDirectory.appendingPathComponent("check")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static var themes: [RepositoryTheme] { (try? RepositoryThemes.all()) ?? [] }

    @Test("there are golden files and themes to validate")
    func populated() {
        #expect(!Self.goldenJSON.isEmpty)
        #expect(!Self.themes.isEmpty)
    }

    @Test("every golden JSON fixture is valid", arguments: goldenJSON)
    func golden(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: fixturesDirectory.appendingPathComponent("check/" + name)))
        #expect(try validator().errors(json: bytes) == [])
    }

    @Test("every theme in Themes/, compiled for its target, is valid", arguments: themes)
    func theme(theme: RepositoryTheme) throws {
        let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(theme.path)))
        let table = try #require(
            Compiler(target: theme.target).compile([SourceFile(path: theme.path, bytes: bytes)]).table)
        #expect(try validator().errors(json: Array(table.json().serialized().utf8)) == [])
    }

    @Test("a table with every value type is valid")
    func everyValueType() throws {
        let source = """
            @tintColor_darkBackground: primaryLabel;
            Button {
                background-color: systemBlue; background-color-highlighted: darkGray;
                background-color-selected: negative_darkBackground; font-color: tintColor;
                font-size: 0.5; padding: 1 2; shadow-offset: -1,0.5; font-name: Helvetica Neue;
                background-image: Assets/logo.png; exclude-views: UITableViewCell, UITextField;
            }
            Label { text-line-clamp: 2; text-transform: uppercase; text-align: natural; }
            @media (device:ipad) { Label { text-auto-fit: true; } }
            """
        let table = try #require(Compiler().compile([SourceFile(path: "t.nss", text: source)]).table)
        #expect(try validator().errors(json: Array(table.json().serialized().utf8)) == [])
    }

    @Test("a FioriThemeManager table with every colour form it reads is valid")
    func themeManagerForms() throws {
        let source = """
            @tintColor:blue;
            @tintColor_darkBackground:white;
            @header:darkGray;
            @primaryLabel:primary1_darkConstant;
            @secondaryLabel:negativeLabel_darkBackground;
            @negativeLabel:magenta;
            @tintColor_elevatedContrastLightkBackground:#0A6ED180;

            """
        let table = try #require(
            Compiler(target: .fioriSwiftUI).compile([SourceFile(path: "t.nss", text: source)]).table)
        #expect(table.paletteOverrides["tintColor"]?.color == .swiftUI("blue", nil))
        #expect(table.paletteOverrides["primaryLabel"]?.color == .palette(style: "primary1", scheme: .darkConstant))
        #expect(table.paletteOverrides["secondaryLabel"]?.color == .palette(style: "negativeLabel", scheme: .device))
        #expect(table.paletteOverrides["negativeLabel"].map { $0.color == nil } == true)
        #expect(
            table.paletteOverrides["tintColor_elevatedContrastLightkBackground"]?.variant
                == .elevatedContrastLightBackground)
        #expect(try validator().errors(json: Array(table.json().serialized().utf8)) == [])
        #expect(try StyleTable(json: Array(table.json().serialized().utf8)) == table)
    }

    @Test(
        "documents that break the format are invalid",
        arguments: [
            (#"{"classes": {}, "paletteOverrides": {}}"#, "missing 'formatVersion'"),
            (#"{"formatVersion": 1, "classes": {}, "paletteOverrides": {}}"#, "/formatVersion: not the constant value"),
            (#"{"formatVersion": 2, "classes": {}, "paletteOverrides": {}, "extra": 1}"#, "unexpected key 'extra'"),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {}, "states": {}}}, "paletteOverrides": {}}"#,
                "unexpected key 'states'"
            ),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {"a": {"property": "a", "state": null, "value": {"type": "color", "hex": null}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}}, "paletteOverrides": {}}"#,
                "/classes/X/properties/a/value: matches 0"
            ),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {"a": {"property": "a", "state": null, "value": {"type": "integer", "value": 1.5}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}}, "paletteOverrides": {}}"#,
                "/classes/X/properties/a/value: matches 0"
            ),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {"a": {"property": "a", "state": null, "value": {"type": "number", "value": 1}, "origin": {"file": "t", "line": 1, "column": 1, "via": [2]}}}}}, "paletteOverrides": {}}"#,
                "/classes/X/properties/a/origin/via/0: expected string"
            ),
            (
                ##"{"formatVersion": 2, "classes": {}, "paletteOverrides": {"tintColor": {"style": "tintColor", "variant": "dark", "value": {"type": "color", "hex": "#000000FF"}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}"##,
                "/paletteOverrides/tintColor/variant: matches 0"
            ),
            (
                #"{"formatVersion": 2, "classes": {}, "paletteOverrides": {"tintColor": {"style": "tintColor", "variant": null, "value": {"type": "number", "value": 1}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}"#,
                "/paletteOverrides/tintColor/value: matches 0"
            ),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {"a": {"property": "a", "state": null, "value": {"type": "color", "name": "blue", "hex": null}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}}, "paletteOverrides": {}}"#,
                "/classes/X/properties/a/value: matches 0"
            ),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {"a": {"property": "a", "state": null, "value": {"type": "color", "paletteStyle": "tintColor", "scheme": "light"}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}}, "paletteOverrides": {}}"#,
                "/classes/X/properties/a/value: matches 0"
            ),
            (
                #"{"formatVersion": 2, "classes": {"X": {"properties": {"a": {"property": "a", "state": null, "value": {"type": "color", "paletteStyle": "tintColor", "scheme": "device", "variant": "darkBackground"}, "origin": {"file": "t", "line": 1, "column": 1, "via": []}}}}}, "paletteOverrides": {}}"#,
                "/classes/X/properties/a/value: matches 0"
            ),
        ])
    func invalid(document: String, expected: String) throws {
        let errors = try validator().errors(json: Array(document.utf8))
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
    }

    @Test(
        "the schema is closed and documented: every object schema forbids other keys, every definition has a description"
    )
    func strictAndDocumented() throws {
        let root = try JSONReader.parse([UInt8](try Data(contentsOf: Self.schemaURL)))
        var objectSchemas = 0
        func visit(_ node: JSONReader.Node, _ path: String) {
            switch node.value {
            case .object(let members):
                let keys = Set(members.map(\.key))
                if keys.contains("properties"), !path.hasSuffix("/properties") {
                    objectSchemas += 1
                    let closed =
                        members.first { $0.key == "additionalProperties" }.map {
                            if case .bool(false) = $0.node.value { true } else { false }
                        } ?? false
                    #expect(closed, "\(path) lists properties but does not forbid others")
                }
                if path.hasPrefix("/$defs/"), path.split(separator: "/").count == 2 {
                    #expect(keys.contains("description"), "\(path) has no description")
                }
                for member in members { visit(member.node, path + "/" + member.key) }
            case .array(let items):
                for (index, item) in items.enumerated() { visit(item, path + "/\(index)") }
            default:
                break
            }
        }
        visit(root, "")
        #expect(objectSchemas >= 10)
    }

    @Test("the validator refuses a keyword it does not implement")
    func unsupportedKeyword() throws {
        let validator = try SchemaValidator(schema: Array(#"{"type": "string", "pattern": "^#"}"#.utf8))
        #expect(try validator.errors(json: Array(#""x""#.utf8)) == [": unsupported schema keyword 'pattern'"])
    }
}
