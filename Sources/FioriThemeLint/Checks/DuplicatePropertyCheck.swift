import FioriThemeCore
import FioriThemeSyntax

/// `FDL402`: the same property twice in one rule block; the last one wins.
struct DuplicatePropertyCheck: LintRule {
    static let rule = Rule(
        .duplicateProperty, "duplicate-property", .warning,
        summary: "the same property twice in one rule block",
        explanation:
            "Within a block the last declaration of a property wins, so the earlier one does nothing. The diagnostic is at the ignored declaration, with a note at the one that wins; the fix removes the ignored one, unless the one that wins has a finding of its own (a runtime that drops its value may apply the earlier one).",
        bad: "Label { font-color: red; font-size: 14; font-color: blue; }\n",
        good: "Label { font-size: 14; font-color: blue; }\n")

    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        var found: [Diagnostic] = []
        for ruleSet in stylesheet.ruleSets {
            let declarations = stylesheet.declarations(of: ruleSet)
            var last: [String: Declaration] = [:]
            for declaration in declarations { last[context.text(declaration.property)] = declaration }
            for declaration in declarations {
                let property = context.text(declaration.property)
                guard let winner = last[property], winner.range != declaration.range else { continue }
                // Certain only when the winner itself is clean: a runtime that drops a bad value
                // may apply the earlier one instead.
                let winnerHasFinding = context.analysis.diagnostics.contains {
                    winner.range.start <= $0.range.start && $0.range.start < winner.range.end
                }
                found.append(
                    finding(
                        "'\(property)' is set again later in this block; this declaration is ignored",
                        at: declaration.property, in: context,
                        notes: [
                            Diagnostic.Note(
                                "the last declaration wins, here", file: context.file, range: winner.property)
                        ],
                        fixIt: winnerHasFinding ? nil : context.removal(of: declaration.range)))
            }
        }
        return found
    }
}
