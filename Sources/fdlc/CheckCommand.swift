import FioriTheme
import FioriThemeCompiler

/// `fdlc check FILE…`: parse and check, print diagnostics, choose the exit status.
struct CheckCommand {
    static let help = """
        USAGE: fdlc check [--fix] [--format text|json] [--color auto|always|never] [--target fiori|nui|fiori-swiftui] [--catalog FILE]... <file>...

        Checks each stylesheet and reports every problem with file, line, column and a code
        frame. Use '-' to read standard input. Text diagnostics go to standard error; with
        --format json a document {"diagnostics": [...]} goes to standard output.

        With --fix, every certain fix-it is applied first (not the did-you-mean guesses; '//'
        becomes '/* */' only for --target nui), the file is checked again and fixed again until
        nothing changes; each changed file is rewritten through a temporary file and a rename,
        standard input's fixed text goes to standard output, and what is left is reported. A
        fix that would add any other finding is not applied.

        OPTIONS:
          --fix                         Apply the certain fixes, then report what is left
          --format text|json            Output format (default: text)
          --color auto|always|never     Colour text output (default: auto, when stderr is a terminal)
          --target T                    The runtime to check for: fiori (SAPFiori's UIKit NUI fork,
                                        default), nui (upstream NUI 0.5.5) or fiori-swiftui
                                        (FioriThemeManager, which reads only palette definitions)
          --catalog FILE                Add your own components to the catalog (JSON, see
                                        Docs/catalog-format.md); repeatable, later files win
          -h, --help                    Show this help

        Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage or I/O problem.
        """

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments)
        var format = "text"
        var color = "auto"
        var paths: [String] = []
        var catalogPaths: [String] = []
        var target = Target.fiori
        var fix = false
        while let argument = options.next() {
            switch argument {
            case "-h", "--help":
                console.output(CheckCommand.help)
                return .success
            case "--fix":
                fix = true
            case "--format":
                guard let value = options.value(for: argument, allowed: ["text", "json"]) else { return usage(options) }
                format = value
            case "--color":
                guard let value = options.colorValue(for: argument) else { return usage(options) }
                color = value
            case "--target":
                guard let value = options.targetValue(for: argument) else { return usage(options) }
                target = value
            case "--catalog":
                guard let value = options.value(for: argument) else { return usage(options) }
                catalogPaths.append(value)
            default:
                if options.isUnknownOption(argument) {
                    return usage(options)
                }
                paths.append(argument)
            }
        }
        if let problem = InputFiles.problem(with: paths) ?? (fix ? FixApplying.problem(paths: paths, format: format) : nil) {
            options.problem = problem
            return usage(options)
        }

        guard let compiler = CatalogLoading(console: console).compiler(catalogPaths, target: target) else { return .usageOrIO }
        var files: [(file: SourceFile, path: String)] = []
        var ioFailed = false
        for path in paths {
            switch InputFiles.read(path) {
            case .success(let file): files.append((file, path))
            case .failure(let failure):
                console.error(failure.message)
                ioFailed = true
            }
        }
        let diagnostics: [Diagnostic]
        if fix {
            let outcome = FixApplying(console: console, command: "check").run(files.map { (Fixer(compiler: compiler), $0.file, $0.path) })
            ioFailed = ioFailed || outcome.writeFailed
            diagnostics = outcome.results.flatMap(\.remaining)
        } else {
            diagnostics = compiler.check(files.map(\.file))
        }
        if format == "json" {
            console.outputRaw(DiagnosticRenderer.json(diagnostics).serialized())
        } else {
            let renderer = console.diagnosticRenderer(color: color)
            console.errorRaw(renderer.text(diagnostics))
            if let summary = renderer.summary(diagnostics) { console.error(summary) }
        }
        if ioFailed { return .usageOrIO }
        return diagnostics.containsErrors ? .diagnostics : .success
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error("fdlc check: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc check --help' for usage")
        return .usageOrIO
    }
}
