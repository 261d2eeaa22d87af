import FioriTheme
import FioriThemeCompiler

/// What must hold whenever ``Fixer`` fixes a file, for `lint --fix` on every target:
/// - no kind of error is more frequent afterwards (compared when the reports are not cut at
///   the per-file cap);
/// - no fix writes a variable reference or name its line did not have;
/// - when it changed the file, the findings it fixed (rule and message) are fewer, and it reports
///   as left what linting the fixed text reports (a fix it left shown as a suggestion);
/// - when it did not, the text is the input.
package enum FixerInvariants {
    /// The invariants fixing `bytes` violates, each as a sentence; empty when all hold.
    package static func violations(_ bytes: [UInt8], path: String = "fix.nss", targets: [Target] = Target.allCases)
        -> [String]
    {
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
            for (code, count) in counts(after, errorsOnly: true)
            where complete && count > counts(before, errorsOnly: true)[code] ?? 0 {
                found.append("\(name): --fix added a \(code.rawValue) error")
            }
            guard result.changed else {
                if result.file.bytes != bytes {
                    found.append("\(name): --fix changed the text without fixing anything")
                }
                continue
            }
            // A finding is its rule and message: removing `@b` of `@a: red; @b: @a;` is progress,
            // although it leaves `@a` unused. Progress is counted on the findings the text had:
            // a later pass may fix one that an earlier pass's edit brought (its message names
            // what the line reads now), which the text before had none of.
            let key = { (diagnostic: Diagnostic) in "\(diagnostic.code.rawValue) \(diagnostic.message)" }
            let fixed = Set(result.fixed.map(key)).intersection(before.map(key))
            let total = { (diagnostics: [Diagnostic]) in diagnostics.count { fixed.contains(key($0)) } }
            if complete, !fixed.isEmpty, total(after) >= total(before) {
                found.append("\(name): --fix left as many findings of \(fixed.sorted()) as there were")
            }
            for fixed in result.fixed {
                guard let fixIt = fixed.fixIt else { continue }
                let new = names(in: fixIt.replacement).subtracting(
                    names(in: lines(around: fixIt.range, in: fixed.file)))
                if !new.isEmpty {
                    found.append(
                        "\(name): --fix wrote \(new.sorted()), which its line did not have (\(fixed.code.rawValue))")
                }
            }
            if render(result.remaining) != render(Fixer.refused(after)) {
                found.append("\(name): --fix reports other findings than linting the fixed text")
            }
        }
        return found
    }

    /// The whole lines that `range` touches.
    package static func lines(around range: SourceRange, in file: SourceFile) -> String {
        var start = range.start
        while start > 0, file.bytes[start - 1] != 0x0A, file.bytes[start - 1] != 0x0D { start -= 1 }
        var end = range.end
        while end < file.bytes.count, file.bytes[end] != 0x0A, file.bytes[end] != 0x0D { end += 1 }
        return file.text(SourceRange(start: start, end: end))
    }

    /// The variable references and names in `text`: words that start with a letter or `@`,
    /// except hex digits after `#` and the booleans a fix may canonicalize. Words are split on
    /// Unicode scalars, not characters: a combining mark after a quote belongs to the quote's
    /// character in the line, but starts a word once a fix removes the quote.
    package static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        var word = String.UnicodeScalarView()
        var afterHash = false
        func flush() {
            if let first = word.first, !afterHash, first == "@" || first.properties.isAlphabetic {
                let name = String(word)
                if !["true", "false"].contains(name) { names.insert(name) }
            }
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || scalar == "_" || scalar == "-"
                || (scalar == "@" && word.isEmpty)
            {
                word.append(scalar)
            } else {
                flush()
                afterHash = scalar == "#"
            }
        }
        flush()
        return names
    }

    private static func counts(_ diagnostics: [Diagnostic], errorsOnly: Bool) -> [DiagnosticCode: Int] {
        var counts: [DiagnosticCode: Int] = [:]
        for diagnostic in diagnostics where !errorsOnly || diagnostic.severity == .error {
            counts[diagnostic.code, default: 0] += 1
        }
        return counts
    }

    private static func render(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer(colored: false).text(diagnostics)
    }
}
