/// The entry point of the pipeline: source files in, diagnostics (and later a style table) out.
///
/// ```swift
/// let file = SourceFile(path: "theme.nss", text: "fdlFUIKPIView { tint-color: #0A6ED1; }")
/// let diagnostics = Compiler().check([file])
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

    /// Checks each file and returns every problem found, grouped by file in input order.
    public func check(_ files: [SourceFile]) -> [Diagnostic] {
        files.flatMap { file in
            let (stylesheet, syntax) = Parser.parse(file)
            let variables = VariableTable(stylesheet: stylesheet, policy: Compiler.policy)
            let checker = Checker(stylesheet: stylesheet, variables: variables, catalog: catalog,
                                  values: ValueParser(hexAlphaOrder: .alphaFirst))
            return (syntax + variables.diagnostics + checker.diagnostics).sortedForReport()
        }
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
