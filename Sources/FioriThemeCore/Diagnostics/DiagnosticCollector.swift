/// One file's findings, collected as they are found: each finding gets the severity a
/// configuration sets (a rule that is off is left out), a suppressed one is left out (see
/// ``DiagnosticFilter``), and of the rest only the first ``limit`` in report order (by
/// position, then in the order found, as `sortForReport()` orders) are kept. The
/// others are only counted, for the ``DiagnosticCode/tooManyDiagnostics`` finding that stands
/// for them.
///
/// A producer asks ``admits(_:at:severity:)`` before it builds a finding (message, notes,
/// did-you-mean, fixes) and builds it only when the answer is yes, then hands it to
/// ``append(_:)``: a file with millions of findings costs memory and time for the few hundred
/// shown, not for every one found. A finding already built goes to ``add(_:)``.
///
/// ```swift
/// var findings = DiagnosticCollector(file: file, limit: 500)
/// if findings.admits(.undefinedVariable, at: range) {
///     findings.append(Diagnostic(.undefinedVariable, "undefined variable '@\(name)'", file: file, range: range))
/// }
/// let shown = findings.finish()  // sorted; one FDL900 more when some were left out
/// ```
///
/// Callers that need every finding (`--fix` applies every certain fix) collect with no limit.
package struct DiagnosticCollector: Sendable {
    /// The file the findings are in.
    package let file: SourceFile
    /// The most findings kept; nil keeps every one.
    package let limit: Int?
    /// Severities that replace the rules' defaults (a configuration's `rules`).
    let severities: [DiagnosticCode: RuleSeverity]
    /// What suppresses findings, asked about each one admitted; its own findings (directives
    /// that suppressed nothing) are added by ``finish()``, after every other.
    package var filter: (any DiagnosticFilter)?
    /// Whether every finding is dropped uncounted: what a check whose findings are not reported
    /// (``discarding(_:)``) collects into.
    private let discards: Bool

    /// Where a finding goes in the report: by position, then in the order found.
    package struct Key: Comparable, Sendable {
        /// The offset the finding starts at.
        package let start: Int
        /// How many findings were found before it.
        let sequence: Int

        package static func < (lhs: Key, rhs: Key) -> Bool {
            lhs.start != rhs.start ? lhs.start < rhs.start : lhs.sequence < rhs.sequence
        }
    }

    /// The findings kept, and the key of each (same index); with a limit, slots are reused.
    private var kept: [Diagnostic] = []
    private var keys: [Key] = []
    /// Indices into ``kept``, a max-heap on ``keys``: its top is the first to go when a finding
    /// that comes earlier in the report arrives. Empty without a limit.
    private var heap: [Int] = []
    private var found = 0
    /// What ``admits(_:at:severity:)`` said yes to, waiting for ``append(_:)``: its key, its
    /// reported severity and the slot it replaces (nil: a new one).
    private var pending: (key: Key, severity: Diagnostic.Severity, slot: Int?)?

    /// The findings left out for the limit: how many, how many of them errors, and the first
    /// in report order (where ``DiagnosticCode/tooManyDiagnostics`` points).
    private var droppedCount = 0
    private var droppedErrors = 0
    private var firstDropped: (key: Key, range: SourceRange)?

    /// Which findings ``firstWatched`` is about, by code and the severity found at (before
    /// ``severities``).
    package var watch: (@Sendable (DiagnosticCode, Diagnostic.Severity) -> Bool)?
    /// The key of the first finding in report order that ``watch`` matched, kept or not,
    /// suppressed or off included.
    package private(set) var firstWatched: Key?
    /// A finding found: its code and where it starts, in 8 bytes (a file may have millions).
    package struct Sighting: Sendable {
        /// The finding's code.
        package let code: DiagnosticCode
        private let offset: UInt32

        /// A finding of `code` starting at `start`, an offset of a source file (which fits
        /// 32 bits: ``SourceFile/maximumSize``).
        init(code: DiagnosticCode, start: Int) {
            self.code = code
            offset = UInt32(truncatingIfNeeded: start)
        }

        /// The offset it starts at.
        package var start: Int { Int(offset) }
    }

    /// Whether ``sightings`` records what is found.
    package var recordsSightings = false
    /// Every finding found while ``recordsSightings`` is on, kept or not, suppressed or off
    /// included, in the order found: what lint rules that depend on the checks' findings read,
    /// a few bytes each, without building them.
    package private(set) var sightings: [Sighting] = []

    /// Creates a collector for the findings of `file`: at most `limit` kept (nil: all), with
    /// `severities` replacing the rules' defaults.
    package init(file: SourceFile, limit: Int?, severities: [DiagnosticCode: RuleSeverity] = [:]) {
        self.file = file
        self.limit = limit
        self.severities = severities
        discards = false
    }

    private init(discarding file: SourceFile) {
        self.file = file
        limit = 0
        severities = [:]
        discards = true
    }

    /// A collector that keeps and counts nothing, for a check run for what it works out, not
    /// for its findings.
    package static func discarding(_ file: SourceFile) -> DiagnosticCollector {
        DiagnosticCollector(discarding: file)
    }

    /// This collector, leaving a discarding one in its place: how a collector is handed from
    /// one check to the next without copying what it holds.
    package mutating func take() -> DiagnosticCollector {
        let taken = self
        self = .discarding(file)
        return taken
    }

    /// Whether a finding of `code` starting at `range`, at `severity` (nil: the code's
    /// default), is kept: when yes, build it and hand it to ``append(_:)`` next; when no, it is
    /// off, suppressed or past the limit (then counted), and is not built.
    package mutating func admits(
        _ code: DiagnosticCode, at range: SourceRange, severity: Diagnostic.Severity? = nil
    ) -> Bool {
        admits(code, at: range, severity: severity, filtered: true)
    }

    private mutating func admits(
        _ code: DiagnosticCode, at range: SourceRange, severity: Diagnostic.Severity?, filtered: Bool
    ) -> Bool {
        assert(pending == nil, "admits(_:at:severity:) said yes, but no finding was appended")
        guard !discards else { return false }
        let key = Key(start: range.start, sequence: found)
        found += 1
        let foundSeverity = severity ?? code.defaultSeverity
        if recordsSightings { sightings.append(Sighting(code: code, start: range.start)) }
        if let watch, firstWatched.map({ key < $0 }) ?? true, watch(code, foundSeverity) { firstWatched = key }
        guard let reported = code.severity(foundSeverity, under: severities) else { return false }
        if filtered, filter?.suppresses(code, at: range.start) == true { return false }
        guard let limit, kept.count >= limit else {
            pending = (key, reported, nil)
            return true
        }
        guard let top = heap.first, key < keys[top] else {
            drop(key, range, reported)
            return false
        }
        drop(keys[top], kept[top].range, kept[top].severity)
        pending = (key, reported, top)
        return true
    }

    /// Adds the finding ``admits(_:at:severity:)`` just said yes to, at the severity it said.
    package mutating func append(_ diagnostic: Diagnostic) {
        guard let (key, severity, slot) = pending else {
            preconditionFailure("append(_:) without admits(_:at:severity:)")
        }
        pending = nil
        var diagnostic = diagnostic
        diagnostic.severity = severity
        if let slot {
            kept[slot] = diagnostic
            keys[slot] = key
            siftDown(from: 0)
        } else {
            kept.append(diagnostic)
            keys.append(key)
            if limit != nil {
                heap.append(kept.count - 1)
                siftUp(from: heap.count - 1)
            }
        }
    }

    /// Adds a finding already built, if ``admits(_:at:severity:)`` does.
    package mutating func add(_ diagnostic: Diagnostic) {
        if admits(diagnostic.code, at: diagnostic.range, severity: diagnostic.severity) { append(diagnostic) }
    }

    /// Changes the finding at `key` (``firstWatched``), when it is kept.
    package mutating func modify(at key: Key, _ change: (inout Diagnostic) -> Void) {
        guard let index = keys.firstIndex(of: key) else { return }
        change(&kept[index])
    }

    /// The findings kept so far, in the order found: with no limit, every one not left out.
    package var diagnostics: [Diagnostic] {
        limit == nil ? kept : keys.indices.sorted { keys[$0].sequence < keys[$1].sequence }.map { kept[$0] }
    }

    /// The report: the filter's own findings added, the findings kept in report order, each with
    /// at most ``Diagnostic/maximumNotes`` notes when there is a limit, and, when any were left
    /// out, one ``DiagnosticCode/tooManyDiagnostics`` at the first of them saying how many, as
    /// severe as the worst of them (so a file with a million errors still fails).
    package mutating func finish() -> [Diagnostic] {
        if let filter {
            self.filter = nil
            for finding in filter.findings() {
                if admits(finding.code, at: finding.range, severity: finding.severity, filtered: false) {
                    append(finding)
                }
            }
        }
        var report =
            limit == nil ? kept : keys.indices.sorted { keys[$0] < keys[$1] }.map { kept[$0].withNotesCapped() }
        if limit == nil { report.sortForReport() }
        kept = []
        keys = []
        heap = []
        if let (_, range) = firstDropped {
            let errors = droppedErrors
            let message =
                "\(droppedCount) more diagnostics in this file are not shown (\(errors) error\(errors == 1 ? "" : "s")); "
                + "fix the ones above first"
            report.append(
                Diagnostic(
                    .tooManyDiagnostics, message, file: file, range: range, severity: errors > 0 ? .error : .warning))
        }
        return report
    }

    // MARK: - Left out

    private mutating func drop(_ key: Key, _ range: SourceRange, _ severity: Diagnostic.Severity) {
        droppedCount += 1
        if severity == .error { droppedErrors += 1 }
        if firstDropped.map({ key < $0.key }) ?? true { firstDropped = (key, range) }
    }

    // MARK: - The heap

    private func above(_ lhs: Int, _ rhs: Int) -> Bool { keys[heap[rhs]] < keys[heap[lhs]] }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0, case let parent = (child - 1) / 2, above(child, parent) {
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let larger = right < heap.count && above(right, left) ? right : left
            guard above(larger, parent) else { return }
            heap.swapAt(parent, larger)
            parent = larger
        }
    }
}

/// What suppresses findings as they are found (a file's suppression comments), for a
/// ``DiagnosticCollector``.
package protocol DiagnosticFilter: Sendable {
    /// Whether a finding of `code` starting at `offset` is suppressed; the filter may record
    /// that it was used.
    mutating func suppresses(_ code: DiagnosticCode, at offset: Int) -> Bool

    /// The filter's own findings once every other is in (a directive that suppressed nothing),
    /// themselves not filtered.
    func findings() -> [Diagnostic]
}
