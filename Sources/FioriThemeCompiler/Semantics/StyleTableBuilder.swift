import FioriTheme

/// Layers checked stylesheets into a ``StyleTable``, in input order.
///
/// Most declarations of a large theme are overridden by later ones, so while layering the
/// builder keeps each value with the byte offset it was written at, and computes lines,
/// columns and the names of its variables only for the winners, in ``table``.
struct StyleTableBuilder {
    let catalog: Catalog
    /// Class path → index into ``classes``.
    private var classIndex: [String: Int] = [:]
    private var classes: [PendingClass] = []
    private var paletteOverrides: [String: PaletteOverride] = [:]

    /// Whether the target applies rule sets; when it reads only definitions
    /// (``Target/appliesRuleSets``), the table has palette overrides and no classes, and a
    /// broken rule set, whose errors that target does not report, cannot leak into it.
    let appliesRuleSets: Bool

    /// The device whose `@media` blocks apply, merged into the classes' properties in
    /// document order; nil keeps every block in its class's `media` section instead.
    let device: DeviceProfile?

    init(catalog: Catalog, appliesRuleSets: Bool = true, device: DeviceProfile? = nil) {
        self.catalog = catalog
        self.appliesRuleSets = appliesRuleSets
        self.device = device
    }

    /// A value that wins so far, with where it was written.
    private struct Pending {
        var value: StyleValue
        var baseProperty: String
        var state: String?
        var file: SourceFile
        var offset: Int
        var chain: [SourceRange]
    }

    private struct PendingClass {
        var path: String
        var properties: [String: Pending] = [:]
        var mediaProperties: [String: [String: Pending]] = [:]
    }

    /// The table of everything added so far.
    var table: StyleTable {
        var table = StyleTable()
        table.paletteOverrides = paletteOverrides
        for pending in classes {
            var style = ClassStyle()
            style.properties = pending.properties.mapValues(resolved)
            style.mediaProperties = pending.mediaProperties.mapValues { $0.mapValues(resolved) }
            table.classes[pending.path] = style
        }
        return table
    }

    /// Adds the palette overrides FioriThemeManager reads from one file on top of what is
    /// already in the table: for each key it looks up, the first definition, with the colour
    /// its converter makes of the value, or none when it cannot read it (the key is still
    /// taken). A file it cannot decode adds nothing.
    mutating func add(_ lines: PaletteLineReader, of file: SourceFile) {
        for (key, line) in lines.firstDefinitions {
            guard let definition = line.definition, let (style, variant) = ThemeManagerPalette.override(forKey: key) else { continue }
            paletteOverrides[key] = PaletteOverride(style: style, variant: variant, color: ThemeManagerColor.color(of: definition.value),
                                                    origin: StyleTableBuilder.provenance(file, line.range.start, []))
        }
    }

    /// Adds one file's rules and palette overrides on top of what is already in the table.
    mutating func add(_ stylesheet: Stylesheet, variables: VariableTable, checker: Checker) {
        let file = stylesheet.file
        paletteOverrides.merge(Self.paletteOverrides(of: stylesheet, variables: variables, checker: checker)) { _, later in later }
        for ruleSet in stylesheet.ruleSets where appliesRuleSets && stylesheet.applies(ruleSet, on: device) {
            let media = device != nil ? nil : ruleSet.media.map { mediaKey(stylesheet.mediaBlocks[$0], in: stylesheet) }
            let selectors = Array(stylesheet.selectors(of: ruleSet))
            // A class enters the table with its first value, not with an empty rule set.
            var slots = [Int?](repeating: nil, count: selectors.count)
            for index in ruleSet.declarations {
                guard let typed = checker.typedValues[index] else { continue }
                let pending = Pending(value: typed.value, baseProperty: typed.baseProperty, state: typed.state, file: file,
                                      offset: stylesheet.declarations[index].property.start, chain: typed.chain)
                for offset in selectors.indices where !typed.unsupportedSelectors.contains(offset) {
                    let slot = slots[offset] ?? classSlot(stylesheet.text(selectors[offset].range))
                    slots[offset] = slot
                    if let media {
                        classes[slot].mediaProperties[media, default: [:]][typed.property] = pending
                    } else {
                        classes[slot].properties[typed.property] = pending
                    }
                }
            }
        }
    }

    /// The palette overrides one checked file defines: palette name as written → the colour
    /// of its winning top-level definition.
    static func paletteOverrides(of stylesheet: Stylesheet, variables: VariableTable, checker: Checker) -> [String: PaletteOverride] {
        let file = stylesheet.file
        var overrides: [String: PaletteOverride] = [:]
        for (index, definition) in stylesheet.definitions.enumerated() where definition.placement == .topLevel {
            let name = variables.name(definition.name)
            guard variables.winningDefinition(name) == index, let palette = Palette.parse(name: name),
                  let resolved = variables.resolve(definition.value),
                  case .value(.color(let color), _) = checker.values.parse(resolved.parts, in: file, as: .color) else { continue }
            let origin = provenance(file, definition.name.start, resolved.chain)
            overrides[name] = PaletteOverride(style: palette.style, variant: palette.variant, color: color, origin: origin)
        }
        return overrides
    }

    private mutating func classSlot(_ path: String) -> Int {
        if let slot = classIndex[path] { return slot }
        classIndex[path] = classes.count
        classes.append(PendingClass(path: path))
        return classes.count - 1
    }

    private func resolved(_ pending: Pending) -> ResolvedProperty {
        ResolvedProperty(value: pending.value, baseProperty: pending.baseProperty, state: pending.state,
                         origin: StyleTableBuilder.provenance(pending.file, pending.offset, pending.chain))
    }

    private static func provenance(_ file: SourceFile, _ offset: Int, _ chain: [SourceRange]) -> Provenance {
        let location = file.location(of: offset)
        return Provenance(file: file.path, line: location.line, column: location.column, via: chain.map { file.text($0) })
    }

    /// `device:ipad and orientation:landscape`, the media query in a canonical spelling.
    private func mediaKey(_ block: MediaBlock, in stylesheet: Stylesheet) -> String {
        block.conditions.map { stylesheet.text($0.key) + ":" + stylesheet.text($0.value) }.joined(separator: " and ")
    }
}
