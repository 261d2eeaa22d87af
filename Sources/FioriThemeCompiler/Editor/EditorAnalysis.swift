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
/// An analysis is built in two stages, so an editor can answer from the first while the
/// second runs: ``resolved(_:compiler:)`` parses the file and resolves its variables, which
/// is all hovers on names, definitions, references and completion read; ``init(_:linter:)``
/// then checks and lints the same tree (``isChecked``). The language server (`fdlc lsp`)
/// builds one per edit; its queries are in the `EditorAnalysis+…` files beside this one.
package struct EditorAnalysis: Sendable {
    /// The syntax tree.
    package let stylesheet: Stylesheet
    let variables: VariableTable
    /// The checks' results; nil in an analysis only resolved.
    let checker: Checker?
    /// The compiler whose target and catalog the analysis used.
    package let compiler: Compiler
    /// What the linter reports for the file: checks and lint rules, with the configured
    /// severities and the file's suppressions applied, sorted by position; empty until the
    /// file is checked.
    package let diagnostics: [Diagnostic]

    /// Analyses and lints `file` with `linter`'s compiler and severities.
    package init(file: SourceFile, linter: Linter) {
        self.init(linter.compiler.parse(file), linter: linter)
    }

    /// Checks and lints a parsed file with `linter`'s compiler and severities: the second
    /// stage, after ``resolved(_:compiler:)`` of the same `parsed` (whose tree it shares).
    package init(_ parsed: Compiler.ParsedFile, linter: Linter) {
        // Only the findings shown are built and kept: a document with millions of them costs
        // memory for a few hundred for as long as it is open.
        var analysis = linter.compiler.analyze(
            parsed, collecting: linter.policy(limit: Compiler.maximumDiagnosticsPerFile))
        compiler = linter.compiler
        // A check cancelled midway (``Cancellation``) is dropped: its lint is not run.
        if Cancellation.isRequested {
            _ = analysis.findings.take()
            diagnostics = []
        } else {
            diagnostics = linter.report(&analysis)
        }
        stylesheet = analysis.stylesheet
        variables = analysis.variables
        checker = analysis.checker
    }

    private init(stylesheet: Stylesheet, variables: VariableTable, compiler: Compiler) {
        self.stylesheet = stylesheet
        self.variables = variables
        self.compiler = compiler
        checker = nil
        diagnostics = []
    }

    /// The first stage: `parsed`'s variables resolved as `compiler`'s target resolves them,
    /// nothing checked. It answers what names and values mean (hovers on variables and
    /// properties, definitions, references, completion); what needs the checks (the colour of
    /// a declaration's value, code actions) waits for ``init(_:linter:)``.
    package static func resolved(_ parsed: Compiler.ParsedFile, compiler: Compiler) -> EditorAnalysis {
        EditorAnalysis(stylesheet: parsed.stylesheet, variables: compiler.resolve(parsed), compiler: compiler)
    }

    /// Whether the file was checked and linted (``diagnostics`` are its findings), not only
    /// resolved.
    package var isChecked: Bool { checker != nil }

    /// The file analysed.
    package var file: SourceFile { stylesheet.file }

    /// The runtime the file is checked for.
    package var target: Target { compiler.target }

    /// How the target reads values.
    var values: ValueParser { compiler.valueParser }
}
