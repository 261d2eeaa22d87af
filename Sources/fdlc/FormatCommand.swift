import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc format PATH…`: print, rewrite (`-i`) or check (`--check`) the layout of stylesheets.
struct FormatCommand: Command {
    static let spec = CommandSpec(
        name: "format",
        summary: [
            "Lay stylesheets out the way every runtime reads alike; print, rewrite",
            "(-i) or check (--check)",
        ],
        operandsUsage: "<path>...",
        description: """
            Formats each stylesheet in the layout that upstream NUI, SAPFiori's fork and
            FioriThemeManager all read the same way: every definition alone on its line at column 1
            as '@name:value;', one selector per line, declarations indented as 'property: value;',
            one blank line between rule sets. Comments stay where they are, byte for byte ('//'
            included). Formatting changes no token: the theme compiles to the same table.

            A <path> is a file, a directory (every .nss file below it, as 'fdlc lint' finds them:
            hidden folders, Pods, Carthage, .build, DerivedData and node_modules skipped, sorted by
            path) or '-' for standard input. Without --check or -i the formatted text goes to
            standard output. A file with syntax errors is not formatted: its errors are reported and
            it is left as it is.

            Configuration: "format": {"indentWidth": 4, "spaceAfterColon": false} in the nearest
            .fdlc.json (or --config FILE), whose "target" and "ignore" apply too (a file named on
            the command line that 'ignore' matches is reported and left as it is). spaceAfterColon
            writes '@name: value;', except for --target fiori-swiftui, where FioriThemeManager
            would read the space as part of the value.
            """,
        options: [
            OptionSpec(
                ["--check"],
                help: [
                    "Change nothing; list on standard output the files",
                    "whose layout would change",
                ]),
            OptionSpec(
                ["-i", "--in-place"], usage: .orPrevious,
                help: [
                    "Rewrite the files whose layout changes (through a",
                    "temporary file and a rename; others are not touched)",
                ]),
            OptionSpec(
                ["--no-default-excludes"],
                help: [
                    "Also format hidden folders, Pods, Carthage, .build,",
                    "DerivedData and node_modules below a directory",
                ]),
            OptionSpec(
                ["--allow-empty-input"],
                help: [
                    "Succeed when there is no file to format (a directory",
                    "without stylesheets, or every file ignored)",
                ]),
        ],
        // The layout depends on no catalog or rule.
        shared: [.configuration, .output, .standardInput, .writes], operands: .files,
        conflicts: [
            CommandSpec.Conflict(
                one: ["--check"], other: ["--in-place"], problem: "--check and --in-place cannot be combined")
        ],
        footer: """
            Exit status: 0 done (with --check: nothing would change), 1 a file has syntax errors or,
            with --check, a file would change, 2 usage, configuration or I/O problem.
            """)

    let console: Console

    /// What the command line asked for.
    private struct Request {
        enum Mode { case print, check, inPlace }
        var mode: Mode
        var includesExcluded: Bool
        var allowsEmptyInput: Bool
        var paths: [String]
        var common: CommonOptions

        init(_ options: ParsedOptions) {
            mode = options.isSet("--check") ? .check : options.isSet("--in-place") ? .inPlace : .print
            includesExcluded = options.isSet("--no-default-excludes")
            allowsEmptyInput = options.isSet("--allow-empty-input")
            paths = options.operands
            common = CommonOptions(options)
        }
    }

    func run(_ options: ParsedOptions) -> ExitStatus {
        let request = Request(options)
        if let problem = InputFiles.problem(with: request.paths) {
            return Self.spec.usageError(problem, console: console)
        }
        if request.mode == .inPlace, request.paths.contains("-") {
            return Self.spec.usageError(
                "standard input cannot be rewritten in place; without -i its formatted text goes to standard output",
                console: console)
        }
        return format(request)
    }

    private func format(_ request: Request) -> ExitStatus {
        let common = request.common
        let inputs = InputPaths(request.paths, includesExcluded: request.includesExcluded)
        var ioFailed = !inputs.failures.isEmpty
        for failure in inputs.failures { console.error(failure.message) }
        var settings = Settings(common.overrides)
        let selection: InputSelection
        do {
            selection = try InputSelection(
                inputs.inputs, standardInputName: common.standardInputName, settings: &settings, verb: "formatted")
        } catch {
            console.error(error.message)
            return .usageOrIO
        }
        if !common.quiet {
            inputs.emptyDirectoryWarnings.forEach(console.error)
            selection.ignoredMessages.forEach(console.error)
        }
        if selection.items.isEmpty, inputs.failures.isEmpty, !request.allowsEmptyInput {
            console.error(InputPaths.nothingToRead(command: "format", verb: "format", paths: request.paths))
            return .usageOrIO
        }
        let renderer = console.diagnosticRenderer(color: common.color)
        var syntaxErrors = false
        var unformatted: [String] = []
        for item in selection.items {
            var options = item.configuration.format
            options.target = item.configuration.effectiveTarget
            let formatter = StylesheetFormatter(options: options)
            let file: SourceFile
            switch InputFiles.read(item.path, standardInputName: common.standardInputName) {
            case .success(let read): file = read
            case .failure(let failure):
                console.error(failure.message)
                ioFailed = true
                continue
            }
            switch formatter.format(file) {
            case .syntaxErrors(let diagnostics):
                // At most as many as `check` shows, then one FDL900 for the rest.
                let shown = diagnostics.filter { $0.severity == .error }.capped(at: Compiler.maximumDiagnosticsPerFile)
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
                    if !console.writeFile(text, to: item.path, replacingReadOnly: common.force) { ioFailed = true }
                }
            }
        }
        if !unformatted.isEmpty {
            console.outputRaw(unformatted.map { $0 + "\n" }.joined())
            let count = unformatted.count
            if !common.quiet {
                console.error(
                    "fdlc format: \(count) file\(count == 1 ? "" : "s") would be reformatted; run 'fdlc format -i' to rewrite \(count == 1 ? "it" : "them")"
                )
            }
        }
        if ioFailed { return .usageOrIO }
        return syntaxErrors || !unformatted.isEmpty ? .diagnostics : .success
    }
}
