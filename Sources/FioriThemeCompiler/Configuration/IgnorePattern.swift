/// One entry of a configuration's `ignore` list, with the folder it is relative to.
public struct IgnorePattern: Sendable {
    /// The pattern as written (see `PathPattern`).
    public let pattern: String
    /// The absolute folder of the configuration file that lists it.
    public let folder: String
    /// The absolute path of that configuration file.
    public let file: String
    private let compiled: PathPattern

    /// Creates the pattern `pattern` of the configuration file `file`.
    public init(_ pattern: String, file: String) {
        self.pattern = pattern
        self.file = file
        folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        compiled = PathPattern(pattern)
    }

    /// Whether the absolute path `path`, or a folder above it, matches.
    public func matches(_ path: String) -> Bool {
        guard path.hasPrefix(folder + "/") else { return false }
        return compiled.matches(String(path.dropFirst(folder.count + 1)))
    }
}
