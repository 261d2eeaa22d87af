/// A pattern of the configuration's `ignore` list, matched against a path relative to the
/// configuration file's folder, with `/` between folders.
///
/// - `*` matches any characters within one path segment, `?` one character;
/// - `**` as a whole segment matches any number of segments, none included;
/// - a pattern also matches everything below what it matches, so `vendor`, `vendor/` and
///   `generated/*` ignore files inside those folders as well;
/// - a leading `./` is ignored. Matching is case-sensitive.
struct PathPattern: Sendable {
    private let segments: [Substring]

    /// Parses `pattern`.
    init(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        segments = text.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) or a folder above it matches.
    func matches(_ path: String) -> Bool {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty else { return false }
        return (1...max(1, parts.count)).contains { count in
            count <= parts.count && Self.match(segments[...], parts[..<count])
        }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let segment = path.first,
            matchSegment(Array(first.unicodeScalars)[...], Array(segment.unicodeScalars)[...])
        else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool
    {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { matchSegment(pattern.dropFirst(), name[$0...]) }
        case "?":
            return !name.isEmpty && matchSegment(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchSegment(pattern.dropFirst(), name.dropFirst())
        }
    }
}
