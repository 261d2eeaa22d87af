import Foundation

/// Paths as fdlc shows and compares them: absolute, without `.`, `..` or repeated `/`, and
/// relative to the current folder in messages. Pure string work: links are not resolved.
package enum FilePath {
    /// The folder an absolute path is in (`/` for `/` itself).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` made absolute against `folder` (an absolute folder), with `.`, `..` and repeated
    /// `/` removed. Symbolic links are left as they are.
    package static func absolute(_ path: String, from folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        // Appended one by one: `joined(separator:)` is unspecialised generic code whose first
        // call has the runtime scan every conformance record of the binary (a start of fdlc).
        var absolute = ""
        absolute.reserveCapacity(joined.utf8.count + 1)
        for part in parts {
            absolute += "/"
            absolute.append(contentsOf: part)
        }
        return absolute.isEmpty ? "/" : absolute
    }

    /// `path` made absolute against the current folder.
    package static func absolute(_ path: String) -> String {
        absolute(path, from: FileManager.default.currentDirectoryPath)
    }

    /// An absolute path as shown in messages: relative to the current folder when below it.
    package static func display(_ path: String) -> String {
        let current = absolute(FileManager.default.currentDirectoryPath, from: "/")
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
