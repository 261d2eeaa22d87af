@_spi(Benchmarks) import FioriThemeCompiler

/// Writes synthetic themes shaped like real ones, in four dialects that do the same work:
/// `.nss` (`@var`), Less (`@var`), SCSS (`$var`) and plain CSS with custom properties
/// (`--var` in `:root`, used as `var(--var)`).
///
/// Shape: a header comment; hundreds of global definitions (colours, numbers, text styles)
/// of which about a third are aliases of earlier ones, forming chains; palette overrides;
/// then rule sets over the class paths of fdlc's built-in catalog (read through
/// `Benchmarking.catalogClasses`), each setting 2 to 5 of the properties its class supports, with values of the property's type (a third
/// through variables), state forms (`font-color-highlighted`), selector lists of classes
/// that share a property list, section comments, and an `@media` block every ~250 rules.
/// The same seed gives the same bytes.
struct ThemeGenerator {
    enum Dialect: String, CaseIterable {
        case nss, less, scss, css
        var fileExtension: String { rawValue }
    }

    /// The approximate size of the `.nss` output, in bytes.
    var targetBytes: Int
    var seed: UInt64 = 42

    /// What a generated theme is made of, counted.
    struct Stats { var definitions = 0, aliases = 0, rules = 0, declarations = 0, mediaBlocks = 0, selectors = 0 }

    /// The theme in every dialect, and its counts.
    func generate() -> (texts: [Dialect: String], stats: Stats) {
        var rng = SplitMix(seed: seed)
        var out = Writer()
        var stats = Stats()
        out.comment("generated benchmark theme: \(targetBytes) bytes requested, seed \(seed)")

        // Global definitions: about one per 100 rules (a rule is ~125 bytes), at least 120.
        let estimatedRules = max(1, targetBytes / 125)
        let definitionCount = max(120, estimatedRules / 100)
        var variables: [String: [String]] = [:]
        out.openDefinitions()
        for index in 0..<definitionCount {
            let kind = index % 10 < 7 ? "color" : (index % 10 < 9 ? "number" : "fontTextStyle")
            let name = "\(Generator.variablePrefix(kind))\(index)"
            let pool = variables[kind] ?? []
            if pool.count > 4, rng.chance(35) {
                // An alias of a recent variable of the same kind, so chains of several steps form.
                let target = pool[pool.count - 1 - rng.next(min(pool.count, 6))]
                out.definition(name, .variable(target))
                stats.aliases += 1
            } else {
                out.definition(name, .literal(Generator.literal(kind, &rng)))
            }
            variables[kind, default: []].append(name)
            stats.definitions += 1
        }
        // Palette overrides, which the theme also uses as ordinary colours.
        for (name, hex) in [("tintColor", "0A6ED1"), ("tintColor_darkBackground", "91C8F6"), ("primaryLabel", "32363A"),
                            ("negativeLabel", "BB0000"), ("positiveLabel_darkBackground", "5DC122")] {
            out.definition(name, .literal("#" + hex))
            variables["color", default: []].append(name)
            stats.definitions += 1
        }
        out.closeDefinitions()

        var ruleIndex = 0
        while out.nssBytes < targetBytes {
            if ruleIndex % 10 == 0 {
                out.comment("section \(ruleIndex / 10): \(ClassCatalog.groups[rng.next(ClassCatalog.groups.count)].title)")
            }
            if ruleIndex % 250 == 249 {
                let query = ClassCatalog.mediaQueries[rng.next(ClassCatalog.mediaQueries.count)]
                out.openMedia(query)
                for _ in 0..<(2 + rng.next(3)) {
                    rule(&out, &rng, variables, &stats)
                }
                out.closeMedia()
                stats.mediaBlocks += 1
            } else {
                rule(&out, &rng, variables, &stats)
            }
            ruleIndex += 1
        }
        return (out.texts, stats)
    }

    private func rule(_ out: inout Writer, _ rng: inout SplitMix, _ variables: [String: [String]], _ stats: inout Stats) {
        let group = ClassCatalog.weightedGroup(&rng)
        var selectors = [group.classes[rng.next(group.classes.count)]]
        if group.classes.count > 1, rng.chance(25) {
            for _ in 0..<(1 + rng.next(2)) {
                let other = group.classes[rng.next(group.classes.count)]
                if !selectors.contains(other) { selectors.append(other) }
            }
        }
        var declarations: [(String, Value)] = []
        var used: Set<String> = []
        let wanted = min(group.properties.count, 2 + rng.next(4))
        var attempts = 0
        while declarations.count < wanted, attempts < 12 {
            attempts += 1
            let property = group.properties[rng.next(group.properties.count)]
            var name = property.name
            if !property.states.isEmpty, rng.chance(22) {
                name += "-" + property.states[rng.next(property.states.count)]
            }
            guard used.insert(name).inserted else { continue }
            let value: Value
            if let pool = variables[property.type], !pool.isEmpty, rng.chance(property.type == "color" ? 45 : 30) {
                value = .variable(pool[rng.next(pool.count)])
            } else {
                value = .literal(Generator.literal(property.type, &rng))
            }
            declarations.append((name, value))
        }
        out.rule(selectors, declarations)
        stats.rules += 1
        stats.selectors += selectors.count
        stats.declarations += declarations.count
    }
}

/// A value as written: a literal (the same text in every dialect) or a variable reference.
enum Value {
    case literal(String)
    case variable(String)
}

/// Literal values of each value type (named as catalog files name them) that fdlc accepts
/// without a diagnostic and the peers parse.
enum Generator {
    /// The name stem of generated variables of a type.
    static func variablePrefix(_ type: String) -> String {
        switch type {
        case "color": "brandColor"
        case "number": "spacing"
        case "fontTextStyle": "textStyle"
        default: "value"
        }
    }

    static let fontStyles = ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
                             "footnote", "caption1", "caption2", "kpiNumber"]
    static let fontNames = ["HelveticaNeue-Medium", "system", "boldSystem", "Avenir-Heavy", "SFProText-Regular"]
    static let uikitColors = ["darkGray", "lightGray", "white", "black", "gray"]

    static func literal(_ type: String, _ rng: inout SplitMix) -> String {
        switch type {
        case "color":
            let roll = rng.next(100)
            if roll < 80 { return "#" + hex(&rng) }
            if roll < 92 {
                return "rgba(\(rng.next(256)), \(rng.next(256)), \(rng.next(256)), 0.\(1 + rng.next(9)))"
            }
            return uikitColors[rng.next(uikitColors.count)]
        case "fontTextStyle": return fontStyles[rng.next(fontStyles.count)]
        case "fontName": return fontNames[rng.next(fontNames.count)]
        case "number": return rng.chance(70) ? String(8 + rng.next(17)) : "0.\(1 + rng.next(9))"
        case "integer": return String(1 + rng.next(4))
        case "textAlignment": return ["left", "center", "right"][rng.next(3)]
        case "box":
            switch rng.next(3) {
            case 0: return String(2 + rng.next(10))
            case 1: return "\(rng.next(8)) \(rng.next(16))"
            default: return "\(rng.next(8)) \(rng.next(16)) \(rng.next(8)) \(rng.next(16))"
            }
        case "offset": return "\(rng.next(4)),\(1 + rng.next(3))"
        case "boolean": return rng.chance(50) ? "true" : "false"
        case "image": return "icon_\(["chart", "star", "user", "gear", "info"][rng.next(5)])_\(rng.next(64))"
        case "textTransform": return ["uppercase", "lowercase", "capitalize", "none"][rng.next(4)]
        case "borderStyle": return ["none", "line", "bezel", "rounded"][rng.next(4)]
        case "keyboardAppearance": return ["default", "dark", "light"][rng.next(3)]
        case "verticalAlign": return ["top", "center", "bottom", "fill"][rng.next(4)]
        case "horizontalAlign": return ["left", "center", "right", "fill"][rng.next(4)]
        case "separatorStyle": return ["none", "single-line"][rng.next(2)]
        case "classList": return ["UIButton,UILabel", "UITextField", "UIImageView,UISwitch"][rng.next(3)]
        default: fatalError("fdlc-bench: the generator writes no value of catalog type '\(type)'; teach Generator.literal it")
        }
    }

    private static let digits = Array("0123456789ABCDEF".utf8)
    static func hex(_ rng: inout SplitMix) -> String {
        var bytes: [UInt8] = []
        for _ in 0..<6 { bytes.append(digits[rng.next(16)]) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Renders each item in the four dialects at once.
struct Writer {
    var nss = "", less = "", scss = "", css = ""
    var nssBytes: Int { nss.utf8.count }
    var texts: [ThemeGenerator.Dialect: String] { [.nss: nss, .less: less, .scss: scss, .css: css] }

    private mutating func all(_ text: String) {
        nss += text; less += text; scss += text; css += text
    }

    mutating func comment(_ text: String) { all("/* \(text) */\n") }

    mutating func openDefinitions() { css += ":root {\n" }
    mutating func closeDefinitions() { css += "}\n" }

    mutating func definition(_ name: String, _ value: Value) {
        nss += "@\(name): \(render(value, .nss));\n"
        less += "@\(name): \(render(value, .less));\n"
        scss += "$\(name): \(render(value, .scss));\n"
        css += "  --\(name): \(render(value, .css));\n"
    }

    mutating func rule(_ selectors: [String], _ declarations: [(String, Value)], indent: String = "") {
        let pad = mediaOpen ? "    " : ""
        for dialect in ThemeGenerator.Dialect.allCases {
            let prefix = dialect == .nss ? "" : "."
            var text = pad + selectors.map { prefix + $0 }.joined(separator: ",\n" + pad) + " {\n"
            for (property, value) in declarations {
                text += pad + "    \(property): \(render(value, dialect));\n"
            }
            text += pad + "}\n"
            append(text, to: dialect)
        }
    }

    private var mediaOpen = false
    mutating func openMedia(_ query: String) {
        all("@media \(query) {\n")
        mediaOpen = true
    }
    mutating func closeMedia() {
        all("}\n")
        mediaOpen = false
    }

    private mutating func append(_ text: String, to dialect: ThemeGenerator.Dialect) {
        switch dialect {
        case .nss: nss += text
        case .less: less += text
        case .scss: scss += text
        case .css: css += text
        }
    }

    private func render(_ value: Value, _ dialect: ThemeGenerator.Dialect) -> String {
        switch value {
        case .literal(let text): return text
        case .variable(let name):
            switch dialect {
            case .nss, .less: return "@" + name
            case .scss: return "$" + name
            case .css: return "var(--\(name))"
            }
        }
    }
}

/// The class paths of fdlc's built-in catalog, grouped by the property list they share (so a
/// selector list of one group is valid for every property the group takes), each property with
/// its type and state suffixes.
enum ClassCatalog {
    struct Group {
        /// The component of the group's first class, for section comments.
        var title: String
        var classes: [String]
        var properties: [Benchmarking.CatalogProperty]
    }

    /// Groups in the order of their first class path.
    static let groups: [Group] = Dictionary(grouping: Benchmarking.catalogClasses) { $0.properties.map(\.name) }.values
        .map { Group(title: $0[0].component, classes: $0.map(\.path), properties: $0[0].properties) }
        .sorted { $0.classes[0] < $1.classes[0] }

    /// Each group is chosen with a probability proportional to its number of classes.
    static let totalWeight = groups.reduce(0) { $0 + $1.classes.count }

    static func weightedGroup(_ rng: inout SplitMix) -> Group {
        var roll = rng.next(totalWeight)
        for group in groups {
            if roll < group.classes.count { return group }
            roll -= group.classes.count
        }
        return groups[0]
    }

    static let mediaQueries = ["(device:ipad)", "(orientation:landscape)", "(device:iphone) and (orientation:portrait)"]
}

/// A small deterministic random number generator, so every run measures the same input.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    /// True with `percent` per cent probability.
    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
}
