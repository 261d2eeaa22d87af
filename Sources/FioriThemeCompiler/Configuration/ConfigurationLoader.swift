import FioriThemeCore
import Foundation

/// Finds and reads configurations: the nearest `.fdlc.json` in a file's folder or a folder
/// above it, with the files it `extends` (a chain; a cycle is an error). Each file is read
/// once; a loader remembers what it found, so keep one for a whole run.
///
/// Paths given to and returned by a loader are absolute (see `FilePath.absolute(_:from:)`); messages
/// show them relative to the current folder when they are below it.
public struct ConfigurationLoader {
    /// The name of a configuration file.
    public static let fileName = ".fdlc.json"

    private var loaded: [String: Configuration] = [:]
    /// Each folder looked in, with the nearest configuration file from it ("" for none): the
    /// dictionary type the palette's tables already use, so a start instantiates no new one.
    private var nearest: [String: String] = [:]
    /// How configuration files are read: at most a limit of bytes (see ``BoundedReader``).
    package var reader = BoundedReader()

    /// A loader that has read nothing yet.
    public init() {}

    /// The configuration of the file at the absolute path `path`: the nearest `.fdlc.json` in
    /// its folder or above, or the defaults when there is none.
    public mutating func configuration(forFile path: String) throws(ConfigurationError) -> Configuration {
        try configuration(forFolder: FilePath.folder(of: path))
    }

    /// The configuration that applies in the absolute folder `folder` (for standard input: the
    /// current folder).
    public mutating func configuration(forFolder folder: String) throws(ConfigurationError) -> Configuration {
        guard let found = nearestFile(from: folder) else { return Configuration() }
        return try load(found)
    }

    /// The configuration file at the absolute path `path`, with what it extends.
    public mutating func load(_ path: String) throws(ConfigurationError) -> Configuration {
        try load(path, chain: [])
    }

    private mutating func load(_ path: String, chain: [String]) throws(ConfigurationError) -> Configuration {
        if let cached = loaded[path] { return cached }
        let bytes: [UInt8]
        switch reader.read(path: path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw ConfigurationError(unreadable: FilePath.display(path), reason: failure.reason)
        }
        let file = try ConfigurationFile(json: bytes, path: FilePath.display(path))
        var base = Configuration()
        if let extends = file.extends, let location = file.extendsLocation {
            let basePath = FilePath.absolute(extends, from: FilePath.folder(of: path))
            func failure(_ message: String) -> ConfigurationError {
                ConfigurationError(
                    path: FilePath.display(path), line: location.line, column: location.column, message: message)
            }
            if basePath == path || chain.contains(basePath) {
                let cycle = (chain + [path, basePath]).drop { $0 != basePath }.map(FilePath.display)
                throw failure("'extends' forms a cycle: \(cycle.joined(separator: " → "))")
            }
            do {
                base = try load(basePath, chain: chain + [path])
            } catch  where error.path == FilePath.display(basePath) {
                // A file that is no configuration at all (a secret, a package manifest) is
                // named, never quoted: its first key could be a token.
                if error.isForeign { throw failure("'\(extends)' is not an fdlc configuration") }
                if let reason = error.unreadableReason {
                    throw failure("cannot read '\(extends)', which 'extends' names: \(reason)")
                }
                throw error
            }
        }
        let configuration = Configuration(file, at: path, over: base)
        loaded[path] = configuration
        return configuration
    }

    /// The nearest configuration file in `folder` or a folder above it.
    private mutating func nearestFile(from folder: String) -> String? {
        if let cached = nearest[folder] { return cached.isEmpty ? nil : cached }
        let candidate = (folder == "/" ? "" : folder) + "/" + Self.fileName
        let found: String?
        if Self.isFile(candidate) {
            found = candidate
        } else {
            let parent = FilePath.folder(of: folder)
            found = parent == folder ? nil : nearestFile(from: parent)
        }
        nearest[folder] = found ?? ""
        return found
    }

    /// Whether something that is not a folder is at `path` (links followed): one `stat`, for
    /// each folder a file's configuration is looked for in, where `FileManager`'s two calls
    /// cost a tenth of a small theme's `fdlc check`.
    private static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }
}
