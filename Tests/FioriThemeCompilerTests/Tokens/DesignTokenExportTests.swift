import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// `StyleTable.designTokens(documentName:)`: `fdlc compile --format tokens`.
@Suite("Design tokens: export")
struct DesignTokenExportTests {
    static var themes: [RepositoryTheme] { (try? RepositoryThemes.all()) ?? [] }

    static let everyValueType = """
        @brand: #0A6ED1;
        @soft: @brand;
        @tintColor: #0A6ED1;
        @tintColor_darkBackground: #4DB1FF;
        Button {
            background-color: systemBlue; background-color-highlighted: darkGray;
            background-color-selected: negative_darkBackground; font-color: tintColor;
            font-size: 0.5; padding: 1 2; shadow-offset: -1,0.5; font-name: Helvetica Neue;
            background-image: Assets/logo.png; exclude-views: UITableViewCell, UITextField;
            border-color: rgba(10, 110, 209, 0.5); font-color-disabled: @soft;
        }
        Label { text-line-clamp: 2; text-transform: uppercase; text-align: natural; text-alpha: 0.8; }
        @media (device:ipad) { Label { text-auto-fit: true; } }
        """

    static func export(_ source: String, target: Target = .fiori) throws -> [UInt8] {
        let table = try #require(Compiler(target: target).compile([SourceFile(path: "t.nss", text: source)]).table)
        return Array(table.designTokens(documentName: "t.tokens.json").serialized().utf8)
    }

    static func themeExport(_ theme: RepositoryTheme) throws -> [UInt8] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(theme.path), encoding: .utf8)
        let table = try #require(
            Compiler(target: theme.target).compile([SourceFile(path: theme.path, text: text)]).table)
        return Array(table.designTokens(documentName: "theme.tokens.json").serialized().utf8)
    }

    func validator() throws -> SchemaValidator {
        try SchemaValidator(
            schema: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Docs/tokens.schema.json"))))
    }

    @Test("every theme's export has the DTCG structure and is valid against Docs/tokens.schema.json", arguments: themes)
    func theme(theme: RepositoryTheme) throws {
        let bytes = try Self.themeExport(theme)
        #expect(DTCGStructureValidator.violations(json: bytes) == [])
        #expect(try validator().errors(json: bytes) == [])
    }

    @Test("an export with every value type has the DTCG structure and is valid against the schema")
    func everyValueType() throws {
        let bytes = try Self.export(Self.everyValueType)
        #expect(DTCGStructureValidator.violations(json: bytes) == [])
        #expect(try validator().errors(json: bytes) == [])
    }

    @Test("colours take the Color module's form, numbers of lengths are dimensions, variables are aliases")
    func forms() throws {
        let root = try JSONReader.parse(try Self.export(Self.everyValueType))
        func at(_ path: String) -> String? {
            var node = root
            for key in path.split(separator: "/") {
                guard case .object(let members) = node.value, let next = members.first(where: { $0.key == key }) else {
                    return nil
                }
                node = next.node
            }
            return String(decoding: JSONValue(node).serialized(pretty: false).utf8, as: UTF8.self)
        }
        #expect(
            at("classes/Button/border-color/$value")
                == ##"{"alpha":0.502,"colorSpace":"srgb","components":[0.0392,0.4314,0.8196],"hex":"#0a6ed1"}"##)
        #expect(
            at("classes/Button/font-size")
                == #"{"$description":"from t.nss:8:5","$type":"dimension","$value":{"unit":"px","value":0.5}}"#)
        #expect(at("classes/Label/text-alpha/$type") == #""number""#)
        #expect(at("classes/Label/text-line-clamp/$value") == "2")
        #expect(at("classes/Button/font-name/$type") == #""fontFamily""#)
        #expect(at("classes/Button/font-color-disabled/$value") == #""{variables.soft}""#)
        #expect(at("variables/soft/$value") == #""{variables.brand}""#)
        #expect(at("variables/brand/$value/hex") == ##""#0a6ed1""##)
        #expect(at("classes/Button/font-color-disabled/$description") == #""from t.nss:10:44 via @soft → @brand""#)
        #expect(at("classes/Button/background-color-highlighted/$extensions/com.sap.fdlc/value/name") == #""darkGray""#)
        #expect(
            at("classes/Label/$extensions/com.sap.fdlc/properties/text-transform/value")
                == #"{"type":"keyword","value":"uppercase"}"#)
        #expect(at("classes/Button/$extensions/com.sap.fdlc/properties/padding/value/type") == #""box""#)
        #expect(
            at("classes/Button/$extensions/com.sap.fdlc/properties/background-color/value/name") == #""systemBlue""#)
        #expect(at("$extensions/com.sap.fdlc/media/device:ipad/Label/text-auto-fit/value/value") == "true")
        #expect(at("palette/$type") == #""color""#)
        #expect(
            at("$extensions/com.sap.fdlc/resolver/modifiers/appearance/contexts/darkBackground")
                == #"[{"palette":{"tintColor":{"$type":"color","$value":"{palette.tintColor_darkBackground}"}}}]"#)
    }

    @Test("the export is deterministic")
    func deterministic() throws {
        #expect(try Self.export(Self.everyValueType) == (try Self.export(Self.everyValueType)))
    }

    @Test("the structural validator finds what breaks the format")
    func validatorFindsViolations() {
        func violations(_ json: String) -> [String] { DTCGStructureValidator.violations(json: Array(json.utf8)) }
        #expect(
            violations(##"{"a": {"$type": "colour", "$value": "#fff"}}"##) == ["a: '$type' is not a type of the format"]
        )
        #expect(violations(#"{"a": {"$value": 1}}"#) == ["a: no type"])
        #expect(violations(#"{"a": {"$type": "number", "$value": "{b}"}}"#) == ["a: alias '{b}' resolves to no token"])
        #expect(
            violations(##"{"g": {"$type": "color", "a": {"$value": "#fff"}}}"##)
                == ["g.a: a colour is {colorSpace, components: [3 numbers]}"])
        #expect(
            violations(#"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"#)
                == ["a: alias cycle through '{a}'", "b: alias cycle through '{b}'"])
    }

    @Test("the schema rejects a token without '$value' and an unknown top-level group")
    func schemaRejects() throws {
        var document = String(decoding: try Self.export(Self.everyValueType), as: UTF8.self)
        document = document.replacingOccurrences(
            of: #""$value": "{variables.soft}""#, with: #""value": "{variables.soft}""#)
        #expect(try !validator().errors(json: Array(document.utf8)).isEmpty)
        let extra =
            #"{"$description": "", "$extensions": {"com.sap.fdlc": {"formatVersion": 1}}, "palette": {"$type": "color"}, "classes": {}, "other": {}}"#
        #expect(try !validator().errors(json: Array(extra.utf8)).isEmpty)
    }
}

extension JSONValue {
    /// The value of a node read with positions, for comparing serialised text.
    init(_ node: JSONReader.Node) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            self = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, JSONValue($0.node)) }) { _, last in last })
        }
    }
}
