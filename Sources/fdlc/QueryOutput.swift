import FioriTheme
import FioriThemeCompiler

/// Formats the answer of `fdlc query`: one text line per property, or JSON.
struct QueryOutput {
    let theme: Theme
    /// The palette variant colours are shown in.
    let variant: ColorVariant

    /// The property's name as written: its base name with its state, if any.
    static func name(of property: ResolvedProperty) -> String {
        PropertyKey.spelling(of: property.baseProperty, state: property.state)
    }

    /// `name = value  (origin)`, one line per property, sorted by name.
    func text(_ properties: [String: ResolvedProperty]) -> String {
        properties.keys.sorted().map { name in
            let property = properties[name]!
            return "\(name) = \(text(property.value))  (\(property.origin.description))\n"
        }.joined()
    }

    /// `{"classPath", "state", "variant", "properties"}`; each property as the compiled JSON
    /// writes it, plus `resolvedHex` for a colour.
    func json(_ properties: [String: ResolvedProperty], classPath: String, state: String?) -> JSONValue {
        .object([
            "classPath": .string(classPath),
            "state": state.map(JSONValue.string) ?? .null,
            "variant": .string(variant.rawValue),
            "properties": .object(
                properties.mapValues { property in
                    guard case .object(var members) = property.compiledJSON else { return property.compiledJSON }
                    if case .color(let color) = property.value {
                        members["resolvedHex"] = theme.color(color, variant: variant).map { .string($0.hex) } ?? .null
                    }
                    return .object(members)
                }),
        ])
    }

    /// A value as a theme would write it; a colour as `#RRGGBBAA` in ``variant``, with what
    /// it is in brackets when it is not a literal.
    private func text(_ value: StyleValue) -> String {
        switch value {
        case .color(let color): return text(color)
        case .fontTextStyle(let name), .textAlignment(let name), .fontName(let name), .image(let name),
            .keyword(let name):
            return name
        case .number(let number): return Self.number(number)
        case .integer(let integer): return String(integer)
        case .boolean(let boolean): return String(boolean)
        case .box(let top, let right, let bottom, let left):
            return [top, right, bottom, left].map(Self.number).joined(separator: " ")
        case .offset(let x, let y): return Self.number(x) + "," + Self.number(y)
        case .classList(let names): return names.joined(separator: ", ")
        }
    }

    private func text(_ color: ColorValue) -> String {
        let hex = theme.color(color, variant: variant)?.hex
        switch color {
        case .rgba(let rgba):
            return rgba.hex
        case .named(let name, _):
            return hex.map { "\($0) [\(name)]" } ?? "\(name) [system colour, follows the appearance]"
        case .swiftUI(let name, _):
            return hex.map { "\($0) [SwiftUI \(name)]" } ?? "\(name) [SwiftUI system colour, follows the appearance]"
        case .palette(let style, let scheme):
            let shown = scheme.variant(shownIn: variant)
            let source =
                theme.paletteOverride(for: style, variant: shown).map { "from \($0.origin.description)" }
                ?? "sdk palette"
            return "\(hex ?? "no colour") [\(style)_\(shown.rawValue), \(source)]"
        }
    }

    /// A number in the shortest form that reads back the same, as the compiled JSON writes it.
    private static func number(_ value: Double) -> String {
        JSONValue.double(value).serialized(pretty: false)
    }
}
