import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// What an editor keeps of a file for as long as it is open (`fdlc lsp` keeps the analysis of
/// each open document, to answer hovers and definitions): the checked tree, the variables and
/// the checker, but the findings only once, in the analysis, not also in the checker and the
/// variable table that found them (a large file may have tens of thousands).
@Suite("The analysis an editor keeps")
struct HeldAnalysisTests {
    @Test("the checker and the variable table hand their findings (their collector) over and keep none")
    func findingsHeldOnce() {
        let text = (0..<50).map { "@c\($0): @missing\($0);\nCustom\($0) { tint-colr: @c\($0); }\n" }.joined()
        for target in [Target.fiori, .nui] {
            let analysis = Compiler(target: target).analyze(SourceFile(path: "t.nss", text: text))
            #expect(
                analysis.findings.diagnostics.count >= 100, "undefined variables and unknown properties (\(target))")
            let held = (
                checker: analysis.checker.findings.diagnostics.count,
                variables: analysis.variables.findings.diagnostics.count
            )
            #expect(held.checker == 0, "\(target)")
            #expect(held.variables == 0, "\(target)")
        }
    }
}
