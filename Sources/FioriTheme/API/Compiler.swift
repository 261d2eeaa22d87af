/// The entry point of the pipeline: source files in, a typed style table and diagnostics out.
///
/// ```swift
/// let file = SourceFile(path: "theme.nss", text: "fdlFUIKPIView { tint-color: #0A6ED1; }")
/// let result = Compiler().compile([file])
/// let tint = result.table?.property("tint-color", of: "fdlFUIKPIView")
/// ```
public struct Compiler: Sendable {
    let catalog: Catalog

    /// Creates a compiler that checks against the built-in component catalog.
    public init() {
        catalog = .builtIn
    }

    /// Creates a compiler whose catalog is the built-in one extended by user catalog files
    /// (JSON, see `Docs/catalog-format.md`), in order.
    public init(catalogExtensions: [SourceFile]) throws(CatalogFileError) {
        var catalog = Catalog.builtIn
        for file in catalogExtensions {
            do {
                catalog = catalog.merging(try Catalog(json: file.bytes))
            } catch {
                throw CatalogFileError(file: file, message: error.message, offset: error.offset)
            }
        }
        self.catalog = catalog
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
        var builder = StyleTableBuilder(catalog: catalog)
        for file in files {
            let (stylesheet, syntax) = Parser.parse(file)
            let variables = VariableTable(stylesheet: stylesheet, policy: Compiler.policy)
            let checker = Checker(stylesheet: stylesheet, variables: variables, catalog: catalog,
                                  values: ValueParser(hexAlphaOrder: .alphaFirst))
            diagnostics += (syntax + variables.diagnostics + checker.diagnostics).sortedForReport()
            builder.add(stylesheet, variables: variables, checker: checker)
        }
        return Result(diagnostics: diagnostics, table: diagnostics.containsErrors ? nil : builder.table)
    }

    /// Checks each file and returns every problem found, grouped by file in input order.
    public func check(_ files: [SourceFile]) -> [Diagnostic] {
        compile(files).diagnostics
    }

    /// Palette names count as defined: they mean the SDK's colour.
    static let policy: ResolutionPolicy = {
        var policy = ResolutionPolicy()
        policy.isPredefined = { Palette.parse(name: $0) != nil }
        policy.predefinedNames = Palette.styleNames
        return policy
    }()
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
