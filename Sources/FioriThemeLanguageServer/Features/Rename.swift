import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/prepareRename`: the variable's range and name, when the cursor is on a
    /// variable the file defines (a palette colour it only uses is the SDK's, not the file's).
    func prepareRename(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let (document, analysis, offset) = try documentPosition(params) else { return nil }
        guard let variable = analysis.variable(at: offset), !analysis.definitions(of: variable.name).isEmpty else {
            return .null
        }
        return .object(["range": document.json(variable.range), "placeholder": .string("@" + variable.name)])
    }

    /// `textDocument/rename`: renames a variable the file defines, at every definition and
    /// reference. The new name may be written with or without `@`; one that is not a valid
    /// variable name, or that the file already defines, is refused.
    func rename(_ params: JSONReader.Node) throws(ResponseError) -> RequestResult? {
        guard let (document, analysis, offset) = try documentPosition(params) else { return nil }
        var newName = try params.required("newName").string()
        if newName.hasPrefix("@") { newName.removeFirst() }
        guard let variable = analysis.variable(at: offset), !analysis.definitions(of: variable.name).isEmpty else {
            throw .requestFailed("only a variable this file defines can be renamed")
        }
        guard EditorAnalysis.isValidVariableName(newName) else {
            throw .requestFailed("'@\(newName)' is not a valid variable name")
        }
        guard newName == variable.name || analysis.definitions(of: newName).isEmpty else {
            throw .requestFailed("'@\(newName)' is already defined in this file")
        }
        let ranges = (analysis.definitions(of: variable.name) + analysis.references(to: variable.name)).sorted {
            $0.start < $1.start
        }
        let replacement = "@" + newName
        // Written straight into the response: a variable may be used all over a large theme.
        return .streamed { writer in
            writer.beginObject()
            writer.fixedKey("changes")
            writer.beginObject()
            writer.key(document.uri)
            writer.beginArray()
            for range in ranges {
                writer.item()
                TextDocument.writeTextEdit(document.range(range), newText: replacement, to: &writer)
            }
            writer.endArray()
            writer.endObject()
            writer.endObject()
        }
    }
}
