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

    /// A line and a rule (nil: every rule) of `fdlc-disable-next-line` directives.
    private struct LineKey: Hashable {
        let line: Int
        let code: DiagnosticCode?
    }

    private let file: SourceFile
    private let directives: [SuppressionDirective]
    /// The comments that start like a directive but are not one (`FDL409`).
    private let problems: [Diagnostic]
    private var entries: [Entry] = []
    /// The entries of `fdlc-disable-next-line` directives not yet used, by line and rule; a
    /// key stays, with no entries, once they are all used.
    private var lineEntries: [LineKey: [Int]] = [:]
    /// The entries over bytes, by rule (nil: every rule).
    private var byteEntries: [DiagnosticCode?: RegionIndex] = [:]
    /// `fdlc-enable` directives that ended no region, with the rule ids that matched nothing.
    private var strayEnables: [(directive: Int, codes: [DiagnosticCode])] = []

    /// The filter of `stylesheet`'s suppression comments.
    init(_ stylesheet: Stylesheet) {
        let (directives, problems) = SuppressionDirective.parse(stylesheet)
        let file = stylesheet.file
        self.file = file
        self.directives = directives
        self.problems = problems
        // The regions not yet ended, by rule (nil: every rule).
        var open: [DiagnosticCode?: [Int]] = [:]
        for (index, directive) in directives.enumerated() {
            let codes: [DiagnosticCode?] = directive.codes.isEmpty ? [nil] : directive.codes
            switch directive.kind {
            case .disableNextLine:
                let line = file.location(of: directive.range.end).line + 1
                for code in codes {
                    lineEntries[LineKey(line: line, code: code), default: []].append(entries.count)
                    entries.append(Entry(directive: index, code: code, scope: .line(line)))
                }
            case .disableFile:
                entries += codes.map {
                    Entry(directive: index, code: $0, scope: .bytes(SourceRange(start: 0, end: file.bytes.count)))
                }
            case .disable:
                for code in codes {
                    open[code, default: []].append(entries.count)
                    entries.append(
                        Entry(
                            directive: index, code: code,
                            scope: .bytes(SourceRange(start: directive.range.end, end: file.bytes.count))))
                }
            case .enable:
                var unmatched: [DiagnosticCode] = []
                var endedAny = false
                for code in codes {
                    // An `fdlc-enable` with ids ends the regions of those ids; one without, every region.
                    let ending: [Int]
                    if let code {
                        ending = open.removeValue(forKey: code) ?? []
                    } else {
                        ending = open.values.flatMap { $0 }
                        open = [:]
                    }
                    if ending.isEmpty, let code { unmatched.append(code) }
                    endedAny = endedAny || !ending.isEmpty
                    for entry in ending {
                        if case .bytes(let range) = entries[entry].scope {
                            entries[entry].scope = .bytes(SourceRange(start: range.start, end: directive.range.start))
                        }
                    }
                }
                if !unmatched.isEmpty || !endedAny { strayEnables.append((index, unmatched)) }
            }
        }
        var byteRanges: [DiagnosticCode?: [(id: Int, range: SourceRange)]] = [:]
        for (index, entry) in entries.enumerated() {
            if case .bytes(let range) = entry.scope { byteRanges[entry.code, default: []].append((index, range)) }
        }
        byteEntries = byteRanges.mapValues(RegionIndex.init)
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
            let line = file.location(of: offset).line
            suppressed = useLineEntries(LineKey(line: line, code: code))
            suppressed = useLineEntries(LineKey(line: line, code: nil)) || suppressed
        }
        suppressed = useByteEntries(code, at: offset) || suppressed
        return useByteEntries(nil, at: offset) || suppressed
    }

    /// Whether a next-line directive covers `key`'s line and rule; those not yet used are now.
    private mutating func useLineEntries(_ key: LineKey) -> Bool {
        guard let waiting = lineEntries[key] else { return false }
        if !waiting.isEmpty {
            for index in waiting { entries[index].used = true }
            lineEntries[key] = []
        }
        return true
    }

    /// Whether a region of `code`'s entries (nil: those of every rule) covers `offset`; those
    /// not yet used are now.
    private mutating func useByteEntries(_ code: DiagnosticCode?, at offset: Int) -> Bool {
        guard byteEntries[code]?.covers(offset) == true else { return false }
        for index in byteEntries[code]?.use(coveringFrom: offset) ?? [] { entries[index].used = true }
        return true
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
