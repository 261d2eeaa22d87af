/// Why a compiled style table (the JSON `fdlc compile` writes) could not be loaded.
public struct StyleTableLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    public let message: String
    /// The byte offset into the JSON that the message is about.
    public let offset: Int

    /// Creates an error about the byte at `offset`.
    init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message, followed by the byte offset.
    public var description: String {
        "\(message) (at byte \(offset))"
    }
}
