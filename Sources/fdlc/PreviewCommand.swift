import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc preview FILE… [-o OUT]`: one self-contained HTML page that shows the compiled theme.
struct PreviewCommand {
    static let help = """
        USAGE: fdlc preview [-o OUT] [--color auto|always|never] [--target fiori|nui|fiori-swiftui] [--catalog FILE]... <file>...

        Compiles the stylesheets, layered in order, and writes one HTML page that shows the
        theme: Fiori and UIKit components drawn with its colours in each palette variant (light,
        dark, elevated light and dark, high contrast light and dark) side by side, its palette
        overrides as swatches, the WCAG contrast of each part against its background, where each
        colour was written (hover a part), and its diagnostics. The page needs no script and
        loads nothing; the same input gives the same bytes. Diagnostics also go to standard
        error. On any error nothing is written and an existing output file is left untouched;
        a successful write is atomic (a temporary file, then a rename).

        OPTIONS:
          -o, --output OUT              Write to OUT ('-' or no -o: standard output)
          --color auto|always|never     Colour diagnostics (default: auto)
          --target T                    The runtime to check for: fiori (SAPFiori's UIKit NUI fork,
                                        default), nui (upstream NUI 0.5.5) or fiori-swiftui
                                        (FioriThemeManager, which reads only palette definitions)
          --catalog FILE                Add your own components to the catalog; repeatable
          -h, --help                    Show this help

        Exit status: 0 written, 1 errors found (nothing written), 2 usage or I/O problem.
        """

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments)
        var output = "-"
        var color = "auto"
        var catalogPaths: [String] = []
        var target = Target.fiori
        var paths: [String] = []
        while let argument = options.next() {
            switch argument {
            case "-h", "--help":
                console.output(PreviewCommand.help)
                return .success
            case "-o", "--output":
                guard let value = options.value(for: argument) else { return usage(options) }
                output = value
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
        if let problem = InputFiles.problem(with: paths) {
            options.problem = problem
            return usage(options)
        }
        guard let compiler = CatalogLoading(console: console).compiler(catalogPaths, target: target) else { return .usageOrIO }
        if output != "-", let input = paths.first(where: { OutputFile.isSameFile($0, output) }) {
            options.problem = "the output '\(output)' is the input '\(input)'; previewing would replace the theme with its page"
            return usage(options)
        }
        var files: [SourceFile] = []
        for path in paths {
            switch InputFiles.read(path) {
            case .success(let file): files.append(file)
            case .failure(let failure):
                console.error(failure.message)
                return .usageOrIO
            }
        }
        let renderer = console.diagnosticRenderer(color: color)
        let result = compiler.compile(files)
        console.errorRaw(renderer.text(result.diagnostics))
        guard let table = result.table else {
            console.error((renderer.summary(result.diagnostics) ?? "errors") + "; nothing written")
            return .diagnostics
        }
        if let summary = renderer.summary(result.diagnostics) { console.error(summary) }
        let page = PreviewPage(files: files.map(\.path), target: target, table: table, diagnostics: result.diagnostics).html()
        if output == "-" {
            console.outputRaw(page)
        } else if let reason = OutputFile.writeAtomically(page, to: output) {
            console.error("fdlc: error: cannot write '\(output)': \(reason)")
            return .usageOrIO
        }
        return .success
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error("fdlc preview: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc preview --help' for usage")
        return .usageOrIO
    }
}
