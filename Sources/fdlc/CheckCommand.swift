import FioriTheme
import FioriThemeCompiler

/// `fdlc check FILE…`: parse and check, print diagnostics, choose the exit status.
struct CheckCommand {
    static let help = """
        USAGE: fdlc check [--fix] [--format text|json] [--allow-empty-input] [options] <file>...

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

        OPTIONS:
          --fix                         Apply the certain fixes, then report what is left
          --format text|json            Output format (default: text)
          --allow-empty-input           Succeed when every file named is ignored
        \(CommonOptions.help(Self.groups))
          -h, --help                    Show this help

        Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage, configuration or
        I/O problem.
        """

    /// The shared options: every reporting one, and `--force` for what it writes.
    static let groups = CommonOptions.Groups.all.union(.writes)
    static let options = ["--fix", "--format", "--allow-empty-input", "--help", "-h"] + CommonOptions.names(groups)

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: Self.options)
        var common = CommonOptions(CheckCommand.groups)
        var format = "text"
        var allowsEmptyInput = false
        var fix = false
        var paths: [String] = []
        while let argument = parser.next() {
            switch argument {
            case .positional(let path):
                paths.append(path)
            case .option("-h"), .option("--help"):
                console.output(CheckCommand.help)
                return .success
            case .option("--format"):
                guard let value = parser.value(for: "--format", allowed: ["text", "json"]) else { return usage(parser) }
                format = value
            case .option("--allow-empty-input"):
                allowsEmptyInput = true
            case .option("--fix"):
                fix = true
            case .option(let option):
                guard common.parse(option, &parser) else { return usage(parser) }
            }
        }
        if let problem = InputFiles.problem(with: paths)
            ?? (fix ? FixApplying.problem(paths: paths, format: format) : nil)
        {
            parser.problem = problem
            return usage(parser)
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
                parser.problem =
                    "no input file left: every file named is ignored; pass --allow-empty-input to allow that"
                return usage(parser)
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
        if format == "json" {
            console.outputRaw(DiagnosticRenderer.json(shown).serialized())
        } else {
            let renderer = console.diagnosticRenderer(color: common.color)
            console.errorRaw(renderer.text(shown))
            if let summary = renderer.summary(shown) { console.error(summary) }
        }
        if ioFailed { return .usageOrIO }
        return diagnostics.containsErrors ? .diagnostics : .success
    }

    private func usage(_ parser: OptionParser) -> ExitStatus {
        console.error("fdlc check: error: \(parser.problem ?? "invalid arguments")\nrun 'fdlc check --help' for usage")
        return .usageOrIO
    }
}
