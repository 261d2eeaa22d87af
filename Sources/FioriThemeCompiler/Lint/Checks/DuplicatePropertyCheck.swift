/// `FDL402`: the same property twice in one rule block; the last one wins.
struct DuplicatePropertyCheck {
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
                found.append(Diagnostic(
                    .duplicateProperty, "'\(property)' is set again later in this block; this declaration is ignored",
                    file: context.file, range: declaration.property,
                    notes: [Diagnostic.Note("the last declaration wins, here", file: context.file, range: winner.property)],
                    fixIt: context.removal(of: declaration.range)))
            }
        }
        return found
    }
}
