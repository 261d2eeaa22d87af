import FioriThemeCore
import Foundation

/// Something wrong at one place of a token file, before its file and position are known.
struct TokenProblem: Error {
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    let message: String
    /// The UTF-8 byte offset in the file of the value at fault.
    let offset: Int

    init(_ message: String, _ offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// A design-token or mapping file that cannot be used as it is: a mistake located by file,
/// line, column and JSON pointer, with the line it is on.
public struct TokenError: Error, Sendable, CustomStringConvertible {
    /// The file's path, as given.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column (Unicode scalars).
    public let column: Int
    /// The JSON pointer (RFC 6901) of the member at fault, `""` for the whole document.
    public let pointer: String
    /// What is wrong: lowercase, names in single quotes, no trailing period.
    public let message: String
    /// The text of the line, for the code frame.
    let lineText: String

    /// The problem `problem` of the member at `pointer` in `file`.
    init(_ problem: TokenProblem, pointer: String, in file: SourceFile) {
        let location = file.location(of: problem.offset)
        path = file.path
        line = location.line
        column = location.column
        self.pointer = pointer
        message = problem.message
        lineText = file.text(file.lineRange(location.line))
    }

    /// `path:line:column: error: message (at /pointer)`, then the line and a caret under the column.
    public var description: String {
        let at = pointer.isEmpty ? "" : " (at \(pointer))"
        let gutter = String(line)
        let (shown, caret) = Self.window(lineText, column: column)
        let frame =
            " \(gutter) | \(shown)\n \(String(repeating: " ", count: gutter.count)) | "
            + String(repeating: " ", count: caret - 1) + "^"
        return "\(path):\(line):\(column): error: \(message)\(at)\n\(frame)"
    }

    /// At most ``frameWidth`` columns of `text` around `column` (with `…` where it is cut) and
    /// the caret's column in them, so a minified one-line file gives a short frame.
    private static func window(_ text: String, column: Int) -> (String, Int) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > frameWidth else { return (text, column) }
        let start = max(0, min(column - 1 - frameWidth / 2, scalars.count - frameWidth))
        let end = min(scalars.count, start + frameWidth)
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        var caret = column - start
        if start > 0 {
            shown = "…" + shown
            caret += 1
        }
        if end < scalars.count { shown += "…" }
        return (shown, caret)
    }

    /// The most columns of a line a code frame shows.
    static let frameWidth = 100

    /// `pointer` with `name` appended, escaped as RFC 6901 says (`~` as `~0`, `/` as `~1`).
    static func pointer(_ pointer: String, _ name: String) -> String {
        pointer + "/" + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
