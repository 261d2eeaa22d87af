import FioriThemeCore
import FioriThemeSyntax

/// Applies a file's suppression comments to its findings as they are found
/// (``DiagnosticCollector/filter``), and reports the comments that are not valid directives
/// (`FDL409`) or suppress nothing (`FDL408`).
///
/// A directive that names several rules is judged rule by rule: `fdlc-disable FDL401, FDL402`
/// that hides only `FDL401` findings is reported for `FDL402`. `fdlc-enable` with rule ids
/// ends the open `fdlc-disable` regions of those ids, without ids every open region; one that
/// ends nothing is reported too. A region left open runs to the end of the file.
struct SuppressionFilter: DiagnosticFilter {
    /// One rule (or every rule, `code == nil`) of one directive, over the bytes it covers.
    private struct Entry {
        let directive: Int
        let code: DiagnosticCode?
        var scope: Scope
        var used = false
    }

    private enum Scope {
        case line(Int)
        case bytes(SourceRange)
    }

    private let file: SourceFile
    private let directives: [SuppressionDirective]
    /// The comments that start like a directive but are not one (`FDL409`).
    private let problems: [Diagnostic]
    private var entries: [Entry] = []
    /// The entries of each line's `fdlc-disable-next-line` directives, by line.
    private var lineEntries: [Int: [Int]] = [:]
    /// The entries over bytes, ordered by where they start, and for each place in that order
    /// the furthest any of them up to it reaches: a finding is checked against the few that
    /// can cover it, not against every directive of the file.
    private var byteEntries: [Int] = []
    private var byteEntryStarts: [Int] = []
    private var byteEntryReach: [Int] = []
    /// `fdlc-enable` directives that ended no region, with the rule ids that matched nothing.
    private var strayEnables: [(directive: Int, codes: [DiagnosticCode])] = []

    /// The filter of `stylesheet`'s suppression comments.
    init(_ stylesheet: Stylesheet) {
        let (directives, problems) = SuppressionDirective.parse(stylesheet)
        let file = stylesheet.file
        self.file = file
        self.directives = directives
        self.problems = problems
        var open: [Int] = []
        for (index, directive) in directives.enumerated() {
            let codes: [DiagnosticCode?] = directive.codes.isEmpty ? [nil] : directive.codes
            switch directive.kind {
            case .disableNextLine:
                let line = file.location(of: directive.range.end).line + 1
                entries += codes.map { Entry(directive: index, code: $0, scope: .line(line)) }
            case .disableFile:
                entries += codes.map {
                    Entry(directive: index, code: $0, scope: .bytes(SourceRange(start: 0, end: file.bytes.count)))
                }
            case .disable:
                for code in codes {
                    open.append(entries.count)
                    entries.append(
                        Entry(
                            directive: index, code: code,
                            scope: .bytes(SourceRange(start: directive.range.end, end: file.bytes.count))))
                }
            case .enable:
                var unmatched: [DiagnosticCode] = []
                var endedAny = false
                for code in codes {
                    let ending = open.filter { code == nil || entries[$0].code == code }
                    if ending.isEmpty, let code { unmatched.append(code) }
                    endedAny = endedAny || !ending.isEmpty
                    for entry in ending {
                        if case .bytes(let range) = entries[entry].scope {
                            entries[entry].scope = .bytes(SourceRange(start: range.start, end: directive.range.start))
                        }
                    }
                    let ended = Set(ending)
                    open.removeAll { ended.contains($0) }
                }
                if !unmatched.isEmpty || !endedAny { strayEnables.append((index, unmatched)) }
            }
        }
        for (index, entry) in entries.enumerated() {
            if case .line(let line) = entry.scope { lineEntries[line, default: []].append(index) }
        }
        byteEntries = entries.indices.compactMap { index -> (start: Int, index: Int)? in
            guard case .bytes(let range) = entries[index].scope else { return nil }
            return (range.start, index)
        }.sorted { $0.start < $1.start }.map(\.index)
        var reach = Int.min
        for index in byteEntries {
            guard case .bytes(let range) = entries[index].scope else { continue }
            byteEntryStarts.append(range.start)
            reach = max(reach, range.end)
            byteEntryReach.append(reach)
        }
    }

    /// Whether a directive suppresses a finding of `code` at `offset`; each that does is used.
    /// Syntax errors and the findings about directives themselves are never suppressed.
    mutating func suppresses(_ code: DiagnosticCode, at offset: Int) -> Bool {
        // Most files suppress nothing: then no finding's line is worked out.
        guard !entries.isEmpty, !SuppressionDirective.unsuppressible.contains(code), !code.isSyntaxError else {
            return false
        }
        var suppressed = false
        if !lineEntries.isEmpty {
            for index in lineEntries[file.location(of: offset).line] ?? [] where covers(index, code) {
                entries[index].used = true
                suppressed = true
            }
        }
        // From the last entry that starts at or before `offset` back, while one of them reaches it.
        var (low, high) = (0, byteEntryStarts.count)
        while low < high {
            let middle = (low + high) / 2
            if byteEntryStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        var place = low - 1
        while place >= 0, byteEntryReach[place] >= offset {
            let index = byteEntries[place]
            if case .bytes(let range) = entries[index].scope, offset <= range.end, covers(index, code) {
                entries[index].used = true
                suppressed = true
            }
            place -= 1
        }
        return suppressed
    }

    /// Whether entry `index` is about findings of `code`.
    private func covers(_ index: Int, _ code: DiagnosticCode) -> Bool {
        entries[index].code == nil || entries[index].code == code
    }

    /// The comments that are not valid directives, then a finding for each directive (or rule
    /// of a directive) that suppressed nothing.
    func findings() -> [Diagnostic] {
        problems + unusedReports()
    }

    private func unusedReports() -> [Diagnostic] {
        var reports: [Diagnostic] = []
        var entriesOfDirective = [Int](repeating: 0, count: directives.count)
        for entry in entries { entriesOfDirective[entry.directive] += 1 }
        for entry in entries where !entry.used {
            let directive = directives[entry.directive]
            let rule = entry.code.map { " \($0.rawValue)" } ?? ""
            let finding = entry.code.map { "no \($0.rawValue) finding" } ?? "no finding"
            let place: String
            switch directive.kind {
            case .disableNextLine: place = "on line \(file.location(of: directive.range.end).line + 1)"
            case .disableFile: place = "in this file"
            default:
                if case .bytes(let range) = entry.scope, range.end < file.bytes.count {
                    place = "before its 'fdlc-enable'"
                } else {
                    place = "before the end of the file"
                }
            }
            let alone = entriesOfDirective[entry.directive] == 1
            reports.append(
                report(
                    "'\(directive.kind.rawValue)\(rule)' suppresses nothing: \(finding) \(place)", directive,
                    removable: alone))
        }
        for stray in strayEnables {
            let directive = directives[stray.directive]
            let what =
                stray.codes.isEmpty
                ? "'\(directive.text)'" : "'fdlc-enable \(stray.codes.map(\.rawValue).joined(separator: ", "))'"
            reports.append(
                report(
                    "\(what) ends no 'fdlc-disable' region", directive,
                    removable: stray.codes.count == directive.codes.count))
        }
        return reports
    }

    private func report(_ message: String, _ directive: SuppressionDirective, removable: Bool) -> Diagnostic {
        Diagnostic(
            .unusedSuppression, message, file: file, range: directive.range,
            fixIt: removable ? file.removal(of: directive.range) : nil)
    }
}
