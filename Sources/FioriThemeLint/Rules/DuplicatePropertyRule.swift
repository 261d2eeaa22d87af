import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

/// `FDL402` (duplicate-property): a property repeated within one block, where the last declaration wins.
struct DuplicatePropertyRule: LintRule {
    static let code = DiagnosticCode.duplicateProperty

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        for styleBlock in stylesheet.styleBlocks {
            let declarations = stylesheet.declarations(of: styleBlock)
            // By interned name: names are ASCII (the lexer's identifier bytes), so equal ids are equal texts.
            var last: [NameID: Declaration] = [:]
            for declaration in declarations { last[declaration.propertyID] = declaration }
            for declaration in declarations {
                guard let winner = last[declaration.propertyID], winner.range != declaration.range,
                    findings.admits(code, at: declaration.property)
                else { continue }
                let property = context.text(declaration.property)
                // Certain only when the winner itself is clean: a runtime that drops a bad value
                // may apply the earlier one instead.
                let winnerHasFinding = context.hasFinding(startingIn: winner.range)
                findings.append(
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
    }
}
