import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc lint PATH…`: every check plus the lint rules, configured per project, reported as
/// text, JSON, SARIF or GitHub workflow commands.
struct LintCommand {
    static let help = """
        USAGE: fdlc lint [--fix] [--format text|json|sarif|github] [--config FILE] [--rule ID=off|warning|error]...
                         [--max-warnings N] [--color auto|always|never] [--target fiori|nui|fiori-swiftui]
                         [--catalog FILE]... <path>...

        Checks each stylesheet and applies the lint rules ('fdlc rules' lists them, 'fdlc explain
        ID' explains one). A <path> is a file, a directory (every .nss file below it, hidden
        folders skipped, sorted by path) or '-' for standard input. Files are linted in parallel;
        the report is in the order of the paths, whatever the timing.

        Configuration: the nearest .fdlc.json in each file's folder or above (or --config FILE for
        every file) sets "target", per-rule severities ("rules": {"FDL401": "off"}), extra
        "catalogs" and "ignore" patterns, paths relative to the configuration file. The command
        line wins over the configuration: --target replaces its target, --rule its entry for
        that rule, --catalog files come after its catalogs. An invalid configuration is an error
        with its line and column (exit 2).

        Suppressions, in /* */ (or //) comments: fdlc-disable-next-line IDS, fdlc-disable IDS …
        fdlc-enable IDS, fdlc-disable-file IDS; IDS comma-separated, none for every rule. A
        suppression that suppresses nothing is reported (FDL408).

        With --fix, every certain fix-it of the findings reported is applied first (not the
        did-you-mean guesses; '//' becomes '/* */' only for --target nui), the file is linted
        again and fixed again until nothing changes; each changed file is rewritten through a
        temporary file and a rename, standard input's fixed text goes to standard output, and
        what is left is reported. A fix that would add any other finding is not applied.

        OPTIONS:
          --fix                         Apply the certain fixes, then report what is left
          --format F                    text (code frames on standard error, default), json
                                        ({"diagnostics": [...]}), sarif (SARIF 2.1.0) or github
                                        (workflow commands for annotations); all but text go to
                                        standard output
          --config FILE                 Use this configuration for every file instead of looking
                                        for .fdlc.json
          --rule ID=SEVERITY            Set a rule to off, warning or error; repeatable
          --max-warnings N              Exit 1 when there are more than N warnings
          --color auto|always|never     Colour text output (default: auto, when stderr is a terminal)
          --target T                    The runtime to check for: fiori (default), nui or fiori-swiftui
          --catalog FILE                Add your own components to the catalog; repeatable
          -h, --help                    Show this help

        Exit status: 0 no errors (and no more warnings than --max-warnings), 1 errors found or too
        many warnings, 2 usage, configuration or I/O problem.
        """

    let console: Console

    /// What the command line asked for, besides the settings.
    private struct Request {
        var format = "text"
        var color = "auto"
        var maximumWarnings: Int?
        var fix = false
        var paths: [String] = []
        var settings = LintSettings.CommandLine()
    }

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments)
        var request = Request()
        while let argument = options.next() {
            switch argument {
            case "-h", "--help":
                console.output(LintCommand.help)
                return .success
            case "--fix":
                request.fix = true
            case "--format":
                guard let value = options.value(for: argument, allowed: ["text", "json", "sarif", "github"]) else { return usage(options) }
                request.format = value
            case "--color":
                guard let value = options.colorValue(for: argument) else { return usage(options) }
                request.color = value
            case "--target":
                guard let value = options.targetValue(for: argument) else { return usage(options) }
                request.settings.target = value
            case "--catalog":
                guard let value = options.value(for: argument) else { return usage(options) }
                request.settings.catalogPaths.append(value)
            case "--config":
                guard let value = options.value(for: argument) else { return usage(options) }
                request.settings.configPath = value
            case "--rule":
                guard let value = options.value(for: argument) else { return usage(options) }
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let code = DiagnosticCode(rawValue: parts[0].uppercased()),
                      let severity = RuleSeverity(rawValue: parts[1]) else {
                    options.problem = "invalid value '\(value)' for '--rule'; expected ID=off|warning|error with a rule id such as FDL401"
                    return usage(options)
                }
                request.settings.severities[code] = severity
            case "--max-warnings":
                guard let value = options.value(for: argument) else { return usage(options) }
                guard let number = Int(value), number >= 0 else {
                    options.problem = "invalid value '\(value)' for '--max-warnings'; expected a whole number, 0 or more"
                    return usage(options)
                }
                request.maximumWarnings = number
            default:
                if options.isUnknownOption(argument) {
                    return usage(options)
                }
                request.paths.append(argument)
            }
        }
        guard !request.paths.isEmpty else {
            options.problem = "no input; pass .nss files, directories, or '-' for standard input"
            return usage(options)
        }
        if request.fix, let problem = FixApplying.problem(paths: request.paths, format: request.format) {
            options.problem = problem
            return usage(options)
        }
        return lint(request)
    }

    private func lint(_ request: Request) -> ExitStatus {
        let inputs = LintInputs(request.paths)
        var ioFailed = !inputs.failures.isEmpty
        for failure in inputs.failures { console.error(failure.message) }
        var settings = LintSettings(request.settings)
        var jobs: [(linter: Linter, file: SourceFile)] = []
        var jobPaths: [String] = []
        do {
            for path in inputs.paths {
                let located = try settings.configuration(for: path)
                if settings.isIgnored(path, by: located) { continue }
                let linter = try settings.linter(for: located)
                switch InputFiles.read(path) {
                case .success(let file):
                    jobs.append((linter, file))
                    jobPaths.append(path)
                case .failure(let failure):
                    console.error(failure.message)
                    ioFailed = true
                }
            }
        } catch {
            console.error(error.message)
            return .usageOrIO
        }
        // Text reports are rendered on the workers too: with many findings, code frames cost
        // as much as the lint.
        let renderer = request.format == "text" ? textRenderer(request) : nil
        let results: [([Diagnostic], String?)]
        if request.fix {
            let outcome = FixApplying(console: console, command: "lint")
                .run(zip(jobs, jobPaths).map { job, path in (Fixer(linter: job.linter), job.file, path) })
            ioFailed = ioFailed || outcome.writeFailed
            results = outcome.results.map { ($0.remaining, renderer?.text($0.remaining)) }
        } else {
            results = Self.lintConcurrently(jobs) { diagnostics in (diagnostics, renderer?.text(diagnostics)) }
        }
        let diagnostics = results.flatMap(\.0)
        if let renderer {
            console.errorRaw(results.compactMap(\.1).joined())
            if let summary = renderer.summary(diagnostics) { console.error(summary) }
        } else {
            report(diagnostics, request)
        }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let tooManyWarnings = request.maximumWarnings.map { warnings > $0 } ?? false
        if tooManyWarnings {
            console.error("fdlc lint: \(warnings) warning\(warnings == 1 ? "" : "s") exceed --max-warnings \(request.maximumWarnings!)")
        }
        if ioFailed { return .usageOrIO }
        return diagnostics.containsErrors || tooManyWarnings ? .diagnostics : .success
    }

    /// Lints every file on all cores and applies `finish` to each file's findings there; the
    /// results are in the order of `jobs`.
    static func lintConcurrently<Result>(_ jobs: [(linter: Linter, file: SourceFile)],
                                         finish: @escaping @Sendable ([Diagnostic]) -> Result) -> [Result] {
        let results = ResultSlots<Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results.store(finish(jobs[index].linter.lint(jobs[index].file)), at: index)
        }
        return results.values
    }

    private func textRenderer(_ request: Request) -> DiagnosticRenderer {
        console.diagnosticRenderer(color: request.color)
    }

    /// The machine-readable reports, written to standard output.
    private func report(_ diagnostics: [Diagnostic], _ request: Request) {
        switch request.format {
        case "json":
            console.outputRaw(DiagnosticRenderer.json(diagnostics).serialized())
        case "sarif":
            console.outputRaw(SARIFReport.log(diagnostics, toolVersion: CommandLineTool.version).serialized())
        default:
            console.outputRaw(GitHubAnnotations.text(diagnostics))
        }
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error("fdlc lint: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc lint --help' for usage")
        return .usageOrIO
    }
}

/// One slot per file for the concurrent lint (and `--fix`), written under a lock.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
