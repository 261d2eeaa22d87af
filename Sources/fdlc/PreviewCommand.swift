import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc preview FILE… [-o OUT]`: one self-contained HTML page that shows the compiled theme.
struct PreviewCommand: Command {
    static let spec = CommandSpec(
        name: "preview", summary: ["Write an HTML page that shows a theme's components in every palette variant"],
        operandsUsage: "<file>...",
        description: """
            Compiles the stylesheets, layered in order, and writes one HTML page that shows the
            theme: Fiori and UIKit components drawn with its colours in each palette variant (light,
            dark, elevated light and dark, high contrast light and dark) side by side, its palette
            overrides as swatches, the WCAG contrast of each part against its background, where each
            colour was written (hover a part), and its diagnostics. The page needs no script and
            loads nothing; the same input gives the same bytes. Diagnostics also go to standard
            error. On any error nothing is written and an existing output file is left untouched;
            a successful write is atomic (a temporary file, then a rename). The inputs are compiled
            with their configuration, as 'fdlc compile' does.
            """,
        options: [
            OptionSpec(["-o", "--output"], value: "OUT", help: ["Write to OUT ('-' or no -o: standard output)"])
        ],
        shared: CommonOptions.Groups.all.union(.writes), operands: .files,
        footer: """
            Exit status: 0 written, 1 errors found (nothing written), 2 usage, configuration or I/O
            problem.
            """)

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let common = CommonOptions(options)
        let output = options.value("--output") ?? "-"
        let paths = options.operands
        if let problem = InputFiles.problem(with: paths) {
            return Self.spec.usageError(problem, console: console)
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
            return Self.spec.usageError(error.message, console: console)
        }
        if let input = OutputFile.input(among: paths, replacedBy: output) {
            return Self.spec.usageError(
                "the output '\(output)' is the input '\(input)'; previewing would replace the theme with its page",
                console: console)
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
}
