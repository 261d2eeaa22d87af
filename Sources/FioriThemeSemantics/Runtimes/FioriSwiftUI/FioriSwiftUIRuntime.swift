import FioriThemeCore
import FioriThemeSyntax

/// FioriThemeManager (SwiftUI): no grammar, only its line reader (``PaletteLineReader``) and
/// colour converter (``ThemeManagerColor``). The grammar's findings do not apply; what it reads
/// differently from what the file says is ``PaletteLineChecker``'s, and it evaluates no `@media`,
/// so the device changes nothing.
struct FioriSwiftUIRuntime: Runtime {
    /// The built-in catalog as FioriThemeManager's view of it, built the first time it is used.
    private static let catalog = Catalog.builtIn.restricted(to: .fioriSwiftUI)

    var builtInCatalog: Catalog { Self.catalog }

    func analyze(_ file: SourceFile, on device: DeviceProfile?, by compiler: Compiler) -> Compiler.FileAnalysis {
        let (stylesheet, _) = Parser.parse(file, rules: LexicalRules(compiler.target))
        let variables = VariableTable(stylesheet: stylesheet, policy: compiler.policy(on: nil))
        let checker = Checker(
            stylesheet: stylesheet, variables: variables, catalog: compiler.catalog,
            values: ValueParser(target: compiler.target, reportsPortability: compiler.target.appliesStyleBlocks))
        let lines = PaletteLineReader(stylesheet.file)
        let reading = PaletteLineChecker(reader: lines, stylesheet: stylesheet, variables: variables)
        var found = reading.diagnostics
        if lines.invalidByte == nil {
            found +=
                PaletteChecker(
                    stylesheet: stylesheet, variables: variables, readKeys: Set(reading.firstDefinitions.keys)
                ).diagnostics
            found +=
                PortabilityChecker(stylesheet: stylesheet, variables: variables, target: compiler.target).diagnostics
        }
        return Compiler.FileAnalysis(
            stylesheet: stylesheet, variables: variables, checker: checker, paletteLines: lines,
            diagnostics: found.sortedForReport())
    }
}
