/// A problem found in a stylesheet, as data.
///
/// A diagnostic is never thrown: every stage appends to a list and carries on. Rendering
/// (code frames, colour, JSON) is a separate step, see ``DiagnosticRenderer``.
public struct Diagnostic: Sendable {
    /// How serious the problem is.
    public var severity: Severity
    /// The stable identifier, e.g. `FDL110`.
    public var code: DiagnosticCode
    /// A lowercase sentence without a trailing period.
    public var message: String
    /// The file the problem is in.
    public var file: SourceFile
    /// The exact bytes at fault (empty to point between two bytes).
    public var range: SourceRange
    /// Further information, each with its own location when it has one.
    public var notes: [Note]
    /// The certain fix: an edit that `--fix` applies (see ``Fixer``), shown as `fix:`. After
    /// it, what each runtime of the target applies differs at most in the declaration the
    /// finding is about, and the edited line names no variable or name it did not name before.
    public var fixIt: FixIt?
    /// Edits that are right only sometimes (a did-you-mean, a literal written as a variable
    /// that has the same value today): shown as `suggestion:` and offered by the language
    /// server, never applied by `--fix`.
    public var suggestions: [FixIt]

    /// Creates a diagnostic with the code's default severity unless one is given. A fix-it or
    /// suggestions are what the code's description allows (``DiagnosticDescription/fixes``),
    /// which debug builds check.
    public init(
        _ code: DiagnosticCode,
        _ message: String,
        file: SourceFile,
        range: SourceRange,
        severity: Severity? = nil,
        notes: [Note] = [],
        fixIt: FixIt? = nil,
        suggestions: [FixIt] = []
    ) {
        self.severity = severity ?? code.defaultSeverity
        self.code = code
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
        self.suggestions = suggestions
        assert(fixIt == nil || code.description.fixes.contains(.certain), "\(code.rawValue) declares no certain fix")
        assert(
            suggestions.isEmpty || code.description.fixes.contains(.suggestion),
            "\(code.rawValue) declares no suggestion")
    }

    /// The line and column where the problem starts.
    public var location: SourceLocation { file.location(of: range.start) }

    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
        /// Information attached to another diagnostic.
        case note
        /// The file works, but probably not as intended.
        case warning
        /// The runtime will not apply the file (or this part of it) as written.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders by seriousness: note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A remark attached to a diagnostic, such as `did you mean 'tint-color'?` or the
    /// place a block was opened.
    public struct Note: Sendable {
        /// A lowercase sentence without a trailing period.
        public var message: String
        /// Where the note points, when it points somewhere.
        public var file: SourceFile?
        /// The bytes the note points at.
        public var range: SourceRange?

        /// Creates a note, located when `file` and `range` are given.
        public init(_ message: String, file: SourceFile? = nil, range: SourceRange? = nil) {
            self.message = message
            self.file = file
            self.range = range
        }
    }

    /// A replacement of one range of the source by new text.
    public struct FixIt: Sendable {
        /// The bytes to replace (empty to insert).
        public var range: SourceRange
        /// The new text.
        public var replacement: String

        /// Creates a fix-it.
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The first `limit` diagnostics of one file's sorted list; if there are more, one more
    /// (``DiagnosticCode/tooManyDiagnostics``) at the first left out stands for the rest, as
    /// severe as the worst of them, so a file with a million errors renders quickly and still
    /// fails. Each diagnostic kept has at most ``Diagnostic/maximumNotes`` notes, then one
    /// more that counts the rest. What ``DiagnosticCollector`` does as findings are found,
    /// for a list already built.
    package func capped(at limit: Int) -> [Diagnostic] {
        // The usual case, nothing to cap: the list as it is, not a copy of every diagnostic.
        if count <= limit, allSatisfy({ $0.notes.count <= Diagnostic.maximumNotes + 1 }) { return self }
        guard let file = first?.file else { return self }
        var collector = DiagnosticCollector(file: file, limit: limit)
        for diagnostic in self { collector.add(diagnostic) }
        return collector.finish()
    }

    /// Grouped by file in order of first appearance, then sorted by position: the order in
    /// which diagnostics are reported. The sort is stable, so diagnostics at one position
    /// keep the order they were found in.
    package func sortedForReport() -> [Diagnostic] {
        var sorted = self
        sorted.sortForReport()
        return sorted
    }

    /// Puts the diagnostics in ``sortedForReport()``'s order in place.
    package mutating func sortForReport() {
        guard let firstFile = first?.file else { return }
        // One file, the usual case: sort positions, then move each diagnostic to its place,
        // so a file with millions of findings is not copied on its way to the cap.
        guard allSatisfy({ $0.file === firstFile }) else {
            self = sortedByFile()
            return
        }
        let order = indices.sorted { lhs, rhs in
            let (l, r) = (self[lhs].range.start, self[rhs].range.start)
            return l != r ? l < r : lhs < rhs
        }
        var placed = [Bool](repeating: false, count: count)
        for start in indices where !placed[start] {
            // Follow the cycle of the permutation that starts here: place `order[i]` at `i`.
            let held = self[start]
            var index = start
            while true {
                placed[index] = true
                let source = order[index]
                if source == start {
                    self[index] = held
                    break
                }
                self[index] = self[source]
                index = source
            }
        }
    }

    /// ``sortedForReport()`` for diagnostics of several files.
    private func sortedByFile() -> [Diagnostic] {
        var files: [ObjectIdentifier] = []
        var groups: [ObjectIdentifier: [Diagnostic]] = [:]
        for diagnostic in self {
            let key = ObjectIdentifier(diagnostic.file)
            if groups[key] == nil { files.append(key) }
            groups[key, default: []].append(diagnostic)
        }
        return files.flatMap { key in
            groups[key, default: []].enumerated().sorted { lhs, rhs in
                let (l, r) = (lhs.element, rhs.element)
                if l.range.start != r.range.start { return l.range.start < r.range.start }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
    }
}

extension Diagnostic {
    /// The most notes one reported diagnostic carries; a diagnostic with more keeps these and
    /// gets one more note saying how many were left out (see Docs/limits.md).
    package static let maximumNotes = 20

    /// This diagnostic with at most ``maximumNotes`` notes and, when there were more, a last
    /// note counting the rest.
    func withNotesCapped() -> Diagnostic {
        guard notes.count > Diagnostic.maximumNotes + 1 else { return self }
        var capped = self
        let left = notes.count - Diagnostic.maximumNotes
        capped.notes = Array(notes.prefix(Diagnostic.maximumNotes)) + [Note("\(left) more notes are not shown")]
        return capped
    }
}
