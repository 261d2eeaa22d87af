/// `FDL405`: a definition whose value is a variable that is itself only another variable
/// (`@link: @accent;` with `@accent: @brandBlue;`). The suggestion names the end of the chain;
/// `--fix` leaves it, since it writes a name the line did not have.
struct IndirectAliasCheck: LintRule {
    /// Only where aliases are resolved and rule sets applied.
    static func applies(to target: Target) -> Bool {
        target.resolvesAliases && target.appliesRuleSets
    }

    static let rule = Rule(.indirectAlias, "indirect-alias", .warning,
        summary: "an alias of an alias, which could name the final variable directly",
        explanation: "'@link: @accent;' where '@accent' is itself only '@brandBlue' makes a reader follow two steps to find the value, and upstream NUI resolves no alias at all. Refer to the variable that holds the value; the suggestion does that, and '--fix' leaves it to you, since it writes a name the line did not have. Turn the rule off if your theme layers semantic names on purpose.",
        bad: "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\n@link: @accent;\nLabel { font-color: @link; background-color: @accent; }\n",
        good: "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\n@link: @brandBlue;\nLabel { font-color: @link; background-color: @accent; }\n")

    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        let variables = context.variables
        var found: [Diagnostic] = []
        for definition in stylesheet.definitions {
            if case .ruleBlock = definition.placement { continue }
            // Only the chain is needed: the value's tokens are not copied (`resolve` would).
            guard definition.value.parts.count == 1, case .parts = variables.substitution(of: definition.value) else { continue }
            let chain = variables.chain(of: definition.value)
            guard chain.count >= 2, let reference = chain.first, let target = chain.last else { continue }
            let via = variables.name(reference)
            let direct = variables.name(target)
            found.append(finding("'@\(via)' is itself an alias of '@\(direct)'; refer to '@\(direct)' directly",
                                 at: reference, in: context,
                                 notes: chain.dropFirst().dropLast().map { step in
                                     Diagnostic.Note("the chain passes through '@\(variables.name(step))'", file: context.file, range: step)
                                 },
                                 suggestions: [Diagnostic.FixIt(range: reference, replacement: "@" + direct)]))
        }
        return found
    }
}
