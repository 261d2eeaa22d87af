import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Reports, for `--target fiori-swiftui`, where FioriThemeManager reads a file differently
/// from what it says: only what it reads matters, and it reads with ``PaletteLineReader``
/// and ``ThemeManagerColor``, not with the stylesheet grammar.
///
/// The one error is a file it cannot decode, which it ignores whole. Everything else is a
/// warning about a palette definition (a key it looks up, or one that looks like it): a
/// definition it never sees, a line it skips or reads with more or less in it than the
/// file says, a value it reads as another colour or as none, a definition it applies
/// though a comment, `@media` or a rule block says otherwise, and a duplicate key, of
/// which it keeps the first.
struct PaletteLineChecker {
    let reader: PaletteLineReader
    let stylesheet: Stylesheet
    let variables: VariableTable
    /// What the checks found.
    var findings: DiagnosticCollector
    /// The keys the runtime reads, with the line of the first definition of each.
    let firstDefinitions: [String: PaletteLineReader.Line]
    /// The offset of each definition's `@` in the stylesheet grammar's reading → its index in
    /// ``Stylesheet/definitions``.
    let grammarDefinitions: [Int: Int]
    /// The ranges of the comments, style blocks and definitions, in document order, for lookups by offset.
    private let comments: [SourceRange]
    private let styleBlocks: [SourceRange]
    private let definitions: [SourceRange]

    /// Checks what `reader` reads of `stylesheet`, collecting what it finds into `findings`.
    init(reader: PaletteLineReader, stylesheet: Stylesheet, variables: VariableTable, findings: DiagnosticCollector) {
        self.findings = findings
        self.reader = reader
        self.stylesheet = stylesheet
        self.variables = variables
        firstDefinitions = reader.firstDefinitions
        grammarDefinitions = Dictionary(
            stylesheet.definitions.indices.map { (stylesheet.definitions[$0].name.start, $0) },
            uniquingKeysWith: { first, _ in first })
        comments = stylesheet.comments.map(\.range)
        styleBlocks = stylesheet.styleBlocks.map(\.range)
        definitions = stylesheet.definitions.map(\.range)
        if let invalid = reader.invalidByte {
            let byte = String(stylesheet.file.bytes[invalid], radix: 16, uppercase: true)
            report(
                .invalidUTF8,
                "byte 0x\(byte) is not valid UTF-8: FioriThemeManager cannot decode this file and applies none of it",
                SourceRange(start: invalid, end: invalid + 1), severity: .error)
            return
        }
        for line in reader.lines {
            if let definition = line.definition {
                checkRead(line, definition)
            } else {
                checkSkipped(line)
            }
        }
        checkUnseenDefinitions()
    }

    var file: SourceFile { stylesheet.file }

    /// A finding, at most one per line the runtime reads: built, then collected.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange, severity: Diagnostic.Severity? = nil,
        notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil, suggestions: [Diagnostic.FixIt] = []
    ) {
        findings.add(
            Diagnostic(
                code, message, file: file, range: range, severity: severity, notes: notes, fixIt: fixIt,
                suggestions: suggestions))
    }

    // MARK: - Lines the runtime reads

    private mutating func checkRead(_ line: PaletteLineReader.Line, _ definition: PaletteLineReader.Definition) {
        let key = definition.key
        if let problem = keyProblem(key, at: definition.keyRange) {
            findings.add(problem)
            return
        }
        guard ThemeManagerPalette.override(forKey: key) != nil else {
            // The grammar reads another name here (`@tintColor :…`): the runtime keeps what stands around it.
            if let name = grammarDefinitions[line.range.start].map({ variables.name(stylesheet.definitions[$0].name) }),
                name != key, PaletteLineChecker.isPaletteKey(name)
            {
                reportUnreadKey(definition, meant: name)
            }
            return
        }
        guard let first = firstDefinitions[key], first.range.start == line.range.start else {
            reportDuplicate(line, definition)
            return
        }
        checkPlacement(line, key: key)
        let written = WrittenValue(afterColon: definition.valueRange.start - 1, lineEnd: line.range.end, in: file)
        let meant = ThemeManagerColor.color(of: written.text)
        checkLayout(line, definition, written, meant: meant)
        checkValue(written, meant: meant, key: key, at: line)
    }

    /// A key the runtime reads with more in it than the name (`'tintColor '`), so it never looks it up.
    private mutating func reportUnreadKey(_ definition: PaletteLineReader.Definition, meant name: String) {
        let key = definition.key
        let unused =
            "it reads the key \(PaletteLineChecker.quoted(key)), which it never looks up, so this definition of '@\(name)' is never used"
        guard PaletteLineChecker.trimmed(key) == name else {
            report(
                .definitionNotRead, "FioriThemeManager keeps everything between '@' and ':' in the key: " + unused,
                definition.keyRange)
            return
        }
        let leading = key.prefix { $0.isWhitespace }.utf8.count
        let trailing = String(key.reversed().prefix { $0.isWhitespace }).utf8.count
        let space =
            trailing > 0
            ? SourceRange(start: definition.keyRange.end - trailing, end: definition.keyRange.end)
            : SourceRange(start: definition.keyRange.start, end: definition.keyRange.start + leading)
        let fixIt = leading > 0 && trailing > 0 ? nil : Diagnostic.FixIt(range: space, replacement: "")
        report(
            .definitionNotRead,
            "FioriThemeManager keeps the space \(trailing > 0 ? "before ':'" : "after '@'") in the key: " + unused,
            space, fixIt: fixIt)
    }

    private mutating func reportDuplicate(_ line: PaletteLineReader.Line, _ definition: PaletteLineReader.Definition) {
        guard let first = firstDefinitions[definition.key] else { return }
        let name = SourceRange(start: line.range.start, end: definition.keyRange.end)
        let firstName = SourceRange(start: first.range.start, end: first.definition!.keyRange.end)
        report(
            .duplicateDefinition, "'@\(definition.key)' is defined more than once; this definition is ignored", name,
            notes: [Diagnostic.Note("the first definition wins, here", file: file, range: firstName)])
    }

    /// A definition the runtime applies although a comment, `@media` or a rule block says otherwise.
    private mutating func checkPlacement(_ line: PaletteLineReader.Line, key: String) {
        let offset = line.range.start
        let range = SourceRange(start: offset, end: line.definition!.keyRange.end)
        if let comment = PaletteLineChecker.last(of: comments, before: offset), offset < comments[comment].end {
            report(
                .commentedDefinitionRead,
                "FioriThemeManager reads lines that begin with '@' even inside comments: "
                    + "this commented-out definition is applied", line.range)
        } else if let styleBlock = PaletteLineChecker.last(of: styleBlocks, before: offset),
            offset < styleBlocks[styleBlock].end
        {
            report(
                .definitionNotRead,
                "FioriThemeManager reads this line as a palette definition although it stands inside a rule "
                    + "block: '@\(key)' is applied", range)
        } else if stylesheet.mediaBlocks.contains(where: { $0.range.start < offset && offset < $0.range.end }) {
            report(
                .definitionNotRead,
                "FioriThemeManager does not evaluate @media: this definition of '@\(key)' applies on every device",
                range)
        }
    }

    /// The index of the last of `ranges`, sorted by start, that starts before `offset`.
    static func last(of ranges: [SourceRange], before offset: Int) -> Int? {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    // MARK: - Lines the runtime skips

    private mutating func checkSkipped(_ line: PaletteLineReader.Line) {
        guard let name = definitionName(at: line.range.start) else { return }
        let key = variables.name(name)
        guard PaletteLineChecker.isPaletteKey(key) else { return }
        if line.colons.count > 1 {
            let extra = line.colons[1]
            let column = file.location(of: extra).column
            report(
                .definitionNotRead,
                "FioriThemeManager splits this line at every ':' and skips it when there is more than one: "
                    + "the ':' at column \(column)\(context(of: extra)) hides this definition of '@\(key)'", name)
        } else if line.last.character == ":" {
            report(
                .definitionNotRead,
                "this definition spans several lines; FioriThemeManager reads one line at a time and drops its "
                    + "last character, so '\(file.text(line.range))' has no ':' left and is skipped", name)
        } else if file.text(SourceRange(start: line.range.start, end: line.last.offset)).contains(where: {
            $0 != ":" && $0.unicodeScalars.first == ":"
        }) {
            report(
                .definitionNotRead,
                "the ':' of this line is joined with the combining mark after it into one character, so "
                    + "FioriThemeManager finds no ':' and skips the line", name)
        } else {
            report(
                .definitionNotRead,
                "FioriThemeManager reads a definition only as '@name:value' on one line, ending with a "
                    + "character it drops: this line has no ':' left and is skipped", name)
        }
    }

    /// Where the `:` at `offset` stands, for messages.
    private func context(of offset: Int) -> String {
        if let comment = PaletteLineChecker.last(of: comments, before: offset + 1), offset < comments[comment].end {
            return " (in a comment)"
        }
        if let other = PaletteLineChecker.last(of: definitions, before: offset), offset <= definitions[other].end {
            let name = stylesheet.definitions[other].name
            if reader.lineStart(containing: name.start) != name.start { return " (of '\(file.text(name))')" }
        }
        if let styleBlock = PaletteLineChecker.last(of: styleBlocks, before: offset + 1),
            offset < styleBlocks[styleBlock].end
        {
            return " (in a rule set)"
        }
        return ""
    }

    // MARK: - Definitions the runtime never sees

    /// Definitions whose `@` does not start a line as the runtime splits lines.
    private mutating func checkUnseenDefinitions() {
        let starts = Set(reader.lines.map(\.range.start))
        for definition in stylesheet.definitions where !starts.contains(definition.name.start) {
            let key = variables.name(definition.name)
            guard PaletteLineChecker.isPaletteKey(key) else { continue }
            let lineStart = reader.lineStart(containing: definition.name.start)
            let before = SourceRange(start: lineStart, end: definition.name.start)
            let prefix = file.text(before)
            if prefix.unicodeScalars.first == "\u{FEFF}" {
                report(
                    .definitionNotRead,
                    "this line starts with U+FEFF (a byte order mark), not '@': FioriThemeManager never sees "
                        + "this definition of '@\(key)'", definition.name,
                    fixIt: prefix.unicodeScalars.count == 1 ? Diagnostic.FixIt(range: before, replacement: "") : nil)
            } else if !prefix.isEmpty, prefix.allSatisfy(\.isWhitespace) {
                report(
                    .definitionNotRead,
                    "this definition does not start its line; FioriThemeManager reads only lines that begin with "
                        + "'@' and never sees it", definition.name,
                    fixIt: Diagnostic.FixIt(range: before, replacement: ""))
            } else {
                report(
                    .definitionNotRead,
                    "this definition does not start its line; FioriThemeManager reads only lines that begin with "
                        + "'@' and never sees it", definition.name)
            }
        }
    }

    /// The name of the definition whose `@` is at `offset`; for a line the grammar does not
    /// read as a definition, the text from the `@` to the first `:`, space or `;`.
    private func definitionName(at offset: Int) -> SourceRange? {
        if let index = grammarDefinitions[offset] { return stylesheet.definitions[index].name }
        var end = offset + 1
        let bytes = file.bytes
        while end < bytes.count, !":; \t\r\n{}/".utf8.contains(bytes[end]) { end += 1 }
        return end > offset + 1 ? SourceRange(start: offset, end: end) : nil
    }

    // MARK: - Names

    /// Whether `key` is one the runtime looks up, or looks like one (a spelling it does not
    /// read of a key it does).
    static func isPaletteKey(_ key: String) -> Bool {
        ThemeManagerPalette.override(forKey: key) != nil || Palette.parse(name: key) != nil
    }

    /// `key` without whitespace around it.
    static func trimmed(_ key: String) -> String {
        String(key.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// `text` in quotes, with tabs, controls and unusual spaces made visible, and cut to 60
    /// characters (ending in `…`) when longer.
    static func quoted(_ text: String) -> String {
        var output = "'"
        for scalar in text.shortened(to: 60).unicodeScalars {
            switch scalar {
            case "\t": output += "\\t"
            case " ": output += " "
            default:
                let category = scalar.properties.generalCategory
                if [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(category) {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "'"
    }
}
