import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/documentColor`: every literal colour, so the editor shows a swatch.
    func documentColors(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let (document, analysis) = try document(params) else { return nil }
        return .array(
            analysis.colorLiterals.map { literal in
                .object([
                    "range": document.json(literal.range),
                    "color": .object([
                        "red": .double(Double(literal.color.red) / 255),
                        "green": .double(Double(literal.color.green) / 255),
                        "blue": .double(Double(literal.color.blue) / 255),
                        "alpha": .double(Double(literal.color.alpha) / 255),
                    ]),
                ])
            })
    }

    /// `textDocument/colorPresentation`: how a colour picked in the editor is written for the
    /// document's target (see ``EditorAnalysis/presentation(of:)``).
    func colorPresentations(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let last = try lastAnalysis(params) else { return nil }
        let (document, analysis) = (last.document, last.analysis)
        let color = try params.required("color")
        let channel = { (name: String) throws(ResponseError) -> UInt8 in
            let value = try color.required(name).number()
            guard value.isFinite else { throw .invalidParams("'\(name)' is not a number") }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        let rgba = RGBAColor(
            red: try channel("red"), green: try channel("green"), blue: try channel("blue"), alpha: try channel("alpha")
        )
        let range = try document.checkedRange(json: params.required("range"))
        let text = analysis.presentation(of: rgba)
        return .array([.object(["label": .string(text), "textEdit": .textEdit(range: range, newText: text)])])
    }
}
