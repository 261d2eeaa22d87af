import FioriTheme
import FioriThemeCore
import FioriThemeLint
import FioriThemeSemantics
import FioriThemeSyntax

/// One stylesheet as an editor sees it: the findings a linter reports for it, and the checked
/// tree they came from, so the questions an editor asks (what is under the cursor, what may
/// be written here, where is this variable defined) are answered from one pass.
///
/// ```swift
/// let document = EditorAnalysis(file: SourceFile(path: "theme.nss", text: "@a: red;"), linter: Linter())
/// document.diagnostics       // what `fdlc lint` reports: '@a' is defined but never used
/// document.variable(at: 1)   // the variable '@a' and its range
/// ```
///
/// The language server (`fdlc lsp`) builds one per edit; its queries are in the
/// `EditorAnalysis+…` files beside this one.
package struct EditorAnalysis: Sendable {
    let analysis: Compiler.FileAnalysis
    /// The compiler whose target and catalog the analysis used.
    package let compiler: Compiler
    /// What the linter reports for the file: checks and lint rules, with the configured
    /// severities and the file's suppressions applied, sorted by position.
    package let diagnostics: [Diagnostic]

    /// Analyses and lints `file` with `linter`'s compiler and severities.
    package init(file: SourceFile, linter: Linter) {
        // Only the findings shown are built and kept: a document with millions of them costs
        // memory for a few hundred for as long as it is open.
        var analysis = linter.compiler.analyze(
            file, collecting: linter.policy(limit: Compiler.maximumDiagnosticsPerFile))
        compiler = linter.compiler
        // A check cancelled midway (``Cancellation``) is dropped: its lint is not run.
        if Cancellation.isRequested {
            _ = analysis.findings.take()
            diagnostics = []
        } else {
            diagnostics = linter.report(&analysis)
        }
        self.analysis = analysis
    }

    /// The file analysed.
    package var file: SourceFile { analysis.stylesheet.file }

    /// The syntax tree.
    package var stylesheet: Stylesheet { analysis.stylesheet }

    /// The runtime the file is checked for.
    package var target: Target { compiler.target }

    var variables: VariableTable { analysis.variables }
    var checker: Checker { analysis.checker }
}
