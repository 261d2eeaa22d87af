import FioriTheme
import FioriThemeLanguageServer
import Foundation

/// The libFuzzer entry point of `Scripts/fuzz --lsp`: one input is a byte stream a client
/// might send to `fdlc lsp`, read by the real ``MessageReader`` in chunks whose size the
/// input's first byte picks, and handled by a ``LanguageServer`` that was initialized first,
/// in batches (as `fdlc lsp` reads messages that arrive together) whose size the second byte
/// picks, with the scheduled checks run after each batch.
///
/// Then the framing mutation: the input becomes the body of a malformed frame (missing,
/// negative, duplicate or non-numeric `Content-Length`, or garbage before a header, chosen
/// by the input's third byte), followed by one good request; a fresh server must answer it.
///
/// What must hold, or the target traps (a finding): no trap or memory error anywhere in the
/// reader or the server; the reader ends, having made progress on every frame (at most one
/// frame per input byte, plus one); every message the server writes is framed with the
/// right `Content-Length` and its body is a JSON object; the request after a malformed frame
/// is answered.
///
/// One input in eight (by its fourth byte) also drives a whole session over pipes through
/// ``LanguageServer/run(version:formatter:input:output:checkDelay:)``, as `fdlc lsp` runs:
/// a document over 64 KB (the input repeated), so its checks go to the worker, then the
/// input read as a script of edits, hovers, outlines, cancel requests and pauses that let
/// checks start and go stale (``checkWorkerSession(_:)``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let chunk = 1 + Int(bytes.first ?? 0) % 64
    let batchSize = 1 + Int(bytes.dropFirst().first ?? 0) % 4
    var output: [UInt8] = []
    let server = LanguageServer(version: "fuzz", send: { output += $0 }, log: { _ in })
    server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    var reader = chunkedReader(bytes, chunk: chunk)
    var frames = 0
    var batch: [MessageReader.Frame] = []
    while let frame = reader.next() {
        frames += 1
        if frames > bytes.count + 1 { fatalError("the reader does not progress: \(frames) frames from \(bytes.count) bytes") }
        batch.append(frame)
        guard batch.count == batchSize else { continue }
        server.handle(batch: batch)
        batch = []
        server.checkPending()
        if server.exitStatus != nil { break }
    }
    if server.exitStatus == nil, !batch.isEmpty { server.handle(batch: batch) }
    checkFraming(output)
    checkResynchronisation(after: bytes, chunk: chunk)
    if (bytes.dropFirst(3).first ?? 1) % 8 == 0 { checkWorkerSession(bytes) }
    return 0
}

/// A reader of `bytes`, `chunk` bytes at a time.
private func chunkedReader(_ bytes: [UInt8], chunk: Int) -> MessageReader {
    var pending = bytes[...]
    return MessageReader { count in
        let piece = Array(pending.prefix(min(count, chunk)))
        pending = pending.dropFirst(piece.count)
        return piece
    }
}

/// Traps unless a fresh server answers a good request sent after a malformed frame whose
/// body is `bytes` (with any `Content-Length:` in them defused, so the body cannot frame one).
private func checkResynchronisation(after bytes: [UInt8], chunk: Int) {
    var body = bytes
    let pattern = Array("content-length:".utf8)
    var index = 0
    while index + pattern.count <= body.count {
        if zip(body[index...], pattern).allSatisfy({ ($0 | 0x20) == ($1 | 0x20) }) { body[index + pattern.count - 1] = UInt8(ascii: "=") }
        index += 1
    }
    let headers = ["Content-Type: x\r\n\r\n", "Content-Length: -\(body.count)\r\n\r\n",
                   "Content-Length: \(body.count)\r\nContent-Length: \(body.count + 1)\r\n\r\n",
                   "Content-Length: \(body.count)x\r\n\r\n", ""]
    let header = headers[Int(bytes.dropFirst(2).first ?? 0) % headers.count]
    let good = #"{"jsonrpc":"2.0","id":"canary","method":"shutdown"}"#
    let stream = Array(header.utf8) + body + Array("Content-Length: \(good.utf8.count)\r\n\r\n\(good)".utf8)
    var output: [UInt8] = []
    let server = LanguageServer(version: "fuzz", send: { output += $0 }, log: { _ in })
    server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    var reader = chunkedReader(stream, chunk: chunk)
    while let frame = reader.next() { server.handle(frame) }
    guard String(decoding: output, as: UTF8.self).contains(#""id":"canary","jsonrpc":"2.0","result":null"#) else {
        fatalError("the request after a malformed frame was not answered")
    }
}

/// Traps unless `output` is a sequence of `Content-Length: N\r\n\r\n` + N bytes of a JSON object.
private func checkFraming(_ output: [UInt8]) {
    var index = 0
    let prefix = Array("Content-Length: ".utf8)
    while index < output.count {
        guard output[index...].starts(with: prefix) else { fatalError("output without a header at byte \(index)") }
        var cursor = index + prefix.count
        var length = 0
        while cursor < output.count, output[cursor] >= 0x30, output[cursor] <= 0x39 {
            length = length * 10 + Int(output[cursor] - 0x30)
            cursor += 1
        }
        guard output[cursor...].starts(with: Array("\r\n\r\n".utf8)), cursor + 4 + length <= output.count else {
            fatalError("a malformed header or a short body at byte \(index)")
        }
        let body = Array(output[(cursor + 4)..<(cursor + 4 + length)])
        guard let node = try? JSONReader.parse(body), case .object = node.value else {
            fatalError("a body that is not a json object: \(String(decoding: body, as: UTF8.self))")
        }
        index = cursor + 4 + length
    }
}

/// Traps unless a session with a document checked on the worker keeps its promises: it ends
/// (at `exit`) within 8 s; every request is answered exactly once; diagnostics are published
/// in version order; and the outline asked for last, after the last edit, is answered with a
/// result after the diagnostics of that last version are published.
///
/// The script: each input byte from the fifth on is an operation, the bytes after it its
/// operands: an edit inserting a slice of the input at a line, a hover, an outline, a
/// `$/cancelRequest` of an earlier request, or a pause of a few milliseconds (longer than
/// the check delay, so a check starts and the next edit makes it stale).
private func checkWorkerSession(_ bytes: [UInt8]) {
    let uri = "file:///fuzz/large.nss"
    let unit = String(decoding: bytes.isEmpty ? [0x40] : bytes, as: UTF8.self) + "\n"
    let repeats = 70_000 / max(unit.utf8.count, 1) + 1
    let text = String(repeating: unit, count: repeats)
    let lines = text.utf8.count(where: { $0 == 0x0A })
    var messages: [(JSONValue, pause: Double)] = []
    var nextID = 1
    var requests: [Int] = []
    var version = 1
    func request(_ method: String, _ params: [String: JSONValue]) {
        messages.append((message(id: .int(nextID), method, params), 0))
        requests.append(nextID)
        nextID += 1
    }
    let document: [String: JSONValue] = ["uri": .string(uri)]
    request("initialize", ["capabilities": .object([:])])
    messages.append((message(id: nil, "initialized", [:]), 0))
    messages.append(
        (
            message(
                id: nil, "textDocument/didOpen",
                [
                    "textDocument": .object([
                        "uri": .string(uri), "languageId": .string("nss"), "version": .int(1), "text": .string(text),
                    ])
                ]), 0
        ))
    var index = 4
    func operand() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    while index < bytes.count, messages.count < 40 {
        let position = { () -> JSONValue in
            .object(["line": .int(operand() * max(lines, 1) / 255), "character": .int(operand() % 40)])
        }
        switch operand() % 5 {
        case 0:
            version += 1
            let at = position()
            let start = min(operand(), bytes.count)
            let slice = String(decoding: bytes[start..<min(start + operand() % 32, bytes.count)], as: UTF8.self)
            messages.append(
                (
                    message(
                        id: nil, "textDocument/didChange",
                        [
                            "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                            "contentChanges": .array([
                                .object(["range": .object(["start": at, "end": at]), "text": .string(slice)])
                            ]),
                        ]), 0
                ))
        case 1: request("textDocument/hover", ["textDocument": .object(document), "position": position()])
        case 2: request("textDocument/documentSymbol", ["textDocument": .object(document)])
        case 3:
            // Any request but `initialize` (cancelled, it leaves the server uninitialized).
            let cancellable = requests.dropFirst()
            if !cancellable.isEmpty {
                let id = cancellable[cancellable.startIndex + operand() % cancellable.count]
                messages.append((message(id: nil, "$/cancelRequest", ["id": .int(id)]), 0))
            }
        default:
            if let last = messages.indices.last { messages[last].pause = Double(operand() % 8) / 1000 }
        }
    }
    let outline = nextID
    request("textDocument/documentSymbol", ["textDocument": .object(document)])
    request("shutdown", [:])
    messages.append((message(id: nil, "exit", [:]), 0))

    let input = pipeEnds(), output = pipeEnds()
    let ended = DispatchSemaphore(value: 0)
    let delay = Double(Int(bytes.dropFirst(4).first ?? 0) % 4) / 1000
    Thread.detachNewThread {
        _ = LanguageServer.run(version: "fuzz", input: input.read, output: output.write, checkDelay: delay)
        ended.signal()
    }
    let received = Locked([UInt8]())
    let drained = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output.read, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received.withLock { $0 += chunk[..<count] }
        }
        drained.signal()
    }
    for (message, pause) in messages {
        let body = message.serializedBytes(pretty: false)
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var written = 0
        while written < frame.count {
            let count = frame[written...].withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            written += count
        }
        if pause > 0 { Thread.sleep(forTimeInterval: pause) }
    }
    guard ended.wait(timeout: .now() + 8) == .success else { fatalError("the server did not end within 8 s") }
    close(output.write)
    drained.wait()
    close(input.write)
    close(input.read)
    close(output.read)
    let stream = received.withLock { $0 }
    checkFraming(stream)
    checkSession(stream, requests: requests, outline: outline, lastVersion: version)
}

/// Traps unless every request in `requests` is answered once, publishes go up in version,
/// and the request `outline` is answered with a result after version `lastVersion` was published.
private func checkSession(_ stream: [UInt8], requests: [Int], outline: Int, lastVersion: Int) {
    var answers: [Int: Int] = [:]
    var versions: [Int] = []
    var outlineAnswer: (index: Int, isResult: Bool, body: String)?
    var lastPublish: Int?
    var index = 0
    var position = 0
    while let separator = stream[position...].firstRange(of: Array("\r\n\r\n".utf8)) {
        let header = String(decoding: stream[position..<separator.lowerBound], as: UTF8.self)
        guard let length = Int(header.dropFirst("Content-Length: ".count)) else { break }
        let body = Array(stream[separator.upperBound..<(separator.upperBound + length)])
        position = separator.upperBound + length
        guard let node = try? JSONReader.parse(body) else { fatalError("a body that is not JSON") }
        if let id = node["id"]?.intValue {
            answers[id, default: 0] += 1
            if id == outline { outlineAnswer = (index, node["result"] != nil, String(decoding: body, as: UTF8.self)) }
        } else if node["method"]?.stringValue == "textDocument/publishDiagnostics",
            let version = node["params"]?["version"]?.intValue
        {
            versions.append(version)
            if version == lastVersion { lastPublish = index }
        }
        index += 1
    }
    for id in requests where answers[id] != 1 {
        fatalError("request \(id) was answered \(answers[id] ?? 0) times")
    }
    guard zip(versions, versions.dropFirst()).allSatisfy({ $0 < $1 }) else {
        fatalError("diagnostics published out of version order: \(versions)")
    }
    guard let outlineAnswer, outlineAnswer.isResult else {
        fatalError("the last outline was not answered with a result: \(outlineAnswer?.body ?? "no answer")")
    }
    guard let lastPublish, lastPublish < outlineAnswer.index else {
        fatalError("the last version was not published before the outline that waited for it")
    }
}

/// A JSON-RPC message: a request when `id` is given, else a notification.
private func message(id: JSONValue?, _ method: String, _ params: [String: JSONValue]) -> JSONValue {
    var object: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)]
    if let id { object["id"] = id }
    return .object(object)
}

/// A pipe's two ends.
private func pipeEnds() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { fatalError("no pipe") }
    return (ends[0], ends[1])
}

/// A value two threads share, under a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

extension JSONReader.Node {
    /// The member `key` of an object; nil when absent or when this is not an object.
    fileprivate subscript(_ key: String) -> JSONReader.Node? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The integer this is; nil when it is not a number.
    fileprivate var intValue: Int? {
        guard case .number(let number) = value else { return nil }
        return Int(number)
    }

    /// The string this is; nil when it is not a string.
    fileprivate var stringValue: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }
}
