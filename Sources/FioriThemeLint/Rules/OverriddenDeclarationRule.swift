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

    /// A class path and a property, by interned name (names are ASCII, the lexer's identifier
    /// bytes, so equal ids are equal texts), in one integer: a table of a declaration per
    /// class path and property costs 12 bytes an entry, where a struct key and an `Int`
    /// index cost 32 (a 4 MB theme's table, 100 000 entries, is held while the editor's
    /// previous analysis still answers hovers).
    private static func key(_ selector: NameID, _ property: NameID) -> UInt64 {
        UInt64(UInt32(bitPattern: selector.index)) << 32 | UInt64(UInt32(bitPattern: property.index))
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
        // The last declaration of each class path and property, one table per media query
        // (unconditional ones at 0).
        var winners = [[UInt64: Int32]](repeating: [:], count: mediaNumbers.count + 1)
        winners[0].reserveCapacity(stylesheet.declarations.count)
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let table = media[declaration.styleBlock] + 1
            for selector in stylesheet.selectors(of: stylesheet.styleBlocks[declaration.styleBlock]) {
                winners[table][key(selector.nameID, declaration.propertyID)] = Int32(index)
            }
        }
        // Within a block, only the last declaration of a property counts (an earlier one is FDL402).
        var lastInBlock: [NameID: Int] = [:]
        for (blockIndex, styleBlock) in stylesheet.styleBlocks.enumerated() {
            lastInBlock.removeAll(keepingCapacity: true)
            for index in styleBlock.declarations { lastInBlock[stylesheet.declarations[index].propertyID] = index }
            let selectorNodes = stylesheet.selectors(of: styleBlock)
            for index in styleBlock.declarations {
                let property = stylesheet.declarations[index].propertyID
                guard lastInBlock[property] == index else { continue }
                let overriders = selectorNodes.map {
                    winners[media[blockIndex] + 1][key($0.nameID, property)].map(Int.init) ?? index
                }
                guard !selectorNodes.isEmpty, !overriders.contains(index),
                    findings.admits(code, at: stylesheet.declarations[index].property)
                else { continue }
                let declaration = stylesheet.declarations[index]
                let selectors = selectorNodes.map { context.text($0.range) }
                // The classes of each overriding declaration, grouped in one pass (a filter of
                // the whole list for each made a block of many classes quadratic).
                var overridden: [Int: [String]] = [:]
                for (selector, overrider) in zip(selectors, overriders) {
                    overridden[overrider, default: []].append("'\(selector)'")
                }
                var notes: [Diagnostic.Note] = []
                for overrider in overridden.keys.sorted() {
                    let classes = overridden[overrider]!.joined(separator: ", ")
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
}
