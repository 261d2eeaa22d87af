import FioriThemeSyntax

/// What NUI's `-consolidateStyleBlocks:` hands its converters on one device: for each class,
/// each property's value text, or the declarations it raises on.
///
/// Style blocks whose `@media` block holds are merged in document order into each of their
/// selectors (a later style block overrides property by property; within one block the last
/// declaration of a property wins, and an empty block still creates the class). A value
/// whose first part is a variable is looked up whole, as one name: found, it is replaced by
/// that definition's text as written; not found, NUI raises `Undefined variable` and the app
/// crashes. Any other value is its text as written. Text is the value's tokens joined by
/// single spaces (``ValueParser/nuiText(of:in:)``).
struct NUIConsolidation {
    /// One property's value on this device.
    struct Entry: Equatable {
        /// The text NUI hands the converter.
        let text: String
        /// The declaration it comes from, an index into ``Stylesheet/declarations``.
        let declaration: Int
    }

    /// Class → property → value, when NUI does not raise.
    private(set) var classes: [String: [String: Entry]] = [:]
    /// The declarations NUI raises on (each alone would), in document order; NUI stops at
    /// the first it meets.
    private(set) var crashSites: [Int] = []

    /// Consolidates `stylesheet` for the device of `variables`' policy (every style block applies
    /// without one), with the definitions that hold there. Without `values`, only the crash
    /// sites are found (``classes`` stays empty), which is all a check needs.
    init(stylesheet: Stylesheet, variables: VariableTable, values: Bool = true) {
        let file = stylesheet.file
        let device = variables.policy.device
        for styleBlock in stylesheet.styleBlocks where stylesheet.applies(styleBlock, on: device) {
            guard
                values
                    || styleBlock.declarations.contains(where: {
                        stylesheet.parts(of: stylesheet.declarations[$0].value).first?.kind == .variable
                    })
            else { continue }
            var winners: [String: Int] = [:]
            for index in styleBlock.declarations {
                winners[stylesheet.text(stylesheet.declarations[index].property)] = index
            }
            var entries: [String: Entry] = [:]
            for (property, index) in winners.sorted(by: { $0.value < $1.value }) {
                let parts = stylesheet.parts(of: stylesheet.declarations[index].value)
                guard let first = parts.first, first.kind == .variable else {
                    if values {
                        entries[property] = Entry(text: ValueParser.nuiText(of: parts, in: file), declaration: index)
                    }
                    continue
                }
                guard parts.count == 1, let definition = variables.winningDefinition(variables.name(first.range)) else {
                    crashSites.append(index)
                    continue
                }
                guard values else { continue }
                let text = ValueParser.nuiText(
                    of: stylesheet.parts(of: stylesheet.definitions[definition].value), in: file)
                entries[property] = Entry(text: text, declaration: index)
            }
            guard values else { continue }
            for selector in stylesheet.selectors(of: styleBlock) {
                classes[stylesheet.text(selector.range), default: [:]].merge(entries) { _, later in later }
            }
        }
    }

    /// The class → property → text table, nil when NUI raises.
    var texts: [String: [String: String]]? {
        crashSites.isEmpty ? classes.mapValues { $0.mapValues(\.text) } : nil
    }
}
