import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

/// `FDL405`: a definition whose value is a variable that is itself only another variable
/// (`@link: @accent;` with `@accent: @brandBlue;`). The suggestion names the end of the chain;
/// `--fix` leaves it, since it writes a name the line did not have. A chain is reported once,
/// at its last link, with notes naming the links it passes through.
struct IndirectAliasRule: LintRule {
    /// Only where aliases are resolved and style blocks applied.
    static func applies(to target: Target) -> Bool {
        target.resolvesAliases && target.appliesStyleBlocks
    }

    static let code = DiagnosticCode.indirectAlias

    /// The most links of a chain named in notes; a longer chain gets one more note with the count.
    static let maximumNotes = Diagnostic.maximumNotes

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        let variables = context.variables
        // Each chain's end and length, found once for all definitions (walking each
        // definition's chain would be quadratic in a long chain).
        let ends = variables.chainEnds()
        let aliasesOfAliases = stylesheet.definitions.indices.filter { index in
            let definition = stylesheet.definitions[index]
            if case .styleBlock = definition.placement { return false }
            // Only the chain is needed: the value's tokens are not copied (`resolve` would).
            guard let (steps, _) = ends[index], steps >= 2 else { return false }
            if case .parts = variables.substitution(of: definition.value) { return true }
            return false
        }
        // A chain is reported once, at its last link: a definition that no other reported
        // definition goes through. Its notes name the links before it, so N links give one
        // warning, not N.
        var continued = Set<Int>()
        for index in aliasesOfAliases {
            if let next = variables.aliasStep(ofDefinition: index)?.definition { continued.insert(next) }
        }
        for index in aliasesOfAliases where !continued.contains(index) {
            guard let (steps, target) = ends[index], let first = variables.aliasStep(ofDefinition: index),
                findings.admits(code, at: first.range)
            else { continue }
            let via = variables.name(first.range)
            let direct = variables.name(target)
            var notes: [Diagnostic.Note] = []
            var next = first.definition
            while let step = next.flatMap(variables.aliasStep(ofDefinition:)),
                notes.count < min(steps - 2, maximumNotes)
            {
                notes.append(
                    Diagnostic.Note(
                        "the chain passes through '@\(variables.name(step.range))'", file: context.file,
                        range: step.range))
                next = step.definition
            }
            if steps - 2 > maximumNotes {
                notes.append(
                    Diagnostic.Note("and through \(steps - 2 - maximumNotes) more aliases before '@\(direct)'"))
            }
            findings.append(
                finding(
                    "'@\(via)' is itself an alias of '@\(direct)'; refer to '@\(direct)' directly",
                    at: first.range, in: context, notes: notes,
                    suggestions: [Diagnostic.FixIt(range: first.range, replacement: "@" + direct)]))
        }
    }
}
