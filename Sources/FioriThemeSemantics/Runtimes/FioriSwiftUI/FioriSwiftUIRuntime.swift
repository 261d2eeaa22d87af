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

    func analyze(
        _ parsed: Compiler.ParsedFile, on device: DeviceProfile?, by compiler: Compiler,
        collecting policy: FindingPolicy
    ) -> Compiler.FileAnalysis {
        let stylesheet = parsed.stylesheet
        // The grammar's findings do not apply: the table and checker are worked out for what
        // FioriThemeManager reads, their findings are not collected.
        let variables = compiler.resolve(parsed)
        let checker = Checker(
            stylesheet: stylesheet, variables: variables, catalog: compiler.catalog,
            values: compiler.valueParser,
            findings: .discarding(stylesheet.file))
        let lines = PaletteLineReader(stylesheet.file)
        var reading = PaletteLineChecker(
            reader: lines, stylesheet: stylesheet, variables: variables, findings: policy.collector(for: stylesheet))
        var findings = reading.findings.take()
        if lines.invalidByte == nil {
            findings =
                PaletteChecker(
                    stylesheet: stylesheet, variables: variables, readKeys: Set(reading.firstDefinitions.keys),
                    findings: findings.take()
                ).findings
            findings =
                PortabilityChecker(
                    stylesheet: stylesheet, variables: variables, target: compiler.target, findings: findings.take()
                ).findings
        }
        return Compiler.FileAnalysis(
            stylesheet: stylesheet, variables: variables, checker: checker, paletteLines: lines, findings: findings)
    }
}
