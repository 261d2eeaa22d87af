extension StyleTableDecoder {
    /// The value types of the compiled JSON whose payload is one string `value`.
    private static let stringTypes = ["fontTextStyle", "textAlignment", "fontName", "image", "keyword"]

    /// Every value type, for messages.
    private static let allTypes =
        ["color"] + stringTypes + ["number", "integer", "boolean", "box", "offset", "classList"]

    /// A `{"type": …, …}` value object.
    func value(_ node: Node, what: @autoclosure @escaping () -> String) throws(JSONError) -> StyleValue {
        guard case .object(let members) = node.value else {
            throw JSONError(message: "expected an object for \(what())", offset: node.offset)
        }
        guard let typeNode = members.first(where: { $0.key == "type" })?.node else {
            throw JSONError(message: "missing 'type' in \(what())", offset: node.offset)
        }
        guard case .string(let type) = typeNode.value else {
            throw JSONError(message: "expected a string for 'type' of \(what())", offset: typeNode.offset)
        }
        func fields(_ keys: String...) throws(JSONError) -> JSONObjectFields {
            try JSONObjectFields(node, what: "\(what()) (type '\(type)')", required: ["type"] + keys, in: bytes)
        }
        switch type {
        case "color":
            return .color(try color(node, members: members, what: what))
        case "fontTextStyle": return .fontTextStyle(try fields("value").string("value"))
        case "textAlignment": return .textAlignment(try fields("value").string("value"))
        case "fontName": return .fontName(try fields("value").string("value"))
        case "image": return .image(try fields("value").string("value"))
        case "keyword": return .keyword(try fields("value").string("value"))
        case "number": return .number(try fields("value").number("value"))
        case "integer": return .integer(try fields("value").integer("value"))
        case "boolean": return .boolean(try fields("value").bool("value"))
        case "box":
            let box = try fields("top", "right", "bottom", "left")
            return .box(
                top: try box.number("top"), right: try box.number("right"),
                bottom: try box.number("bottom"), left: try box.number("left"))
        case "offset":
            let offset = try fields("x", "y")
            return .offset(x: try offset.number("x"), y: try offset.number("y"))
        case "classList":
            let list = try fields("value")
            var names: [String] = []
            for item in try list.items("value") {
                guard case .string(let name) = item.value else {
                    throw JSONError(
                        message: "expected a string for an entry of 'value' of \(list.what)",
                        offset: item.offset)
                }
                names.append(name)
            }
            return .classList(names)
        default:
            let expected = Self.allTypes.joined(separator: ", ")
            throw JSONError(
                message: "unknown value type '\(type)' in \(what()); expected one of \(expected)",
                offset: typeNode.offset)
        }
    }

    /// A colour value; which of the forms it is follows from its keys: `paletteStyle` for a
    /// palette reference (with either `scheme` or a fixed `variant`), `name` for a UIKit or
    /// SwiftUI colour name (`toolkit` says which), otherwise a literal.
    private func color(_ node: Node, members: [JSONReader.Member], what: @escaping () -> String) throws(JSONError)
        -> ColorValue
    {
        func has(_ key: String) -> Bool { members.contains { $0.key == key } }
        if has("paletteStyle") {
            let form = has("variant") ? "variant" : "scheme"
            let fields = try JSONObjectFields(
                node, what: "\(what()) (a palette colour)",
                required: ["type", "paletteStyle", form], in: bytes)
            let style = try fields.string("paletteStyle")
            if form == "variant" {
                let name = try fields.string("variant")
                guard let variant = ColorVariant(rawValue: name) else { throw unknownVariant(name, "variant", fields) }
                return .palette(style: style, scheme: .variant(variant))
            }
            let name = try fields.string("scheme")
            guard let scheme = PaletteScheme.backgroundSchemes[name] else {
                let expected = PaletteScheme.backgroundSchemes.keys.sorted().joined(separator: ", ")
                throw JSONError(
                    message: "unknown scheme '\(name)' for 'scheme' of \(fields.what); expected one of \(expected)",
                    offset: fields.node("scheme").offset)
            }
            return .palette(style: style, scheme: scheme)
        }
        if has("name") {
            let fields = try JSONObjectFields(
                node, what: "\(what()) (a named colour)", required: ["type", "name", "hex", "toolkit"],
                in: bytes)
            let name = try fields.string("name")
            let hex = try fields.optionalString("hex").map { (hex) throws(JSONError) in try rgba(hex, fields) }
            switch try fields.string("toolkit") {
            case "uikit": return .named(name, hex)
            case "swiftui": return .swiftUI(name, hex)
            case let toolkit:
                throw JSONError(
                    message: "unknown toolkit '\(toolkit)' for 'toolkit' of \(fields.what); expected swiftui, uikit",
                    offset: fields.node("toolkit").offset)
            }
        }
        let fields = try JSONObjectFields(
            node, what: "\(what()) (a literal colour)", required: ["type", "hex"], in: bytes)
        return .rgba(try rgba(try fields.string("hex"), fields))
    }

    /// `#RRGGBBAA`, the only form the compiled JSON writes.
    private func rgba(_ hex: String, _ fields: JSONObjectFields) throws(JSONError) -> RGBAColor {
        let digits = hex.utf8.dropFirst()
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 8,
            digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) }
            ),
            let packed = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
            throw JSONError(
                message: "expected '#RRGGBBAA' for 'hex' of \(fields.what), not '\(hex)'",
                offset: fields.node("hex").offset)
        }
        return RGBAColor(rgba: packed)
    }
}
