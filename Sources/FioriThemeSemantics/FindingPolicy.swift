import FioriThemeCore
import FioriThemeSyntax

/// How ``Compiler/analyze(_:collecting:)`` collects a file's findings (``DiagnosticCollector``):
/// at most how many, with which severities, and which suppressions, so a finding that is not
/// reported is never built.
package struct FindingPolicy: Sendable {
    /// The most findings kept; nil keeps every one (what `--fix` needs).
    package var limit: Int?
    /// Severities that replace the rules' defaults (a configuration's `rules`).
    package var severities: [DiagnosticCode: RuleSeverity]
    /// The file's suppressions, made from its parsed tree; nil suppresses nothing.
    package var suppressions: (@Sendable (Stylesheet) -> any DiagnosticFilter)?
    /// Whether every finding's code and start are recorded (``DiagnosticCollector/sightings``),
    /// for the lint rules that read them.
    package var recordsSightings: Bool

    /// Creates a policy.
    package init(
        limit: Int?, severities: [DiagnosticCode: RuleSeverity] = [:],
        suppressions: (@Sendable (Stylesheet) -> any DiagnosticFilter)? = nil, recordsSightings: Bool = false
    ) {
        self.limit = limit
        self.severities = severities
        self.suppressions = suppressions
        self.recordsSightings = recordsSightings
    }

    /// Every finding, at the rules' default severities, none suppressed.
    package static let all = FindingPolicy(limit: nil)

    /// What a file's report shows: at most ``Compiler/maximumDiagnosticsPerFile``.
    package static func report(severities: [DiagnosticCode: RuleSeverity]) -> FindingPolicy {
        FindingPolicy(limit: Compiler.maximumDiagnosticsPerFile, severities: severities)
    }

    /// The collector for the findings of `stylesheet`.
    func collector(for stylesheet: Stylesheet) -> DiagnosticCollector {
        var collector = DiagnosticCollector(file: stylesheet.file, limit: limit, severities: severities)
        collector.filter = suppressions?(stylesheet)
        collector.recordsSightings = recordsSightings
        return collector
    }
}
