/// How many findings of each rule and severity a file has: what ``Fixer`` compares before
/// and after a group of edits to decide whether to keep them.
struct FindingCounts: Equatable {
    /// A rule at a severity.
    private struct Kind: Hashable {
        let code: DiagnosticCode
        let severity: Diagnostic.Severity
    }

    private var counts: [Kind: Int] = [:]

    /// The counts of `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { counts[Kind(code: diagnostic.code, severity: diagnostic.severity), default: 0] += 1 }
    }

    /// The findings of these rules.
    func total(of codes: Set<DiagnosticCode>) -> Int {
        counts.reduce(0) { $0 + (codes.contains($1.key.code) ? $1.value : 0) }
    }

    /// The rules about a definition that nothing uses, which may gain warnings: a fix that
    /// names the end of an alias chain may leave the alias it skipped unused, which is then
    /// worth knowing.
    static let aboutUnusedDefinitions: Set<DiagnosticCode> = [.unusedVariable, .unknownPaletteName]

    /// Whether `after`, the counts once edits fixing findings of `fixed` rules are applied,
    /// is an improvement on `self`: fewer findings of those rules, and no rule with more
    /// findings of a severity than before, except warnings ``aboutUnusedDefinitions``.
    func isImproved(by after: FindingCounts, fixing fixed: Set<DiagnosticCode>) -> Bool {
        for (kind, count) in after.counts where count > (counts[kind] ?? 0) {
            guard kind.severity != .error, FindingCounts.aboutUnusedDefinitions.contains(kind.code) else { return false }
        }
        return after.total(of: fixed) < total(of: fixed)
    }
}
