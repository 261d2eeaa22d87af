import FioriTheme
import FioriThemeCompiler

/// A Language Server Protocol server for `.nss` stylesheets: what `fdlc lsp` runs.
///
/// It holds the open documents and their analyses, and handles one message at a time, in
/// order. A change is applied at once but checked later (``checkPending()``, which the
/// transport calls when the client is quiet, or when a request needs the document's
/// analysis), so a burst of changes is checked and published once. A request that a
/// `$/cancelRequest` names before it is answered gets `RequestCancelled` instead. Transport
/// is a separate concern: feed message bodies to ``handle(_:)`` (``run(input:output:)`` does
/// so over a byte stream), and the server passes each framed message it sends to its sink.
///
/// Threading: everything here runs on one thread, the server's. Made with a ``CheckWorker``
/// (as ``run(input:output:)`` makes it), the server checks a document larger than
/// ``inlineCheckLength`` on the worker's thread instead, a snapshot of its text at a time,
/// and takes the results back on its own thread (``receiveChecks()``): it publishes one only
/// while the document still has the text that was checked, so diagnostics are published in
/// version order and never for a stale or closed text. It holds one analysis of a document
/// at a time (the bound on its memory): the last one is dropped when the next check starts,
/// and the check's first stage, the parse and the variables, comes back first to answer from.
/// Meanwhile requests are answered at once from what they need (see ``request(_:_:)``); one
/// that needs the check of the current text waits for it, without holding up the messages
/// after it. Without a worker, checks run inline, in order.
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
    /// Where checks run: nil to run them inline, on the server's thread.
    let worker: CheckWorker?
    /// The revision of each open document's text: a number the server gives each text it
    /// opens or changes to, never twice (a reopened document does not match a check of its
    /// earlier text).
    var revisions: [String: Int] = [:]
    var lastRevision = 0
    /// The last analysis of each open document (maybe of an earlier text, maybe only a
    /// check's first stage); none from the start of a check on the worker to its first stage.
    var analyses: [String: CheckedText] = [:]
    /// The check of each document's current text that the worker runs.
    var running: [String: CheckJob] = [:]
    /// The revision of each document whose check on the worker has not yet handed back its
    /// first stage: no other check of the document starts meanwhile.
    var resolving: [String: Int] = [:]
    /// Open documents changed and not yet checked, in the order they changed.
    var staleDocuments: [String] = []
    /// Requests that wait for the check of their document's current text, in arrival order.
    var waiting: [WaitingRequest] = []
    /// Requests cancelled by a `$/cancelRequest` before they were handled.
    private var cancelled: [JSONValue] = []
    /// The exit status, set by the `exit` notification: the server is done.
    package private(set) var exitStatus: Int32?
    /// The exit status if the input ended now: 0 after `shutdown`, else 1.
    package var statusAtEndOfInput: Int32 { state == .shutDown ? 0 : 1 }

    /// Creates a server that reports `version`, formats with `formatter` when one is given
    /// (otherwise it does not offer formatting), sends framed messages to `send` and writes
    /// its own problems (a malformed message) to `log`.
    package convenience init(
        version: String, formatter: Formatter? = nil, send: @escaping ([UInt8]) -> Void,
        log: @escaping (String) -> Void
    ) {
        self.init(version: version, formatter: formatter, worker: nil, send: send, log: log)
    }

    /// Creates a server that checks documents with `worker` (inline when nil).
    init(
        version: String, formatter: Formatter?, worker: CheckWorker?, send: @escaping ([UInt8]) -> Void,
        log: @escaping (String) -> Void
    ) {
        self.version = version
        self.formatter = formatter
        self.worker = worker
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

    /// Handles frames read together, in order: a request that a `$/cancelRequest` among them
    /// names is answered with `RequestCancelled` instead. Stops after `exit`. The frames'
    /// bodies are dropped once decoded (a caller that passes them with `consume` holds them no
    /// longer), so a large document is not held as its message body while it is opened.
    package func handle(batch frames: consuming [MessageReader.Frame]) {
        let messages = frames.map { frame -> Result<Message, Message.DecodingFailure>? in
            if case .message(let body) = frame { return Message.decode(body) }
            return nil
        }
        let skipped = frames.map { frame -> MessageReader.Frame? in
            if case .malformed = frame { return frame }
            return nil
        }
        frames = []
        let requests = Set(
            messages.compactMap { message -> JSONValue? in
                if case .success(.request(let id, _, _)) = message { return id }
                return nil
            })
        for message in messages {
            guard case .success(.notification("$/cancelRequest", let params)) = message,
                let id = params?["id"].flatMap(Self.requestID), requests.contains(id)
            else { continue }
            cancelled.append(id)
        }
        for (frame, message) in zip(skipped, messages) {
            if let message { handle(message) } else if let frame { handle(frame) }
            if exitStatus != nil { break }
        }
        cancelled = []
    }

    /// A request id as JSON-RPC allows it: an integer or a string.
    private static func requestID(_ node: JSONReader.Node) -> JSONValue? {
        switch node.value {
        case .number(let number) where number == number.rounded() && abs(number) < 1e15: .int(Int(number))
        case .string(let text): .string(text)
        default: nil
        }
    }

    /// Handles one message body.
    package func handle(_ body: [UInt8]) {
        handle(Message.decode(body))
    }

    private func handle(_ message: Result<Message, Message.DecodingFailure>) {
        switch message {
        case .failure(let failure):
            writer.respond(to: failure.id, error: failure.error)
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            notification(method, params)
        case .success(.request(let id, let method, let params)):
            if let index = cancelled.firstIndex(of: id) {
                cancelled.remove(at: index)
                writer.respond(to: id, error: .requestCancelled)
                return
            }
            answer(id, method, params)
        }
    }

    /// Answers a request, or keeps it waiting for the check of its document's current text.
    func answer(_ id: JSONValue, _ method: String, _ params: JSONReader.Node?) {
        do {
            if let result = try request(method, params) {
                switch result {
                case .value(let value): writer.respond(to: id, result: value)
                case .streamed(let write): writer.respond(to: id, streaming: write)
                }
            } else if let params, let uri = try? params.required("textDocument").required("uri").string(),
                revisions[uri] != nil
            {
                waiting.append(WaitingRequest(id: id, method: method, params: params, uri: uri))
                checkNow(uri)
            } else {
                writer.respond(to: id, error: .contentModified)
            }
        } catch {
            writer.respond(to: id, error: error)
        }
    }

    /// The result of a request; nil when it waits for the check of its document's current text.
    ///
    /// What each request reads, so that none waits for a check it does not need:
    /// - the current text and configuration only: `formatting`;
    /// - the last analysis, read through the region changed since (``lastAnalysis(_:)``),
    ///   answered at once unless the position or the answer lies in that region (or there is
    ///   none: a check on the worker has started, and its first stage is not back): `hover`
    ///   (on a declaration's value, once that is checked), `definition` (a position in, a
    ///   range out), `completion` (the file's names, which a check one edit old still gives),
    ///   `colorPresentation` (only the document's target);
    /// - the check of the current text (``document(_:)``), as the answer covers the whole
    ///   document and must be complete and exact, and an editor does not ask again until the
    ///   next edit: `documentSymbol`, `documentColor`, `references`, `prepareRename`,
    ///   `rename`, `codeAction`.
    private func request(_ method: String, _ params: JSONReader.Node?) throws(ResponseError) -> RequestResult? {
        switch state {
        case .uninitialized:
            guard method == "initialize" else { throw .serverNotInitialized }
            state = .running
            return .value(initializeResult)
        case .shutDown:
            throw .invalidRequest("the server is shut down; only 'exit' is accepted")
        case .running:
            break
        }
        switch method {
        case "initialize": throw .invalidRequest("the server is already initialized")
        case "shutdown":
            answerWaitingNow()
            state = .shutDown
            return .value(.null)
        default: break
        }
        guard let params else {
            throw method.hasPrefix("textDocument/") ? .invalidParams("missing 'params'") : .methodNotFound(method)
        }
        switch method {
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params).map(RequestResult.value)
        case "textDocument/documentColor": return try documentColors(params)
        case "textDocument/colorPresentation": return try colorPresentations(params).map(RequestResult.value)
        case "textDocument/definition": return try definition(params).map(RequestResult.value)
        case "textDocument/references": return try references(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/prepareRename": return try prepareRename(params).map(RequestResult.value)
        case "textDocument/rename": return try rename(params)
        case "textDocument/codeAction": return try codeActions(params).map(RequestResult.value)
        case "textDocument/formatting" where formatter != nil: return try formatting(params)
        default: throw .methodNotFound(method)
        }
    }

    private func notification(_ method: String, _ params: JSONReader.Node?) {
        if method == "exit" {
            exitStatus = statusAtEndOfInput
            return
        }
        if method == "$/cancelRequest", let id = params?["id"].flatMap(Self.requestID),
            let index = waiting.firstIndex(where: { $0.id == id })
        {
            waiting.remove(at: index)
            writer.respond(to: id, error: .requestCancelled)
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
}
