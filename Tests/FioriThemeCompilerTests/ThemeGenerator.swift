@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeSemantics

/// Generates random valid themes for the default target: definitions with alias chains
/// (forward references included), palette overrides, and rule sets over real catalog class
/// paths, each property with a value of its type (literal or through a variable), some
/// inside `@media`, with comments between. Every choice comes from a ``SeededRandom``, so a
/// seed always gives the same text.
///
/// What it writes is meant to compile with no diagnostic at all; ``mutate(_:random:)``
/// breaks a theme on purpose.
struct ThemeGenerator {
    private var random: SeededRandom
    private var lines: [String] = []
    /// Defined variables by value type, each usable wherever a literal of that type is.
    private var variables: [ValueType: [String]] = [:]
    private var nextName = 0

    private static let catalog = Catalog.builtIn
    /// Class paths in a fixed order, so a seed picks the same class everywhere.
    private static let classPaths = catalog.classes.keys.sorted()
    private static let allProperties = catalog.properties.keys.sorted()
    /// Current palette styles a theme may override, and the variants it may override them in.
    private static let paletteStyles = [
        "tintColor", "primaryLabel", "negativeLabel", "primaryBackground", "secondaryFill",
    ]
    private static let paletteVariants = ["", "_darkBackground", "_elevatedLightBackground"]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// One theme of the seed's shape.
    static func theme(seed: UInt64) -> String {
        var generator = ThemeGenerator(seed: seed)
        return generator.generate()
    }

    private mutating func generate() -> String {
        defineVariables()
        overridePalette()
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            if random.chance(15) {
                lines.append("@media (device:\(random.pick(["ipad", "iphone"]))) {")
                styleBlock(indent: "    ")
                lines.append("}")
            } else {
                styleBlock(indent: "")
            }
            if random.chance(20) { lines.append("/* \(random.pick(["brand", "note", "é ✓ 中"])) */") }
        }
        let lineBreak = random.pick(["\n", "\r\n"])
        return lines.joined(separator: lineBreak) + lineBreak
    }

    // MARK: - Definitions

    /// Literal definitions of several types, then alias chains over them, written in a
    /// shuffled order so that some uses come before their definitions.
    private mutating func defineVariables() {
        var definitions: [String] = []
        for type in [ValueType.color, .number, .fontTextStyle, .box] {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let name = freshName()
                definitions.append("@\(name): \(literal(type));")
                variables[type, default: []].append(name)
            }
        }
        for type in variables.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                // An alias of an alias: the chain grows by one each time.
                let target = random.pick(variables[type]!)
                let name = freshName()
                definitions.append("@\(name): @\(target);")
                variables[type]!.append(name)
            }
        }
        definitions.shuffle(using: &random)
        lines += definitions
    }

    private mutating func overridePalette() {
        var used: Set<String> = []
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let name = random.pick(Self.paletteStyles) + random.pick(Self.paletteVariants)
            guard used.insert(name).inserted else { continue }
            lines.append("@\(name): \(colorLiteral());")
        }
    }

    /// `genVar7`-style names: far from every palette name, so no did-you-mean warning.
    private mutating func freshName() -> String {
        nextName += 1
        return "genVar\(nextName)"
    }

    // MARK: - Rule sets

    private mutating func styleBlock(indent: String) {
        let path = random.pick(Self.classPaths)
        let spec = Self.catalog.classes[path]!
        let supported = spec.openProperties ? Self.allProperties : spec.properties.sorted()
        guard !supported.isEmpty else { return }
        // A numbered part (`…_textItem_row#`) is written with an index.
        lines.append("\(indent)\(String(path.map { $0 == "#" ? "3" : $0 })) {")
        var written: Set<String> = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let property = Self.catalog.properties[random.pick(supported)]!
            let (name, type) = spelling(of: property)
            guard written.insert(name).inserted else { continue }
            lines.append("\(indent)    \(name): \(value(type));")
        }
        lines.append("\(indent)}")
    }

    /// The property in a random state of its family, or its `-insets` box.
    private mutating func spelling(of property: PropertySpec) -> (String, ValueType) {
        let state: String? =
            random.chance(40) && !property.states.states.isEmpty ? random.pick(property.states.states) : nil
        if property.insets, random.chance(20) {
            return (PropertyKey.spelling(of: property.name + "-insets", state: state), .box)
        }
        return (PropertyKey.spelling(of: property.name, state: state), property.type)
    }

    // MARK: - Values

    /// A value of `type`: a defined variable of that type when there is one (half the time),
    /// else a literal.
    private mutating func value(_ type: ValueType) -> String {
        if let names = variables[type], random.chance(50) { return "@" + random.pick(names) }
        return literal(type)
    }

    private mutating func literal(_ type: ValueType) -> String {
        switch type {
        case .color: return colorLiteral()
        case .fontTextStyle: return random.pick(ValueParser.fontTextStyles)
        case .textAlignment: return random.pick(["left", "center", "right"])
        case .number: return random.pick(["0", "1", "14", "0.5", "17.25", "-3"])
        case .integer: return String(Int.random(in: 0...12, using: &random))
        case .boolean: return random.pick(["true", "false"])
        case .box:
            return (0..<Int.random(in: 1...4, using: &random)).map { _ in String(Int.random(in: 0...20, using: &random))
            }.joined(separator: " ")
        case .offset: return "\(Int.random(in: -5...5, using: &random)),\(Int.random(in: -5...5, using: &random))"
        case .fontName: return random.pick(["Helvetica", "Helvetica Neue", "system", "boldSystem"])
        case .image: return random.pick(["logo", "Assets/logo.png", "icons/star"])
        case .classList: return random.pick(["UILabel", "UIButton, UILabel"])
        case .borderStyle, .separatorStyle, .verticalAlign, .horizontalAlign, .keyboardAppearance, .textTransform:
            return random.pick(ValueParser.keywords[type]!)
        }
    }

    private mutating func colorLiteral() -> String {
        let (r, g, b) = (
            Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random),
            Int.random(in: 0...255, using: &random)
        )
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return "rgb(\(r), \(g), \(b))"
        case 1: return "rgba(\(r), \(g), \(b), 0.\(Int.random(in: 0...9, using: &random)))"
        case 2: return random.pick(["red", "darkGray", "clear", "@tintColor", "@primaryLabel_darkBackground"])
        default: return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
        }
    }

    // MARK: - Mutation

    /// `text` broken in one of a few ways a hand edit breaks a theme: a byte deleted, a byte
    /// or token inserted, a line duplicated or dropped, two lines swapped.
    static func mutate(_ text: String, random: inout SeededRandom) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return Array("@".utf8) }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(random.pick([0x7B, 0x7D, 0x3A, 0x3B, 0x40, 0x00, 0xFF, 0x22]), at: at)
        case 2:
            bytes.insert(
                contentsOf: Array(random.pick(["@genVar1", "@media", "/*", "tint-colr", " { ", "#GG"]).utf8), at: at)
        default:
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = Int.random(in: 0..<lines.count, using: &random)
            if random.chance(50) {
                lines.insert(lines[line], at: line)
            } else {
                lines.swapAt(line, Int.random(in: 0..<lines.count, using: &random))
            }
            if random.chance(30) { lines.remove(at: Int.random(in: 0..<lines.count, using: &random)) }
            bytes = Array(lines.joined(separator: "\n").utf8)
        }
        return bytes
    }
}
