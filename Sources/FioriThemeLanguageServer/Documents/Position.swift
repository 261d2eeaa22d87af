import FioriTheme
import FioriThemeCompiler

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

    /// Reads `{"line": L, "character": C}`; a negative line or character is invalid.
    init(json: JSONReader.Node) throws(ResponseError) {
        line = try json.required("line").integer()
        character = try json.required("character").integer()
        guard line >= 0, character >= 0 else { throw .invalidParams("the position \(self) is negative") }
    }

    /// `{"line": L, "character": C}`.
    var json: JSONValue { .object(["line": .int(line), "character": .int(character)]) }

    /// Writes ``json``.
    func write(to writer: inout JSONStreamWriter) {
        writer.beginObject()
        writer.fixedKey("character")
        writer.int(character)
        writer.fixedKey("line")
        writer.int(line)
        writer.endObject()
    }
}

extension Position: Comparable, CustomStringConvertible {
    /// Orders by line, then character.
    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// `line:character`, 0-based as the protocol counts.
    package var description: String { "\(line):\(character)" }
}
