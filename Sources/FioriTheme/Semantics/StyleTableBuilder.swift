/// Layers checked stylesheets into a ``StyleTable``, in input order.
struct StyleTableBuilder {
    private(set) var table = StyleTable()
    let catalog: Catalog
    /// Whether the target applies rule sets; when it reads only definitions
    /// (``Target/appliesRuleSets``), the table has palette overrides and no classes, and a
    /// broken rule set, whose errors that target does not report, cannot leak into it.
    let appliesRuleSets: Bool

    /// Adds one file's rules and palette overrides on top of what is already in the table.
    mutating func add(_ stylesheet: Stylesheet, variables: VariableTable, checker: Checker) {
        let file = stylesheet.file
        for (index, definition) in stylesheet.definitions.enumerated() where definition.placement == .topLevel {
            let name = variables.name(definition.name)
            guard variables.winningDefinition(name) == index, let palette = Palette.parse(name: name),
                  let resolved = variables.resolve(definition.value),
                  case .value(.color(let color), _) = checker.values.parse(resolved.parts, in: file, as: .color) else { continue }
            table.paletteOverrides[name] = PaletteOverride(style: palette.style, variant: palette.variant, color: color,
                                                           origin: provenance(definition.name, resolved.chain, in: stylesheet))
        }
        for ruleSet in stylesheet.ruleSets where appliesRuleSets {
            let media = ruleSet.media.map { mediaKey(stylesheet.mediaBlocks[$0], in: stylesheet) }
            let selectors = stylesheet.selectors(of: ruleSet).map { stylesheet.text($0.range) }
            for index in ruleSet.declarations {
                guard let typed = checker.typedValues[index] else { continue }
                let declaration = stylesheet.declarations[index]
                let property = stylesheet.text(declaration.property)
                let chain = variables.resolve(declaration.value)?.chain ?? []
                let resolved = ResolvedProperty(value: typed.value, baseProperty: typed.spec.name, state: typed.state,
                                                origin: provenance(declaration.property, chain, in: stylesheet))
                for selector in selectors {
                    guard case .supported = catalog.lookup(property: property, on: selector) else { continue }
                    if let media {
                        table.classes[selector, default: ClassStyle()].mediaProperties[media, default: [:]][property] = resolved
                    } else {
                        table.classes[selector, default: ClassStyle()].properties[property] = resolved
                    }
                }
            }
        }
    }

    private func provenance(_ range: SourceRange, _ chain: [SourceRange], in stylesheet: Stylesheet) -> Provenance {
        let location = stylesheet.file.location(of: range.start)
        return Provenance(file: stylesheet.file.path, line: location.line, column: location.column,
                          via: chain.map { stylesheet.text($0) })
    }

    /// `device:ipad and orientation:landscape`, the media query in a canonical spelling.
    private func mediaKey(_ block: MediaBlock, in stylesheet: Stylesheet) -> String {
        block.conditions.map { stylesheet.text($0.key) + ":" + stylesheet.text($0.value) }.joined(separator: " and ")
    }
}
