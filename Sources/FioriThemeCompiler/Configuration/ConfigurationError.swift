/// A configuration file that could not be used: one that cannot be read, or a mistake in it
/// at a line and column.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// The configuration file's path, as shown in messages.
    public let path: String
    /// The 1-based line of the problem; nil when the file could not be read at all.
    public let line: Int?
    /// The 1-based column (Unicode scalars); nil when the file could not be read at all.
    public let column: Int?
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    public let message: String

    /// A mistake at `line` and `column` of `path`.
    init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Why the file could not be read at all (the system's words, or its size), when that is
    /// the problem.
    package private(set) var unreadableReason: String?
    /// Whether the file is no fdlc configuration at all: not JSON, not an object, or a key that
    /// no configuration has. Reached through `extends`, it is named and not quoted.
    package var isForeign = false

    /// A file that cannot be read, for `reason`.
    init(unreadable path: String, reason: String) {
        self.path = path
        line = nil
        column = nil
        message = "cannot read configuration '\(path)': \(reason)"
        unreadableReason = reason
    }

    /// `invalid configuration path:line:column: message`, or the reason a file cannot be read.
    public var description: String {
        guard let line, let column else { return message }
        return "invalid configuration \(path):\(line):\(column): \(message)"
    }
}
