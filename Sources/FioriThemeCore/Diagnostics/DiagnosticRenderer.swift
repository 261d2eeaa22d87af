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
        var output: [UInt8] = []
        write(diagnostics, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``text(_:)``'s report of `diagnostics` to `output` as UTF-8. Every piece is
    /// written straight into the one buffer: a lint report has a header, a frame and a fix-it
    /// for each of thousands of findings, and a `String` built per piece cost more than the lint.
    package func write(_ diagnostics: [Diagnostic], to output: inout [UInt8]) {
        var marks: [UInt8] = []
        // The line table of the file of the findings, looked up once for all of them.
        var index: SourceFile.LineIndex?
        for diagnostic in diagnostics {
            let file = diagnostic.file
            if index?.file !== file { index = file.lineIndex }
            let (location, line) = index!.locationAndLine(of: diagnostic.range.start)
            appendHeader(
                path: file.path, location, severity: diagnostic.severity, message: diagnostic.message,
                code: diagnostic.code.rawValue, to: &output)
            appendFrame(file, diagnostic.range, location, line: line, marks: &marks, to: &output)
            for note in diagnostic.notes {
                if let file = note.file, let range = note.range {
                    let (location, line) = file.locationAndLine(of: range.start)
                    appendHeader(
                        path: file.path, location, severity: .note, message: note.message, code: nil, to: &output)
                    appendFrame(file, range, location, line: line, marks: &marks, to: &output)
                } else {
                    appendPainted("note", .note, to: &output)
                    output.appendUTF8(": ")
                    output.appendEscapingControls(note.message)
                    output.append(0x0A)
                }
            }
            if let fixIt = diagnostic.fixIt {
                appendPainted("fix", .note, to: &output)
                output.appendUTF8(": ")
                appendFixItDescription(fixIt, in: index!, escapingControls: true, to: &output)
                output.append(0x0A)
            }
            for suggestion in diagnostic.suggestions {
                appendPainted("suggestion", .note, to: &output)
                output.appendUTF8(": ")
                appendFixItDescription(suggestion, in: index!, escapingControls: false, to: &output)
                output.append(0x0A)
            }
        }
    }

    /// A one-line summary such as `2 errors, 1 warning`, or nil when there is nothing to sum up.
    public func summary(_ diagnostics: [Diagnostic]) -> String? {
        summary(
            errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }
        )
    }

    /// ``summary(_:)`` from counts, for a caller that counted as it went.
    package func summary(errors: Int, warnings: Int) -> String? {
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

    private func appendPainted(_ text: String, _ style: Style, to output: inout [UInt8]) {
        if colored { output.appendUTF8(style.rawValue) }
        output.appendUTF8(text)
        if colored { output.append(contentsOf: Self.reset) }
    }

    private func appendPainted(_ text: [UInt8], _ style: Style, to output: inout [UInt8]) {
        if colored { output.appendUTF8(style.rawValue) }
        output.append(contentsOf: text)
        if colored { output.append(contentsOf: Self.reset) }
    }

    private static let reset = Array("\u{1B}[0m".utf8)

    /// `path:line:col: severity: message [code]`, the message with theme text escaped.
    private func appendHeader(
        path: String, _ location: SourceLocation, severity: Diagnostic.Severity, message: String, code: String?,
        to output: inout [UInt8]
    ) {
        if colored { output.appendUTF8(Style.bold.rawValue) }
        output.appendUTF8(path)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(location.line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(location.column)
        output.append(UInt8(ascii: ":"))
        if colored { output.append(contentsOf: Self.reset) }
        output.append(0x20)
        let style: Style = severity == .error ? .error : severity == .warning ? .warning : .note
        appendPainted(severity.rawValue, style, to: &output)
        output.appendUTF8(": ")
        if colored { output.appendUTF8(Style.bold.rawValue) }
        output.appendEscapingControls(message)
        if let code {
            output.appendUTF8(" [")
            output.appendUTF8(code)
            output.append(UInt8(ascii: "]"))
        }
        if colored { output.append(contentsOf: Self.reset) }
        output.append(0x0A)
    }

    /// Columns of source a code frame shows at most; a longer line is shown as a window
    /// around the range, with `…` where it is cut.
    static let frameWidth = 120

    /// The source line of `range`'s start and a caret line under the range (clipped to that
    /// line and to a window of ``frameWidth`` columns).
    private func appendFrame(
        _ file: SourceFile, _ range: SourceRange, _ start: SourceLocation, line: SourceRange, marks: inout [UInt8],
        to output: inout [UInt8]
    ) {
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
        // The source line is written straight into `output`, the caret line into `marks`
        // (the caller's buffer, reused for every frame) until the source line is done.
        if colored { output.appendUTF8(Style.dim.rawValue) }
        output.append(0x20)
        let gutterStart = output.count
        output.appendDecimal(start.line)
        let gutterWidth = output.count - gutterStart
        output.appendUTF8(" | ")
        if colored { output.append(contentsOf: Self.reset) }
        marks.removeAll(keepingCapacity: true)
        if index > line.start {
            output.appendUTF8("…")
            marks.append(0x20)
        }
        var columns = 0
        while index < line.end, columns < DiagnosticRenderer.frameWidth {
            // A run of printable ASCII, most of any line: one byte a column, copied at once,
            // its marks appended by count.
            let limit = min(line.end, index + DiagnosticRenderer.frameWidth - columns)
            let runEnd = bytes.withUnsafeBufferPointer { [UInt8].printableRunEnd($0, from: index, to: limit) }
            if runEnd > index {
                output.append(contentsOf: bytes[index..<runEnd])
                Self.appendMarks(under: index..<runEnd, for: range, to: &marks)
                columns += runEnd - index
                index = runEnd
                continue
            }
            let length = SourceFile.columnWidth(at: index, in: bytes)
            let (isTab, width) = appendGlyph(of: bytes, SourceRange(start: index, end: index + length), to: &output)
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
        if index < line.end { output.appendUTF8("…") }
        if range.start >= index { marks.append(UInt8(ascii: "^")) }
        output.append(0x0A)
        if colored { output.appendUTF8(Style.dim.rawValue) }
        output.append(contentsOf: repeatElement(0x20, count: gutterWidth + 1))
        output.appendUTF8(" | ")
        if colored { output.append(contentsOf: Self.reset) }
        appendPainted(marks, .caret, to: &output)
        output.append(0x0A)
    }

    /// The marks under `run`, bytes of one column each: a space before `range`, `^` at its
    /// start, `~` over the rest of it.
    private static func appendMarks(under run: Range<Int>, for range: SourceRange, to marks: inout [UInt8]) {
        let spaces = max(0, min(range.start, run.upperBound) - run.lowerBound)
        marks += repeatElement(0x20, count: spaces)
        if run.contains(range.start) {
            marks.append(UInt8(ascii: "^"))
            marks += repeatElement(UInt8(ascii: "~"), count: max(0, min(range.end, run.upperBound) - range.start - 1))
        } else if range.start < run.lowerBound {
            marks += repeatElement(UInt8(ascii: "~"), count: max(0, min(range.end, run.upperBound) - run.lowerBound))
        }
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

    /// `insert 'text' at L:C`, `remove 'text' at L:C` or `replace 'old' with 'new' at L:C`,
    /// line breaks in either text shown as `\n` and `\r`; with `escapingControls`, the other
    /// characters ``Swift/String/escapingControls`` escapes too.
    private func appendFixItDescription(
        _ fixIt: Diagnostic.FixIt, in index: SourceFile.LineIndex, escapingControls: Bool, to output: inout [UInt8]
    ) {
        let file = index.file
        let location = index.location(of: fixIt.range.start)
        if fixIt.range.length == 0 {
            output.appendUTF8("insert '")
            output.appendFixItText(fixIt.replacement, escapingControls: escapingControls)
        } else {
            output.appendUTF8(fixIt.replacement.isEmpty ? "remove '" : "replace '")
            output.appendFixItText(file, fixIt.range, escapingControls: escapingControls)
            if !fixIt.replacement.isEmpty {
                output.appendUTF8("' with '")
                output.appendFixItText(fixIt.replacement, escapingControls: escapingControls)
            }
        }
        output.appendUTF8("' at ")
        output.appendDecimal(location.line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(location.column)
    }
}
