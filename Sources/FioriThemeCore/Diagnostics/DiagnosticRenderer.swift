import FioriTheme

/// Turns diagnostics into text for a terminal or into JSON.
///
/// Text format, one block per diagnostic:
///
///     path:line:col: error: message [FDL110]
///         3 | fdlFUIKPIView { tint-color: red }
///           |                                ^
///     path:line:col: note: block opened here
///     note: did you mean 'tint-color'?
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour the output with ANSI escapes.
    public var colored: Bool

    /// Creates a renderer.
    public init(colored: Bool) {
        self.colored = colored
    }

    /// Renders diagnostics as text, each followed by its code frame and notes.
    public func text(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += header(
                file: diagnostic.file, range: diagnostic.range, severity: diagnostic.severity.rawValue,
                message: diagnostic.message + " [\(diagnostic.code.rawValue)]")
            output += frame(diagnostic.file, diagnostic.range)
            for note in diagnostic.notes {
                if let file = note.file, let range = note.range {
                    output += header(file: file, range: range, severity: "note", message: note.message)
                    output += frame(file, range)
                } else {
                    output += paint("note", .note) + ": " + note.message.escapingControls + "\n"
                }
            }
            if let fixIt = diagnostic.fixIt {
                output +=
                    paint("fix", .note) + ": " + fixItDescription(fixIt, in: diagnostic.file).escapingControls + "\n"
            }
            for suggestion in diagnostic.suggestions {
                output += paint("suggestion", .note) + ": " + fixItDescription(suggestion, in: diagnostic.file) + "\n"
            }
        }
        return output
    }

    /// A one-line summary such as `2 errors, 1 warning`, or nil when there is nothing to sum up.
    public func summary(_ diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        guard errors + warnings > 0 else { return nil }
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// Renders diagnostics as a JSON document `{"diagnostics": [...]}`.
    package static func json(_ diagnostics: [Diagnostic]) -> JSONValue {
        .object(["diagnostics": .array(diagnostics.map(json))])
    }

    /// One diagnostic as a JSON object with 1-based lines and columns.
    package static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var object = position(diagnostic.file, diagnostic.range)
        object["code"] = .string(diagnostic.code.rawValue)
        object["severity"] = .string(diagnostic.severity.rawValue)
        object["message"] = .string(diagnostic.message)
        object["notes"] = .array(
            diagnostic.notes.map { note in
                var item: [String: JSONValue] = ["message": .string(note.message)]
                if let file = note.file, let range = note.range { item.merge(position(file, range)) { $1 } }
                return .object(item)
            })
        if let fixIt = diagnostic.fixIt { object["fixIt"] = json(fixIt, in: diagnostic.file) }
        if !diagnostic.suggestions.isEmpty {
            object["suggestions"] = .array(diagnostic.suggestions.map { json($0, in: diagnostic.file) })
        }
        return .object(object)
    }

    /// An edit as a JSON object: its range (1-based) and replacement.
    private static func json(_ fixIt: Diagnostic.FixIt, in file: SourceFile) -> JSONValue {
        var item = position(file, fixIt.range)
        item["replacement"] = .string(fixIt.replacement)
        item.removeValue(forKey: "file")
        return .object(item)
    }

    private static func position(_ file: SourceFile, _ range: SourceRange) -> [String: JSONValue] {
        let start = file.location(of: range.start)
        let end = file.location(of: range.end)
        return [
            "file": .string(file.path), "line": .int(start.line), "column": .int(start.column),
            "endLine": .int(end.line), "endColumn": .int(end.column),
        ]
    }

    // MARK: - Text pieces

    private enum Style: String {
        case error = "\u{1B}[1;31m"
        case warning = "\u{1B}[1;35m"
        case note = "\u{1B}[1;36m"
        case bold = "\u{1B}[1m"
        case caret = "\u{1B}[1;32m"
        case dim = "\u{1B}[2m"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? style.rawValue + text + "\u{1B}[0m" : text
    }

    /// `path:line:col: severity: message`, the message with theme text escaped.
    private func header(file: SourceFile, range: SourceRange, severity: String, message: String) -> String {
        let location = file.location(of: range.start)
        let message = message.escapingControls
        let style: Style = severity == "error" ? .error : severity == "warning" ? .warning : .note
        return paint("\(file.path):\(location.line):\(location.column):", .bold) + " " + paint(severity, style) + ": "
            + (colored ? paint(message, .bold) : message) + "\n"
    }

    /// Columns of source a code frame shows at most; a longer line is shown as a window
    /// around the range, with `…` where it is cut.
    static let frameWidth = 120

    /// The source line of `range`'s start and a caret line under the range (clipped to that
    /// line and to a window of ``frameWidth`` columns).
    private func frame(_ file: SourceFile, _ range: SourceRange) -> String {
        let start = file.location(of: range.start)
        let line = file.lineRange(start.line)
        let gutter = String(start.line)
        let pad = String(repeating: " ", count: gutter.count)
        let bytes = file.bytes
        // From the line's start, unless the range starts far in: then a third of the window
        // before the range, stepping back over whole scalars.
        var index = min(range.start, line.end)
        if start.column <= DiagnosticRenderer.frameWidth * 2 / 3 {
            index = line.start
        } else {
            for _ in 0..<DiagnosticRenderer.frameWidth / 3 where index > line.start {
                index -= 1
                var stepped = 0
                while index > line.start, bytes[index] & 0xC0 == 0x80, stepped < 3 {
                    index -= 1
                    stepped += 1
                }
            }
        }
        // Built as bytes: a report has a frame for every finding, and a `String` appended to
        // one glyph at a time cost more than the lint itself.
        var shown: [UInt8] = index > line.start ? Array("…".utf8) : []
        var marks: [UInt8] = index > line.start ? [0x20] : []
        var columns = 0
        while index < line.end, columns < DiagnosticRenderer.frameWidth {
            let byte = bytes[index]
            let length: Int
            var isTab = false
            var width = 1
            if byte >= 0x20, byte < 0x7F {
                // Printable ASCII, most of any line: one byte, one column, shown as itself.
                shown.append(byte)
                length = 1
            } else {
                length = SourceFile.columnWidth(at: index, in: bytes)
                (isTab, width) = appendGlyph(of: bytes, SourceRange(start: index, end: index + length), to: &shown)
            }
            if index < range.start {
                marks += repeatElement(isTab ? 0x09 : 0x20, count: width)
            } else if index == range.start {
                marks.append(UInt8(ascii: "^"))
                marks += repeatElement(UInt8(ascii: "~"), count: width - 1)
            } else if index < range.end {
                marks += repeatElement(UInt8(ascii: "~"), count: width)
            }
            index += length
            columns += width
        }
        if index < line.end { shown += "…".utf8 }
        if range.start >= index { marks.append(UInt8(ascii: "^")) }
        return paint(" \(gutter) | ", .dim) + String(decoding: shown, as: UTF8.self) + "\n" + paint(" \(pad) | ", .dim)
            + paint(String(decoding: marks, as: UTF8.self), .caret) + "\n"
    }

    /// Appends the text for one scalar to `output`: itself, a visible stand-in for control and
    /// invalid bytes, or `\u{…}` for a C1 control or bidirectional formatting character (see
    /// ``Swift/String/escapingControls``). Returns whether it is a tab and how many columns it takes.
    private func appendGlyph(of bytes: [UInt8], _ piece: SourceRange, to output: inout [UInt8]) -> (
        isTab: Bool, width: Int
    ) {
        let byte = bytes[piece.start]
        if piece.length == 1 {
            if byte == 0x09 {
                output.append(byte)
                return (true, 1)
            }
            if byte < 0x20 {
                output += String(Unicode.Scalar(0x2400 + UInt32(byte))!).utf8
                return (false, 1)
            }
            if byte == 0x7F {
                output += "\u{2421}".utf8
                return (false, 1)
            }
            if byte >= 0x80 {
                output += "\u{FFFD}".utf8
                return (false, 1)
            }
        }
        let text = String(decoding: bytes[piece.start..<piece.end], as: UTF8.self)
        if text.unicodeScalars.count == 1, text.unicodeScalars.first!.needsEscapingInText {
            let escaped = text.escapingControls
            output += escaped.utf8
            return (false, escaped.utf8.count)
        }
        output += bytes[piece.start..<piece.end]
        return (false, 1)
    }

    /// How a fix-it's description shows line breaks, built once rather than per fix-it.
    private static let lineBreakEscapes: [Unicode.Scalar: String] = ["\n": "\\n", "\r": "\\r"]

    private func fixItDescription(_ fixIt: Diagnostic.FixIt, in file: SourceFile) -> String {
        let location = file.location(of: fixIt.range.start)
        let replacement = fixIt.replacement.escaping(Self.lineBreakEscapes)
        if fixIt.range.length == 0 { return "insert '\(replacement)' at \(location)" }
        let removed = file.text(fixIt.range).escaping(Self.lineBreakEscapes)
        if fixIt.replacement.isEmpty { return "remove '\(removed)' at \(location)" }
        return "replace '\(removed)' with '\(replacement)' at \(location)"
    }
}
