import FioriTheme

extension DiffValue {
    /// `property`'s value as it shows in `variant`, with the theme's palette overrides `colors`.
    init(_ property: ResolvedProperty, in variant: ColorVariant, colors: PaletteResolver) {
        var hex: String?
        if case .color(let color) = property.value { hex = colors.color(color, variant: variant)?.hex }
        self.init(text: property.value.diffText, hex: hex, origin: property.origin)
    }

    /// A palette override's colour, in the variant it overrides.
    init(_ override: PaletteOverride, colors: PaletteResolver) {
        let hex = override.color.flatMap { colors.color($0, variant: override.variant ?? .lightBackground)?.hex }
        self.init(
            text: override.color.map { StyleValue.color($0).diffText } ?? "(unreadable)", hex: hex,
            origin: override.origin)
    }

    /// Whether the two show alike: the same colour where both have a fixed one, else the
    /// same text. Where each is written does not count.
    func showsLike(_ other: DiffValue) -> Bool {
        if let hex, let otherHex = other.hex { return hex == otherHex }
        return text == other.text && hex == other.hex
    }

    /// The colour as shown, or the text when it has no fixed colour: what a report prints.
    public var shown: String { hex ?? text }
}

extension StyleValue {
    /// The value as a theme would write it; a colour literal as `#RRGGBBAA`.
    var diffText: String {
        switch self {
        case .color(let color):
            switch color {
            case .rgba(let rgba): return rgba.hex
            case .named(let name, _): return name
            case .swiftUI(let name, _): return "Color." + name
            case .palette(let style, .variant(let variant)): return style + variant.suffix
            case .palette(let style, let scheme):
                return scheme == .device ? style : style + "_" + (scheme.backgroundSchemeName ?? "")
            }
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

    /// A number in the shortest form that reads back the same, as the compiled JSON writes it.
    private static func number(_ value: Double) -> String {
        JSONValue.double(value).serialized(pretty: false)
    }
}
