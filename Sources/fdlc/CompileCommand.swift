import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc compile FILE… [-o OUT]`: compile layered stylesheets to the JSON style table, or to
/// Swift source that builds it.
struct CompileCommand {
    static let help = """
        USAGE: fdlc compile [-o OUT] [--format json|swift|tokens] [--name NAME] [--public] [--watch]
                            [--device D] [options] <file>...

        Compiles the stylesheets, layered in order (a later file overrides an earlier one
        property by property), into the resolved, typed style table as JSON. The output is
        deterministic: the same input gives the same bytes. Diagnostics go to standard error.
        On any error nothing is written and an existing output file is left untouched; a
        successful write is atomic (a temporary file, then a rename). The inputs' configuration
        (the nearest .fdlc.json) sets the target, catalogs and rule severities; all inputs must
        have the same one. Its 'ignore' list does not apply: every layer named is compiled.

        With --format swift the table is written as Swift source instead: an extension of the
        FioriTheme library's Theme declaring 'static let NAME: Theme', built from literals, so
        an app that compiles it in pays no JSON parse at launch.

        With --format tokens the table is written as W3C design tokens (DTCG 2025.10): palette
        overrides and each class path's properties as typed tokens, variables as aliases, the
        palette variants as a resolver modifier (see Docs/tokens.md).

        OPTIONS:
          -o, --output OUT              Write to OUT ('-' or no -o: standard output)
          --format json|swift|tokens    What to write (default: json)
          --name NAME                   With --format swift (required there): the property's name,
                                        a Swift identifier (ASCII letters, digits and '_', not
                                        starting with a digit, not a keyword)
          --public                      With --format swift: declare the property public, for a
                                        theme in a library
          --watch                       Keep running: recompile whenever an input file changes,
                                        printing the diagnostics each time (stop with Ctrl-C)
          --device D                    Compile what one device gets: iphone-portrait,
                                        iphone-landscape, ipad-portrait or ipad-landscape. Only the
                                        @media blocks that hold there count, merged into the
                                        classes' properties in document order as NUI does (the
                                        table then has no media sections); the diagnostics are
                                        that device's. Not for fiori-swiftui, which evaluates no
                                        @media
        \(CommonOptions.help(Self.groups))
          -h, --help                    Show this help

        Exit status: 0 compiled, 1 errors found (nothing written), 2 usage, configuration or I/O
        problem.
        """

    /// The shared options: every reporting one, and `--force` for what it writes.
    static let groups = CommonOptions.Groups.all.union(.writes)
    static let options =
        ["-o", "--output", "--format", "--name", "--public", "--watch", "--device", "--help", "-h"]
        + CommonOptions.names(groups)

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: Self.options)
        var common = CommonOptions(CompileCommand.groups)
        var output = "-"
        var watch = false
        var format = "json"
        var name: String?
        var isPublic = false
        var device: DeviceProfile?
        var paths: [String] = []
        while let argument = parser.next() {
            switch argument {
            case .positional(let path):
                paths.append(path)
            case .option("-h"), .option("--help"):
                console.output(CompileCommand.help)
                return .success
            case .option("--watch"):
                watch = true
            case .option("--format"):
                guard let value = parser.value(for: "--format", allowed: ["json", "swift", "tokens"]) else {
                    return usage(parser)
                }
                format = value
            case .option("--name"):
                guard let value = parser.value(for: "--name") else { return usage(parser) }
                name = value
            case .option("--public"):
                isPublic = true
            case .option("--device"):
                guard let value = parser.value(for: "--device", allowed: DeviceProfile.allCases.map(\.name)) else {
                    return usage(parser)
                }
                device = DeviceProfile(name: value)
            case .option(let option) where option == "-o" || option == "--output":
                guard let value = parser.value(for: option) else { return usage(parser) }
                output = value
            case .option(let option):
                guard common.parse(option, &parser) else { return usage(parser) }
            }
        }
        if let problem = InputFiles.problem(with: paths) ?? Self.problem(format: format, name: name, isPublic: isPublic)
        {
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
        if device != nil, !configuration.effectiveTarget.evaluatesMediaQueries {
            let evaluating = Target.allCases.filter(\.evaluatesMediaQueries).map(\.rawValue)
            parser.problem =
                "--device needs a target that evaluates @media (\(evaluating.joined(separator: " or "))); "
                + "\(configuration.effectiveTarget.runtimeName) evaluates none"
            return usage(parser)
        }
        guard !(watch && paths.contains("-")) else {
            parser.problem = "--watch needs files, not standard input"
            return usage(parser)
        }
        if let input = OutputFile.input(among: paths, replacedBy: output) {
            parser.problem =
                "the output '\(output)' is the input '\(input)'; compiling would replace the theme with its JSON"
            return usage(parser)
        }
        let run = Run(
            compiler: compiler, device: device, format: format, swiftName: name, isPublic: isPublic,
            severities: configuration.severities, common: common,
            renderer: console.diagnosticRenderer(color: common.color))
        let status = compileOnce(run, paths: paths, output: output)
        guard watch else { return status }
        Signals.unblockTermination()
        if !common.quiet {
            console.error(
                "fdlc: watching \(paths.count) file\(paths.count == 1 ? "" : "s") for changes; press Ctrl-C to stop")
        }
        var stamps = FileStamps(paths)
        while true {
            usleep(200_000)
            guard stamps.refresh() else { continue }
            _ = compileOnce(run, paths: paths, output: output)
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

    /// What every compile of a run uses.
    private struct Run {
        let compiler: Compiler
        let device: DeviceProfile?
        /// `json`, `swift` or `tokens`.
        let format: String
        /// With `--format swift`, the name of the theme's property.
        let swiftName: String?
        let isPublic: Bool
        let severities: [DiagnosticCode: RuleSeverity]
        let common: CommonOptions
        let renderer: DiagnosticRenderer
    }

    /// Reads, compiles and writes once (JSON, design tokens, or Swift source declaring `run.swiftName`);
    /// prints the diagnostics and a closing line.
    private func compileOnce(_ run: Run, paths: [String], output: String) -> ExitStatus {
        var files: [SourceFile] = []
        for path in paths {
            switch InputFiles.read(path, standardInputName: run.common.standardInputName) {
            case .success(let file): files.append(file)
            case .failure(let failure):
                console.error(failure.message)
                return .usageOrIO
            }
        }
        let result = run.compiler.compile(files, device: run.device, severities: run.severities)
        let shown = run.common.shown(result.diagnostics)
        console.errorRaw(run.renderer.text(shown))
        guard let table = result.table else {
            console.error((run.renderer.summary(shown) ?? "errors") + "; nothing written")
            return .diagnostics
        }
        if let summary = run.renderer.summary(shown) { console.error(summary) }
        let text =
            switch run.format {
            case "swift":
                table.swiftSource(name: run.swiftName ?? "theme", isPublic: run.isPublic, inputs: files.map(\.path))
            case "tokens":
                table.designTokens(
                    documentName: output == "-" ? "theme.tokens.json" : (output as NSString).lastPathComponent
                )
                .serialized()
            default: table.json().serialized()
            }
        return console.write(text, to: output, replacingReadOnly: run.common.force) ? .success : .usageOrIO
    }

    private func usage(_ parser: OptionParser) -> ExitStatus {
        console.error(
            "fdlc compile: error: \(parser.problem ?? "invalid arguments")\nrun 'fdlc compile --help' for usage")
        return .usageOrIO
    }
}
