import FioriTheme

/// A position as the Language Server Protocol counts it: a 0-based line and a 0-based
/// character offset in UTF-16 code units within the line.
package struct Position: Hashable, Sendable {
    /// The 0-based line.
    package var line: Int
    /// The 0-based offset in UTF-16 code units from the line's start.
    package var character: Int

    /// Creates a position.
    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{"line": L, "character": C}`.
    init(json: JSONReader.Node) throws(ResponseError) {
        line = try json.required("line").integer()
        character = try json.required("character").integer()
    }

    /// `{"line": L, "character": C}`.
    var json: JSONValue { .object(["line": .int(line), "character": .int(character)]) }
}
