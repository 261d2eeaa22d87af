import Foundation

@testable import FioriTheme
@testable import FioriThemeCompiler

/// A small JSON Schema validator for `Docs/style-table.schema.json`: only the keywords that
/// schema uses (`type`, `properties`, `required`, `additionalProperties`, `items`, `enum`,
/// `const`, `$ref` to `#/…`, `$defs`, `oneOf`, and the annotations `$schema`, `title`,
/// `description`), with draft 2020-12 semantics. Any other keyword is reported as an error
/// rather than ignored, so the schema cannot grow a rule this validator silently skips.
struct SchemaValidator {
    typealias Node = JSONReader.Node

    /// Keywords that only describe and never constrain.
    private static let annotations: Set<String> = ["$schema", "title", "description", "$defs"]
    /// Keywords that constrain, all of which ``check(_:against:at:)`` implements.
    private static let assertions: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "$ref", "oneOf",
    ]

    /// The whole schema document, for `$ref`.
    let root: Node

    /// Parses the schema document.
    init(schema bytes: [UInt8]) throws {
        root = try JSONReader.parse(bytes)
    }

    /// Every way `instance` breaks the schema, each as `/json/pointer: what`; empty when valid.
    func errors(_ instance: Node) -> [String] {
        check(instance, against: root, at: "")
    }

    /// Parses `bytes` and validates them.
    func errors(json bytes: [UInt8]) throws -> [String] {
        errors(try JSONReader.parse(bytes))
    }

    private func check(_ instance: Node, against schema: Node, at path: String) -> [String] {
        switch schema.value {
        case .bool(true): return []
        case .bool(false): return ["\(path): not allowed here"]
        case .object(let members):
            var errors: [String] = []
            let keywords = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.node) })
            for keyword in keywords.keys.sorted() where !Self.annotations.contains(keyword) {
                guard Self.assertions.contains(keyword) else {
                    errors.append("\(path): unsupported schema keyword '\(keyword)'")
                    continue
                }
                errors += check(instance, keyword: keyword, value: keywords[keyword]!, in: keywords, at: path)
            }
            return errors
        default:
            return ["\(path): a schema must be an object or a boolean"]
        }
    }

    private func check(_ instance: Node, keyword: String, value: Node, in schema: [String: Node], at path: String)
        -> [String]
    {
        switch keyword {
        case "type":
            let types: [String]
            switch value.value {
            case .string(let type): types = [type]
            case .array(let items):
                types = items.compactMap { if case .string(let type) = $0.value { type } else { nil } }
            default: return ["\(path): 'type' must be a string or an array"]
            }
            return types.contains(where: { Self.has(instance, type: $0) })
                ? [] : ["\(path): expected \(types.joined(separator: " or "))"]
        case "const":
            return Self.equal(instance, value) ? [] : ["\(path): not the constant value"]
        case "enum":
            guard case .array(let choices) = value.value else { return ["\(path): 'enum' must be an array"] }
            return choices.contains { Self.equal(instance, $0) } ? [] : ["\(path): not one of the enumerated values"]
        case "$ref":
            guard case .string(let reference) = value.value, let target = resolve(reference) else {
                return ["\(path): unresolvable $ref"]
            }
            return check(instance, against: target, at: path)
        case "oneOf":
            guard case .array(let options) = value.value else { return ["\(path): 'oneOf' must be an array"] }
            let matches = options.filter { check(instance, against: $0, at: path).isEmpty }.count
            return matches == 1 ? [] : ["\(path): matches \(matches) of the 'oneOf' schemas, not exactly one"]
        case "items":
            guard case .array(let items) = instance.value else { return [] }
            return items.enumerated().flatMap { check($1, against: value, at: "\(path)/\($0)") }
        case "required":
            guard case .object(let members) = instance.value, case .array(let names) = value.value else { return [] }
            let present = Set(members.map(\.key))
            return names.compactMap { name in
                guard case .string(let key) = name.value, !present.contains(key) else { return nil }
                return "\(path): missing '\(key)'"
            }
        case "properties":
            guard case .object(let members) = instance.value, case .object(let schemas) = value.value else { return [] }
            return members.flatMap { member in
                schemas.first { $0.key == member.key }.map {
                    check(member.node, against: $0.node, at: "\(path)/\(member.key)")
                } ?? []
            }
        case "additionalProperties":
            guard case .object(let members) = instance.value else { return [] }
            var declared: Set<String> = []
            if case .object(let schemas)? = schema["properties"]?.value { declared = Set(schemas.map(\.key)) }
            return members.filter { !declared.contains($0.key) }.flatMap { member in
                check(member.node, against: value, at: "\(path)/\(member.key)")
                    .map { $0.hasSuffix(": not allowed here") ? "\(path): unexpected key '\(member.key)'" : $0 }
            }
        default:
            return ["\(path): unsupported schema keyword '\(keyword)'"]
        }
    }

    /// The schema a `#/…` JSON pointer names, within this document.
    private func resolve(_ reference: String) -> Node? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard case .object(let members) = node.value, let next = members.first(where: { $0.key == key }) else {
                return nil
            }
            node = next.node
        }
        return node
    }

    /// JSON Schema's type test: `integer` is any number without a fraction.
    private static func has(_ instance: Node, type: String) -> Bool {
        switch (type, instance.value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
            ("array", .array), ("object", .object):
            true
        case ("integer", .number(let number)): number == number.rounded(.towardZero)
        default: false
        }
    }

    /// Structural equality, ignoring positions and the order of object members.
    private static func equal(_ left: Node, _ right: Node) -> Bool {
        switch (left.value, right.value) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && a.allSatisfy { member in b.contains { $0.key == member.key && equal($0.node, member.node) } }
        default: return false
        }
    }
}
