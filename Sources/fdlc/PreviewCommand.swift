import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc preview FILE… [-o OUT]`: one self-contained HTML page that shows the compiled theme.
struct PreviewCommand {
    static let help = """
        USAGE: fdlc preview [-o OUT] [options] <file>...

        Compiles the stylesheets, layered in order, and writes one HTML page that shows the
        theme: Fiori and UIKit components drawn with its colours in each palette variant (light,
        dark, elevated light and dark, high contrast light and dark) side by side, its palette
        overrides as swatches, the WCAG contrast of each part against its background, where each
        colour was written (hover a part), and its diagnostics. The page needs no script and
        loads nothing; the same input gives the same bytes. Diagnostics also go to standard
        error. On any error nothing is written and an existing output file is left untouched;
        a successful write is atomic (a temporary file, then a rename). The inputs are compiled
        with their configuration, as 'fdlc compile' does.

        OPTIONS:
          -o, --output OUT              Write to OUT ('-' or no -o: standard output)
        \(CommonOptions.help(Self.groups))
          -h, --help                    Show this help

        Exit status: 0 written, 1 errors found (nothing written), 2 usage, configuration or I/O
        problem.
        """

    /// The shared options: every reporting one, and `--force` for what it writes.
    static let groups = CommonOptions.Groups.all.union(.writes)
    static let options = ["-o", "--output", "--help", "-h"] + CommonOptions.names(groups)

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: Self.options)
        var common = CommonOptions(PreviewCommand.groups)
        var output = "-"
        var paths: [String] = []
        while let argument = parser.next() {
            switch argument {
            case .positional(let path):
                paths.append(path)
            case .option("-h"), .option("--help"):
                console.output(PreviewCommand.help)
                return .success
            case .option(let option) where option == "-o" || option == "--output":
                guard let value = parser.value(for: option) else { return usage(parser) }
                output = value
            case .option(let option):
                guard common.parse(option, &parser) else { return usage(parser) }
            }
        }
        if let problem = InputFiles.problem(with: paths) {
            parser.problem = problem
            return usage(parser)
        }
        var settings = Settings(common.overrides)
        let compiler: Compiler
        let configuration: Configuration
        do {
            (configuration, compiler) = try settings.layered(paths, standardInputName: common.standardInputName)
        } catch {
            guard error.isUsage else {
                console.error(error.message)
                return .usageOrIO
            }
            parser.problem = error.message
            return usage(parser)
        }
        if let input = OutputFile.input(among: paths, replacedBy: output) {
            parser.problem =
                "the output '\(output)' is the input '\(input)'; previewing would replace the theme with its page"
            return usage(parser)
        }
        var files: [SourceFile] = []
        for path in paths {
            switch InputFiles.read(path, standardInputName: common.standardInputName) {
            case .success(let file): files.append(file)
            case .failure(let failure):
                console.error(failure.message)
                return .usageOrIO
            }
        }
        let renderer = console.diagnosticRenderer(color: common.color)
        let result = compiler.compile(files, severities: configuration.severities)
        let shown = common.shown(result.diagnostics)
        console.errorRaw(renderer.text(shown))
        guard let table = result.table else {
            console.error((renderer.summary(shown) ?? "errors") + "; nothing written")
            return .diagnostics
        }
        if let summary = renderer.summary(shown) { console.error(summary) }
        let page = PreviewPage(
            files: files.map(\.path), target: compiler.target, table: table, diagnostics: result.diagnostics
        ).html()
        return console.write(page, to: output, replacingReadOnly: common.force) ? .success : .usageOrIO
    }

    private func usage(_ parser: OptionParser) -> ExitStatus {
        console.error(
            "fdlc preview: error: \(parser.problem ?? "invalid arguments")\nrun 'fdlc preview --help' for usage")
        return .usageOrIO
    }
}
