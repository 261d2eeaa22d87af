import FioriThemeCompiler
import Foundation

/// `--fix` of `check` and `lint`: fixes each file with the library's ``Fixer`` (on all cores),
/// writes each changed file (see ``OutputFile``), writes standard input's fixed text to standard
/// output, and says on standard error how much was fixed.
struct FixApplying {
    let console: Console
    /// The command, as messages name it (`check`, `lint`).
    let command: String
    /// Whether a read-only file may be rewritten (`--force`).
    let replacesReadOnly: Bool

    /// What `--fix` did.
    struct Outcome {
        /// Each file's result, in the order of the input.
        var results: [Fixer.Result]
        /// Whether a fixed file could not be written.
        var writeFailed: Bool
    }

    /// Why `--fix` cannot run with these arguments, if it cannot: standard input's fixed
    /// text and a machine-readable report would both go to standard output.
    static func problem(paths: [String], format: ReportFormat) -> String? {
        guard paths.contains("-"), format != .text else { return nil }
        return "--fix writes the fixed standard input to standard output; use '--format text' with '-'"
    }

    /// Fixes every file and writes the changed ones; `path` is the file's path as given
    /// (`-` for standard input).
    func run(_ jobs: [(fixer: Fixer, file: SourceFile, path: String)]) -> Outcome {
        let slots = ResultSlots<Fixer.Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            slots.store(jobs[index].fixer.fix(jobs[index].file), at: index)
        }
        var outcome = Outcome(results: slots.values, writeFailed: false)
        for (job, result) in zip(jobs, outcome.results) {
            if job.path == "-" {
                console.outputRaw(result.file.bytes)
            } else if result.changed,
                !console.writeFile(result.file.bytes, to: job.path, replacingReadOnly: replacesReadOnly)
            {
                outcome.writeFailed = true
            }
        }
        let problems = outcome.results.reduce(0) { $0 + $1.fixed.count }
        let files = outcome.results.count(where: \.changed)
        console.error(
            problems == 0
                ? "fdlc \(command): nothing to fix"
                : "fdlc \(command): fixed \(problems) problem\(problems == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        )
        return outcome
    }
}
