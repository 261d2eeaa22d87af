import FioriThemeCore

/// A lint rule (`FDL4xx`) with a check of its own: the code it reports, whose
/// ``DiagnosticDescription`` says everything else about it (name, default severity, texts,
/// the examples the tests run, fixes), and its check (``report(_:into:)``).
///
/// Adding a rule is its stable id in ``DiagnosticCode`` with its description, a file
/// conforming to this protocol, and a line in ``Linter/rules``.
protocol LintRule: Sendable {
    /// The code the rule reports.
    static var code: DiagnosticCode { get }

    /// Whether the target reads what the rule is about; by default, when it applies style blocks.
    static func applies(to target: Target) -> Bool

    /// The rule's findings in one file, into `findings`: each one admitted first
    /// (``DiagnosticCollector/admits(_:at:severity:)``), then made with
    /// ``finding(_:at:in:notes:fixIt:suggestions:)``, so one past the limit is never built.
    static func report(_ context: LintContext, into findings: inout DiagnosticCollector)
}

extension LintRule {
    static func applies(to target: Target) -> Bool {
        target.appliesStyleBlocks
    }

    /// A finding of this rule, with its description's default severity.
    static func finding(
        _ message: String, at range: SourceRange, in context: LintContext,
        notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil,
        suggestions: [Diagnostic.FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            code, message, file: context.file, range: range, notes: notes, fixIt: fixIt, suggestions: suggestions)
    }
}
