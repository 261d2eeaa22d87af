import FioriTheme
import Foundation

@testable import FioriThemeLanguageServer

/// `LanguageServer.run`, as `fdlc lsp` runs it, on a thread of its own and over two pipes:
/// framed messages written to its input, the messages it sends read back, each with the time
/// it arrived. Every wait has a deadline, so a test fails instead of hanging.
final class StreamServer {
    /// A message the server sent, and when it was read.
    struct Received {
        /// Its place in ``received``.
        let index: Int
        let message: JSONReader.Node
        let time: ContinuousClock.Instant
    }

    private let input: (read: Int32, write: Int32)
    private let output: (read: Int32, write: Int32)
    private let status = Locked<Int32?>(nil)
    private let ended = DispatchSemaphore(value: 0)
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Every message read so far, in order.
    private(set) var received: [Received] = []

    /// Starts a server with the default delay before a check, and initializes it.
    init() {
        input = Self.pipe()
        output = Self.pipe()
        let (serverInput, serverOutput) = (input.read, output.write)
        let (status, ended) = (status, ended)
        Thread.detachNewThread {
            let code = LanguageServer.run(version: "test", input: serverInput, output: serverOutput)
            status.withLock { $0 = code }
            ended.signal()
        }
        let id = send(request: "initialize", ["capabilities": .object([:])])
        _ = next { $0["id"]?.intValue == id }
        send(notification: "initialized", [:])
    }

    deinit {
        close(input.write)
        close(output.read)
        if ended.wait(timeout: .now() + 30) == .success {
            close(input.read)
            close(output.write)
        }
    }

    private static func pipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        precondition(Foundation.pipe(&ends) == 0, "no pipe")
        return (ends[0], ends[1])
    }

    /// Writes messages in one write, so the server reads them together.
    func send(_ messages: [JSONValue]) {
        var bytes: [UInt8] = []
        for message in messages {
            let body = Array(message.serialized(pretty: false).utf8)
            bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
            guard result > 0 else { return }
            written += result
        }
    }

    /// A request (its id is the next number), to send.
    func request(_ method: String, _ params: [String: JSONValue]) -> (id: Int, message: JSONValue) {
        let id = nextID
        nextID += 1
        return (
            id,
            .object(["jsonrpc": .string("2.0"), "id": .int(id), "method": .string(method), "params": .object(params)])
        )
    }

    /// A notification, to send.
    func notification(_ method: String, _ params: [String: JSONValue]) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)])
    }

    /// Sends a request; returns its id.
    @discardableResult
    func send(request method: String, _ params: [String: JSONValue]) -> Int {
        let (id, message) = request(method, params)
        send([message])
        return id
    }

    /// Sends a notification.
    func send(notification method: String, _ params: [String: JSONValue]) {
        send([notification(method, params)])
    }

    /// The first message received (already or within `seconds`) that matches; nil if none came.
    @discardableResult
    func next(within seconds: Double = 300, _ matches: (JSONReader.Node) -> Bool) -> Received? {
        if let found = received.first(where: { matches($0.message) }) { return found }
        let deadline = ContinuousClock.now + .seconds(seconds)
        while let message = read(until: deadline) {
            received.append(Received(index: received.count, message: message, time: .now))
            if matches(message) { return received.last }
        }
        return nil
    }

    /// The `publishDiagnostics` received so far.
    var publishes: [JSONReader.Node] {
        received.map(\.message).filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
    }

    /// Waits up to `seconds` for the server to return; its status, nil if it did not.
    func finish(within seconds: Double) -> Int32? {
        guard ended.wait(timeout: .now() + seconds) == .success else { return nil }
        ended.signal()  // for deinit
        return status.withLock { $0 }
    }

    /// Reads one framed message, or nil at the deadline or the end of the output.
    private func read(until deadline: ContinuousClock.Instant) -> JSONReader.Node? {
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let headerEnd = buffer.firstRange(of: separator) {
                let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
                let length = Int(header.dropFirst("Content-Length: ".count))!
                if buffer.count >= headerEnd.upperBound + length {
                    let body = Array(buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)])
                    buffer.removeFirst(headerEnd.upperBound + length)
                    return try? JSONReader.parse(body)
                }
            }
            let left = deadline - .now
            guard left > .zero else { return nil }
            var entry = pollfd(fd: output.read, events: Int16(POLLIN), revents: 0)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            guard poll(&entry, 1, Int32(min(milliseconds + 1, 60_000))) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(output.read, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}

extension JSONReader.Node {
    /// Whether this is the `publishDiagnostics` of `version`.
    func isPublish(version: Int) -> Bool {
        self["method"]?.stringValue == "textDocument/publishDiagnostics"
            && self["params"]?["version"]?.intValue == version
    }
}
