import FioriTheme

/// The error of a JSON-RPC response: a code of JSON-RPC or the Language Server Protocol,
/// and a lowercase message.
package struct ResponseError: Error, Equatable {
    /// The numeric code.
    package var code: Int
    /// What went wrong.
    package var message: String

    /// The body was not JSON.
    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON was not a JSON-RPC request or notification.
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// No handler for the method.
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The params do not have the shape the method needs.
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// A request before `initialize`.
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
    /// A request the server understood but cannot carry out (such as a rename to an invalid name).
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }

    /// A request the client cancelled (`$/cancelRequest`) before it was answered.
    static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")

    /// A request that waited for the check of its document's text, which changed (or was
    /// closed) first: its position no longer fits, and the client asks again if it still wants to.
    static let contentModified = ResponseError(
        code: -32801, message: "the document changed before the request was answered")

    /// The `error` member of a response.
    var json: JSONValue {
        .object(["code": .int(code), "message": .string(message)])
    }
}
