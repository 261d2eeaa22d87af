import FioriTheme
import FioriThemeCompiler

/// What must hold for any input, whatever its bytes: the checks the fuzz target
/// (`Fuzz/FuzzTarget.swift`, which traps on the first violation) and the regression tests
/// (which expect none) run on every input.
///
/// The input is compiled as a stylesheet for every target, formatted and fixed
/// (``FormatterInvariants``, ``FixerInvariants``), and read as a compiled table and as a
/// catalog file; both readers must reject garbage with an error, never a trap.
package enum PipelineInvariants {
    /// The invariants `bytes` violates, compiled for each of `targets`, each as a sentence;
    /// empty when all hold. A trap inside the pipeline is not caught: it is what the fuzzer
    /// looks for.
    package static func violations(_ bytes: [UInt8], path: String = "fuzz.nss", targets: [Target] = Target.allCases)
        -> [String]
    {
        var found: [String] = []
        let file = SourceFile(path: path, bytes: bytes)
        for target in targets {
            let compiler = Compiler(target: target)
            found += compileViolations(file, compiler: compiler).map { "\(compiler.target.rawValue): \($0)" }
        }
        found += FormatterInvariants.violations(bytes, path: path, targets: targets).map { "format: \($0)" }
        found += FixerInvariants.violations(bytes, path: path, targets: targets).map { "fix: \($0)" }
        found += tableReaderViolations(bytes)
        _ = try? Catalog(json: bytes)
        return found
    }

    /// Compiles `file`: diagnostics in bounds and written as valid JSON; a table exactly when
    /// there is no error, which survives the JSON round trip and answers every query.
    private static func compileViolations(_ file: SourceFile, compiler: Compiler) -> [String] {
        var found: [String] = []
        let result = compiler.compile([file])
        for diagnostic in result.diagnostics {
            let code = diagnostic.code.rawValue
            if diagnostic.file !== file { found.append("\(code) names another file") }
            found += outOfBounds(diagnostic.range, file, "\(code)")
            for note in diagnostic.notes {
                if let range = note.range { found += outOfBounds(range, file, "a note of \(code)") }
            }
            if let fixIt = diagnostic.fixIt { found += outOfBounds(fixIt.range, file, "the fix-it of \(code)") }
        }
        if result.diagnostics.count > Compiler.maximumDiagnosticsPerFile + 1 {
            found.append("\(result.diagnostics.count) diagnostics, more than the cap")
        }
        _ = DiagnosticRenderer(colored: true).text(result.diagnostics)
        let report = DiagnosticRenderer.json(result.diagnostics).serialized()
        if (try? JSONReader.parse(Array(report.utf8))) == nil { found.append("the diagnostics JSON does not parse") }

        if (result.table == nil) != result.diagnostics.containsErrors {
            found.append(result.table == nil ? "no table without an error" : "a table despite errors")
        }
        guard let table = result.table else { return found }
        let json = table.json().serialized()
        do {
            let decoded = try StyleTable(json: Array(json.utf8))
            if decoded != table { found.append("compile → JSON → load changed the table") }
            if decoded.json().serialized() != json { found.append("the reloaded table writes other bytes") }
        } catch {
            found.append("the compiled JSON does not load: \(error.message) at byte \(error.offset)")
        }
        return found + queryViolations(Theme(table: table))
    }

    /// Every class, property, state and variant asked of the theme: each property a class
    /// sets is found in the state it sets it for.
    private static func queryViolations(_ theme: Theme) -> [String] {
        var found: [String] = []
        for (classPath, style) in theme.table.classes {
            _ = theme.properties(for: classPath)
            for (key, property) in style.properties {
                for state in Theme.states { _ = theme.value(property.baseProperty, for: classPath, state: state) }
                if classPath != "none", theme.value(property.baseProperty, for: classPath, state: property.state) == nil
                {
                    found.append("'\(key)' of '\(classPath)' is not found by a query")
                }
                if case .color(let color) = property.value {
                    for variant in ColorVariant.allCases { _ = theme.color(color, variant: variant) }
                }
            }
        }
        return found
    }

    /// Reads `bytes` as a compiled table; one that loads must write JSON that loads back equal.
    private static func tableReaderViolations(_ bytes: [UInt8]) -> [String] {
        guard let table = try? StyleTable(json: bytes) else { return [] }
        do {
            if try StyleTable(json: Array(table.json().serialized().utf8)) != table {
                return ["a loaded table changes through JSON"]
            }
        } catch {
            return ["a loaded table writes JSON that does not load: \(error.message) at byte \(error.offset)"]
        }
        return []
    }

    private static func outOfBounds(_ range: SourceRange, _ file: SourceFile, _ what: String) -> [String] {
        guard range.start < 0 || range.start > range.end || range.end > file.bytes.count else { return [] }
        return ["\(what) has range \(range.start)..<\(range.end) outside 0...\(file.bytes.count)"]
    }
}
