import FioriTheme
import FioriThemeCompiler

@testable import FioriThemeLanguageServer

/// A language server in process, driven as a client drives it: messages in, the framed
/// messages it sends read back with the real reader.
final class ServerHarness {
    private(set) var server: LanguageServer!
    private var output: [UInt8] = []
    private var nextID = 1
    /// Every message the server sent, decoded, in order.
    private(set) var sent: [JSONReader.Node] = []
    /// The body of each message in ``sent``, as the server wrote it.
    private(set) var bodies: [[UInt8]] = []
    /// What the server logged (malformed messages).
    private(set) var logged: [String] = []

    /// A server that checks inline, or on `worker` (whose results a test hands over itself:
    /// ``CheckWorker/takeFinished()``, ``LanguageServer/receive(_:)``).
    init(formatter: LanguageServer.Formatter? = nil, worker: CheckWorker? = nil, initialize: Bool = true) {
        server = LanguageServer(
            version: "test", formatter: formatter, worker: worker,
            send: { [unowned self] bytes in output += bytes },
            log: { [unowned self] text in logged.append(text) })
        if initialize {
            _ = request("initialize", ["capabilities": .object([:])])
            notify("initialized", [:])
        }
    }

    /// Sends a raw body.
    func send(body: String) {
        server.handle(Array(body.utf8))
        collect()
    }

    /// Sends a request and returns the response (the whole message).
    @discardableResult
    func request(_ method: String, _ params: [String: JSONValue]?) -> JSONReader.Node {
        let before = sent.count
        let id = ask(method, params)
        return sent[before...].last { $0["id"]?.intValue == id }!
    }

    /// Sends a request and returns its id, for one that may wait (``response(to:)``).
    func ask(_ method: String, _ params: [String: JSONValue]?) -> Int {
        let id = nextID
        nextID += 1
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": .int(id), "method": .string(method)]
        if let params { message["params"] = .object(params) }
        send(body: JSONValue.object(message).serialized(pretty: false))
        return id
    }

    /// The response to request `id`, if it was sent.
    func response(to id: Int) -> JSONReader.Node? {
        sent.last { $0["id"]?.intValue == id }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: JSONValue]) {
        send(
            body: JSONValue.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)])
                .serialized(pretty: false))
    }

    /// Opens a document and returns the diagnostics published for it.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONReader.Node] {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string("nss"), "version": .int(version), "text": .string(text),
                ])
            ])
        return lastDiagnostics(uri)
    }

    /// Runs the checks the server has scheduled, as it does when the client is quiet, and
    /// collects what it publishes: how a test waits for diagnostics, deterministically.
    func flush() {
        server.checkPending()
        collect()
    }

    /// Sends raw bodies as one batch, as the server reads messages that arrive together.
    func send(batch bodies: [String]) {
        server.handle(batch: bodies.map { .message(Array($0.utf8)) })
        collect()
    }

    /// The diagnostics last published for `uri` (after ``flush()``).
    func lastDiagnostics(_ uri: String) -> [JSONReader.Node] {
        flush()
        let published = sent.last {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
        }
        return published?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    /// The `result` of a request about `uri` at a position.
    func result(_ method: String, _ uri: String, line: Int, character: Int, _ extra: [String: JSONValue] = [:])
        -> JSONReader.Node?
    {
        var params = extra
        params["textDocument"] = .object(["uri": .string(uri)])
        params["position"] = position(line, character)
        return request(method, params)["result"]
    }

    func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .int(line), "character": .int(character)])
    }

    /// Runs `body` on the server, then decodes what it wrote.
    func perform(_ body: (LanguageServer) -> Void) {
        body(server)
        collect()
    }

    /// Decodes whatever the server wrote since the last call.
    private func collect() {
        var pending = output
        output = []
        var reader = MessageReader { count in
            let chunk = Array(pending.prefix(count))
            pending.removeFirst(chunk.count)
            return chunk
        }
        while let frame = reader.next() {
            guard case .message(let body) = frame, let node = try? JSONReader.parse(body) else {
                fatalError("the server wrote a malformed message: \(frame)")
            }
            sent.append(node)
            bodies.append(body)
        }
    }
}

extension JSONReader.Node {
    subscript(_ key: String) -> JSONReader.Node? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    subscript(_ index: Int) -> JSONReader.Node? {
        guard case .array(let items) = value, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var intValue: Int? {
        if case .number(let number) = value, number == number.rounded() { return Int(number) }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    var doubleValue: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    var arrayValue: [JSONReader.Node]? {
        if case .array(let items) = value { return items }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// `"line:character-line:character"` of an LSP range.
    var rangeText: String {
        let point = { (node: JSONReader.Node?) in
            "\(node?["line"]?.intValue ?? -1):\(node?["character"]?.intValue ?? -1)"
        }
        return point(self["start"]) + "-" + point(self["end"])
    }
}
