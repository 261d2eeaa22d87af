import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// The open document named by `params.textDocument.uri`, when it is not too large to check.
    func openDocument(_ params: JSONReader.Node) throws(ResponseError) -> TextDocument {
        let uri = try params.required("textDocument").required("uri").string()
        guard let document = documents[uri] else {
            throw .invalidParams("the document '\(uri)' is not open")
        }
        guard document.bytes.count <= Self.maximumCheckedLength else {
            throw .requestFailed(Self.tooLargeMessage(document))
        }
        return document
    }

    /// The open document named by `params.textDocument.uri` and the analysis of its current
    /// text, checked first when it changed since its last check; nil while that check runs
    /// on the worker (its first stage done or not).
    func document(_ params: JSONReader.Node) throws(ResponseError) -> (
        document: TextDocument, analysis: EditorAnalysis
    )? {
        let document = try openDocument(params)
        if analyses[document.uri]?.revision != revisions[document.uri] { checkNow(document.uri) }
        guard let checked = analyses[document.uri], checked.revision == revisions[document.uri],
            checked.analysis.isChecked
        else { return nil }
        return (document, checked.analysis)
    }

    /// The document, its analysis and the byte offset of `params.position`; nil while the
    /// check of its current text runs.
    func documentPosition(_ params: JSONReader.Node) throws(ResponseError) -> (
        document: TextDocument, analysis: EditorAnalysis, offset: Int
    )? {
        guard let (document, analysis) = try document(params) else { return nil }
        let position = try document.checked(Position(json: params.required("position")))
        return (document, analysis, document.lines.offset(of: position))
    }

    /// The open document named by `params.textDocument.uri` and its last analysis (a check,
    /// or the first stage of one), read through the region where the text changed since; nil
    /// when it has none: before its first check, and from the start of each check on the
    /// worker to the end of its first stage.
    /// When the check runs inline (without a worker, or for a document of at most
    /// ``inlineCheckLength``), the current text is checked first, so the region is nil.
    func lastAnalysis(_ params: JSONReader.Node) throws(ResponseError) -> LastAnalysis? {
        let document = try openDocument(params)
        if worker == nil || document.bytes.count <= Self.inlineCheckLength,
            analyses[document.uri]?.revision != revisions[document.uri]
        {
            checkNow(document.uri)
        }
        guard let checked = analyses[document.uri] else { return nil }
        let region =
            checked.revision == revisions[document.uri]
            ? nil : ChangedRegion(from: checked.document.bytes, to: document.bytes)
        return LastAnalysis(document: document, analysis: checked.analysis, region: region)
    }
}

/// A check, or its first stage: the text it read and its analysis.
struct CheckedText {
    /// The revision of the text checked.
    let revision: Int
    /// The text checked.
    let document: TextDocument
    /// Its analysis.
    let analysis: EditorAnalysis
}

/// The last analysis of a document, read against its current text.
struct LastAnalysis {
    /// The document's current text.
    let document: TextDocument
    /// The analysis of the text last checked.
    let analysis: EditorAnalysis
    /// Where the current text differs from the text checked; nil when they are the same.
    let region: ChangedRegion?

    /// The offset in the text checked of `position` in the current text; nil when the text
    /// changed there.
    func analyzedOffset(_ position: JSONReader.Node) throws(ResponseError) -> Int? {
        let offset = document.lines.offset(of: try document.checked(Position(json: position)))
        guard let region else { return offset }
        return region.oldOffset(offset)
    }

    /// A range of the text checked in the current text; nil when the text changed there.
    func current(_ range: SourceRange) -> SourceRange? {
        guard let region else { return range }
        return region.newRange(range)
    }
}
