import FioriThemeCore
import FioriThemeSyntax

extension EditorAnalysis {
    /// The document's outline in document order: top-level definitions and style blocks, and
    /// `@media` blocks holding theirs. A definition misplaced in a rule block is listed in it.
    package var symbols: [EditorSymbol] {
        var symbols: [EditorSymbol] = []
        forEachSymbol { symbols.append($0) }
        return symbols
    }

    /// Calls `body` with each entry of ``symbols`` in turn, each built when its turn comes: a
    /// large theme's outline has hundreds of thousands of entries, which a caller that writes
    /// them out (the language server) need not hold at once.
    package func forEachSymbol(_ body: (EditorSymbol) -> Void) {
        let stylesheet = stylesheet
        // Where each entry goes, by index: the top level, or the `@media` block that holds it.
        var topLevel: [OutlineEntry] = []
        topLevel.reserveCapacity(
            stylesheet.definitions.count + stylesheet.styleBlocks.count + stylesheet.mediaBlocks.count)
        var media: [[OutlineEntry]] = Array(repeating: [], count: stylesheet.mediaBlocks.count)
        var misplaced: [Int: [Int]] = [:]
        for (index, definition) in stylesheet.definitions.enumerated() {
            let entry = OutlineEntry(start: definition.range.start, kind: .definition, index: index)
            switch definition.placement {
            case .topLevel: topLevel.append(entry)
            case .media(let block): media[block].append(entry)
            case .styleBlock(let block): misplaced[block, default: []].append(index)
            }
        }
        for (index, styleBlock) in stylesheet.styleBlocks.enumerated() {
            let entry = OutlineEntry(start: styleBlock.range.start, kind: .styleBlock, index: index)
            if let block = styleBlock.media { media[block].append(entry) } else { topLevel.append(entry) }
        }
        for (index, block) in stylesheet.mediaBlocks.enumerated() {
            topLevel.append(OutlineEntry(start: block.range.start, kind: .media, index: index))
        }
        topLevel.sort { $0.start < $1.start }
        let symbol = { (entry: OutlineEntry) -> EditorSymbol in
            switch entry.kind {
            case .definition: Self.symbol(definition: entry.index, in: stylesheet)
            case .styleBlock: Self.symbol(styleBlock: entry.index, misplaced: misplaced[entry.index], in: stylesheet)
            case .media:
                Self.symbol(
                    media: entry.index,
                    children: media[entry.index].sorted { $0.start < $1.start }.map { entry in
                        entry.kind == .definition
                            ? Self.symbol(definition: entry.index, in: stylesheet)
                            : Self.symbol(styleBlock: entry.index, misplaced: misplaced[entry.index], in: stylesheet)
                    }, in: stylesheet)
            }
        }
        for entry in topLevel { body(symbol(entry)) }
    }

    /// An entry of the outline before it is built: what it is, the index of its node, and
    /// where it starts.
    private struct OutlineEntry {
        enum Kind { case definition, styleBlock, media }
        let start: Int
        let kind: Kind
        let index: Int
    }

    private static func symbol(definition index: Int, in stylesheet: Stylesheet) -> EditorSymbol {
        let definition = stylesheet.definitions[index]
        return EditorSymbol(
            kind: .variable, name: stylesheet.text(definition.name), detail: stylesheet.text(definition.value.range),
            range: definition.range, selectionRange: definition.name, children: [])
    }

    private static func symbol(styleBlock index: Int, misplaced: [Int]?, in stylesheet: Stylesheet) -> EditorSymbol {
        let styleBlock = stylesheet.styleBlocks[index]
        let selectors = stylesheet.selectors(of: styleBlock)
        var children = stylesheet.declarations(of: styleBlock).map { declaration in
            EditorSymbol(
                kind: .declaration, name: stylesheet.text(declaration.property),
                detail: stylesheet.text(declaration.value.range), range: declaration.range,
                selectionRange: declaration.property, children: [])
        }
        children += (misplaced ?? []).map { symbol(definition: $0, in: stylesheet) }
        children.sort { $0.range.start < $1.range.start }
        let name = selectors.map { stylesheet.text($0.range) }.joined(separator: ", ")
        let selection =
            selectors.first.map { first in first.range.union(selectors.last!.range) }
            ?? SourceRange.point(styleBlock.range.start)
        return EditorSymbol(
            kind: .styleBlock, name: name.isEmpty ? "{ }" : name, detail: nil, range: styleBlock.range,
            selectionRange: selection, children: children)
    }

    private static func symbol(media index: Int, children: [EditorSymbol], in stylesheet: Stylesheet) -> EditorSymbol {
        let block = stylesheet.mediaBlocks[index]
        let conditions = block.conditions.map { "(\(stylesheet.text($0.key)):\(stylesheet.text($0.value)))" }
            .joined(separator: " and ")
        let keyword = SourceRange(start: block.range.start, end: min(block.range.start + 6, block.range.end))
        return EditorSymbol(
            kind: .media, name: "@media " + conditions, detail: nil, range: block.range, selectionRange: keyword,
            children: children)
    }
}
