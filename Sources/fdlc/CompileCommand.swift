import Foundation
import FioriTheme
import FioriThemeCompiler

/// `fdlc compile FILE… [-o OUT]`: compile layered stylesheets to the JSON style table, or to
/// Swift source that builds it.
struct CompileCommand {
    static let help = """
        USAGE: fdlc compile [-o OUT] [--format json|swift] [--name NAME] [--public] [--watch]
                            [--color auto|always|never] [--target fiori|nui|fiori-swiftui]
                            [--device D] [--catalog FILE]... <file>...

        Compiles the stylesheets, layered in order (a later file overrides an earlier one
        property by property), into the resolved, typed style table as JSON. The output is
        deterministic: the same input gives the same bytes. Diagnostics go to standard error.
        On any error nothing is written and an existing output file is left untouched; a
        successful write is atomic (a temporary file, then a rename).

        With --format swift the table is written as Swift source instead: an extension of the
        FioriTheme library's Theme declaring 'static let NAME: Theme', built from literals, so
        an app that compiles it in pays no JSON parse at launch.

        OPTIONS:
          -o, --output OUT              Write to OUT ('-' or no -o: standard output)
          --format json|swift           What to write (default: json)
          --name NAME                   With --format swift (required there): the property's name,
                                        a Swift identifier (ASCII letters, digits and '_', not
                                        starting with a digit, not a keyword)
          --public                      With --format swift: declare the property public, for a
                                        theme in a library
          --watch                       Keep running: recompile whenever an input file changes,
                                        printing the diagnostics each time (stop with Ctrl-C)
          --color auto|always|never     Colour diagnostics (default: auto)
          --target T                    The runtime to check for: fiori (SAPFiori's UIKit NUI fork,
                                        default), nui (upstream NUI 0.5.5) or fiori-swiftui
                                        (FioriThemeManager, which reads only palette definitions)
          --device D                    Compile what one device gets: iphone-portrait,
                                        iphone-landscape, ipad-portrait or ipad-landscape. Only the
                                        @media blocks that hold there count, merged into the
                                        classes' properties in document order as NUI does (the
                                        table then has no media sections); the diagnostics are
                                        that device's. Not for fiori-swiftui, which evaluates no
                                        @media
          --catalog FILE                Add your own components to the catalog; repeatable
          -h, --help                    Show this help

        Exit status: 0 compiled, 1 errors found (nothing written), 2 usage or I/O problem.
        """

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments)
        var output = "-"
        var watch = false
        var color = "auto"
        var catalogPaths: [String] = []
        var target = Target.fiori
        var format = "json"
        var name: String?
        var isPublic = false
        var device: DeviceProfile?
        var paths: [String] = []
        while let argument = options.next() {
            switch argument {
            case "-h", "--help":
                console.output(CompileCommand.help)
                return .success
            case "--watch":
                watch = true
            case "--format":
                guard let value = options.value(for: argument, allowed: ["json", "swift"]) else { return usage(options) }
                format = value
            case "--name":
                guard let value = options.value(for: argument) else { return usage(options) }
                name = value
            case "--public":
                isPublic = true
            case "-o", "--output":
                guard let value = options.value(for: argument) else { return usage(options) }
                output = value
            case "--color":
                guard let value = options.colorValue(for: argument) else { return usage(options) }
                color = value
            case "--target":
                guard let value = options.targetValue(for: argument) else { return usage(options) }
                target = value
            case "--device":
                guard let value = options.deviceValue(for: argument) else { return usage(options) }
                device = value
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
        if device != nil, target == .fioriSwiftUI {
            options.problem = "--device needs a target that evaluates @media (fiori or nui); FioriThemeManager evaluates none"
            return usage(options)
        }
        if let problem = InputFiles.problem(with: paths) ?? Self.problem(format: format, name: name, isPublic: isPublic) {
            options.problem = problem
            return usage(options)
        }
        let swiftName = format == "swift" ? name : nil
        guard let compiler = CatalogLoading(console: console).compiler(catalogPaths, target: target) else { return .usageOrIO }
        guard !(watch && paths.contains("-")) else {
            options.problem = "--watch needs files, not standard input"
            return usage(options)
        }
        if output != "-", let input = paths.first(where: { OutputFile.isSameFile($0, output) }) {
            options.problem = "the output '\(output)' is the input '\(input)'; compiling would replace the theme with its JSON"
            return usage(options)
        }
        let renderer = console.diagnosticRenderer(color: color)
        let status = compileOnce(compiler, paths: paths, device: device, output: output, swiftName: swiftName, isPublic: isPublic,
                                 renderer: renderer)
        guard watch else { return status }
        Signals.unblockTermination()
        console.error("fdlc: watching \(paths.count) file\(paths.count == 1 ? "" : "s") for changes; press Ctrl-C to stop")
        var stamps = FileStamps(paths)
        while true {
            usleep(200_000)
            guard stamps.refresh() else { continue }
            _ = compileOnce(compiler, paths: paths, device: device, output: output, swiftName: swiftName, isPublic: isPublic,
                            renderer: renderer)
        }
    }

    /// What is wrong with the options of `--format swift`, if anything.
    private static func problem(format: String, name: String?, isPublic: Bool) -> String? {
        guard format == "swift" else {
            return name != nil || isPublic ? "--name and --public apply only to --format swift" : nil
        }
        guard let name else { return "--format swift needs --name NAME, the name of the theme's property" }
        guard SwiftSource.isIdentifier(name) else {
            return "'\(name)' is not a swift identifier for --name; use ascii letters, digits and '_', "
                + "not starting with a digit, and not a keyword"
        }
        return nil
    }

    /// Reads, compiles and writes once (JSON, or Swift source declaring `swiftName`); prints
    /// the diagnostics and a closing line.
    private func compileOnce(_ compiler: Compiler, paths: [String], device: DeviceProfile?, output: String, swiftName: String?,
                             isPublic: Bool, renderer: DiagnosticRenderer) -> ExitStatus {
        var files: [SourceFile] = []
        for path in paths {
            switch InputFiles.read(path) {
            case .success(let file): files.append(file)
            case .failure(let failure):
                console.error(failure.message)
                return .usageOrIO
            }
        }
        let result = compiler.compile(files, device: device)
        console.errorRaw(renderer.text(result.diagnostics))
        guard let table = result.table else {
            console.error((renderer.summary(result.diagnostics) ?? "errors") + "; nothing written")
            return .diagnostics
        }
        if let summary = renderer.summary(result.diagnostics) { console.error(summary) }
        let text = swiftName.map { table.swiftSource(name: $0, isPublic: isPublic, inputs: files.map(\.path)) }
            ?? table.json().serialized()
        if output == "-" {
            console.outputRaw(text)
        } else if let reason = OutputFile.writeAtomically(text, to: output) {
            console.error("fdlc: error: cannot write '\(output)': \(reason)")
            return .usageOrIO
        }
        return .success
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error("fdlc compile: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc compile --help' for usage")
        return .usageOrIO
    }
}
