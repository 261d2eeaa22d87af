import FioriThemeCore

/// A lint rule (`FDL4xx`) with a check of its own, declared in one file: its metadata
/// (``rule``: id, name, default severity, description, and the examples the tests run) and
/// its check (``diagnostics(_:)``).
///
/// Adding a rule is a file conforming to this protocol, a line in ``Linter/checks``, and its
/// stable id in ``DiagnosticCode``.
protocol LintRule: Sendable {
    /// The rule's metadata.
    static var rule: Rule { get }

    /// Whether the target reads what the rule is about; by default, when it applies rule sets.
    static func applies(to target: Target) -> Bool

    /// The rule's findings in one file, each made with ``finding(_:at:in:notes:fixIt:suggestions:)``.
    static func diagnostics(_ context: LintContext) -> [Diagnostic]
}

extension LintRule {
    static func applies(to target: Target) -> Bool {
        target.appliesRuleSets
    }

    /// A finding of this rule, with the rule's default severity.
    static func finding(
        _ message: String, at range: SourceRange, in context: LintContext,
        notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil,
        suggestions: [Diagnostic.FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            rule.code, message, file: context.file, range: range, severity: rule.defaultSeverity, notes: notes,
            fixIt: fixIt, suggestions: suggestions)
    }
}
