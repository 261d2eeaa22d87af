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

    /// A class path, media query and property, by interned name (names are ASCII, the
    /// lexer's identifier bytes, so equal ids are equal texts) and media query number.
    private struct Key: Hashable {
        let selector: NameID
        let media: Int
        let property: NameID
    }

    /// A property in one style block.
    private struct BlockProperty: Hashable {
        let styleBlock: Int
        let property: NameID
    }

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        // Each distinct media query as a number, unconditional as -1.
        var mediaNumbers: [String: Int] = [:]
        let media = stylesheet.styleBlocks.map { styleBlock in
            context.mediaKey(of: styleBlock).map { key in
                if let number = mediaNumbers[key] { return number }
                mediaNumbers[key] = mediaNumbers.count
                return mediaNumbers.count - 1
            } ?? -1
        }
        var winners: [Key: Int] = [:]
        var lastInBlock: [BlockProperty: Int] = [:]
        winners.reserveCapacity(stylesheet.declarations.count)
        lastInBlock.reserveCapacity(stylesheet.declarations.count)
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let property = declaration.propertyID
            lastInBlock[BlockProperty(styleBlock: declaration.styleBlock, property: property)] = index
            for selector in stylesheet.selectors(of: stylesheet.styleBlocks[declaration.styleBlock]) {
                let key = Key(
                    selector: selector.nameID, media: media[declaration.styleBlock], property: property
                )
                winners[key] = index
            }
        }
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let property = declaration.propertyID
            guard lastInBlock[BlockProperty(styleBlock: declaration.styleBlock, property: property)] == index else {
                continue
            }
            let selectorNodes = stylesheet.selectors(of: stylesheet.styleBlocks[declaration.styleBlock])
            let overriders = selectorNodes.map {
                winners[
                    Key(selector: $0.nameID, media: media[declaration.styleBlock], property: property)]
                    ?? index
            }
            guard !selectorNodes.isEmpty, !overriders.contains(index), findings.admits(code, at: declaration.property)
            else { continue }
            let selectors = selectorNodes.map { context.text($0.range) }
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
            findings.append(
                finding(
                    "'\(context.text(declaration.property))' for \(classes) is overridden by a later rule; "
                        + "this declaration has no effect",
                    at: declaration.property, in: context, notes: notes))
        }
    }
}
