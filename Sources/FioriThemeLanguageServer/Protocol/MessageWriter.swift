import FioriTheme

/// Frames JSON-RPC messages with a `Content-Length` header and hands the bytes to a sink.
package struct MessageWriter {
    private let write: ([UInt8]) -> Void

    /// Creates a writer that passes each framed message to `write`, whole.
    package init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    /// Sends one message: its compact JSON, after the header.
    package func send(_ message: JSONValue) {
        let body = Array(message.serialized(pretty: false).utf8)
        write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends the result of request `id`.
    package func respond(to id: JSONValue, result: JSONValue) {
        send(.object(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }

    /// Sends the error answering request `id` (null when the id could not be read).
    package func respond(to id: JSONValue, error: ResponseError) {
        send(.object(["jsonrpc": .string("2.0"), "id": id, "error": error.json]))
    }

    /// Sends a notification.
    package func notify(_ method: String, _ params: JSONValue) {
        send(.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }
}
