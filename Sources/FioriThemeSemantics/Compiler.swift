import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// The entry point of the pipeline: source files in, a typed style table and diagnostics out.
///
/// ```swift
/// let file = SourceFile(path: "theme.nss", text: "fdlFUIKPIView { tint-color: #0A6ED1; }")
/// let result = Compiler().compile([file])
/// let tint = result.table?.property("tint-color", of: "fdlFUIKPIView")
/// ```
public struct Compiler: Sendable {
    package let catalog: Catalog
    /// The runtime the stylesheets are checked for.
    public let target: Target
    /// The target's runtime: its reader and its own checks, chosen once.
    let runtime: any Runtime

    /// Creates a compiler for `target` that checks against the built-in component catalog.
    public init(target: Target = .default) {
        runtime = target.runtime
        catalog = runtime.builtInCatalog
        self.target = target
    }

    /// Creates a compiler for `target` whose catalog is the built-in one extended by user
    /// catalog files (JSON, see `Docs/catalog-format.md`), in order.
    public init(target: Target = .default, catalogExtensions: [SourceFile]) throws(CatalogFileError) {
        self.target = target
        runtime = target.runtime
        var catalog = Catalog.builtIn
        for file in catalogExtensions {
            do {
                catalog = catalog.merging(try Catalog(json: file.bytes))
            } catch {
                throw CatalogFileError(file: file, message: error.message, offset: error.offset)
            }
        }
        self.catalog = catalog.restricted(to: target)
    }

    /// What a compile produced.
    public struct Result: Sendable {
        /// Every problem found, grouped by file in input order, then by position.
        public var diagnostics: [Diagnostic]
        /// The style table, or nil when any diagnostic is an error.
        public var table: StyleTable?
        /// The style table whatever the diagnostics: what the runtime gets from the values
        /// that checked clean, for tests that compare it with the runtime despite errors.
        @_spi(Testing) public var tableDespiteErrors: StyleTable
    }

    /// Compiles the files, layered in order (a later file overrides an earlier one property by
    /// property). `severities` replace the rules' defaults (a configuration's `rules`): a
    /// finding set to a warning no longer stops the table, one that is off is not reported.
    public func compile(_ files: [SourceFile], severities: [DiagnosticCode: RuleSeverity] = [:]) -> Result {
        compile(files, device: nil, severities: severities)
    }

    /// Compiles the files as the target applies them on `device`: only the `@media` blocks
    /// that hold there count, merged into the classes' properties in document order, as NUI
    /// consolidates them (the table has no `media` sections). With no device, no query is
    /// evaluated: the table keeps each block in its class's `media`. FioriThemeManager
    /// evaluates no media query, so the device changes nothing for it. `severities` as for
    /// ``compile(_:severities:)``.
    public func compile(_ files: [SourceFile], device: DeviceProfile?, severities: [DiagnosticCode: RuleSeverity] = [:])
        -> Result
    {
        let device = target.evaluatesMediaQueries ? device : nil
        var diagnostics: [Diagnostic] = []
        var builder = StyleTableBuilder(catalog: catalog, appliesStyleBlocks: target.appliesStyleBlocks, device: device)
        let policy = FindingPolicy.report(severities: severities)
        for file in files {
            var analysis = runtime.analyze(parse(file), on: device, by: self, collecting: policy)
            diagnostics += analysis.findings.finish()
            if let lines = analysis.paletteLines {
                builder.add(lines, of: file)
            } else {
                builder.add(analysis.stylesheet, variables: analysis.variables, checker: analysis.checker)
            }
        }
        let table = builder.table
        return Result(
            diagnostics: diagnostics, table: diagnostics.containsErrors ? nil : table, tableDespiteErrors: table)
    }

    /// One file through the pipeline up to the checked syntax tree: what `compile` layers into
    /// the table, and what the linter's rules read.
    package struct FileAnalysis {
        package let stylesheet: Stylesheet
        package let variables: VariableTable
        package let checker: Checker
        /// What FioriThemeManager's line reader reads, for a target that reads with it
        /// (``Target/readsPaletteLines``).
        let paletteLines: PaletteLineReader?
        /// Every check and portability finding the policy collects (see ``FindingPolicy``),
        /// not yet finished: the linter adds its rules' findings before it reports them.
        package var findings: DiagnosticCollector
    }

    /// A file parsed with the target's tokeniser (``LexicalRules``), before any check: what
    /// ``analyze(_:collecting:)-(ParsedFile,_)`` takes, so a caller that reads the tree first (an
    /// editor answering hovers while the file is checked) does not parse it twice.
    package struct ParsedFile: Sendable {
        /// The syntax tree.
        package let stylesheet: Stylesheet
        /// The syntax findings, in report order.
        let syntax: [Diagnostic]
    }

    /// Parses `file` as the target's tokeniser reads it.
    package func parse(_ file: SourceFile) -> ParsedFile {
        let (stylesheet, syntax) = Parser.parse(file, rules: LexicalRules(target))
        return ParsedFile(stylesheet: stylesheet, syntax: syntax)
    }

    /// Parses, resolves and checks one file, as the target's runtime reads it (``Runtime``).
    ///
    /// For a target that evaluates `@media` per device (NUI), a file with `@media` blocks is
    /// checked once per ``DeviceProfile`` and a finding that holds on some devices only says
    /// which; the variables and checker returned evaluate no query. For a target that reads
    /// only palette lines (FioriThemeManager), what its line reader reads decides.
    /// `policy` says which findings are collected (by default every one).
    package func analyze(_ file: SourceFile, collecting policy: FindingPolicy = .all) -> FileAnalysis {
        analyze(parse(file), collecting: policy)
    }

    /// Resolves and checks one file already parsed (``parse(_:)``), as
    /// ``analyze(_:collecting:)-(SourceFile,_)`` does.
    package func analyze(_ parsed: ParsedFile, collecting policy: FindingPolicy = .all) -> FileAnalysis {
        runtime.analyze(parsed, on: nil, by: self, collecting: policy)
    }

    /// The variables of a parsed file, resolved as ``analyze(_:collecting:)-(ParsedFile,_)``
    /// resolves them (no device), with no finding collected: what an editor reads while the
    /// checks run, and all FioriThemeManager's runtime resolves (the grammar's findings do
    /// not apply to it).
    package func resolve(_ parsed: ParsedFile) -> VariableTable {
        VariableTable(
            stylesheet: parsed.stylesheet, policy: policy(on: nil), findings: .discarding(parsed.stylesheet.file))
    }

    /// How the target reads values, with warnings where it reads a valid value differently
    /// from another runtime when it applies style blocks.
    package var valueParser: ValueParser {
        ValueParser(target: target, reportsPortability: target.appliesStyleBlocks)
    }

    /// The most diagnostics reported for one file; one more says how many were left out.
    package static let maximumDiagnosticsPerFile = 500

    /// Checks each file and returns every problem found, grouped by file in input order;
    /// `severities` as for ``compile(_:severities:)``.
    public func check(_ files: [SourceFile], severities: [DiagnosticCode: RuleSeverity] = [:]) -> [Diagnostic] {
        // The findings of `compile`, without building the table they do not need (a theme of
        // long alias chains used everywhere makes the table's provenance large).
        let policy = FindingPolicy.report(severities: severities)
        return files.flatMap { file in
            var analysis = analyze(file, collecting: policy)
            return analysis.findings.finish()
        }
    }

    /// The target's resolution rules on `device` (nil: no media query evaluated): which
    /// duplicate wins, how values are substituted, and whether palette names count as
    /// defined (they mean the SDK's colour).
    func policy(on device: DeviceProfile?) -> ResolutionPolicy {
        var policy = ResolutionPolicy()
        policy.duplicateWinner = target.duplicateWinner
        policy.substitution = target.resolvesAliases ? .recursive : .wholeValueOnce
        policy.device = device
        if target.predefinesPaletteNames {
            policy.isPredefined = { Palette.parse(name: $0) != nil }
            policy.predefinedNames = { Palette.styleNames }
        }
        return policy
    }
}

/// A user catalog file that could not be loaded.
public struct CatalogFileError: Error, Sendable {
    /// The catalog file.
    public let file: SourceFile
    /// What is wrong, lowercase.
    public let message: String
    /// The byte offset the message is about, where known.
    public let offset: Int?
}
