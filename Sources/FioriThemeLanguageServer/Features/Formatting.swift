import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/formatting`, offered only when the server was given a formatter: one
    /// edit replacing the whole text with the formatted one; no edit when the text is already
    /// formatted or the formatter declines (a file with syntax errors).
    func formatting(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue {
        let document = try openDocument(params)
        guard let formatter else { throw .methodNotFound("textDocument/formatting") }
        let setting = configuration.setting(for: DocumentURI.path(of: document.uri))
        guard let formatted = formatter(document.sourceFile, setting.configuration),
            Array(formatted.utf8) != document.bytes
        else {
            return .array([])
        }
        let whole = document.range(SourceRange(start: 0, end: document.bytes.count))
        return .array([.textEdit(range: whole, newText: formatted)])
    }
}
