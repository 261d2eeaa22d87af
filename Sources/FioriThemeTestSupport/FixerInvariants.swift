import FioriTheme
import FioriThemeCompiler

/// What must hold whenever ``Fixer`` fixes a file, for `lint --fix` on every target:
/// - no kind of error is more frequent afterwards (compared when the reports are not cut at
///   the per-file cap);
/// - when it changed the file, the findings it fixed (rule and message) are fewer, and it reports
///   as left what linting the fixed text reports (a fix it left shown as a suggestion);
/// - when it did not, the text is the input.
package enum FixerInvariants {
    /// The invariants fixing `bytes` violates, each as a sentence; empty when all hold.
    package static func violations(_ bytes: [UInt8], path: String = "fix.nss", targets: [Target] = Target.allCases) -> [String] {
        var found: [String] = []
        let file = SourceFile(path: path, bytes: bytes)
        for target in targets {
            let linter = Linter(compiler: Compiler(target: target))
            let before = linter.lint(file)
            let result = Fixer(linter: linter).fix(file)
            let after = linter.lint(result.file)
            let name = target.rawValue
            // Compared only when neither report is cut at the per-file cap, which hides findings.
            let complete = max(before.count, after.count) <= Compiler.maximumDiagnosticsPerFile
            for (code, count) in counts(after, errorsOnly: true) where complete && count > counts(before, errorsOnly: true)[code] ?? 0 {
                found.append("\(name): --fix added a \(code.rawValue) error")
            }
            guard result.changed else {
                if result.file.bytes != bytes { found.append("\(name): --fix changed the text without fixing anything") }
                continue
            }
            // A finding is its rule and message: removing `@b` of `@a: red; @b: @a;` is progress,
            // although it leaves `@a` unused.
            let fixed = Set(result.fixed.map { "\($0.code.rawValue) \($0.message)" })
            let total = { (diagnostics: [Diagnostic]) in diagnostics.count { fixed.contains("\($0.code.rawValue) \($0.message)") } }
            if complete, total(after) >= total(before) {
                found.append("\(name): --fix left as many findings of \(fixed.sorted()) as there were")
            }
            if render(result.remaining) != render(Fixer.refused(after)) {
                found.append("\(name): --fix reports other findings than linting the fixed text")
            }
        }
        return found
    }

    private static func counts(_ diagnostics: [Diagnostic], errorsOnly: Bool) -> [DiagnosticCode: Int] {
        var counts: [DiagnosticCode: Int] = [:]
        for diagnostic in diagnostics where !errorsOnly || diagnostic.severity == .error { counts[diagnostic.code, default: 0] += 1 }
        return counts
    }

    private static func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer(colored: false).text(diagnostics)
    }
}
