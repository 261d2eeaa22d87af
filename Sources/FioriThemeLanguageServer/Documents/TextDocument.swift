import FioriTheme
import FioriThemeCompiler

/// An open document: its URI, the version the client gave it, and its text as UTF-8 bytes.
package struct TextDocument: Sendable {
    /// The client's URI.
    package let uri: String
    /// The client's version of the text.
    package private(set) var version: Int
    /// The text.
    package private(set) var bytes: [UInt8]
    /// Positions in ``bytes``.
    package private(set) var lines: LineIndex

    /// Creates a document.
    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lines = LineIndex(bytes)
    }

    /// The path diagnostics are reported under: the file's path, or the URI when it is not a file.
    package var path: String { DocumentURI.path(of: uri) ?? uri }

    /// The text as a source file.
    package var sourceFile: SourceFile { SourceFile(path: path, bytes: bytes) }

    /// One change of `textDocument/didChange`: the whole text, or a range and its new text.
    package struct Change {
        /// The range replaced, nil for the whole document.
        package var range: (start: Position, end: Position)?
        /// The new text.
        package var text: String

        /// Creates a change.
        package init(range: (start: Position, end: Position)?, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Applies `changes` in order, then takes `version`.
    package mutating func apply(_ changes: [Change], version: Int) {
        for change in changes {
            guard let range = change.range else {
                bytes = Array(change.text.utf8)
                lines = LineIndex(bytes)
                continue
            }
            let start = lines.offset(of: range.start)
            let end = max(start, lines.offset(of: range.end))
            let inserted = change.text.utf8
            lines.releaseText()  // so the bytes change in place
            bytes.replaceSubrange(start..<end, with: inserted)
            lines.update(replacing: start..<end, with: inserted.count, in: bytes)
        }
        self.version = version
    }

    /// The LSP range of a byte range.
    package func range(_ range: SourceRange) -> (start: Position, end: Position) {
        (lines.position(of: range.start), lines.position(of: range.end))
    }
}

extension TextDocument {
    /// `{"start": …, "end": …}` of a byte range.
    package func json(_ range: SourceRange) -> JSONValue {
        let (start, end) = self.range(range)
        return .object(["start": start.json, "end": end.json])
    }

    /// Reads an LSP range: its positions not negative, its start not after its end. (Where
    /// it lies in a document is checked by ``checked(_:)``.)
    static func range(json: JSONReader.Node) throws(ResponseError) -> (start: Position, end: Position) {
        let range = (start: try Position(json: json.required("start")), end: try Position(json: json.required("end")))
        guard range.start <= range.end else {
            throw .invalidParams("the range \(range.start)-\(range.end) starts after it ends")
        }
        return range
    }

    /// `position`, when it is in the document: a line past the last is invalid; a character
    /// past the end of its line stands for the line's end, as the protocol says.
    func checked(_ position: Position) throws(ResponseError) -> Position {
        guard position.line < lines.lineCount else {
            throw .invalidParams("the position \(position) is past the last line (\(lines.lineCount - 1)) of '\(uri)'")
        }
        return position
    }

    /// A range read by ``range(json:)`` whose positions are in the document (``checked(_:)``).
    func checkedRange(json: JSONReader.Node) throws(ResponseError) -> (start: Position, end: Position) {
        let range = try Self.range(json: json)
        return (try checked(range.start), try checked(range.end))
    }

    /// `{"uri": …, "range": …}` of a byte range.
    package func location(_ range: SourceRange) -> JSONValue {
        .object(["uri": .string(uri), "range": json(range)])
    }

    /// Writes ``json(_:)`` of a byte range.
    func write(_ range: SourceRange, to writer: inout JSONStreamWriter) {
        Self.write(self.range(range), to: &writer)
    }

    /// Writes an LSP range of two positions already converted (one range written many times).
    static func write(_ range: (start: Position, end: Position), to writer: inout JSONStreamWriter) {
        let (start, end) = range
        writer.beginObject()
        writer.fixedKey("end")
        end.write(to: &writer)
        writer.fixedKey("start")
        start.write(to: &writer)
        writer.endObject()
    }

    /// Writes a `TextEdit`: `newText` in place of `range`.
    static func writeTextEdit(
        _ range: (start: Position, end: Position), newText: String, to writer: inout JSONStreamWriter
    ) {
        writer.beginObject()
        writer.fixedKey("newText")
        writer.string(newText)
        writer.fixedKey("range")
        write(range, to: &writer)
        writer.endObject()
    }

    /// Writes ``location(_:)`` of a byte range.
    func writeLocation(_ range: SourceRange, to writer: inout JSONStreamWriter) {
        writer.beginObject()
        writer.fixedKey("range")
        write(range, to: &writer)
        writer.fixedKey("uri")
        writer.string(uri)
        writer.endObject()
    }
}
