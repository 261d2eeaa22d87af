import FioriTheme
import FioriThemeCompiler

/// A Language Server Protocol server for `.nss` stylesheets: what `fdlc lsp` runs.
///
/// It holds the open documents and their analyses, and answers one message at a time, in
/// order: a request gets its response before the next message is read, and every change is
/// re-checked at once, its diagnostics published. Transport is a separate concern: feed
/// message bodies to ``handle(_:)`` (``run(input:output:)`` does so over a byte stream), and
/// the server passes each framed message it sends to its sink.
///
/// Lifecycle, as the protocol says: requests before `initialize` are answered with
/// `ServerNotInitialized` and notifications dropped; after `shutdown` every request is
/// refused; `exit` ends the server with status 0 after a `shutdown`, 1 without one.
/// Unknown requests are answered with `MethodNotFound`, unknown notifications ignored, and
/// params of the wrong shape with `InvalidParams`: no message stops the server.
package final class LanguageServer {
    /// Formats a document with the settings of its `.fdlc.json` (empty without one); nil
    /// when it cannot (for example, a syntax error).
    package typealias Formatter = (SourceFile, Configuration) -> String?

    /// Where the server is in the protocol's lifecycle.
    private enum State {
        case uninitialized
        case running
        case shutDown
    }

    let writer: MessageWriter
    let formatter: Formatter?
    private let version: String
    private let log: (String) -> Void
    private var state = State.uninitialized
    var documents = DocumentStore()
    var configuration = ProjectConfiguration()
    /// The analysis of each open document's current text.
    var analyses: [String: EditorAnalysis] = [:]
    /// The exit status, set by the `exit` notification: the server is done.
    package private(set) var exitStatus: Int32?
    /// The exit status if the input ended now: 0 after `shutdown`, else 1.
    package var statusAtEndOfInput: Int32 { state == .shutDown ? 0 : 1 }

    /// Creates a server that reports `version`, formats with `formatter` when one is given
    /// (otherwise it does not offer formatting), sends framed messages to `send` and writes
    /// its own problems (a malformed message) to `log`.
    package init(version: String, formatter: Formatter? = nil, send: @escaping ([UInt8]) -> Void,
                 log: @escaping (String) -> Void) {
        self.version = version
        self.formatter = formatter
        writer = MessageWriter(write: send)
        self.log = log
    }

    /// Handles one frame from the reader: a message, or bytes that were skipped.
    package func handle(_ frame: MessageReader.Frame) {
        switch frame {
        case .message(let body): handle(body)
        case .malformed(let reason): log("fdlc lsp: skipped a malformed message: \(reason)")
        }
    }

    /// Handles one message body.
    package func handle(_ body: [UInt8]) {
        switch Message.decode(body) {
        case .failure(let failure):
            writer.respond(to: failure.id, error: failure.error)
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            notification(method, params)
        case .success(.request(let id, let method, let params)):
            do {
                writer.respond(to: id, result: try request(method, params))
            } catch {
                writer.respond(to: id, error: error)
            }
        }
    }

    private func request(_ method: String, _ params: JSONReader.Node?) throws(ResponseError) -> JSONValue {
        switch state {
        case .uninitialized:
            guard method == "initialize" else { throw .serverNotInitialized }
            state = .running
            return initializeResult
        case .shutDown:
            throw .invalidRequest("the server is shut down; only 'exit' is accepted")
        case .running:
            break
        }
        switch method {
        case "initialize": throw .invalidRequest("the server is already initialized")
        case "shutdown":
            state = .shutDown
            return .null
        default: break
        }
        guard let params else {
            throw method.hasPrefix("textDocument/") ? .invalidParams("missing 'params'") : .methodNotFound(method)
        }
        switch method {
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/documentColor": return try documentColors(params)
        case "textDocument/colorPresentation": return try colorPresentations(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/formatting" where formatter != nil: return try formatting(params)
        default: throw .methodNotFound(method)
        }
    }

    private func notification(_ method: String, _ params: JSONReader.Node?) {
        if method == "exit" {
            exitStatus = statusAtEndOfInput
            return
        }
        guard state == .running, let params else { return }
        do {
            switch method {
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            default: break  // `initialized`, `$/cancelRequest`, `didSave`, … need nothing
            }
        } catch {
            log("fdlc lsp: ignored '\(method)': \(error.message)")
        }
    }

    /// What `initialize` answers: the server's capabilities.
    private var initializeResult: JSONValue {
        var capabilities: [String: JSONValue] = [
            "positionEncoding": .string("utf-16"),
            "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2)]),
            "completionProvider": .object(["triggerCharacters": .array(["@", ":", "_"].map(JSONValue.string))]),
            "hoverProvider": .bool(true),
            "colorProvider": .bool(true),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "documentSymbolProvider": .bool(true),
            "renameProvider": .object(["prepareProvider": .bool(true)]),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix"), .string(Self.fixAllKind)])]),
        ]
        if formatter != nil { capabilities["documentFormattingProvider"] = .bool(true) }
        return .object([
            "capabilities": .object(capabilities),
            "serverInfo": .object(["name": .string("fdlc"), "version": .string(version)]),
        ])
    }

    /// The open document and its analysis named by `params.textDocument.uri`.
    func document(_ params: JSONReader.Node) throws(ResponseError) -> (document: TextDocument, analysis: EditorAnalysis) {
        let uri = try params.required("textDocument").required("uri").string()
        guard let document = documents[uri], let analysis = analyses[uri] else {
            throw .invalidParams("the document '\(uri)' is not open")
        }
        return (document, analysis)
    }

    /// The document, its analysis and the byte offset of `params.position`.
    func documentPosition(_ params: JSONReader.Node) throws(ResponseError) -> (document: TextDocument, analysis: EditorAnalysis, offset: Int) {
        let (document, analysis) = try document(params)
        let position = try document.checked(Position(json: params.required("position")))
        return (document, analysis, document.lines.offset(of: position))
    }
}
