import FioriTheme

/// `FDL401`: a variable that is defined and never used.
///
/// Only the definition that takes effect is reported (the others are `FDL203`). A palette
/// override (`@tintColor`) is read by the runtime, and a definition already reported as a
/// palette near miss (`FDL213`) needs no second finding.
struct UnusedVariableCheck {
    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        let variables = context.variables
        let nearMisses = Set(context.analysis.diagnostics.filter { $0.code == .unknownPaletteName }.map(\.range.start))
        var found: [Diagnostic] = []
        for (index, definition) in stylesheet.definitions.enumerated() {
            if case .ruleBlock = definition.placement { continue }
            let name = variables.name(definition.name)
            guard variables.winningDefinition(name) == index, !variables.referenced.contains(index),
                  !nearMisses.contains(definition.name.start) else { continue }
            if context.target.predefinesPaletteNames, Palette.parse(name: name) != nil { continue }
            // Offered, never applied by --fix: the author may still mean to use it.
            var removal = context.removal(of: definition.range)
            removal.isSuggestion = true
            found.append(Diagnostic(.unusedVariable, "'@\(name)' is defined but never used", file: context.file,
                                    range: definition.name, fixIt: removal))
        }
        return found
    }
}
