import FioriTheme
import FioriThemeCompiler

/// Frames JSON-RPC messages with a `Content-Length` header and hands the bytes to a sink, in
/// order: a message whole, or a large result's in pieces (``respond(to:streaming:)``).
package struct MessageWriter {
    private let write: ([UInt8]) -> Void

    /// Creates a writer that passes the bytes of each framed message to `write`, in order.
    package init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    /// Sends one message: its compact JSON, after the header.
    package func send(_ message: JSONValue) {
        let body = message.serializedBytes(pretty: false)
        write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends the result of request `id`.
    package func respond(to id: JSONValue, result: JSONValue) {
        send(.object(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }

    /// Sends the result of request `id` that `result` writes, the same bytes as
    /// ``respond(to:result:)`` with the value it writes, without holding the result whole,
    /// as a tree or as bytes: it is written twice, first only counted for the header, then
    /// handed to the sink in pieces of ``chunkSize`` bytes as it is written. `result` must
    /// write the same each time; a document's outline of 35 MB so costs one piece.
    package func respond(to id: JSONValue, streaming result: (inout JSONStreamWriter) -> Void) {
        var length = 0
        var counter = JSONStreamWriter(chunk: Self.chunkSize, pretty: false) { length += $0.count }
        Self.writeResponse(id, result, to: &counter)
        counter.flush()
        write(Array("Content-Length: \(length)\r\n\r\n".utf8))
        var sender = JSONStreamWriter(chunk: Self.chunkSize, pretty: false) { [write] in write(Array($0)) }
        Self.writeResponse(id, result, to: &sender)
        sender.flush()
    }

    /// The size of the pieces a streamed result is sent in.
    static let chunkSize = 64 * 1024

    /// `{"id":…,"jsonrpc":"2.0","result":…}`, keys sorted as ``JSONValue`` writes them.
    private static func writeResponse(
        _ id: JSONValue, _ result: (inout JSONStreamWriter) -> Void, to writer: inout JSONStreamWriter
    ) {
        writer.beginObject()
        writer.fixedKey("id")
        writer.value(id)
        writer.fixedKey("jsonrpc")
        writer.string("2.0")
        writer.fixedKey("result")
        result(&writer)
        writer.endObject()
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
