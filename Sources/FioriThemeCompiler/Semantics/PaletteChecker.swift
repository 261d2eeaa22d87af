import FioriTheme

/// Checks names of the SDK palette: deprecated colour styles, and definitions that look like
/// palette overrides but are not (`@primaryLable`, `@tintColor_darkBackgrund`).
struct PaletteChecker {
    let stylesheet: Stylesheet
    let variables: VariableTable
    private(set) var diagnostics: [Diagnostic] = []

    init(stylesheet: Stylesheet, variables: VariableTable) {
        self.stylesheet = stylesheet
        self.variables = variables
        for (index, definition) in stylesheet.definitions.enumerated() {
            // A name is checked once, at the definition that takes effect, and only when nothing uses it.
            if case .ruleBlock = definition.placement { continue }
            let name = variables.name(definition.name)
            if Palette.parse(name: name) != nil {
                checkDeprecated(name, at: definition.name)
            } else if let winner = variables.winningDefinition(name), !variables.referenced.contains(winner), winner == index {
                checkNearMiss(name, at: definition.name)
            }
        }
        for part in stylesheet.valueParts where part.kind == .variable {
            let name = variables.name(part.range)
            if variables.winningDefinition(name) == nil, Palette.parse(name: name) != nil { checkDeprecated(name, at: part.range) }
        }
    }

    private var file: SourceFile { stylesheet.file }

    private mutating func checkDeprecated(_ name: String, at range: SourceRange) {
        guard let palette = Palette.parse(name: name), let replacement = Palette.replacement(forDeprecated: palette.style) else { return }
        let suggested = replacement + (palette.variant?.suffix ?? "")
        diagnostics.append(Diagnostic(.deprecatedPaletteName, "'@\(name)' is a deprecated colour style; use '@\(suggested)'",
                                      file: file, range: range,
                                      fixIt: Diagnostic.FixIt(range: range, replacement: "@" + suggested)))
    }

    private mutating func checkNearMiss(_ name: String, at range: SourceRange) {
        let suggestion: String?
        if let underscore = name.firstIndex(of: "_"), Palette.isStyle(String(name[..<underscore])) {
            let suffix = String(name[underscore...])
            suggestion = Suggestion.closest(to: suffix, among: ColorVariant.allCases.map(\.suffix)).map { String(name[..<underscore]) + $0 }
        } else {
            // Tighter than elsewhere: any user variable is a candidate, so only near-certain misspellings count.
            suggestion = Suggestion.closest(to: name, among: SuggestionCandidates.paletteStyles, maximumDistance: 2)
        }
        guard let suggestion else { return }
        diagnostics.append(Diagnostic(.unknownPaletteName, "'@\(name)' is not a palette colour and is never used; did you mean '@\(suggestion)'?",
                                      file: file, range: range,
                                      fixIt: Diagnostic.FixIt(range: range, replacement: "@" + suggestion, isSuggestion: true)))
    }
}
