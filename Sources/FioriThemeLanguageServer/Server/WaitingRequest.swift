import FioriTheme

/// A request that waits for the check of its document's current text.
struct WaitingRequest {
    let id: JSONValue
    let method: String
    let params: JSONReader.Node
    /// The document it is about.
    let uri: String
}
