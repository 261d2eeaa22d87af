import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

extension Compiler {
    /// One parsed file through the checks every runtime that reads NUI's grammar shares:
    /// resolution, the catalog and value checks, the palette and portability findings, on
    /// `device` (nil: none evaluated, and for a target that evaluates `@media` per device the
    /// findings of each device merged), collected into `findings` after `syntax`.
    /// `runtimeFindings` adds the runtime's own findings of one resolution; `rewrite` changes
    /// what was collected once every finding is in.
    func grammarAnalysis(
        of stylesheet: Stylesheet, syntax: [Diagnostic], on device: DeviceProfile?,
        into findings: DiagnosticCollector,
        runtimeFindings: (Stylesheet, VariableTable, inout DiagnosticCollector) -> Void,
        rewrite: (inout DiagnosticCollector) -> Void = { _ in }
    ) -> FileAnalysis {
        var findings = findings
        for diagnostic in syntax { findings.add(diagnostic) }
        let merges = device == nil && target.evaluatesMediaPerDevice && !stylesheet.mediaBlocks.isEmpty
        // Findings merged across devices are compared whole (``Diagnostic/merged(_:)``), so
        // each device's are built, then collected.
        var semantics = semantics(
            of: stylesheet, device: device, runtimeFindings: runtimeFindings,
            into: merges ? .discarding(stylesheet.file) : findings.take())
        if merges {
            let runs = DeviceProfile.allCases.map { device in
                let run = self.semantics(
                    of: stylesheet, device: device, runtimeFindings: runtimeFindings,
                    into: DiagnosticCollector(file: stylesheet.file, limit: nil))
                return (run.findings.diagnostics, device)
            }
            for diagnostic in Diagnostic.merged(runs) { findings.add(diagnostic) }
        } else {
            findings = semantics.findings.take()
        }
        rewrite(&findings)
        return FileAnalysis(
            stylesheet: stylesheet, variables: semantics.variables, checker: semantics.checker, paletteLines: nil,
            findings: findings)
    }

    /// The resolution, checks and portability findings of one parsed file on one device
    /// (nil: no query evaluated), then the runtime's own, collected into `findings`.
    private func semantics(
        of stylesheet: Stylesheet, device: DeviceProfile?,
        runtimeFindings: (Stylesheet, VariableTable, inout DiagnosticCollector) -> Void,
        into findings: DiagnosticCollector
    ) -> (variables: VariableTable, checker: Checker, findings: DiagnosticCollector) {
        var variables = VariableTable(stylesheet: stylesheet, policy: policy(on: device), findings: findings)
        // Moved out before the table is shared, so the findings are not held twice.
        var findings = variables.findings.take()
        var checker = Checker(
            stylesheet: stylesheet, variables: variables, catalog: catalog,
            values: valueParser,
            findings: findings.take())
        findings = checker.findings.take()
        if target.predefinesPaletteNames {
            findings = PaletteChecker(stylesheet: stylesheet, variables: variables, findings: findings.take()).findings
        }
        findings =
            PortabilityChecker(stylesheet: stylesheet, variables: variables, target: target, findings: findings.take())
            .findings
        runtimeFindings(stylesheet, variables, &findings)
        return (variables, checker, findings)
    }
}
