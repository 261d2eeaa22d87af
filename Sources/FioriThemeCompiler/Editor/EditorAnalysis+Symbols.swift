import FioriThemeCore

extension EditorAnalysis {
    /// The document's outline in document order: top-level definitions and style blocks, and
    /// `@media` blocks holding theirs. A definition misplaced in a rule block is listed in it.
    package var symbols: [EditorSymbol] {
        let stylesheet = stylesheet
        var topLevel: [(start: Int, symbol: EditorSymbol)] = []
        // Room for every entry at once: a large theme's outline has hundreds of thousands.
        topLevel.reserveCapacity(
            stylesheet.definitions.count + stylesheet.styleBlocks.count + stylesheet.mediaBlocks.count)
        var media: [[(start: Int, symbol: EditorSymbol)]] = Array(repeating: [], count: stylesheet.mediaBlocks.count)
        var misplaced: [Int: [EditorSymbol]] = [:]
        for definition in stylesheet.definitions {
            let symbol = EditorSymbol(
                kind: .variable, name: stylesheet.text(definition.name),
                detail: stylesheet.text(definition.value.range), range: definition.range,
                selectionRange: definition.name, children: [])
            switch definition.placement {
            case .topLevel: topLevel.append((definition.range.start, symbol))
            case .media(let index): media[index].append((definition.range.start, symbol))
            case .styleBlock(let index): misplaced[index, default: []].append(symbol)
            }
        }
        for (index, styleBlock) in stylesheet.styleBlocks.enumerated() {
            let selectors = stylesheet.selectors(of: styleBlock)
            var children = stylesheet.declarations(of: styleBlock).map { declaration in
                EditorSymbol(
                    kind: .declaration, name: stylesheet.text(declaration.property),
                    detail: stylesheet.text(declaration.value.range), range: declaration.range,
                    selectionRange: declaration.property, children: [])
            }
            children += misplaced[index] ?? []
            children.sort { $0.range.start < $1.range.start }
            let name = selectors.map { stylesheet.text($0.range) }.joined(separator: ", ")
            let selection =
                selectors.first.map { first in first.range.union(selectors.last!.range) }
                ?? SourceRange.point(styleBlock.range.start)
            let symbol = EditorSymbol(
                kind: .styleBlock, name: name.isEmpty ? "{ }" : name, detail: nil, range: styleBlock.range,
                selectionRange: selection, children: children)
            if let block = styleBlock.media {
                media[block].append((styleBlock.range.start, symbol))
            } else {
                topLevel.append((styleBlock.range.start, symbol))
            }
        }
        for (index, block) in stylesheet.mediaBlocks.enumerated() {
            let conditions = block.conditions.map { "(\(stylesheet.text($0.key)):\(stylesheet.text($0.value)))" }
                .joined(separator: " and ")
            let children = media[index].sorted { $0.start < $1.start }.map(\.symbol)
            let keyword = SourceRange(start: block.range.start, end: min(block.range.start + 6, block.range.end))
            topLevel.append(
                (
                    block.range.start,
                    EditorSymbol(
                        kind: .media, name: "@media " + conditions, detail: nil, range: block.range,
                        selectionRange: keyword, children: children)
                ))
        }
        topLevel.sort { $0.start < $1.start }  // in place: the outline is not held twice
        return topLevel.map(\.symbol)
    }
}
