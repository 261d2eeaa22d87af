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
        /// The findings to count: not accepted by the baseline.
        var diagnostics: [Diagnostic]
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
        do {
            let selection = try InputSelection(
                inputs.inputs, standardInputName: common.standardInputName, settings: &settings, verb: "linted")
            if !common.quiet { selection.ignoredMessages.forEach(console.error) }
            if selection.items.isEmpty, inputs.failures.isEmpty, !request.allowsEmptyInput {
                console.error(InputPaths.nothingToRead(command: "lint", verb: "lint", paths: request.paths))
                return nil
            }
            for item in selection.items {
                let linter = try settings.linter(for: item.configuration)
                switch InputFiles.read(item.path, standardInputName: common.standardInputName) {
                case .success(let file): prepared.jobs.append((linter, file, item.path))
                case .failure(let failure):
                    console.error(failure.message)
                    prepared.failures.append(failure)
                }
            }
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
            if let renderer {
                var text: [UInt8] = []
                renderer.write(common.shown(result.diagnostics), to: &text)
                result.text = text
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
        let diagnostics = results.flatMap(\.diagnostics)
        let shown = common.shown(diagnostics)
        let paths = RepositoryRoot.reportPaths()
        let report: [UInt8]
        switch request.format {
        case .json: report = Array(DiagnosticRenderer.json(shown).serialized().utf8)
        case .sarif:
            report = Array(
                SARIFReport.log(
                    shown, toolVersion: CommandLineTool.version, paths: paths,
                    failures: prepared.failures.map {
                        SARIFReport.Notification(path: $0.path, message: "cannot read '\($0.path)': \($0.reason)")
                    }
                )
                .serialized().utf8)
        case .github: report = Array(GitHubAnnotations.text(shown, paths: paths).utf8)
        default: report = Self.textReport(results, summary: renderer?.summary(shown))
        }
        if let output = request.output {
            guard console.writeFile(report, to: output, replacingReadOnly: common.force) else { return .usageOrIO }
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
        let warnings = diagnostics.count { $0.severity == .warning }
        let tooManyWarnings = request.maximumWarnings.map { warnings > $0 } ?? false
        if tooManyWarnings {
            console.error(
                "fdlc lint: \(warnings) warning\(warnings == 1 ? "" : "s") exceed --max-warnings \(request.maximumWarnings!)"
            )
        }
        if !prepared.failures.isEmpty { return .usageOrIO }
        return diagnostics.containsErrors || tooManyWarnings ? .diagnostics : .success
    }

    /// The text report: each file's, in the order of the paths, then the summary line; one
    /// buffer, so it is written with one call.
    private static func textReport(_ results: [FileResult], summary: String?) -> [UInt8] {
        var report: [UInt8] = []
        report.reserveCapacity(results.reduce(summary?.utf8.count ?? 0) { $0 + ($1.text?.count ?? 0) } + 1)
        for result in results {
            if let text = result.text { report += text }
        }
        if let summary {
            report += summary.utf8
            report.append(0x0A)
        }
        return report
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
