import FioriTheme
import FioriThemeCompiler

/// `fdlc check FILE…`: parse and check, print diagnostics, choose the exit status.
struct CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check", summary: ["Parse and check stylesheets; report every problem with its location"],
        operandsUsage: "<file>...",
        description: """
            Checks each stylesheet and reports every problem with file, line, column and a code
            frame. Use '-' to read standard input. Text diagnostics go to standard error; with
            --format json a document {"diagnostics": [...]} goes to standard output. Each file is
            checked with its configuration: the nearest .fdlc.json in its folder or above (target,
            catalogs, rule severities, ignore); a file the configuration ignores is not checked.

            With --fix, every certain fix-it is applied first (not the did-you-mean guesses; '//'
            becomes '/* */' only for --target nui), the file is checked again and fixed again until
            nothing changes; each changed file is rewritten through a temporary file and a rename,
            standard input's fixed text goes to standard output, and what is left is reported. A
            fix that would add any other finding is not applied; a rule set to off is not fixed.
            """,
        options: [
            OptionSpec(["--fix"], help: ["Apply the certain fixes, then report what is left"]),
            ReportFormat.option(ReportFormat.check, help: ["Output format (default: text)"]),
            OptionSpec(["--allow-empty-input"], help: ["Succeed when every file named is ignored"]),
        ],
        shared: CommonOptions.Groups.all.union(.writes), operands: .files,
        footer: """
            Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage, configuration or
            I/O problem.
            """)

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let common = CommonOptions(options)
        let format = options.format(default: .text)
        let allowsEmptyInput = options.isSet("--allow-empty-input")
        let fix = options.isSet("--fix")
        let paths = options.operands
        if let problem = InputFiles.problem(with: paths)
            ?? (fix ? FixApplying.problem(paths: paths, format: format) : nil)
        {
            return Self.spec.usageError(problem, console: console)
        }

        var settings = Settings(common.overrides)
        var diagnostics: [Diagnostic] = []
        var ioFailed = false
        do {
            let selection = try InputSelection(
                paths.map { InputPaths.Input(path: $0, isExplicit: true) },
                standardInputName: common.standardInputName, settings: &settings, verb: "checked")
            if !common.quiet { selection.ignoredMessages.forEach(console.error) }
            if selection.items.isEmpty, !allowsEmptyInput {
                return Self.spec.usageError(
                    "no input file left: every file named is ignored; pass --allow-empty-input to allow that",
                    console: console)
            }
            var fixes: [(fixer: Fixer, file: SourceFile, path: String)] = []
            for item in selection.items {
                let compiler = try settings.compiler(for: item.configuration)
                switch InputFiles.read(item.path, standardInputName: common.standardInputName) {
                case .success(let file) where fix:
                    fixes.append(
                        (Fixer(compiler: compiler, severities: item.configuration.severities), file, item.path))
                case .success(let file):
                    diagnostics += compiler.check([file], severities: item.configuration.severities)
                case .failure(let failure):
                    console.error(failure.message)
                    ioFailed = true
                }
            }
            if fix {
                let outcome = FixApplying(console: console, command: "check", replacesReadOnly: common.force).run(fixes)
                ioFailed = ioFailed || outcome.writeFailed
                diagnostics = outcome.results.flatMap(\.remaining)
            }
        } catch {
            console.error(error.message)
            return .usageOrIO
        }
        let shown = common.shown(diagnostics)
        if format == .json {
            console.outputRaw(DiagnosticRenderer.json(shown).serialized())
        } else {
            let renderer = console.diagnosticRenderer(color: common.color)
            console.errorRaw(renderer.text(shown))
            if let summary = renderer.summary(shown) { console.error(summary) }
        }
        if ioFailed { return .usageOrIO }
        return diagnostics.containsErrors ? .diagnostics : .success
    }
}
