import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax
import FioriThemeTokens

/// What every lint check reads: one file's checked syntax tree, its variables and the
/// findings of the checks, for one target.
struct LintContext {
    let analysis: Compiler.FileAnalysis
    let compiler: Compiler
    /// The design tokens to check values against, if any.
    var tokens: TokenExpectations?
    /// The code and start of every finding of the checks, whatever the limit, severities and
    /// suppressions (``DiagnosticCollector/sightings``).
    let checksFound: [DiagnosticCollector.Sighting]

    var stylesheet: Stylesheet { analysis.stylesheet }
    var variables: VariableTable { analysis.variables }
    var checker: Checker { analysis.checker }
    var file: SourceFile { analysis.stylesheet.file }
    var target: Target { compiler.target }

    /// The text of `range`.
    func text(_ range: SourceRange) -> String { stylesheet.text(range) }

    /// Whether a syntax diagnostic (`FDL1xx`) starts inside `range`: the parser recovered
    /// there, so what the tree holds may not be what was meant.
    func hasSyntaxError(in range: SourceRange) -> Bool {
        checksFound.contains {
            $0.code.rawValue.hasPrefix("FDL1") && range.start <= $0.start && $0.start <= range.end
        }
    }

    /// A fix-it that removes `range`, with its whole line when nothing else stands on it.
    func removal(of range: SourceRange) -> Diagnostic.FixIt { file.removal(of: range) }

    /// The media query a style block applies under, in a canonical spelling; nil when unconditional.
    func mediaKey(of styleBlock: StyleBlock) -> String? {
        styleBlock.media.map { index in
            stylesheet.mediaBlocks[index].conditions
                .map { text($0.key) + ":" + text($0.value) }.joined(separator: " and ")
        }
    }
}
