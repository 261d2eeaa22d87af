/// Why a JSON document (a compiled table, a catalog or a configuration file) could not be
/// read: the message and the byte it is about.
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    package let message: String
    /// The byte offset into the JSON that the message is about, where known.
    package let offset: Int?

    package init(message: String, offset: Int?) {
        self.message = message
        self.offset = offset
    }

    /// The message, followed by the byte offset when there is one.
    package var description: String {
        offset.map { "\(message) (at byte \($0))" } ?? message
    }
}
