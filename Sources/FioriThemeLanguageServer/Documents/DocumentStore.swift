/// The documents the client has open, by URI.
package struct DocumentStore {
    private var documents: [String: TextDocument] = [:]

    /// Creates an empty store.
    package init() {}

    /// The open document at `uri`.
    package subscript(uri: String) -> TextDocument? {
        documents[uri]
    }

    /// Opens (or reopens) a document.
    package mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
    }

    /// Applies changes to an open document; false when it is not open.
    package mutating func change(_ uri: String, _ changes: [TextDocument.Change], version: Int) -> Bool {
        guard documents[uri] != nil else { return false }
        documents[uri]!.apply(changes, version: version)
        return true
    }

    /// Closes a document.
    package mutating func close(_ uri: String) {
        documents[uri] = nil
    }
}
