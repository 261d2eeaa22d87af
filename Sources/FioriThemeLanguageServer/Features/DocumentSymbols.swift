import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/documentSymbol`: the outline, as nested `DocumentSymbol`s: variables,
    /// style blocks with their declarations, `@media` blocks with what they hold. Written
    /// straight into the response, each entry built when it is written: a large theme's
    /// outline is many times its size.
    func documentSymbols(_ params: JSONReader.Node) throws(ResponseError) -> RequestResult? {
        guard let (document, analysis) = try document(params) else { return nil }
        return .streamed { writer in
            writer.beginArray()
            analysis.forEachSymbol { symbol in
                writer.item()
                Self.write(symbol, in: document, to: &writer)
            }
            writer.endArray()
        }
    }

    /// `{"children": …, "detail": …, "kind": …, "name": …, "range": …, "selectionRange": …}`.
    private static func write(_ symbol: EditorSymbol, in document: TextDocument, to writer: inout JSONStreamWriter) {
        // LSP's SymbolKind: 3 namespace, 5 class, 7 property, 13 variable.
        let kind =
            switch symbol.kind {
            case .variable: 13
            case .styleBlock: 5
            case .declaration: 7
            case .media: 3
            }
        writer.beginObject()
        if !symbol.children.isEmpty {
            writer.fixedKey("children")
            writer.beginArray()
            for child in symbol.children {
                writer.item()
                write(child, in: document, to: &writer)
            }
            writer.endArray()
        }
        if let detail = symbol.detail {
            writer.fixedKey("detail")
            writer.string(detail)
        }
        writer.fixedKey("kind")
        writer.int(kind)
        writer.fixedKey("name")
        writer.string(symbol.name)
        writer.fixedKey("range")
        document.write(symbol.range, to: &writer)
        writer.fixedKey("selectionRange")
        document.write(symbol.selectionRange, to: &writer)
        writer.endObject()
    }
}
