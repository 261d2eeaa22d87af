import Foundation

/// A document's URI and, for a `file:` URI, its path on disk.
package enum DocumentURI {
    /// The local path of a `file:` URI (percent-decoded); nil for other schemes.
    package static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }
}
