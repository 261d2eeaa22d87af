import FioriThemeCore

/// How many findings of each rule and severity a file has: what ``Fixer`` compares before
/// and after a group of edits to decide whether to keep them.
struct FindingCounts: Equatable {
    /// A rule at a severity.
    private struct Kind: Hashable {
        let code: DiagnosticCode
        let severity: Diagnostic.Severity
    }

    /// A finding as its rule and message: what tells one finding of a rule from another.
    struct Finding: Hashable {
        let code: DiagnosticCode
        let message: String

        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code
            message = diagnostic.message
        }
    }

    private var counts: [Kind: Int] = [:]
    private var findings: [Finding: Int] = [:]

    /// The counts of `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            counts[Kind(code: diagnostic.code, severity: diagnostic.severity), default: 0] += 1
            findings[Finding(diagnostic), default: 0] += 1
        }
    }

    /// How many findings are one of these.
    func total(of fixed: Set<Finding>) -> Int {
        fixed.reduce(0) { $0 + (findings[$1] ?? 0) }
    }

    /// The rules about a definition that nothing uses, which may gain warnings: a fix that
    /// names the end of an alias chain may leave the alias it skipped unused, which is then
    /// worth knowing.
    static let aboutUnusedDefinitions: Set<DiagnosticCode> = [.unusedVariable, .unknownPaletteName]

    /// Whether `after`, the counts once edits fixing the `fixed` findings are applied, is an
    /// improvement on `self`: fewer findings with the rule and message of a fixed one (so
    /// removing `@b` of `@a: red; @b: @a;` counts, although it leaves `@a` unused), and no rule
    /// with more findings of a severity than before, except warnings ``aboutUnusedDefinitions``.
    func isImproved(by after: FindingCounts, fixing fixed: Set<Finding>) -> Bool {
        for (kind, count) in after.counts where count > (counts[kind] ?? 0) {
            guard kind.severity != .error, FindingCounts.aboutUnusedDefinitions.contains(kind.code) else {
                return false
            }
        }
        return after.total(of: fixed) < total(of: fixed)
    }
}
