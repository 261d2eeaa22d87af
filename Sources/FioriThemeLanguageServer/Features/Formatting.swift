import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/formatting`, offered only when the server was given a formatter: one
    /// edit replacing the whole text with the formatted one; no edit when the text is already
    /// formatted or the formatter declines (a file with syntax errors). The edit is written
    /// straight into the response: its text is as large as the document.
    func formatting(_ params: JSONReader.Node) throws(ResponseError) -> RequestResult {
        let document = try openDocument(params)
        guard let formatter else { throw .methodNotFound("textDocument/formatting") }
        let setting = configuration.setting(for: DocumentURI.path(of: document.uri))
        guard let formatted = formatter(document.sourceFile, setting.configuration),
            !formatted.utf8.elementsEqual(document.bytes)
        else {
            return .value(.array([]))
        }
        let whole = SourceRange(start: 0, end: document.bytes.count)
        return .streamed { writer in
            writer.beginArray()
            writer.item()
            TextDocument.writeTextEdit(document.range(whole), newText: formatted, to: &writer)
            writer.endArray()
        }
    }
}
