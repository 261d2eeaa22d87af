import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

extension Compiler {
    /// One parsed file through the checks every runtime that reads NUI's grammar shares:
    /// resolution, the catalog and value checks, the palette and portability findings, on
    /// `device` (nil: none evaluated, and for a target that evaluates `@media` per device the
    /// findings of each device merged). `runtimeFindings` adds the runtime's own findings of
    /// one resolution; `rewrite` changes the joined findings, syntax first, before they are sorted.
    func grammarAnalysis(
        of stylesheet: Stylesheet, syntax: [Diagnostic], on device: DeviceProfile?,
        runtimeFindings: (Stylesheet, VariableTable) -> [Diagnostic],
        rewrite: (inout [Diagnostic]) -> Void = { _ in }
    ) -> FileAnalysis {
        var semantics = semantics(of: stylesheet, device: device, runtimeFindings: runtimeFindings)
        var found = semantics.diagnostics
        semantics.diagnostics = []  // held once, so it is sorted in place
        if device == nil, target.evaluatesMediaPerDevice, !stylesheet.mediaBlocks.isEmpty {
            found = Diagnostic.merged(
                DeviceProfile.allCases.map {
                    (self.semantics(of: stylesheet, device: $0, runtimeFindings: runtimeFindings).diagnostics, $0)
                })
        }
        if !syntax.isEmpty { found = syntax + found }
        rewrite(&found)
        found.sortForReport()
        return FileAnalysis(
            stylesheet: stylesheet, variables: semantics.variables, checker: semantics.checker, paletteLines: nil,
            diagnostics: found)
    }

    /// The resolution, checks and portability findings of one parsed file on one device
    /// (nil: no query evaluated), then the runtime's own.
    private func semantics(
        of stylesheet: Stylesheet, device: DeviceProfile?, runtimeFindings: (Stylesheet, VariableTable) -> [Diagnostic]
    ) -> (variables: VariableTable, checker: Checker, diagnostics: [Diagnostic]) {
        var variables = VariableTable(stylesheet: stylesheet, policy: policy(on: device))
        // Moved out before the table is shared, so the findings are not held twice.
        var found = variables.takeDiagnostics()
        var checker = Checker(
            stylesheet: stylesheet, variables: variables, catalog: catalog,
            values: ValueParser(target: target, reportsPortability: target.appliesStyleBlocks))
        let palette =
            target.predefinesPaletteNames
            ? PaletteChecker(stylesheet: stylesheet, variables: variables).diagnostics : []
        let portability = PortabilityChecker(stylesheet: stylesheet, variables: variables, target: target)
        // Moved out too: the checker is kept (an editor asks it about the file), its findings not.
        found += checker.takeDiagnostics() + palette + portability.diagnostics
        found += runtimeFindings(stylesheet, variables)
        return (variables, checker, found)
    }
}
