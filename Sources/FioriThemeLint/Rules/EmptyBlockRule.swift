import FioriThemeCore
import FioriThemeSyntax

/// `FDL404` (empty-rule): a block with no declaration in it.
///
/// A block the parser had to recover in is not reported: its declarations may have been lost
/// to the syntax error. The fix removes the style block, unless a comment inside it would go too.
struct EmptyBlockRule: LintRule {
    static let code = DiagnosticCode.emptyRule

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        for styleBlock in stylesheet.styleBlocks where styleBlock.declarations.isEmpty {
            guard styleBlock.openBrace != nil, styleBlock.closeBrace != nil,
                !context.hasSyntaxError(in: styleBlock.range),
                let first = stylesheet.selectors(of: styleBlock).first,
                let last = stylesheet.selectors(of: styleBlock).last,
                findings.admits(code, at: SourceRange(start: first.range.start, end: last.range.end))
            else { continue }
            let names = stylesheet.selectors(of: styleBlock).map { "'\(context.text($0.range))'" }.joined(
                separator: ", ")
            let holdsComment = stylesheet.comments.contains {
                styleBlock.range.start <= $0.range.start && $0.range.end <= styleBlock.range.end
            }
            findings.append(
                finding(
                    "empty rule for \(names)", at: SourceRange(start: first.range.start, end: last.range.end),
                    in: context, fixIt: holdsComment ? nil : context.removal(of: styleBlock.range)))
        }
    }
}
