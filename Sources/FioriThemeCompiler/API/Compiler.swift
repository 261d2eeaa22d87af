import FioriTheme

/// The entry point of the pipeline: source files in, a typed style table and diagnostics out.
///
/// ```swift
/// let file = SourceFile(path: "theme.nss", text: "fdlFUIKPIView { tint-color: #0A6ED1; }")
/// let result = Compiler().compile([file])
/// let tint = result.table?.property("tint-color", of: "fdlFUIKPIView")
/// ```
public struct Compiler: Sendable {
    let catalog: Catalog
    /// The runtime the stylesheets are checked for.
    public let target: Target

    /// Creates a compiler for `target` that checks against the built-in component catalog.
    public init(target: Target = .fiori) {
        catalog = Catalog.builtIn(for: target)
        self.target = target
    }

    /// Creates a compiler for `target` whose catalog is the built-in one extended by user
    /// catalog files (JSON, see `Docs/catalog-format.md`), in order.
    public init(target: Target = .fiori, catalogExtensions: [SourceFile]) throws(CatalogFileError) {
        self.target = target
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
    }

    /// Compiles the files, layered in order (a later file overrides an earlier one property by property).
    public func compile(_ files: [SourceFile]) -> Result {
        var diagnostics: [Diagnostic] = []
        var builder = StyleTableBuilder(catalog: catalog, appliesRuleSets: target.appliesRuleSets)
        for file in files {
            let analysis = analyze(file)
            diagnostics += analysis.diagnostics.capped(at: Compiler.maximumDiagnosticsPerFile)
            builder.add(analysis.stylesheet, variables: analysis.variables, checker: analysis.checker)
        }
        return Result(diagnostics: diagnostics, table: diagnostics.containsErrors ? nil : builder.table)
    }

    /// One file through the pipeline up to the checked syntax tree: what `compile` layers into
    /// the table, and what the linter's rules read.
    struct FileAnalysis {
        let stylesheet: Stylesheet
        let variables: VariableTable
        let checker: Checker
        /// Every check and portability finding, sorted by position, not capped (see
        /// ``Compiler/maximumDiagnosticsPerFile``).
        let diagnostics: [Diagnostic]
    }

    /// Parses, resolves and checks one file.
    func analyze(_ file: SourceFile) -> FileAnalysis {
        let (stylesheet, syntax) = Parser.parse(file)
        let variables = VariableTable(stylesheet: stylesheet, policy: policy)
        let checker = Checker(stylesheet: stylesheet, variables: variables, catalog: catalog,
                              values: ValueParser(target: target, reportsPortability: target.appliesRuleSets))
        let palette = target.predefinesPaletteNames ? PaletteChecker(stylesheet: stylesheet, variables: variables).diagnostics : []
        let portability = PortabilityChecker(stylesheet: stylesheet, variables: variables, target: target)
        var found = syntax + variables.diagnostics + checker.diagnostics + palette + portability.diagnostics
        if !target.appliesRuleSets { found = found.filter { affectsDefinitionReader($0, in: stylesheet) } }
        return FileAnalysis(stylesheet: stylesheet, variables: variables, checker: checker, diagnostics: found.sortedForReport())
    }

    /// The most diagnostics reported for one file; one more says how many were left out.
    package static let maximumDiagnosticsPerFile = 500

    /// Checks each file and returns every problem found, grouped by file in input order.
    public func check(_ files: [SourceFile]) -> [Diagnostic] {
        compile(files).diagnostics
    }

    /// The target's resolution rules: which duplicate wins, and whether palette names count as
    /// defined (they mean the SDK's colour).
    var policy: ResolutionPolicy {
        var policy = ResolutionPolicy()
        policy.duplicateWinner = target.duplicateWinner
        if target.predefinesPaletteNames {
            policy.isPredefined = { Palette.parse(name: $0) != nil }
            policy.predefinedNames = Palette.styleNames
        }
        return policy
    }

    /// For a runtime that reads only definition lines: whether a diagnostic concerns what it reads
    /// (a top-level or `@media` definition, or a portability or palette finding).
    private func affectsDefinitionReader(_ diagnostic: Diagnostic, in stylesheet: Stylesheet) -> Bool {
        if diagnostic.code.rawValue.hasPrefix("FDL5") || diagnostic.code == .unknownPaletteName
            || diagnostic.code == .deprecatedPaletteName {
            return true
        }
        return stylesheet.definitions.contains { definition in
            if case .ruleBlock = definition.placement { return false }
            return definition.range.start <= diagnostic.range.start && diagnostic.range.start <= definition.range.end
        }
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
