/// A configuration file that could not be used, with the place the problem is at.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// The configuration file's path.
    public let path: String
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column (Unicode scalars).
    public let column: Int
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    public let message: String

    /// `path:line:column: message`.
    public var description: String { "\(path):\(line):\(column): \(message)" }
}
