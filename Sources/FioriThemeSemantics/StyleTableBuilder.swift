import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Layers checked stylesheets into a ``StyleTable``, in input order.
///
/// Most declarations of a large theme are overridden by later ones. While it walks a file
/// the builder only notes, per class and property (by integer ids), which declaration wins
/// so far; at the end of the file it types those winners' values again and computes their
/// lines, columns and variable names, once each.
package struct StyleTableBuilder {
    let catalog: Catalog
    /// Class path → index into ``classes``.
    private var classIndex: [String: Int] = [:]
    private var classes: [PendingClass] = []
    /// Property name as written → index into ``propertyNames``.
    private var propertyIndex: [String: Int] = [:]
    private var propertyNames: [String] = []
    /// Media query → index into ``mediaKeys``.
    private var mediaIndex: [String: Int] = [:]
    private var mediaKeys: [String] = []
    private var paletteOverrides: [String: PaletteOverride] = [:]

    /// Whether the target applies style blocks; when it reads only definitions
    /// (``Target/appliesStyleBlocks``), the table has palette overrides and no classes, and a
    /// broken style block, whose errors that target does not report, cannot leak into it.
    let appliesStyleBlocks: Bool

    /// The device whose `@media` blocks apply, merged into the classes' properties in
    /// document order; nil keeps every block in its class's `media` section instead.
    let device: DeviceProfile?

    package init(catalog: Catalog, appliesStyleBlocks: Bool = true, device: DeviceProfile? = nil) {
        self.catalog = catalog
        self.appliesStyleBlocks = appliesStyleBlocks
        self.device = device
    }

    private struct PendingClass {
        var path: String
        /// Property (index into ``propertyNames``) → its value.
        var properties: [Int: ResolvedProperty] = [:]
        /// Media query (into ``mediaKeys``) → property → value.
        var mediaProperties: [Int: [Int: ResolvedProperty]] = [:]
    }

    /// The table of everything added so far.
    package var table: StyleTable {
        var table = StyleTable()
        table.paletteOverrides = paletteOverrides
        for pending in classes {
            var style = ClassStyle()
            style.properties = named(pending.properties)
            for (media, properties) in pending.mediaProperties {
                style.mediaProperties[mediaKeys[media]] = named(properties)
            }
            table.classes[pending.path] = style
        }
        return table
    }

    /// Properties keyed by the builder's property index, keyed by name again.
    private func named(_ properties: [Int: ResolvedProperty]) -> [String: ResolvedProperty] {
        var named: [String: ResolvedProperty] = [:]
        named.reserveCapacity(properties.count)
        for (property, value) in properties { named[propertyNames[property]] = value }
        return named
    }

    /// Adds the palette overrides FioriThemeManager reads from one file on top of what is
    /// already in the table: for each key it looks up, the first definition, with the colour
    /// its converter makes of the value, or none when it cannot read it (the key is still
    /// taken). A file it cannot decode adds nothing.
    mutating func add(_ lines: PaletteLineReader, of file: SourceFile) {
        for (key, line) in lines.firstDefinitions {
            guard let definition = line.definition, let (style, variant) = ThemeManagerPalette.override(forKey: key)
            else { continue }
            paletteOverrides[key] = PaletteOverride(
                style: style, variant: variant, color: ThemeManagerColor.color(of: definition.value),
                origin: StyleTableBuilder.provenance(file, line.range.start, via: []))
        }
    }

    /// Adds one file's rules and palette overrides on top of what is already in the table.
    package mutating func add(_ stylesheet: Stylesheet, variables: VariableTable, checker: Checker) {
        let file = stylesheet.file
        addPaletteOverrides(of: stylesheet, variables: variables, values: checker.values)
        guard appliesStyleBlocks else { return }
        // The winning declaration of each (class, media query) target and property, in this file.
        var winners = IntTable(capacity: 1024)
        var targets: [(slot: Int, media: Int?)] = []
        var targetIndex = IntTable()
        // This file's ids → the builder's: class names (by NameID), properties (by the
        // checker's index), media blocks.
        var slotOfName = [Int32](repeating: -1, count: stylesheet.names.count)
        var propertyOfChecked: [Int32] = []
        var mediaOfBlock = [Int32](repeating: -1, count: stylesheet.mediaBlocks.count)
        var selectorTargets: [Int] = []
        for styleBlock in stylesheet.styleBlocks where stylesheet.applies(styleBlock, on: device) {
            var media: Int?
            if device == nil, let block = styleBlock.media {
                if mediaOfBlock[block] < 0 {
                    mediaOfBlock[block] = Int32(mediaSlot(mediaKey(stylesheet.mediaBlocks[block], in: stylesheet)))
                }
                media = Int(mediaOfBlock[block])
            }
            let selectors = stylesheet.selectors(of: styleBlock)
            // A class enters the table with its first value, not with an empty style block.
            selectorTargets.removeAll(keepingCapacity: true)
            selectorTargets.append(contentsOf: repeatElement(-1, count: selectors.count))
            for index in styleBlock.declarations {
                guard let checked = checker.cleanProperty(of: index) else { continue }
                while propertyOfChecked.count <= checked { propertyOfChecked.append(-1) }
                if propertyOfChecked[checked] < 0 {
                    propertyOfChecked[checked] = Int32(propertySlot(checker.checkedProperties[checked].name))
                }
                let property = Int(propertyOfChecked[checked])
                // In ascending order: walked beside the selectors, not searched for each.
                let unsupported = checker.unsupportedSelectors(of: index)
                var nextUnsupported = 0
                for offset in 0..<selectors.count {
                    if nextUnsupported < unsupported.count, unsupported[nextUnsupported] == offset {
                        nextUnsupported += 1
                        continue
                    }
                    if selectorTargets[offset] < 0 {
                        let id = Int(selectors[selectors.startIndex + offset].nameID.index)
                        if slotOfName[id] < 0 {
                            slotOfName[id] = Int32(
                                classSlot(stylesheet.text(selectors[selectors.startIndex + offset].range)))
                        }
                        let slot = Int(slotOfName[id])
                        let key = (slot, media.map { $0 + 1 } ?? 0)
                        if let target = targetIndex[key.0, key.1] {
                            selectorTargets[offset] = Int(target)
                        } else {
                            targets.append((slot, media))
                            targetIndex[key.0, key.1] = Int32(targets.count - 1)
                            selectorTargets[offset] = targets.count - 1
                        }
                    }
                    winners[selectorTargets[offset], property] = Int32(index)
                }
            }
        }
        var chains = ShownChains(variables)
        for (target, property, declaration) in winners.entries {
            let index = Int(declaration)
            let checked = checker.checkedProperties[checker.cleanProperty(of: index)!]
            guard let value = checker.typedValue(of: index) else { continue }
            let written = stylesheet.declarations[index].value
            let via = chains.names(of: written)
            let origin = StyleTableBuilder.provenance(file, stylesheet.declarations[index].property.start, via: via)
            let resolved = ResolvedProperty(
                value: value, baseProperty: checked.spec.name, state: checked.form.state, origin: origin)
            let (slot, media) = targets[target]
            if let media {
                classes[slot].mediaProperties[media, default: [:]][property] = resolved
            } else {
                classes[slot].properties[property] = resolved
            }
        }
    }

    /// Adds the palette overrides one file defines on top of those already in the table: all
    /// a file adds when style blocks are not applied, and all it needs is resolved (no
    /// ``Checker``).
    package mutating func addPaletteOverrides(of stylesheet: Stylesheet, variables: VariableTable, values: ValueParser)
    {
        paletteOverrides.merge(Self.paletteOverrides(of: stylesheet, variables: variables, values: values)) {
            _, later in later
        }
    }

    /// The palette overrides one file defines: palette name as written → the colour of its
    /// winning top-level definition, as `values` reads it.
    package static func paletteOverrides(of stylesheet: Stylesheet, variables: VariableTable, values: ValueParser)
        -> [String: PaletteOverride]
    {
        let file = stylesheet.file
        var overrides: [String: PaletteOverride] = [:]
        for (index, definition) in stylesheet.definitions.enumerated() where definition.placement == .topLevel {
            let name = variables.name(definition.name)
            guard variables.winningDefinition(of: definition.variableID) == index,
                let palette = Palette.parse(name: name),
                let resolved = variables.resolve(definition.value),
                case .value(.color(let color), _) = values.parse(resolved.parts, in: file, as: .color)
            else { continue }
            let origin = provenance(file, definition.name.start, via: variables.shownChain(resolved.chain))
            overrides[name] = PaletteOverride(
                style: palette.style, variant: palette.variant, color: color, origin: origin)
        }
        return overrides
    }

    private mutating func classSlot(_ path: String) -> Int {
        if let slot = classIndex[path] { return slot }
        classIndex[path] = classes.count
        classes.append(PendingClass(path: path))
        return classes.count - 1
    }

    private mutating func propertySlot(_ name: String) -> Int {
        if let slot = propertyIndex[name] { return slot }
        propertyIndex[name] = propertyNames.count
        propertyNames.append(name)
        return propertyNames.count - 1
    }

    private mutating func mediaSlot(_ key: String) -> Int {
        if let slot = mediaIndex[key] { return slot }
        mediaIndex[key] = mediaKeys.count
        mediaKeys.append(key)
        return mediaKeys.count - 1
    }

    private static func provenance(_ file: SourceFile, _ offset: Int, via: [String]) -> Provenance {
        let location = file.location(of: offset)
        return Provenance(file: file.path, line: location.line, column: location.column, via: via)
    }

    /// `device:ipad and orientation:landscape`, the media query in a canonical spelling.
    private func mediaKey(_ block: MediaBlock, in stylesheet: Stylesheet) -> String {
        block.conditions.map { stylesheet.text($0.key) + ":" + stylesheet.text($0.value) }.joined(separator: " and ")
    }
}
