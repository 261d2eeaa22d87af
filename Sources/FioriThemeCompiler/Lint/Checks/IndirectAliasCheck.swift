/// `FDL405`: a definition whose value is a variable that is itself only another variable
/// (`@link: @accent;` with `@accent: @brandBlue;`). The fix names the end of the chain.
struct IndirectAliasCheck {
    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        let variables = context.variables
        var found: [Diagnostic] = []
        for definition in stylesheet.definitions {
            if case .ruleBlock = definition.placement { continue }
            guard definition.value.parts.count == 1, let chain = variables.resolve(definition.value)?.chain,
                  chain.count >= 2, let reference = chain.first, let target = chain.last else { continue }
            let via = variables.name(reference)
            let direct = variables.name(target)
            found.append(Diagnostic(.indirectAlias, "'@\(via)' is itself an alias of '@\(direct)'; refer to '@\(direct)' directly",
                                    file: context.file, range: reference,
                                    notes: chain.dropFirst().dropLast().map { step in
                                        Diagnostic.Note("the chain passes through '@\(variables.name(step))'", file: context.file, range: step)
                                    },
                                    fixIt: Diagnostic.FixIt(range: reference, replacement: "@" + direct)))
        }
        return found
    }
}
