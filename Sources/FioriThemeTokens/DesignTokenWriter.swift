import FioriTheme
import FioriThemeOutput

/// Turns resolved values into design tokens, collecting the variables they came through.
struct DesignTokenWriter {
    /// Variable name (without `@`) → its token.
    private(set) var variables: [String: JSONValue] = [:]

    /// A class path's group: a token per property with a DTCG type, the rest in `$extensions`.
    /// Properties are visited in name order, so which variable a conflicting value keeps is stable.
    mutating func group(_ properties: [String: ResolvedProperty]) -> JSONValue {
        var members: [String: JSONValue] = [:]
        var others: [String: JSONValue] = [:]
        for (name, property) in properties.sorted(by: { $0.key < $1.key }) {
            if let token = token(for: property.value, property: property.baseProperty, origin: property.origin) {
                members[name] = token
            } else {
                others[name] = .object(["value": property.value.json, "origin": .string(property.origin.description)])
            }
        }
        if !others.isEmpty {
            members["$extensions"] = .object([DesignTokenType.extensionKey: .object(["properties": .object(others)])])
        }
        return .object(members)
    }

    /// The token for `value` of `property`, an alias of its outermost variable when it came
    /// through variables and they agree; nil when the value has no DTCG type.
    mutating func token(for value: StyleValue, property: String, origin: Provenance) -> JSONValue? {
        guard let (type, literal, extra) = Self.dtcg(value, property: property) else { return nil }
        var token: [String: JSONValue] = [
            "$type": .string(type.rawValue),
            "$value": literal,
            "$description": .string("from " + origin.description),
        ]
        if let extra { token["$extensions"] = .object([DesignTokenType.extensionKey: extra]) }
        let names = origin.via.map { String($0.dropFirst()) }
        guard let first = names.first else { return .object(token) }
        var chain: [(String, JSONValue)] = []
        for (index, name) in names.enumerated() {
            var variable = token
            variable["$description"] = nil
            if index + 1 < names.count {
                variable = ["$type": token["$type"]!, "$value": Self.alias(names[index + 1])]
            }
            chain.append((name, .object(variable)))
        }
        guard chain.allSatisfy({ variables[$0.0] == nil || variables[$0.0] == $0.1 }) else { return .object(token) }
        for (name, variable) in chain { variables[name] = variable }
        token["$value"] = Self.alias(first)
        token["$extensions"] = nil
        return .object(token)
    }

    /// `{variables.name}`.
    static func alias(_ variable: String) -> JSONValue {
        .string("{variables.\(variable)}")
    }

    /// The DTCG type and value of `value`, and what fdlc keeps beside it in `$extensions`;
    /// nil when the value has no DTCG type.
    static func dtcg(_ value: StyleValue, property: String) -> (DesignTokenType, JSONValue, JSONValue?)? {
        switch value {
        case .color(.rgba(let color)):
            return (.color, DesignTokenColor.json(color), nil)
        case .color(.named(_, let color?)), .color(.swiftUI(_, let color?)):
            return (.color, DesignTokenColor.json(color), .object(["value": value.json]))
        case .number(let number) where isDimension(property):
            return (.dimension, .object(["value": .double(number), "unit": .string("px")]), nil)
        case .number(let number):
            return (.number, .double(number), nil)
        case .integer(let number):
            return (.number, .int(number), nil)
        case .fontName(let name):
            return (.fontFamily, .string(name), nil)
        default:
            return nil
        }
    }

    /// Whether a number of `property` is a length in points (a DTCG `dimension`, in `px`).
    private static func isDimension(_ property: String) -> Bool {
        ["size", "width", "height", "radius", "spacing", "margin", "padding", "inset"].contains {
            property.contains($0)
        }
    }
}
