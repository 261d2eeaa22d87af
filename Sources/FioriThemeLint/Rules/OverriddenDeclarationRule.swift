import FioriThemeCore
import FioriThemeSyntax

/// `FDL403`: a declaration that later rules replace for every class of its selector list.
///
/// Rules for one class path merge in document order and the last declaration of a property
/// wins, so such a declaration has no effect. Declarations are compared per media query
/// (unconditional ones only with unconditional ones). A repeat inside the same block is
/// `FDL402`, not this.
struct OverriddenDeclarationRule: LintRule {
    static let code = DiagnosticCode.overriddenDeclaration

    private struct Key: Hashable {
        let selector: String
        let media: String?
        let property: String
    }

    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        let media = stylesheet.styleBlocks.map { context.mediaKey(of: $0) }
        var winners: [Key: Int] = [:]
        var lastInBlock: [Int: [String: Int]] = [:]
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let styleBlock = stylesheet.styleBlocks[declaration.styleBlock]
            let property = context.text(declaration.property)
            lastInBlock[declaration.styleBlock, default: [:]][property] = index
            for selector in stylesheet.selectors(of: styleBlock) {
                winners[
                    Key(
                        selector: context.text(selector.range), media: media[declaration.styleBlock], property: property
                    )] =
                    index
            }
        }
        var found: [Diagnostic] = []
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let property = context.text(declaration.property)
            guard lastInBlock[declaration.styleBlock]?[property] == index else { continue }
            let selectors = stylesheet.selectors(of: stylesheet.styleBlocks[declaration.styleBlock]).map {
                context.text($0.range)
            }
            let overriders = selectors.map {
                winners[Key(selector: $0, media: media[declaration.styleBlock], property: property)] ?? index
            }
            guard !selectors.isEmpty, !overriders.contains(index) else { continue }
            var notes: [Diagnostic.Note] = []
            for overrider in Set(overriders).sorted() {
                let classes = zip(selectors, overriders).filter { $0.1 == overrider }.map { "'\($0.0)'" }.joined(
                    separator: ", ")
                notes.append(
                    Diagnostic.Note(
                        "overridden for \(classes) here", file: context.file,
                        range: stylesheet.declarations[overrider].property))
            }
            let classes = Array(Set(selectors)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            found.append(
                finding(
                    "'\(property)' for \(classes) is overridden by a later rule; this declaration has no effect",
                    at: declaration.property, in: context, notes: notes))
        }
        return found
    }
}
