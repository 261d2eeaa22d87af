import FioriThemeCore

/// `FDL404` (empty-rule): a block with no declaration in it.
///
/// A block the parser had to recover in is not reported: its declarations may have been lost
/// to the syntax error. The fix removes the rule set, unless a comment inside it would go too.
struct EmptyBlockRule: LintRule {
    static let code = DiagnosticCode.emptyRule

    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        var found: [Diagnostic] = []
        for ruleSet in stylesheet.ruleSets where ruleSet.declarations.isEmpty {
            guard ruleSet.openBrace != nil, ruleSet.closeBrace != nil, !context.hasSyntaxError(in: ruleSet.range),
                let first = stylesheet.selectors(of: ruleSet).first, let last = stylesheet.selectors(of: ruleSet).last
            else { continue }
            let names = stylesheet.selectors(of: ruleSet).map { "'\(context.text($0.range))'" }.joined(separator: ", ")
            let holdsComment = stylesheet.comments.contains {
                ruleSet.range.start <= $0.range.start && $0.range.end <= ruleSet.range.end
            }
            found.append(
                finding(
                    "empty rule for \(names)", at: SourceRange(start: first.range.start, end: last.range.end),
                    in: context, fixIt: holdsComment ? nil : context.removal(of: ruleSet.range)))
        }
        return found
    }
}
