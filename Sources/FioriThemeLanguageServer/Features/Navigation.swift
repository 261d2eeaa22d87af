import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/definition`: for a variable, the definition that takes effect (the last
    /// or first of duplicates, as the target reads them); null for a palette colour the file
    /// does not define.
    func definition(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let last = try lastAnalysis(params), let offset = try last.analyzedOffset(params.required("position"))
        else { return nil }
        guard let variable = last.analysis.variable(at: offset) else { return .null }
        guard last.current(variable.range) != nil else { return nil }
        guard let definition = last.analysis.winningDefinition(of: variable.name) else { return .null }
        return last.current(definition).map(last.document.location)
    }

    /// `textDocument/references`: every use of the variable in a value, and its definitions
    /// when `context.includeDeclaration` is true; written straight into the response, as a
    /// variable may be used all over a large theme.
    func references(_ params: JSONReader.Node) throws(ResponseError) -> RequestResult? {
        guard let (document, analysis, offset) = try documentPosition(params) else { return nil }
        guard let variable = analysis.variable(at: offset) else { return .value(.array([])) }
        let includeDeclaration = try params["context"]?["includeDeclaration"]?.bool() ?? false
        let ranges =
            ((includeDeclaration ? analysis.definitions(of: variable.name) : [])
            + analysis.references(to: variable.name)).sorted { $0.start < $1.start }
        return .streamed { writer in
            writer.beginArray()
            for range in ranges {
                writer.item()
                document.writeLocation(range, to: &writer)
            }
            writer.endArray()
        }
    }
}
