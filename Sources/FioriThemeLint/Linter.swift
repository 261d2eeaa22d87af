import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax
import FioriThemeTokens

/// Lints stylesheets: every check of ``Compiler`` plus the lint rules (`FDL4xx`), with
/// per-rule severities and the suppression comments of each file applied.
///
/// ```swift
/// let linter = Linter(compiler: Compiler(target: .fiori), severities: [.unusedVariable: .error])
/// let diagnostics = linter.lint(SourceFile(path: "theme.nss", text: "@unused: red;\n"))
/// // theme.nss:1:1: error: '@unused' is defined but never used [FDL401]
/// ```
///
/// Each file is linted on its own (variables are scoped to their file), so files can be
/// linted concurrently; a `Linter` is immutable and `Sendable`.
public struct Linter: Sendable {
    /// The compiler whose target and catalog the checks use.
    public let compiler: Compiler
    /// Severities that replace the rules' defaults; a rule that is ``RuleSeverity/off`` is not reported.
    public let severities: [DiagnosticCode: RuleSeverity]
    /// The design tokens values are checked against (`FDL410`); nil checks none.
    public let tokens: TokenExpectations?

    /// Creates a linter.
    public init(
        compiler: Compiler = Compiler(), severities: [DiagnosticCode: RuleSeverity] = [:],
        tokens: TokenExpectations? = nil
    ) {
        self.compiler = compiler
        self.severities = severities
        self.tokens = tokens
    }

    /// Every finding in `file` that is not turned off or suppressed, sorted by position; at
    /// most ``Compiler``'s limit per file, then one `FDL900` for the rest. A finding past the
    /// limit is counted, never built.
    ///
    /// Severities are applied before suppressions, so a suppression of a rule that is off
    /// suppresses nothing and is reported (`FDL408`).
    public func lint(_ file: SourceFile) -> [Diagnostic] {
        var analysis = compiler.analyze(file, collecting: policy(limit: Compiler.maximumDiagnosticsPerFile))
        return report(&analysis)
    }

    /// Every finding of ``lint(_:)``, not capped: what `--fix` reads.
    func findings(_ file: SourceFile) -> [Diagnostic] {
        var analysis = compiler.analyze(file, collecting: policy(limit: nil))
        return report(&analysis)
    }

    /// How the checks of a file this linter lints collect their findings: at most `limit`
    /// (nil: every one), with this linter's severities and the file's suppression comments.
    package func policy(limit: Int?) -> FindingPolicy {
        FindingPolicy(
            limit: limit, severities: severities, suppressions: { SuppressionFilter($0) }, recordsSightings: true)
    }

    /// The report of a file analysed with ``policy(limit:)``: the lint rules' findings added to
    /// the checks', then the suppression comments' own. Takes the findings out of `analysis`,
    /// for callers that also read the analysis (the language server).
    package func report(_ analysis: inout Compiler.FileAnalysis) -> [Diagnostic] {
        var findings = analysis.findings.take()
        let context = LintContext(
            analysis: analysis, compiler: compiler, tokens: tokens, checksFound: findings.sightings)
        findings.recordsSightings = false
        for rule in Linter.rules where rule.applies(to: compiler.target) {
            if Cancellation.isRequested { break }  // a stale check skips the rest
            rule.report(context, into: &findings)
        }
        return findings.finish()
    }

    /// Every lint rule with a check of its own, in the order their findings are collected.
    /// Adding a rule: its file (see ``LintRule``), and a line here.
    static let rules: [any LintRule.Type] = [
        UnusedVariableRule.self,
        IndirectAliasRule.self,
        DuplicatePropertyRule.self,
        OverriddenDeclarationRule.self,
        EmptyBlockRule.self,
        HardCodedColorRule.self,
        ContrastRule.self,
        TokenDriftRule.self,
    ]
}
