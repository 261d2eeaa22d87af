/// Writes synthetic themes shaped like real ones, in four dialects that do the same work:
/// `.nss` (`@var`), Less (`@var`), SCSS (`$var`) and plain CSS with custom properties
/// (`--var` in `:root`, used as `var(--var)`).
///
/// Shape: a header comment; hundreds of global definitions (colours, numbers, text styles)
/// of which about a third are aliases of earlier ones, forming chains; palette overrides;
/// then rule sets over real catalog class paths (from `BuiltInCatalog`), each setting 2 to
/// 5 of the properties its class supports, with values of the property's type (a third
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
        var variables: [Kind: [String]] = [:]
        out.openDefinitions()
        for index in 0..<definitionCount {
            let kind: Kind = index % 10 < 7 ? .color : (index % 10 < 9 ? .number : .fontStyle)
            let name = "\(kind.variablePrefix)\(index)"
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
            variables[.color, default: []].append(name)
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

    private func rule(_ out: inout Writer, _ rng: inout SplitMix, _ variables: [Kind: [String]], _ stats: inout Stats) {
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
            if let pool = variables[property.kind], !pool.isEmpty, rng.chance(property.kind == .color ? 45 : 30) {
                value = .variable(pool[rng.next(pool.count)])
            } else {
                value = .literal(Generator.literal(property.kind, &rng))
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

/// The value types the generator writes, after the catalog's ``ValueType``.
enum Kind: Hashable {
    case color, fontStyle, fontName, number, integer, align, box, offset, boolean, image
    case textTransform, borderStyle, keyboard, verticalAlign, classList, separatorStyle

    var variablePrefix: String {
        switch self {
        case .color: "brandColor"
        case .number: "spacing"
        case .fontStyle: "textStyle"
        default: "value"
        }
    }
}

/// Literal values of each kind that fdlc accepts without a diagnostic and the peers parse.
enum Generator {
    static let fontStyles = ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
                             "footnote", "caption1", "caption2", "kpiNumber"]
    static let fontNames = ["HelveticaNeue-Medium", "system", "boldSystem", "Avenir-Heavy", "SFProText-Regular"]
    static let uikitColors = ["darkGray", "lightGray", "white", "black", "gray"]

    static func literal(_ kind: Kind, _ rng: inout SplitMix) -> String {
        switch kind {
        case .color:
            let roll = rng.next(100)
            if roll < 80 { return "#" + hex(&rng) }
            if roll < 92 {
                return "rgba(\(rng.next(256)), \(rng.next(256)), \(rng.next(256)), 0.\(1 + rng.next(9)))"
            }
            return uikitColors[rng.next(uikitColors.count)]
        case .fontStyle: return fontStyles[rng.next(fontStyles.count)]
        case .fontName: return fontNames[rng.next(fontNames.count)]
        case .number: return rng.chance(70) ? String(8 + rng.next(17)) : "0.\(1 + rng.next(9))"
        case .integer: return String(1 + rng.next(4))
        case .align: return ["left", "center", "right"][rng.next(3)]
        case .box:
            switch rng.next(3) {
            case 0: return String(2 + rng.next(10))
            case 1: return "\(rng.next(8)) \(rng.next(16))"
            default: return "\(rng.next(8)) \(rng.next(16)) \(rng.next(8)) \(rng.next(16))"
            }
        case .offset: return "\(rng.next(4)),\(1 + rng.next(3))"
        case .boolean: return rng.chance(50) ? "true" : "false"
        case .image: return "icon_\(["chart", "star", "user", "gear", "info"][rng.next(5)])_\(rng.next(64))"
        case .textTransform: return ["uppercase", "lowercase", "capitalize", "none"][rng.next(4)]
        case .borderStyle: return ["none", "line", "bezel", "rounded"][rng.next(4)]
        case .keyboard: return ["default", "dark", "light"][rng.next(3)]
        case .verticalAlign: return ["top", "center", "bottom", "fill"][rng.next(4)]
        case .separatorStyle: return ["none", "single-line"][rng.next(2)]
        case .classList: return ["UIButton,UILabel", "UITextField", "UIImageView,UISwitch"][rng.next(3)]
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

/// Real class paths of the built-in catalog (`Docs/builtin-catalog.md`),
/// grouped by the property list they share, with each property's type and state suffixes.
enum ClassCatalog {
    struct Property {
        var name: String
        var kind: Kind
        var states: [String] = []
    }

    struct Group {
        var title: String
        var weight: Int
        var classes: [String]
        var properties: [Property]
    }

    static let control = ["normal", "highlighted", "selected", "disabled"]
    static let tint = ["normal", "highlighted", "selected", "disabled"]
    static let segment = ["selected", "highlighted", "disabled"]

    static func p(_ name: String, _ kind: Kind, _ states: [String] = []) -> Property {
        Property(name: name, kind: kind, states: states)
    }

    static let fontColor = p("font-color", .color, control)
    static let fontStyle = p("font-style", .fontStyle, segment)
    static let fontName = p("font-name", .fontName, segment)
    static let fontSize = p("font-size", .number, segment)
    static let textAlign = p("text-align", .align)
    static let lineClamp = p("text-line-clamp", .integer)
    static let tintColor = p("tint-color", .color, tint)
    static let backgroundColor = p("background-color", .color, control)
    static let border = [p("border-color", .color), p("border-width", .number), p("corner-radius", .number)]
    static let shadow = [p("shadow-color", .color), p("shadow-offset", .offset), p("shadow-opacity", .number),
                         p("shadow-radius", .number)]
    static let size = [p("height", .number), p("width", .number)]
    static let gradient = [p("background-color-top", .color, ["selected"]), p("background-color-bottom", .color, ["selected"])]
    static let titleText = [fontColor, fontName, fontSize, p("text-shadow-color", .color, control), p("text-shadow-offset", .offset, segment)]
    static let labelText = titleText + [textAlign, p("text-alpha", .number), p("text-auto-fit", .boolean)]

    static func paths(_ root: String, _ suffixes: [String]) -> [String] { suffixes.map { root + $0 } }

    static let kpiCards = ["FUIKPITitleBaseView", "FUIKPICardView", "FUIKPICardCollectionViewCell", "FUIKPIProgressCardView",
                           "FUIKPIProgressCardCollectionViewCell"]

    static let groups: [Group] = [
        Group(title: "object header and contact text", weight: 20,
              classes: paths("fdlFUIObjectHeaderView", ["_headlineLabel", "_subheadlineLabel", "_bodyLabel", "_footnoteLabel",
                                                        "_descriptionLabel", "_statusLabel", "_substatusLabel", "_labelItem_label"])
                  + paths("fdlFUIContactView", ["_headlineLabel", "_subheadlineLabel", "_descriptionLabel"]),
              properties: [fontColor, fontName, fontStyle, fontSize, textAlign, lineClamp]),
        Group(title: "KPI cards", weight: 16,
              classes: kpiCards.flatMap { paths("fdl" + $0, ["_title", "_kpiUnitItem", "_kpiMetricItem", "_kpiFractionItem"]) }
                  + ["fdlFUIPlaceholderView_placeholder"],
              properties: [fontColor, fontStyle, lineClamp, textAlign]),
        Group(title: "hierarchy text", weight: 10,
              classes: paths("fdlFUIHierarchyItemView", ["_title", "_subtitle", "_footnote", "_status"])
                  + paths("fdlFUIBaseCollectionViewCell", ["_title", "_subtitle", "_footnote"]) + ["fdlFUIHierarchyIndicator_title"],
              properties: [fontColor, fontStyle, textAlign]),
        Group(title: "image views", weight: 8,
              classes: paths("fdlFUIObjectHeaderView", ["_detailImageView", "_statusImageView", "_substatusImageView", "_labelItem_imageView"])
                  + ["fdlFUIContactView_detailImageView"],
              properties: [p("image-name", .image), tintColor]),
        Group(title: "KPI views", weight: 8,
              classes: ["fdlFUIKPIView", "fdlFUIKPIView_textView", "fdlFUIKPIView_captionLabel", "fdlFUIHierarchyItemView_detailImageView",
                        "fdlFUIBaseCollectionViewCell_detailImageView"] + kpiCards.map { "fdl\($0)_kpiIconItem" },
              properties: [tintColor]),
        Group(title: "KPI progress", weight: 4, classes: ["fdlFUIKPIProgressView", "fdlFUIKPIProgressView_captionLabel"],
              properties: [fontColor, p("progress-tint-color", .color), tintColor, p("track-tint-color", .color)]),
        Group(title: "font styles", weight: 8,
              classes: paths("fdlFontStyle", ["_headline", "_subheadline", "_footnote", "_body", "_callout", "_caption1", "_caption2",
                                              "_title1", "_title2", "_title3", "_kpiNumber", "_kpiNumber2"]),
              properties: [fontColor, fontName, fontSize, fontStyle]),
        Group(title: "segment control", weight: 4, classes: ["fdlFUISegmentControl"],
              properties: [backgroundColor, fontColor, fontName, fontSize, fontStyle, p("selected-segment-tint-color", .color),
                           p("text-shadow-color", .color, control), p("text-shadow-offset", .offset, segment), tintColor]),
        Group(title: "buttons", weight: 6, classes: ["Button", "SearchBarButton"],
              properties: [backgroundColor, p("background-image", .image, control), p("content-insets", .box), p("image", .image, control),
                           p("padding", .box), p("text-transform", .textTransform), p("title-insets", .box)]
                  + gradient + border + shadow + size + labelText),
        Group(title: "labels", weight: 5, classes: ["Label"],
              properties: [backgroundColor, p("text-transform", .textTransform), lineClamp] + border + shadow + size + labelText),
        Group(title: "text fields", weight: 3, classes: ["TextField"],
              properties: [backgroundColor, p("border-style", .borderStyle), p("keyboard-appearance", .keyboard), p("padding", .box),
                           tintColor, p("vertical-align", .verticalAlign), p("exclude-views", .classList)]
                  // NUI's TextField renderer reads no text shadow.
                  + gradient + border + shadow + size + labelText.filter { !$0.name.hasPrefix("text-shadow") }),
        Group(title: "navigation bars", weight: 3, classes: ["NavigationBar"],
              properties: [backgroundColor, p("background-tint-color", .color), p("bar-tint-color", .color),
                           p("title-vertical-offset", .number)] + gradient + titleText),
        Group(title: "switches", weight: 2, classes: ["Switch"],
              properties: [backgroundColor, p("on-tint-color", .color), p("thumb-tint-color", .color), tintColor]),
        Group(title: "tables", weight: 3, classes: ["Table"],
              properties: [backgroundColor, p("row-height", .number), p("separator-color", .color),
                           p("separator-style", .separatorStyle)] + gradient),
    ]

    static let totalWeight = groups.reduce(0) { $0 + $1.weight }

    static func weightedGroup(_ rng: inout SplitMix) -> Group {
        var roll = rng.next(totalWeight)
        for group in groups {
            if roll < group.weight { return group }
            roll -= group.weight
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
