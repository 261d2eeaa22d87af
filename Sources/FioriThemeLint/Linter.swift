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
    /// most ``Compiler``'s limit per file, then one `FDL900` for the rest.
    ///
    /// Severities are applied before suppressions, so a suppression of a rule that is off
    /// suppresses nothing and is reported (`FDL408`).
    public func lint(_ file: SourceFile) -> [Diagnostic] {
        findings(file).capped(at: Compiler.maximumDiagnosticsPerFile)
    }

    /// Every finding of ``lint(_:)``, not capped.
    func findings(_ file: SourceFile) -> [Diagnostic] {
        findings(compiler.analyze(file))
    }

    /// The findings of a file already analysed, not capped, for callers that also read the
    /// analysis (the language server).
    package func findings(_ analysis: Compiler.FileAnalysis) -> [Diagnostic] {
        let file = analysis.stylesheet.file
        let context = LintContext(analysis: analysis, compiler: compiler, tokens: tokens)
        var found = analysis.diagnostics + lintDiagnostics(context)
        found = found.applying(severities)
        let (directives, problems) = SuppressionDirective.parse(analysis.stylesheet)
        var filter = SuppressionFilter(file: file, directives: directives)
        var (kept, unused) = filter.apply(to: found)
        found = []
        kept += (problems + unused).applying(severities)
        kept.sortForReport()
        return kept
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

    /// The lint rules' findings, as far as the target reads what they are about.
    private func lintDiagnostics(_ context: LintContext) -> [Diagnostic] {
        Linter.rules.filter { $0.applies(to: compiler.target) }.flatMap { rule in
            Cancellation.isRequested ? [] : rule.diagnostics(context)  // a stale check skips the rest
        }
    }
}
