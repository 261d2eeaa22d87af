import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc format PATH…`: print, rewrite (`-i`) or check (`--check`) the layout of stylesheets.
struct FormatCommand {
    static let help = """
        USAGE: fdlc format [--check | -i | --in-place] [--config FILE] [--target fiori|nui|fiori-swiftui]
                           [--color auto|always|never] <path>...

        Formats each stylesheet in the layout that upstream NUI, SAPFiori's fork and
        FioriThemeManager all read the same way: every definition alone on its line at column 1
        as '@name:value;', one selector per line, declarations indented as 'property: value;',
        one blank line between rule sets. Comments stay where they are, byte for byte ('//'
        included). Formatting changes no token: the theme compiles to the same table.

        A <path> is a file, a directory (every .nss file below it, hidden folders skipped,
        sorted by path) or '-' for standard input. Without --check or -i the formatted text
        goes to standard output. A file with syntax errors is not formatted: its errors are
        reported and it is left as it is.

        Configuration: "format": {"indentWidth": 4, "spaceAfterColon": false} in the nearest
        .fdlc.json (or --config FILE), whose "target" and "ignore" apply too. spaceAfterColon
        writes '@name: value;', except for --target fiori-swiftui, where FioriThemeManager
        would read the space as part of the value.

        OPTIONS:
          --check                       Change nothing; list on standard output the files
                                        whose layout would change
          -i, --in-place                Rewrite the files whose layout changes (through a
                                        temporary file and a rename; others are not touched)
          --config FILE                 Use this configuration for every file
          --target T                    The runtime: fiori (default), nui or fiori-swiftui
          --color auto|always|never     Colour the syntax errors (default: auto)
          -h, --help                    Show this help

        Exit status: 0 done (with --check: nothing would change), 1 a file has syntax errors or,
        with --check, a file would change, 2 usage, configuration or I/O problem.
        """

    let console: Console

    /// What the command line asked for.
    private struct Request {
        enum Mode { case print, check, inPlace }
        var mode = Mode.print
        var color = "auto"
        var paths: [String] = []
        var settings = LintSettings.CommandLine()
    }

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments)
        var request = Request()
        while let argument = options.next() {
            switch argument {
            case "-h", "--help":
                console.output(FormatCommand.help)
                return .success
            case "--check", "-i", "--in-place":
                let mode: Request.Mode = argument == "--check" ? .check : .inPlace
                guard request.mode == .print || request.mode == mode else {
                    options.problem = "--check and --in-place cannot be combined"
                    return usage(options)
                }
                request.mode = mode
            case "--config":
                guard let value = options.value(for: argument) else { return usage(options) }
                request.settings.configPath = value
            case "--target":
                guard let value = options.targetValue(for: argument) else { return usage(options) }
                request.settings.target = value
            case "--color":
                guard let value = options.colorValue(for: argument) else { return usage(options) }
                request.color = value
            default:
                if options.isUnknownOption(argument) {
                    return usage(options)
                }
                request.paths.append(argument)
            }
        }
        if let problem = InputFiles.problem(with: request.paths) {
            options.problem = problem
            return usage(options)
        }
        if request.mode == .inPlace, request.paths.contains("-") {
            options.problem = "standard input cannot be rewritten in place; without -i its formatted text goes to standard output"
            return usage(options)
        }
        return format(request)
    }

    private func format(_ request: Request) -> ExitStatus {
        let inputs = LintInputs(request.paths)
        var ioFailed = !inputs.failures.isEmpty
        for failure in inputs.failures { console.error(failure.message) }
        var settings = LintSettings(request.settings)
        let renderer = console.diagnosticRenderer(color: request.color)
        var syntaxErrors = false
        var unformatted: [String] = []
        for path in inputs.paths {
            let formatter: StylesheetFormatter
            do {
                let located = try settings.configuration(for: path)
                if settings.isIgnored(path, by: located) { continue }
                var options = located.configuration.format
                options.target = request.settings.target ?? located.configuration.target ?? .fiori
                formatter = StylesheetFormatter(options: options)
            } catch {
                console.error(error.message)
                return .usageOrIO
            }
            let file: SourceFile
            switch InputFiles.read(path) {
            case .success(let read): file = read
            case .failure(let failure):
                console.error(failure.message)
                ioFailed = true
                continue
            }
            switch formatter.format(file) {
            case .syntaxErrors(let diagnostics):
                let shown = diagnostics.filter { $0.severity == .error }
                console.errorRaw(renderer.text(shown))
                console.error("fdlc format: '\(file.path)' has syntax errors and was not formatted")
                syntaxErrors = true
            case .formatted(let text):
                let changed = Array(text.utf8) != file.bytes
                switch request.mode {
                case .print:
                    console.outputRaw(text)
                case .check:
                    if changed { unformatted.append(file.path) }
                case .inPlace:
                    guard changed else { continue }
                    if let reason = OutputFile.writeAtomically(text, to: path) {
                        console.error("fdlc: error: cannot write '\(path)': \(reason)")
                        ioFailed = true
                    }
                }
            }
        }
        if !unformatted.isEmpty {
            console.outputRaw(unformatted.map { $0 + "\n" }.joined())
            let count = unformatted.count
            console.error("fdlc format: \(count) file\(count == 1 ? "" : "s") would be reformatted; run 'fdlc format -i' to rewrite \(count == 1 ? "it" : "them")")
        }
        if ioFailed { return .usageOrIO }
        return syntaxErrors || !unformatted.isEmpty ? .diagnostics : .success
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error("fdlc format: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc format --help' for usage")
        return .usageOrIO
    }
}
