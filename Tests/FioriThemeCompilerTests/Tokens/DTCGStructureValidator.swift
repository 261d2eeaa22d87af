@testable import FioriTheme

/// Checks a document against the structure of the Design Tokens Format Module 2025.10 and its
/// Color module, independently of fdlc's importer: every token (an object with `$value`) has a
/// type of the format's, its own or inherited from a group, or an alias's; names have no `.`,
/// `{` or `}`; aliases name tokens and make no cycle; colour, dimension, number and font
/// family values have the form their type says. Returns one line per violation.
struct DTCGStructureValidator {
    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]
    static let colorSpaces: Set<String> = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3",
        "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    private var tokens: [String: (type: String?, value: JSONReader.Node)] = [:]
    private var violations: [String] = []

    /// The violations of the document `bytes`.
    static func violations(json bytes: [UInt8]) -> [String] {
        guard let root = try? JSONReader.parse(bytes) else { return ["not JSON"] }
        var validator = DTCGStructureValidator()
        validator.walk(root, path: [], inherited: nil)
        validator.checkValues()
        return validator.violations
    }

    private mutating func walk(_ node: JSONReader.Node, path: [String], inherited: String?) {
        guard case .object(let members) = node.value else {
            violations.append("\(path.joined(separator: ".")): a group member is not an object")
            return
        }
        var type = inherited
        if let own = members.first(where: { $0.key == "$type" }) {
            guard case .string(let name) = own.node.value, Self.types.contains(name) else {
                violations.append("\(path.joined(separator: ".")): '$type' is not a type of the format")
                return
            }
            type = name
        }
        if let value = members.first(where: { $0.key == "$value" }) {
            tokens[path.joined(separator: ".")] = (type, value.node)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            if member.key.contains(where: { "{}.".contains($0) }) { violations.append("'\(member.key)': invalid name") }
            walk(member.node, path: path + [member.key], inherited: type)
        }
    }

    private static func alias(_ node: JSONReader.Node) -> String? {
        guard case .string(let text) = node.value, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private mutating func checkValues() {
        for (name, token) in tokens.sorted(by: { $0.key < $1.key }) {
            var type = token.type
            var value = token.value
            var seen: Set<String> = [name]
            while let target = Self.alias(value) {
                guard let next = tokens[target] else {
                    violations.append("\(name): alias '{\(target)}' resolves to no token")
                    break
                }
                guard seen.insert(target).inserted else {
                    violations.append("\(name): alias cycle through '{\(target)}'")
                    break
                }
                if type == nil { type = next.type }
                if let nextType = next.type, nextType != type {
                    violations.append("\(name): alias of a '\(nextType)' token")
                }
                value = next.value
            }
            guard Self.alias(value) == nil else { continue }
            guard let type else {
                violations.append("\(name): no type")
                continue
            }
            if let problem = Self.problem(value, type: type) { violations.append("\(name): \(problem)") }
        }
    }

    private static func member(_ key: String, _ node: JSONReader.Node) -> JSONReader.Node.Value? {
        guard case .object(let members) = node.value else { return nil }
        return members.first(where: { $0.key == key })?.node.value
    }

    private static func problem(_ value: JSONReader.Node, type: String) -> String? {
        switch type {
        case "color":
            guard case .string(let space)? = member("colorSpace", value), colorSpaces.contains(space),
                case .array(let components)? = member("components", value), components.count == 3,
                components.allSatisfy({ if case .number = $0.value { true } else { false } })
            else {
                return "a colour is {colorSpace, components: [3 numbers]}"
            }
            if let alpha = member("alpha", value) {
                guard case .number(let amount) = alpha, (0...1).contains(amount) else { return "alpha is from 0 to 1" }
            }
            if let hex = member("hex", value) {
                guard case .string(let text) = hex, text.count == 7, text.hasPrefix("#") else {
                    return "hex is #rrggbb"
                }
            }
            return nil
        case "dimension":
            guard case .number? = member("value", value), case .string(let unit)? = member("unit", value),
                unit == "px" || unit == "rem"
            else { return "a dimension is {value: number, unit: px|rem}" }
            return nil
        case "number":
            if case .number = value.value { return nil }
            return "a number is a JSON number"
        case "fontFamily":
            if case .string = value.value { return nil }
            if case .array(let names) = value.value,
                names.allSatisfy({ if case .string = $0.value { true } else { false } })
            {
                return nil
            }
            return "a font family is a string or an array of strings"
        default:
            return nil
        }
    }
}
