/// Why a compiled style table (the JSON `fdlc compile` writes, or its binary form) could not be
/// loaded, and where.
public struct StyleTableLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    public let message: String
    /// The byte offset into the file that the message is about.
    public let offset: Int
    /// The 1-based line of ``offset``; LF, CRLF and a lone CR each end a line. 0 for a binary
    /// table, which has no lines.
    public let line: Int
    /// The 1-based column of ``offset``, in Unicode scalars, as an editor counts it (and as
    /// every position fdlc reports does). 0 for a binary table.
    public let column: Int

    /// Creates an error about the byte at `offset` of `bytes`, locating it.
    init(message: String, offset: Int, in bytes: [UInt8]) {
        self.message = message
        self.offset = offset
        (line, column) = TextPosition.location(of: offset, in: bytes)
    }

    /// An error about the byte at `offset` of a binary table.
    init(binaryMessage message: String, offset: Int) {
        self.message = message
        self.offset = offset
        (line, column) = (0, 0)
    }

    /// `line:column: message`; for a binary table, `byte offset: message`.
    public var description: String {
        line == 0 ? "byte \(offset): \(message)" : "\(line):\(column): \(message)"
    }
}
