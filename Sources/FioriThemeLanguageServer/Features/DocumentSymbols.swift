import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/documentSymbol`: the outline, as nested `DocumentSymbol`s: variables,
    /// style blocks with their declarations, `@media` blocks with what they hold.
    func documentSymbols(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let (document, analysis) = try document(params) else { return nil }
        return .array(analysis.symbols.map { Self.json($0, in: document) })
    }

    private static func json(_ symbol: EditorSymbol, in document: TextDocument) -> JSONValue {
        // LSP's SymbolKind: 3 namespace, 5 class, 7 property, 13 variable.
        let kind =
            switch symbol.kind {
            case .variable: 13
            case .styleBlock: 5
            case .declaration: 7
            case .media: 3
            }
        var object: [String: JSONValue] = [
            "name": .string(symbol.name),
            "kind": .int(kind),
            "range": document.json(symbol.range),
            "selectionRange": document.json(symbol.selectionRange),
        ]
        if let detail = symbol.detail { object["detail"] = .string(detail) }
        if !symbol.children.isEmpty { object["children"] = .array(symbol.children.map { json($0, in: document) }) }
        return .object(object)
    }
}
