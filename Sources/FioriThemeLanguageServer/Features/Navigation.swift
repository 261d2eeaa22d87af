import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/definition`: for a variable, the definition that takes effect (the last
    /// or first of duplicates, as the target reads them); null for a palette colour the file
    /// does not define.
    func definition(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue {
        let (document, analysis, offset) = try documentPosition(params)
        guard let variable = analysis.variable(at: offset),
            let definition = analysis.winningDefinition(of: variable.name)
        else {
            return .null
        }
        return document.location(definition)
    }

    /// `textDocument/references`: every use of the variable in a value, and its definitions
    /// when `context.includeDeclaration` is true.
    func references(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue {
        let (document, analysis, offset) = try documentPosition(params)
        guard let variable = analysis.variable(at: offset) else { return .array([]) }
        let includeDeclaration = try params["context"]?["includeDeclaration"]?.bool() ?? false
        let ranges =
            (includeDeclaration ? analysis.definitions(of: variable.name) : []) + analysis.references(to: variable.name)
        return .array(ranges.sorted { $0.start < $1.start }.map(document.location))
    }
}
