import FioriTheme
import FioriThemeSyntax

/// The `.nss` text of design-token values: what `fdlc tokens import` writes after the `:`.
enum TokenValueText {
    /// The text of a token's own value (not an alias), or why `.nss` cannot express it;
    /// translucent colours as functions when `colorFunctions`, otherwise as `#RRGGBBAA`.
    static func text(of token: TokenDocument.Token, colorFunctions: Bool) -> Result<String, TokenProblem> {
        let value = token.value
        switch token.type {
        case .color:
            switch DesignTokenColor.color(value) {
            case .failure(let problem): return .failure(problem)
            case .success(let color):
                if let kept = token.fdlc.flatMap({ TokenDocument.member("value", of: $0) }),
                    case .success(let name) = extensionText(kept), keptColor(kept) == color
                {
                    return .success(name)
                }
                return .success(text(color, colorFunctions: colorFunctions))
            }
        case .dimension:
            guard let number = TokenDocument.member("value", of: value), case .number(let amount) = number.value,
                let unitNode = TokenDocument.member("unit", of: value), case .string(let unit) = unitNode.value
            else {
                return .failure(
                    TokenProblem("a dimension is an object with a number 'value' and a 'unit'", value.offset))
            }
            guard unit == "px" else {
                return .failure(
                    TokenProblem(
                        "a dimension in '\(unit)' cannot be written in .nss, which takes points; use 'px'",
                        unitNode.offset))
            }
            return .success(text(amount))
        case .number, .fontWeight:
            guard case .number(let amount) = value.value else {
                let what =
                    token.type == .number
                    ? "a number token's value is a JSON number"
                    : "a font weight written as a name cannot be written in .nss; use a number from 1 to 1000"
                return .failure(TokenProblem(what, value.offset))
            }
            return .success(text(amount))
        case .fontFamily:
            switch value.value {
            case .string(let name): return .success(name)
            case .array(let names):
                guard case .string(let first)? = names.first?.value else { fallthrough }
                return .success(first)
            default:
                return .failure(TokenProblem("a font family is a name or a list of names", value.offset))
            }
        case let type?:
            return .failure(TokenProblem("a '\(type.rawValue)' token cannot be written as an .nss value", value.offset))
        case nil:
            return .failure(TokenProblem("the token has no type", value.offset))
        }
    }

    /// The text of a value fdlc kept in `$extensions` in the compiled JSON form
    /// (`{"type": "keyword", "value": "none"}`).
    static func extensionText(_ node: JSONReader.Node, colorFunctions: Bool = true) -> Result<String, TokenProblem> {
        let field = { (key: String) in TokenDocument.member(key, of: node) }
        let string = { (key: String) -> String? in
            if case .string(let text)? = field(key)?.value { return text }
            return nil
        }
        let number = { (key: String) -> Double? in
            if case .number(let value)? = field(key)?.value { return value }
            return nil
        }
        let unreadable = TokenProblem(
            "not a value fdlc wrote: expected {\"type\": …} as 'fdlc compile' writes values",
            node.offset)
        switch string("type") {
        case "color":
            if let style = string("paletteStyle") {
                if let variant = string("variant") { return .success(style + "_" + variant) }
                let scheme = string("scheme")
                return .success(scheme == nil || scheme == "device" ? style : style + "_" + scheme!)
            }
            if let name = string("name") { return .success(name) }
            guard let hex = string("hex"), let color = DesignTokenColor.hex(hex) else { return .failure(unreadable) }
            return .success(text(color, colorFunctions: colorFunctions))
        case "fontTextStyle", "textAlignment", "fontName", "image", "keyword":
            return string("value").map { .success($0) } ?? .failure(unreadable)
        case "number", "integer":
            return number("value").map { .success(text($0)) } ?? .failure(unreadable)
        case "boolean":
            guard case .bool(let flag)? = field("value")?.value else { return .failure(unreadable) }
            return .success(flag ? "true" : "false")
        case "box":
            let sides = ["top", "right", "bottom", "left"].compactMap(number)
            return sides.count == 4 ? .success(sides.map(text).joined(separator: " ")) : .failure(unreadable)
        case "offset":
            guard let x = number("x"), let y = number("y") else { return .failure(unreadable) }
            return .success(text(x) + "," + text(y))
        case "classList":
            guard case .array(let items)? = field("value")?.value else { return .failure(unreadable) }
            let names = items.compactMap { item -> String? in
                if case .string(let name) = item.value { return name }
                return nil
            }
            return names.count == items.count ? .success(names.joined(separator: ",")) : .failure(unreadable)
        default:
            return .failure(unreadable)
        }
    }

    /// `#RRGGBB` when opaque; otherwise `rgba(r, g, b, a)` for a target that reads colour
    /// functions (the NUI runtimes, which disagree on 8-digit hex), else `#RRGGBBAA`
    /// (FioriThemeManager, which reads alpha last and no functions).
    static func text(_ color: RGBAColor, colorFunctions: Bool = true) -> String {
        guard color.alpha != 255 else { return String(color.hex.prefix(7)) }
        guard colorFunctions else { return color.hex }
        let alpha = (Double(color.alpha) / 255 * 10_000).rounded() / 10_000
        return "rgba(\(color.red), \(color.green), \(color.blue), \(text(alpha)))"
    }

    /// `2`, `0.5`, `-1.25`: a number as `.nss` writes it.
    static func text(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// The fixed colour of a kept colour value, if it has one.
    private static func keptColor(_ node: JSONReader.Node) -> RGBAColor? {
        guard case .string(let hex)? = TokenDocument.member("hex", of: node)?.value else { return nil }
        return DesignTokenColor.hex(hex)
    }
}
