import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc compile FILE… [-o OUT]`: compile layered stylesheets to the JSON style table, or to
/// Swift source that builds it.
struct CompileCommand: Command {
    static let spec = CommandSpec(
        name: "compile", summary: ["Compile stylesheets to the resolved, typed style table (JSON)"],
        operandsUsage: "<file>...",
        description: """
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

            With --format binary (and -o OUT: it is not text) the table is written as a compact,
            versioned and checksummed binary table that the FioriTheme library's
            Theme(contentsOf:) reads in place: the fastest form to load at launch.

            With --format tokens the table is written as W3C design tokens (DTCG 2025.10): palette
            overrides and each class path's properties as typed tokens, variables as aliases, the
            palette variants as a resolver modifier (see Docs/tokens.md).
            """,
        options: [
            OptionSpec(["-o", "--output"], value: "OUT", help: ["Write to OUT ('-' or no -o: standard output)"]),
            ReportFormat.option(ReportFormat.compile, help: ["What to write (default: json)"]),
            OptionSpec(
                ["--name"], value: "NAME",
                help: [
                    "With --format swift (required there): the property's name,",
                    "a Swift identifier (ASCII letters, digits and '_', not",
                    "starting with a digit, not a keyword)",
                ]),
            OptionSpec(
                ["--public"],
                help: [
                    "With --format swift: declare the property public, for a",
                    "theme in a library",
                ]),
            OptionSpec(
                ["--watch"],
                help: [
                    "Keep running: recompile whenever an input file changes,",
                    "printing the diagnostics each time (stop with Ctrl-C)",
                ]),
            OptionSpec(
                ["--device"], value: "D", allowed: DeviceProfile.allCases.map(\.name),
                help: [
                    "Compile what one device gets: iphone-portrait,",
                    "iphone-landscape, ipad-portrait or ipad-landscape. Only the",
                    "@media blocks that hold there count, merged into the",
                    "classes' properties in document order as NUI does (the",
                    "table then has no media sections); the diagnostics are",
                    "that device's. Not for fiori-swiftui, which evaluates no",
                    "@media",
                ]),
        ],
        shared: CommonOptions.Groups.all.union(.writes), operands: .files,
        footer: """
            Exit status: 0 compiled, 1 errors found (nothing written), 2 usage, configuration or I/O
            problem.
            """)

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let common = CommonOptions(options)
        let output = options.value("--output") ?? "-"
        let watch = options.isSet("--watch")
        let format = options.format(default: .json)
        let name = options.value("--name")
        let isPublic = options.isSet("--public")
        let device = options.value("--device").flatMap(DeviceProfile.init(name:))
        let paths = options.operands
        if let problem = InputFiles.problem(with: paths)
            ?? Self.problem(format: format, name: name, isPublic: isPublic, output: output)
        {
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
        if device != nil, !configuration.effectiveTarget.evaluatesMediaQueries {
            let evaluating = Target.allCases.filter(\.evaluatesMediaQueries).map(\.rawValue)
            return Self.spec.usageError(
                "--device needs a target that evaluates @media (\(evaluating.joined(separator: " or "))); "
                    + "\(configuration.effectiveTarget.runtimeName) evaluates none",
                console: console)
        }
        guard !(watch && paths.contains("-")) else {
            return Self.spec.usageError("--watch needs files, not standard input", console: console)
        }
        if let input = OutputFile.input(among: paths, replacedBy: output) {
            return Self.spec.usageError(
                "the output '\(output)' is the input '\(input)'; compiling would replace the theme with its JSON",
                console: console)
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

    /// What is wrong with the options of `--format swift` or `--format binary`, if anything.
    private static func problem(format: ReportFormat, name: String?, isPublic: Bool, output: String) -> String? {
        if format == .binary, output == "-" {
            return "--format binary needs -o OUT; a binary table is not text for standard output"
        }
        guard format == .swift else {
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
        /// One of ``ReportFormat/compile``.
        let format: ReportFormat
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
        if run.format == .binary {
            return console.writeFile(table.binary(), to: output, replacingReadOnly: run.common.force)
                ? .success : .usageOrIO
        }
        let text =
            switch run.format {
            case .swift:
                table.swiftSource(name: run.swiftName ?? "theme", isPublic: run.isPublic, inputs: files.map(\.path))
            case .tokens:
                table.designTokens(
                    documentName: output == "-" ? "theme.tokens.json" : (output as NSString).lastPathComponent
                )
                .serialized()
            default: table.jsonText()
            }
        return console.write(text, to: output, replacingReadOnly: run.common.force) ? .success : .usageOrIO
    }
}
