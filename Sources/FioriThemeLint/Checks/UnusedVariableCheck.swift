import FioriTheme
import FioriThemeCore

/// `FDL401`: a variable that is defined and never used.
///
/// Only the definition that takes effect is reported (the others are `FDL203`). A palette
/// override (`@tintColor`) is read by the runtime, and a definition already reported as a
/// palette near miss (`FDL213`) needs no second finding.
struct UnusedVariableCheck: LintRule {
    /// On every target: each reads variables.
    static func applies(to target: Target) -> Bool {
        true
    }

    static let rule = Rule(
        .unusedVariable, "unused-variable", .warning,
        summary: "a variable that is defined and never used",
        explanation:
            "Variables are scoped to their file, so a definition nothing in the file refers to does nothing. A definition named after a palette colour ('@tintColor') overrides the SDK's colour and is never unused. The fix removes the definition (and its line when nothing else is on it): nothing reads it, so the compiled table is the same without it.",
        bad: "@oldBrand: #0854A0;\nLabel { font-color: #0A6ED1; }\n",
        good: "Label { font-color: #0A6ED1; }\n")

    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        let variables = context.variables
        let nearMisses = Set(context.analysis.diagnostics.filter { $0.code == .unknownPaletteName }.map(\.range.start))
        var found: [Diagnostic] = []
        for (index, definition) in stylesheet.definitions.enumerated() {
            if case .ruleBlock = definition.placement { continue }
            let name = variables.name(definition.name)
            guard variables.winningDefinition(name) == index, !variables.referenced.contains(index),
                !nearMisses.contains(definition.name.start)
            else { continue }
            if context.target.predefinesPaletteNames, Palette.parse(name: name) != nil { continue }
            // Certain: nothing in the file reads it, so the table is the same without it.
            found.append(
                finding(
                    "'@\(name)' is defined but never used", at: definition.name, in: context,
                    fixIt: context.removal(of: definition.range)))
        }
        return found
    }
}
