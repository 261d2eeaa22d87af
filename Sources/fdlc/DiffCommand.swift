import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc diff OLD NEW`, `fdlc diff --git BASE [HEAD]`: what changes on screen between two
/// versions of a theme.
struct DiffCommand: Command {
    static let spec = CommandSpec(
        name: "diff",
        summary: [
            "Show what changes on screen between two versions of a theme (files,",
            "folders or git revisions), and what gets worse",
        ],
        operandsUsage: "<old> <new>",
        otherUsages: ["[options] --old <file>... --new <file>...", "[options] --git <base> [<head>]"],
        description: """
            Compares the resolved style tables of two versions of a theme, compiled for their
            target: every value a class gets (class path, property with its state, @media query,
            palette variant) that differs, was added or was removed, and every palette override
            that changed, each with before -> after and where each side is written (file:line:
            column and the variables it came through). A colour is compared as it shows in each
            of the eight palette variants, so a palette override that changes shows at every class
            that uses it, and a declaration that only moved is no change. Changes are grouped by
            cause: each variable whose definition changed, with every value it reaches; each
            palette override; then the declarations edited directly. For --target nui each version
            is compiled per device (iphone/ipad, portrait/landscape) and a change names the devices
            it holds on.

            What gets worse is called out, marked ⚠: a text and background colour pair of one class
            whose WCAG 2.x contrast falls below AA (4.5:1, 3:1 for large text) in a variant; a lint
            finding the old version does not have (matched by rule and message, not line); a value
            still declared that the runtime no longer applies.

            <old> and <new> are two stylesheets ('-' reads standard input), or two folders whose
            stylesheets are paired by their path below them (a file on one side only is a theme
            added or removed). --old and --new (repeatable) name layered files, as 'fdlc compile'
            takes them. With --git, the stylesheets that 'git diff --name-only <base> [<head>]'
            lists are compared, read with 'git show REV:PATH' (nothing is checked out); without
            <head>, the new side is the working tree. Each theme compiles with the configuration
            of its (new) path. If a version has errors, its diagnostics are printed and nothing is
            written.
            """,
        options: [
            ReportFormat.option(
                ReportFormat.diff, value: "F", usage: .listingValues,
                help: [
                    "text (default; coloured on a terminal), json (see",
                    "Docs/diff.schema.json), markdown (a table per class, for a",
                    "GitHub job summary or pull-request comment), or html (the",
                    "preview of both versions side by side, changed cells",
                    "outlined)",
                ]),
            OptionSpec(["--exit-code"], help: ["Exit with 1 when something changed, as 'git diff --exit-code'"]),
            OptionSpec(["-o", "--output"], value: "OUT", help: ["Write to OUT ('-' or no -o: standard output)"]),
            OptionSpec(
                ["--old"], value: "FILE", repeatable: true, usage: .hidden,
                help: ["The layers of the old version; repeatable"]),
            OptionSpec(
                ["--new"], value: "FILE", repeatable: true, usage: .hidden,
                help: ["The layers of the new version; repeatable"]),
            OptionSpec(
                ["--git"], usage: .hidden,
                help: ["Compare the themes changed between the revisions <base> [<head>]"]),
        ],
        shared: CommonOptions.Groups.all.union(.writes), operands: .files,
        footer: """
            Exit status: 0 compared (with --exit-code: nothing changed), 1 with --exit-code: something
            changed, 2 usage, configuration or I/O problem, or a version has errors.
            """)

    let console: Console

    /// What the command line asked for.
    private struct Request {
        var format: ReportFormat
        var exitCode: Bool
        var output: String
        var old: [String]
        var new: [String]
        var git: Bool
        var positional: [String]
        var common: CommonOptions

        init(_ options: ParsedOptions) {
            format = options.format(default: .text)
            exitCode = options.isSet("--exit-code")
            output = options.value("--output") ?? "-"
            old = options.values("--old")
            new = options.values("--new")
            git = options.isSet("--git")
            positional = options.operands
            common = CommonOptions(options)
        }
    }

    func run(_ options: ParsedOptions) -> ExitStatus {
        var request = Request(options)
        if let problem = Self.problem(&request) {
            return Self.spec.usageError(problem, console: console)
        }
        let pairs: [DiffThemes.Pair]
        do {
            pairs =
                request.git
                ? try GitRevisions(
                    base: request.positional[0], head: request.positional.count > 1 ? request.positional[1] : nil
                ).pairs()
                : try DiffThemes.read(
                    old: request.old, new: request.new, standardInputName: request.common.standardInputName)
        } catch {
            guard error.isUsage else {
                console.error(error.message)
                return .usageOrIO
            }
            return Self.spec.usageError(error.message, console: console)
        }
        if let input = OutputFile.input(among: request.old + request.new, replacedBy: request.output) {
            return Self.spec.usageError("the output '\(request.output)' is the input '\(input)'", console: console)
        }
        switch compare(pairs, request) {
        case .failure(let status): return status
        case .success(let report):
            let text: String
            switch request.format {
            case .json: text = report.json().serialized()
            case .markdown: text = report.markdown()
            case .html: text = report.html()
            default: text = report.text(colored: request.output == "-" && wantsColor(request.common.color))
            }
            guard console.write(text, to: request.output, replacingReadOnly: request.common.force) else {
                return .usageOrIO
            }
            return request.exitCode && report.changed ? .diagnostics : .success
        }
    }

    /// What is wrong with the inputs named, if anything; fills `--old`/`--new` from `<old> <new>`.
    private static func problem(_ request: inout Request) -> String? {
        if request.git {
            guard request.old.isEmpty, request.new.isEmpty else { return "--git takes revisions, not --old or --new" }
            guard (1...2).contains(request.positional.count) else {
                return "--git takes a base revision and at most one head revision; e.g. 'fdlc diff --git origin/main'"
            }
            return nil
        }
        if request.old.isEmpty, request.new.isEmpty {
            guard request.positional.count == 2 else {
                return request.positional.count < 2
                    ? "expected the old and the new theme; e.g. 'fdlc diff old.nss new.nss'"
                    : "unexpected argument '\(request.positional[2])'; expected the old and the new theme"
            }
            request.old = [request.positional[0]]
            request.new = [request.positional[1]]
        } else {
            guard request.positional.isEmpty else {
                return "unexpected argument '\(request.positional[0])'; with --old and --new, name every file with them"
            }
            guard !request.old.isEmpty, !request.new.isEmpty else {
                return "--old and --new go together: name both versions"
            }
        }
        return (request.old + request.new).count(where: { $0 == "-" }) > 1
            ? "'-' is given more than once; standard input can be read only once" : nil
    }

    /// Compiles and compares every pair; on a version with errors, its diagnostics are
    /// printed and the status is returned instead.
    private func compare(_ pairs: [DiffThemes.Pair], _ request: Request) -> Result<DiffReport, ExitStatus> {
        var settings = Settings(request.common.overrides)
        let renderer = console.diagnosticRenderer(color: request.common.color)
        var diffs: [ThemeDiff] = []
        var failed = false
        for pair in pairs {
            let configuration: Configuration
            let compiler: Compiler
            do {
                configuration = try Self.configuration(for: pair.configurationPath, &settings)
                compiler = try settings.compiler(for: configuration)
            } catch {
                console.error(error.message)
                return .failure(.usageOrIO)
            }
            switch ThemeDiff.compare(
                old: pair.old, new: pair.new, compiler: compiler, severities: configuration.severities)
            {
            case .success(let diff): diffs.append(diff)
            case .failure(let failure):
                let shown = request.common.shown(failure.diagnostics)
                console.errorRaw(renderer.text(shown))
                failed = true
            }
        }
        guard !failed else {
            console.error("fdlc diff: error: a version has errors; nothing written")
            return .failure(.usageOrIO)
        }
        return .success(DiffReport(diffs))
    }

    /// The configuration of `path`, or of the nearest folder above it that exists (a theme
    /// removed from the working tree).
    private static func configuration(for path: String, _ settings: inout Settings) throws(Settings.Failure)
        -> Configuration
    {
        if path == "-" || FileManager.default.fileExists(atPath: path) { return try settings.configuration(for: path) }
        var folder = path
        repeat {
            folder = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? "."
        } while !FileManager.default.fileExists(atPath: folder.isEmpty ? "/" : folder)
        return try settings.configuration(for: folder.isEmpty ? "/" : folder, isFolder: true)
    }

    /// Whether text on standard output is coloured under `--color`: as for diagnostics on
    /// standard error, with standard output's terminal.
    private func wantsColor(_ color: String) -> Bool {
        color == "always" || (color == "auto" && console.standardOutputWantsColor)
    }
}
