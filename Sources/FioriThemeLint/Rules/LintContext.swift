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
    /// Where each of ``checksFound`` starts, sorted, and where each syntax finding (`FDL1xx`)
    /// does: a rule asks about a range in a binary search, where a scan of every finding per
    /// block asked made a file of empty blocks and findings quadratic (20 000 lines: 7.7 s).
    private let findingStarts: [Int]
    private let syntaxErrorStarts: [Int]

    init(
        analysis: Compiler.FileAnalysis, compiler: Compiler, tokens: TokenExpectations?,
        checksFound: [DiagnosticCollector.Sighting]
    ) {
        self.analysis = analysis
        self.compiler = compiler
        self.tokens = tokens
        self.checksFound = checksFound
        findingStarts = checksFound.map(\.start).sorted()
        syntaxErrorStarts = checksFound.filter { $0.code.rawValue.hasPrefix("FDL1") }.map(\.start).sorted()
    }

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
        Self.contains(syntaxErrorStarts, from: range.start, through: range.end)
    }

    /// Whether a finding of the checks starts in `range` (its end excluded).
    func hasFinding(startingIn range: SourceRange) -> Bool {
        range.start < range.end && Self.contains(findingStarts, from: range.start, through: range.end - 1)
    }

    /// Whether the sorted `starts` hold one from `low` through `high`.
    private static func contains(_ starts: [Int], from low: Int, through high: Int) -> Bool {
        let first = starts.partitioningIndex { $0 >= low }
        return first < starts.count && starts[first] <= high
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
