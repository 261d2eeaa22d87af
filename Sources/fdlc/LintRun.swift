import FioriTheme
import FioriThemeCompiler
import Foundation

/// One run of `fdlc lint`: finds the files and their settings, lints them on all cores, applies
/// the baseline, writes the report and chooses the exit status.
struct LintRun {
    let console: Console
    let request: LintCommand.Request

    /// What one file's lint gives, computed on the worker that linted it.
    private struct FileResult: Sendable {
        /// The findings not accepted by the baseline, for the reports that list them (all but
        /// text, which is rendered here and counted: the findings are freed on the worker).
        var diagnostics: [Diagnostic]
        /// How many of those findings are errors, and how many warnings.
        var errors = 0
        var warnings = 0
        /// How many findings the baseline accepted.
        var accepted = 0
        /// How many baseline entries for this file no longer occur.
        var stale = 0
        /// The text report of the findings shown, for `--format text`, as UTF-8.
        var text: [UInt8]?
    }

    /// The files to lint, each with its linter and its path as given (`-` for standard
    /// input), and what could not be read.
    private struct Prepared {
        var jobs: [(linter: Linter, file: SourceFile, path: String)] = []
        var failures: [InputFiles.Failure] = []
        var baseline: Baseline?
    }

    func run() -> ExitStatus {
        guard let prepared = prepare() else { return .usageOrIO }
        if let path = request.writeBaseline { return writeBaseline(path, prepared) }
        return lintAndReport(prepared)
    }

    /// Finds the files and their settings and reads them, and the baseline; nil after
    /// reporting a problem that stops the run.
    private func prepare() -> Prepared? {
        let common = request.common
        let inputs = InputPaths(request.paths, includesExcluded: request.includesExcluded)
        if let problem = Self.outputProblem(request, inputs: inputs.inputs.map(\.path)) {
            console.error("fdlc lint: error: \(problem)\nrun 'fdlc lint --help' for usage")
            return nil
        }
        var prepared = Prepared(failures: inputs.failures)
        for failure in inputs.failures { console.error(failure.message) }
        if !common.quiet { inputs.emptyDirectoryWarnings.forEach(console.error) }
        var settings = Settings(common.overrides)
        do throws(Settings.Failure) {
            let selection = try InputSelection(
                inputs.inputs, standardInputName: common.standardInputName, settings: &settings, verb: "linted")
            if !common.quiet { selection.ignoredMessages.forEach(console.error) }
            if selection.items.isEmpty, inputs.failures.isEmpty, !request.allowsEmptyInput {
                console.error(InputPaths.nothingToRead(command: "lint", verb: "lint", paths: request.paths))
                return nil
            }
            // Each file's linter first (a configuration problem stops the run at that file), then
            // the files up to there are read on all cores and reported in order.
            var linters: [Linter] = []
            var problem: Settings.Failure?
            for item in selection.items {
                do { linters.append(try settings.linter(for: item.configuration)) } catch {
                    problem = error
                    break
                }
            }
            let paths = selection.items.prefix(linters.count).map(\.path)
            let reads = Self.readConcurrently(paths, standardInputName: common.standardInputName)
            for (index, read) in reads.enumerated() {
                switch read {
                case .success(let file): prepared.jobs.append((linters[index], file, paths[index]))
                case .failure(let failure):
                    console.error(failure.message)
                    prepared.failures.append(failure)
                }
            }
            if let problem { throw problem }
            if let path = request.baseline { prepared.baseline = try BaselineFile(path).read().get() }
        } catch {
            console.error(error.message)
            return nil
        }
        return prepared
    }

    /// Why `-o` or `--write-baseline` would destroy an input (a stylesheet or the baseline),
    /// if it would: the same file, by any path or link.
    private static func outputProblem(_ request: LintCommand.Request, inputs: [String]) -> String? {
        for (option, output) in [("-o", request.output), ("--write-baseline", request.writeBaseline)] {
            guard let output else { continue }
            if let input = OutputFile.input(among: inputs + [request.baseline].compactMap { $0 }, replacedBy: output) {
                return "the output '\(output)' of \(option) is the input '\(input)'; writing it would replace the input"
            }
        }
        return nil
    }

    /// `--write-baseline`: records every finding and writes no report.
    private func writeBaseline(_ path: String, _ prepared: Prepared) -> ExitStatus {
        let diagnostics = Self.lintConcurrently(prepared.jobs.map { ($0.linter, $0.file) }) { $1 }.flatMap { $0 }
        guard console.writeFile(BaselineFile(path).json(diagnostics), to: path, replacingReadOnly: request.common.force)
        else {
            return .usageOrIO
        }
        let recorded = diagnostics.count { !$0.code.isSyntaxError }
        if !request.common.quiet {
            console.error("fdlc lint: recorded \(recorded) finding\(recorded == 1 ? "" : "s") in '\(path)'")
        }
        return prepared.failures.isEmpty ? .success : .usageOrIO
    }

    /// Lints on all cores (or fixes, with `--fix`), applies the baseline and renders text there,
    /// then reports.
    private func lintAndReport(_ prepared: Prepared) -> ExitStatus {
        let common = request.common
        // Text reports are rendered on the workers too: with many findings, code frames cost
        // as much as the lint.
        let renderer =
            request.format == .text
            ? console.diagnosticRenderer(color: request.output == nil ? common.color : "never") : nil
        let baselineFile = request.baseline.map(BaselineFile.init)
        let baseline = prepared.baseline
        let process: @Sendable (SourceFile, [Diagnostic]) -> FileResult = { file, found in
            var result = FileResult(diagnostics: found)
            if let baseline, let baselineFile {
                let outcome = baseline.apply(to: found, linted: [baselineFile.name(file)], file: baselineFile.name)
                result = FileResult(diagnostics: outcome.new, accepted: outcome.accepted, stale: outcome.stale)
            }
            result.errors = result.diagnostics.count { $0.severity == .error }
            result.warnings = result.diagnostics.count { $0.severity == .warning }
            if let renderer {
                var text: [UInt8] = []
                renderer.write(common.shown(result.diagnostics), to: &text)
                result.text = text
                result.diagnostics = []
            }
            return result
        }
        let results: [FileResult]
        var writeFailed = false
        if request.fix {
            let outcome = FixApplying(console: console, command: "lint", replacesReadOnly: common.force).run(
                prepared.jobs.map { (Fixer(linter: $0.linter), $0.file, $0.path) })
            writeFailed = outcome.writeFailed
            results = zip(prepared.jobs, outcome.results).map { job, result in process(job.file, result.remaining) }
        } else {
            results = Self.lintConcurrently(prepared.jobs.map { ($0.linter, $0.file) }, finish: process)
        }
        var stale = results.reduce(0) { $0 + $1.stale }
        if let baseline, let baselineFile { stale += baselineFile.entriesOfMissingFiles(baseline) }
        let status = finish(results, prepared: prepared, stale: stale, renderer: renderer)
        return writeFailed ? .usageOrIO : status
    }

    /// Reports the results and chooses the exit status.
    private func finish(_ results: [FileResult], prepared: Prepared, stale: Int, renderer: DiagnosticRenderer?)
        -> ExitStatus
    {
        let common = request.common
        let errors = results.reduce(0) { $0 + $1.errors }
        let warnings = results.reduce(0) { $0 + $1.warnings }
        let shown = common.shown(results.flatMap(\.diagnostics))
        let paths = RepositoryRoot.reportPaths()
        // In pieces, written one after another: a text report is each file's text, rendered on
        // the workers, then the summary; joining tens of megabytes first would cost more.
        let report: [[UInt8]]
        switch request.format {
        case .json: report = [Array(DiagnosticRenderer.json(shown).serialized().utf8)]
        case .sarif:
            report = [
                Array(
                    SARIFReport.log(
                        shown, toolVersion: CommandLineTool.version, paths: paths,
                        failures: prepared.failures.map {
                            SARIFReport.Notification(path: $0.path, message: "cannot read '\($0.path)': \($0.reason)")
                        }
                    )
                    .serialized().utf8)
            ]
        case .github: report = [Array(GitHubAnnotations.text(shown, paths: paths).utf8)]
        default:
            let summary = renderer?.summary(errors: errors, warnings: common.quiet ? 0 : warnings)
            report = results.compactMap(\.text) + (summary.map { [Array(($0 + "\n").utf8)] } ?? [])
        }
        if let output = request.output {
            guard console.writeFile(Array(report.joined()), to: output, replacingReadOnly: common.force) else {
                return .usageOrIO
            }
        } else if request.format == .text {
            console.errorRaw(report)
        } else {
            console.outputRaw(report)
        }
        if request.format == .github { reportToGitHub(shown, fileCount: prepared.jobs.count, paths: paths) }
        if let path = request.baseline, !common.quiet {
            let accepted = results.reduce(0) { $0 + $1.accepted }
            var line =
                "fdlc lint: \(accepted) finding\(accepted == 1 ? "" : "s") in the baseline '\(path)' not reported"
            if stale > 0 {
                line +=
                    "; \(stale) of its entries no longer occur\(stale == 1 ? "s" : ""): run --write-baseline to drop them"
            }
            console.error(line)
        }
        let tooManyWarnings = request.maximumWarnings.map { warnings > $0 } ?? false
        if tooManyWarnings {
            console.error(
                "fdlc lint: \(warnings) warning\(warnings == 1 ? "" : "s") exceed --max-warnings \(request.maximumWarnings!)"
            )
        }
        if !prepared.failures.isEmpty { return .usageOrIO }
        return errors > 0 || tooManyWarnings ? .diagnostics : .success
    }

    /// For `--format github`: says when GitHub will not show every annotation, and adds a table
    /// to the job summary when `GITHUB_STEP_SUMMARY` names its file.
    private func reportToGitHub(_ diagnostics: [Diagnostic], fileCount: Int, paths: ReportPaths) {
        var summaryWritten = false
        if let summary = Environment.value("GITHUB_STEP_SUMMARY"), !summary.isEmpty {
            let markdown = GitHubStepSummary.markdown(diagnostics, fileCount: fileCount, paths: paths)
            if let reason = OutputFile.append(markdown, to: summary) {
                console.error("fdlc: warning: cannot write the job summary '\(summary)': \(reason)")
            } else {
                summaryWritten = true
            }
        }
        if let notice = GitHubAnnotations.limitNotice(diagnostics), !request.common.quiet {
            let rest = summaryWritten ? "; the job summary and this log list them all" : "; this log lists them all"
            console.error("fdlc: note: " + notice + rest)
        }
    }

    /// Reads every file on all cores; the results are in the order of `paths`.
    private static func readConcurrently(_ paths: [String], standardInputName: String?)
        -> [Result<SourceFile, InputFiles.Failure>]
    {
        let results = ResultSlots<Result<SourceFile, InputFiles.Failure>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.store(InputFiles.read(paths[index], standardInputName: standardInputName), at: index)
        }
        return results.values
    }

    /// Lints every file on all cores and applies `finish` to each file and its findings there;
    /// the results are in the order of `jobs`.
    static func lintConcurrently<Result>(
        _ jobs: [(linter: Linter, file: SourceFile)],
        finish: @escaping @Sendable (SourceFile, [Diagnostic]) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let (linter, file) = jobs[index]
            results.store(finish(file, linter.lint(file)), at: index)
        }
        return results.values
    }
}
