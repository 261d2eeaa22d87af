import FioriTheme

/// Colours in the form of the Design Tokens Color Module 2025.10: an object with
/// `colorSpace`, `components`, an optional `alpha` and an optional `hex` fallback.
enum DesignTokenColor {
    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}`, with
    /// `alpha` only when the colour is not opaque. Components are rounded to 4 decimals, which
    /// still reads back to the same 8-bit channel.
    static func json(_ color: RGBAColor) -> JSONValue {
        let (red, green, blue, alpha) = color.components
        var object: [String: JSONValue] = [
            "colorSpace": .string("srgb"),
            "components": .array([red, green, blue].map { .double(rounded($0)) }),
            "hex": .string("#" + color.hex.dropFirst().prefix(6).lowercased()),
        ]
        if color.alpha != 255 { object["alpha"] = .double(rounded(alpha)) }
        return .object(object)
    }

    /// The colour a DTCG colour value gives, or why it gives none fdlc can write: an sRGB
    /// value is read from its components; another colour space from its `hex` fallback.
    static func color(_ node: JSONReader.Node) -> Result<RGBAColor, TokenProblem> {
        if case .string(let text) = node.value {
            guard let color = hex(text) else {
                let message =
                    "'\(text)' is not a colour: a colour is an object with 'colorSpace' and 'components', or a hex string"
                return .failure(TokenProblem(message, node.offset))
            }
            return .success(color)
        }
        guard case .object(let members) = node.value else {
            return .failure(TokenProblem("a colour value is an object with 'colorSpace' and 'components'", node.offset))
        }
        let field = { (key: String) in members.last(where: { $0.key == key })?.node }
        var alpha: Double = 1
        if let alphaNode = field("alpha") {
            guard case .number(let value) = alphaNode.value, (0...1).contains(value) else {
                return .failure(TokenProblem("'alpha' is a number from 0 to 1", alphaNode.offset))
            }
            alpha = value
        }
        guard let spaceNode = field("colorSpace"), case .string(let space) = spaceNode.value else {
            return .failure(TokenProblem("a colour value needs 'colorSpace'", node.offset))
        }
        if space == "srgb", let componentsNode = field("components"), case .array(let items) = componentsNode.value {
            var channels: [UInt8] = []
            for item in items {
                guard case .number(let value) = item.value, (0...1).contains(value) else {
                    return .failure(TokenProblem("an srgb component is a number from 0 to 1", item.offset))
                }
                channels.append(channel(value))
            }
            guard channels.count == 3 else {
                return .failure(TokenProblem("an srgb colour has 3 components", componentsNode.offset))
            }
            return .success(RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channel(alpha)))
        }
        guard let hexNode = field("hex"), case .string(let text) = hexNode.value, let color = hex(text) else {
            return .failure(
                TokenProblem(
                    "colour space '\(space)' has no sRGB form here, and no 'hex' fallback to use instead",
                    spaceNode.offset))
        }
        return .success(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: channel(alpha)))
    }

    /// `#rrggbb`, or `#rrggbbaa` with alpha last (as compiled JSON and older token files write it).
    static func hex(_ text: String) -> RGBAColor? {
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        return RGBAColor(
            red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF),
            alpha: UInt8(rgba & 0xFF))
    }

    private static func channel(_ fraction: Double) -> UInt8 {
        UInt8((fraction * 255).rounded())
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }
}
