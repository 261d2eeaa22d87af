import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/documentColor`: every literal colour, so the editor shows a swatch;
    /// written straight into the response, as a large theme has tens of thousands.
    func documentColors(_ params: JSONReader.Node) throws(ResponseError) -> RequestResult? {
        guard let (document, analysis) = try document(params) else { return nil }
        let literals = analysis.colorLiterals
        return .streamed { writer in
            writer.beginArray()
            for literal in literals {
                writer.item()
                writer.beginObject()
                writer.fixedKey("color")
                writer.beginObject()
                writer.fixedKey("alpha")
                writer.double(Double(literal.color.alpha) / 255)
                writer.fixedKey("blue")
                writer.double(Double(literal.color.blue) / 255)
                writer.fixedKey("green")
                writer.double(Double(literal.color.green) / 255)
                writer.fixedKey("red")
                writer.double(Double(literal.color.red) / 255)
                writer.endObject()
                writer.fixedKey("range")
                document.write(literal.range, to: &writer)
                writer.endObject()
            }
            writer.endArray()
        }
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
