import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics

/// One row of a rule's accept/reject table: a stylesheet and where the rule must report,
/// as `"line:column"` (empty: the stylesheet is accepted).
struct LintCase: CustomTestStringConvertible, Sendable {
    let source: String
    let expected: [String]
    var target: Target = .fiori

    var testDescription: String { source.replacingOccurrences(of: "\n", with: "⏎") }
}

/// Lints `source` as `test.nss` with default severities, but for the FDL511 note: every
/// snippet here that styles only NUI's classes under the default target would get it, and
/// the suites that lint snippets test other rules (UpstreamNUIThemeTests tests the note).
func lint(_ source: String, target: Target = .fiori, severities: [DiagnosticCode: RuleSeverity] = [:]) -> [Diagnostic] {
    let severities = severities.merging([.upstreamNUITheme: .off]) { given, _ in given }
    return Linter(compiler: Compiler(target: target), severities: severities).lint(
        SourceFile(path: "test.nss", text: source))
}

/// Where `code` is reported in `source`, as `"line:column"`.
func findings(of code: DiagnosticCode, in source: String, target: Target = .fiori) -> [String] {
    lint(source, target: target).filter { $0.code == code }.map { $0.location.description }
}

/// Report paths for tests: the repository is `/repo`, and fdlc runs at its root.
let testReportPaths = ReportPaths(root: "/repo", currentDirectory: "/repo")
