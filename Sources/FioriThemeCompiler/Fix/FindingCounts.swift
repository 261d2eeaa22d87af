/// How many findings of each rule a file has: what ``Fixer`` compares before and after
/// a group of edits to decide whether to keep them.
struct FindingCounts: Equatable {
    private var counts: [DiagnosticCode: Int] = [:]

    /// The counts of `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { counts[diagnostic.code, default: 0] += 1 }
    }

    /// The findings of these rules.
    func total(of codes: Set<DiagnosticCode>) -> Int {
        codes.reduce(0) { $0 + (counts[$1] ?? 0) }
    }

    /// The rules about a definition that nothing uses, which may gain findings: a fix that
    /// names the end of an alias chain may leave the alias it skipped unused, which is then
    /// worth knowing.
    static let aboutUnusedDefinitions: Set<DiagnosticCode> = [.unusedVariable, .unknownPaletteName]

    /// Whether `after`, the counts once edits fixing findings of `fixed` rules are applied,
    /// is an improvement on `self`: fewer findings of those rules, and no rule with more
    /// findings than before, except those ``aboutUnusedDefinitions``.
    func isImproved(by after: FindingCounts, fixing fixed: Set<DiagnosticCode>) -> Bool {
        for (code, count) in after.counts where count > (counts[code] ?? 0) && !FindingCounts.aboutUnusedDefinitions.contains(code) {
            return false
        }
        return after.total(of: fixed) < total(of: fixed)
    }
}
