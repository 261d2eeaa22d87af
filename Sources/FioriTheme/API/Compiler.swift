/// The entry point of the pipeline: source files in, diagnostics (and later a style table) out.
///
/// ```swift
/// let file = SourceFile(path: "theme.nss", text: "fdlFUIKPIView { tint-color: #0A6ED1; }")
/// let diagnostics = Compiler().check([file])
/// ```
public struct Compiler: Sendable {
    /// Creates a compiler.
    public init() {}

    /// Checks each file and returns every problem found, grouped by file in input order.
    public func check(_ files: [SourceFile]) -> [Diagnostic] {
        files.flatMap { file in
            let (stylesheet, syntax) = Parser.parse(file)
            let variables = VariableTable(stylesheet: stylesheet, policy: ResolutionPolicy())
            return (syntax + variables.diagnostics).sortedForReport()
        }
    }
}
