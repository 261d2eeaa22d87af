import Foundation

/// Drives `fdlc lsp` as an editor does: a process, with JSON-RPC messages framed by
/// `Content-Length` on its standard input and output.
final class LspClient {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1
    /// Notifications received while waiting for something else, in order.
    private(set) var notifications: [[String: Any]] = []

    /// Starts `fdlc lsp` in `directory`.
    init(in directory: URL? = nil) throws {
        process.executableURL = FDLCRunner.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory ?? FDLCRunner.repositoryRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Writes raw bytes to the server.
    func write(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    /// Sends a message (a JSON object).
    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request and waits for its response.
    @discardableResult
    func request(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method]
        if let params { message["params"] = params }
        try send(message)
        while true {
            let received = try receive()
            if received["id"] as? Int == id { return received }
            notifications.append(received)
        }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Waits for the next notification of `method` (also among those already received).
    func next(_ method: String) throws -> [String: Any] {
        if let index = notifications.firstIndex(where: { $0["method"] as? String == method }) {
            return notifications.remove(at: index)
        }
        while true {
            let received = try receive()
            if received["method"] as? String == method { return received }
            notifications.append(received)
        }
    }

    struct EndOfOutput: Error {}

    /// Reads one framed message.
    func receive() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil { try fill() }
        let headerEnd = buffer.range(of: separator)!
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        let length = Int(header.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!
        buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
        while buffer.count < length { try fill() }
        let body = buffer.prefix(length)
        buffer.removeFirst(length)
        return try JSONSerialization.jsonObject(with: body) as! [String: Any]
    }

    private func fill() throws {
        let chunk = output.fileHandleForReading.availableData
        guard !chunk.isEmpty else { throw EndOfOutput() }
        buffer += chunk
    }

    /// Closes the server's input and waits up to 20 s for it to end; its status, nil if it did not.
    func finish() -> Int32? {
        try? input.fileHandleForWriting.close()
        for _ in 0..<200 where process.isRunning { usleep(100_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    static func position(_ line: Int, _ character: Int) -> [String: Any] {
        ["line": line, "character": character]
    }
}
