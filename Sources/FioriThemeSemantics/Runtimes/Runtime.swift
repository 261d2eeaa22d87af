import FioriThemeCore

/// One runtime's pipeline: how it reads a file's bytes, and what it reports beyond the checks
/// every runtime shares. Each runtime has a folder here (`Fiori/`, `NUI/`, `FioriSwiftUI/`)
/// with its reader and its own checks; ``Compiler`` picks the target's runtime once
/// (``Target/runtime``) and hands it every file. Code outside these folders asks the target's
/// capabilities (``Target``), never which runtime it is.
protocol Runtime: Sendable {
    /// The built-in catalog as this runtime reads it (``Catalog/restricted(to:)``).
    var builtInCatalog: Catalog { get }

    /// Checks one parsed file (``Compiler/parse(_:)``) as this runtime does: the checked tree and the findings
    /// `policy` collects. `device`: the one device the runtime applies the file on, or nil for
    /// no device, where a target that evaluates `@media` per device
    /// (``Target/evaluatesMediaPerDevice``) merges the findings of each.
    func analyze(
        _ parsed: Compiler.ParsedFile, on device: DeviceProfile?, by compiler: Compiler,
        collecting policy: FindingPolicy
    ) -> Compiler.FileAnalysis
}

extension Target {
    /// The runtime that reads this target's files: the one place a target picks its pipeline.
    var runtime: any Runtime {
        switch self {
        case .fiori: FioriRuntime()
        case .nui: NUIRuntime()
        case .fioriSwiftUI: FioriSwiftUIRuntime()
        }
    }
}
