import FioriThemeCore
import FioriThemeSyntax

/// Upstream NUI 0.5.5: its tokeniser and grammar, ported (``NUIReading``), decide whether it
/// reads the file at all (``NUIRejection`` rewrites the syntax findings where it stops); values
/// are what its converter makes of the text it hands them (``NUIConverter``,
/// ``NUIConsolidation``); and a rule-set value naming no defined variable crashes the app
/// (``NUICrashCheck``).
struct NUIRuntime: Runtime {
    /// The built-in catalog without what only SAPFiori's fork reads, built the first time it is used.
    private static let catalog = Catalog.builtIn.restricted(to: .nui)

    var builtInCatalog: Catalog { Self.catalog }

    func analyze(
        _ parsed: Compiler.ParsedFile, on device: DeviceProfile?, by compiler: Compiler,
        collecting policy: FindingPolicy
    ) -> Compiler.FileAnalysis {
        let stylesheet = parsed.stylesheet
        let reading = NUIReading.read(stylesheet.file)
        var findings = policy.collector(for: stylesheet)
        findings.watch = NUIRejection.stop(for: reading)
        return compiler.grammarAnalysis(
            of: stylesheet, syntax: parsed.syntax, on: device, into: findings,
            runtimeFindings: { stylesheet, variables, findings in
                let consolidation = NUIConsolidation(stylesheet: stylesheet, variables: variables, values: false)
                findings =
                    NUICrashCheck(
                        stylesheet: stylesheet, variables: variables, consolidation: consolidation,
                        applied: reading == .accepted, findings: findings.take()
                    ).findings
            },
            rewrite: { findings in NUIRejection.apply(reading, to: &findings) })
    }
}
