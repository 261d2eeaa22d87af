import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeLint

/// `Docs/fdlc-config.schema.json` describes what `ConfigurationFile` reads: every rule by id and
/// by name, syntax rules only at `error`, and the same keys.
@Suite("Configuration schema")
struct ConfigurationSchemaTests {
    static let schemaURL = repositoryRoot.appendingPathComponent("Docs/fdlc-config.schema.json")

    private func validator() throws -> SchemaValidator {
        try SchemaValidator(schema: [UInt8](try Data(contentsOf: Self.schemaURL)))
    }

    private func errors(_ text: String) throws -> [String] {
        try validator().errors(try JSONReader.parse(Array(text.utf8), syntax: .commentsAndTrailingCommas))
    }

    @Test("the schema lists every rule by id and by name; syntax errors can only be 'error'")
    func everyRule() throws {
        let root = try JSONReader.parse([UInt8](try Data(contentsOf: Self.schemaURL)))
        guard case .object(let top) = root.value,
            case .object(let properties)? = top.first(where: { $0.key == "properties" })?.node.value,
            case .object(let rules)? = properties.first(where: { $0.key == "rules" })?.node.value,
            case .object(let ruleProperties)? = rules.first(where: { $0.key == "properties" })?.node.value
        else {
            Issue.record("no properties.rules.properties in the schema")
            return
        }
        #expect(properties.map(\.key).sorted() == ConfigurationFile.keys.sorted(), "the schema's keys are the reader's")
        var expected: [String: String] = [:]
        for rule in DiagnosticDescription.all {
            let reference = rule.isSyntaxError ? "#/$defs/syntaxSeverity" : "#/$defs/severity"
            let description = "\(rule.id) \(rule.name): \(rule.summary) (\(rule.defaultSeverity.rawValue) by default)"
            expected[rule.id] = reference + " " + description
            expected[rule.name] = reference + " " + description
        }
        var actual: [String: String] = [:]
        for entry in ruleProperties {
            guard case .object(let fields) = entry.node.value,
                case .string(let reference)? = fields.first(where: { $0.key == "$ref" })?.node.value,
                case .string(let description)? = fields.first(where: { $0.key == "description" })?.node.value
            else { continue }
            actual[entry.key] = reference + " " + description
        }
        #expect(actual == expected, "run Scripts/generate-config-schema after adding or changing a rule")
    }

    static let valid = [
        "{}",
        """
        // comments and trailing commas, as fdlc reads them
        {
          "$schema": "../Docs/fdlc-config.schema.json",
          "extends": "../base.fdlc.json",
          "target": "fiori",
          "rules": { "FDL401": "error", "indirect-alias": "off", "FDL110": "error", },
          "catalogs": ["catalog/components.json"],
          "ignore": ["vendor", "Themes/generated/*.nss", "**/*.draft.nss"],
          "format": { "indentWidth": 2, "spaceAfterColon": true },
        }
        """,
    ]

    @Test("configurations fdlc reads are valid", arguments: valid)
    func validConfigurations(_ text: String) throws {
        #expect(try errors(text) == [])
        _ = try ConfigurationFile(json: Array(text.utf8), path: "x.json")
    }

    static let invalid = [
        "{ \"ruels\": {} }",
        "{ \"target\": \"android\" }",
        "{ \"rules\": { \"FDL999\": \"off\" } }",
        "{ \"rules\": { \"FDL401\": \"loud\" } }",
        "{ \"rules\": { \"FDL110\": \"warning\" } }",
        "{ \"rules\": { \"expected-semicolon\": \"off\" } }",
        "{ \"ignore\": \"vendor\" }",
        "{ \"catalogs\": [1] }",
        "{ \"extends\": [\"a.json\"] }",
        "{ \"format\": { \"indentWidth\": 0 } }",
        "{ \"format\": { \"indent\": 2 } }",
    ]

    @Test("configurations fdlc rejects are invalid", arguments: invalid)
    func invalidConfigurations(_ text: String) throws {
        #expect(try !errors(text).isEmpty)
        #expect(throws: ConfigurationError.self) { try ConfigurationFile(json: Array(text.utf8), path: "x.json") }
    }
}
