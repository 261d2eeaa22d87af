import FioriTheme

/// One JSON-RPC message from the client, decoded from its body.
package enum Message {
    /// A request: it gets exactly one response with its `id`.
    case request(id: JSONValue, method: String, params: JSONReader.Node?)
    /// A notification: no response.
    case notification(method: String, params: JSONReader.Node?)
    /// A response to a request of the server's; the server sends none, so these are ignored.
    case response

    /// A body that is not a message, and how to answer it.
    package struct DecodingFailure: Error {
        /// The request's id, when one could be read; else null.
        package var id: JSONValue
        /// The error to answer with.
        package var error: ResponseError
    }

    /// Decodes a body; the error says how to answer a body that is not a message (with the
    /// id, when one could be read).
    package static func decode(_ body: [UInt8]) -> Result<Message, DecodingFailure> {
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(body)
        } catch {
            return .failure(DecodingFailure(id: .null, error: .parseError("invalid json: \(error.message)")))
        }
        guard case .object = root.value else {
            return .failure(DecodingFailure(id: .null, error: .invalidRequest("a message is a json object")))
        }
        var id = JSONValue.null
        if let node = root["id"] {
            switch node.value {
            case .number(let number) where number == number.rounded() && abs(number) < 1e15: id = .int(Int(number))
            case .string(let text): id = .string(text)
            default:
                return .failure(DecodingFailure(id: .null, error: .invalidRequest("an 'id' is an integer or a string")))
            }
        }
        guard let methodNode = root["method"] else {
            if root["result"] != nil || root["error"] != nil { return .success(.response) }
            return .failure(DecodingFailure(id: id, error: .invalidRequest("a message without 'method'")))
        }
        guard case .string(let method) = methodNode.value else {
            return .failure(DecodingFailure(id: id, error: .invalidRequest("'method' is a string")))
        }
        let params = root["params"]
        return .success(
            root["id"] == nil
                ? .notification(method: method, params: params)
                : .request(id: id, method: method, params: params))
    }
}
