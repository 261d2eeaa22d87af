import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc lint PATH…`: every check plus the lint rules, configured per project, reported as
/// text, JSON, SARIF or GitHub workflow commands, optionally against a baseline.
struct LintCommand {
    static let help = """
        USAGE: fdlc lint [--fix] [--format text|json|sarif|github] [-o FILE] [--max-warnings N]
                         [--baseline FILE | --write-baseline FILE] [--tokens FILE [--tokens-map MAP]]
                         [--no-default-excludes] [--allow-empty-input] [options] <path>...

        Checks each stylesheet and applies the lint rules ('fdlc rules' lists them, 'fdlc explain
        ID' explains one). A <path> is a file, a directory (every .nss file below it, in any
        case, sorted by path) or '-' for standard input. Below a directory, hidden files and
        folders and the folders Pods, Carthage, .build, DerivedData and node_modules are skipped
        (--no-default-excludes reads them); a symbolic link to a file is followed, a file reached
        twice is read once. Files are linted in parallel; the report is in the order of the
        paths, whatever the timing.

        Configuration: the nearest .fdlc.json in each file's folder or above (or --config FILE for
        every file) sets "target", per-rule severities ("rules": {"FDL401": "off"}, ids or
        names), extra "catalogs" and "ignore" patterns, and may "extends" another file; comments
        and trailing commas are allowed. The command line wins over the configuration: --target
        replaces its target, --rule its entry for that rule, --catalog files come after its
        catalogs. An invalid configuration is an error with its line and column (exit 2). A file
        named on the command line that 'ignore' matches is reported and not linted.

        Suppressions, in /* */ (or //) comments: fdlc-disable-next-line RULES, fdlc-disable RULES
        … fdlc-enable RULES, fdlc-disable-file RULES; RULES comma-separated ids or names, none for
        every rule. A suppression that suppresses nothing is reported (FDL408). Syntax errors
        cannot be suppressed, set below error or put in a baseline.

        With --fix, every certain fix-it of the findings reported is applied first (not the
        did-you-mean guesses; '//' becomes '/* */' only for --target nui), the file is linted
        again and fixed again until nothing changes; each changed file is rewritten through a
        temporary file and a rename, standard input's fixed text goes to standard output, and
        what is left is reported. A fix that would add any other finding is not applied.

        OPTIONS:
          --fix                         Apply the certain fixes, then report what is left
          --format F                    text (code frames on standard error, default), json
                                        ({"diagnostics": [...]}), sarif (SARIF 2.1.0) or github
                                        (workflow commands for annotations, paths relative to
                                        the repository root; with GITHUB_STEP_SUMMARY set, a
                                        table is added to the job summary); all but text go to
                                        standard output
          -o, --output FILE             Write the report to FILE instead (atomically; text
                                        without colour)
          --max-warnings N              Exit 1 when there are more than N warnings
          --write-baseline FILE         Record every finding in FILE (by rule, file and a
                                        fingerprint of the code, not lines) and exit 0
          --baseline FILE               Report only findings not recorded in FILE, and how many
                                        of its entries no longer occur
          --no-default-excludes         Also lint hidden folders, Pods, Carthage, .build,
                                        DerivedData and node_modules below a directory
          --allow-empty-input           Succeed when there is no file to lint
          --tokens FILE                 Check values against a design-token file (W3C DTCG):
                                        FDL410 reports each that differs from its token
                                        (replaces the configuration's "tokens"; Docs/tokens.md)
          --tokens-map MAP              With --tokens: the mapping file of token names to
                                        palette names, variables and properties
        \(CommonOptions.help(Self.groups))
          -h, --help                    Show this help

        Exit status: 0 no errors (and no more warnings than --max-warnings), 1 errors found or too
        many warnings, 2 usage, configuration or I/O problem (the readable files are still
        reported). A closed pipe ends the run quietly, as it ends other Unix tools.
        """

    /// The shared options: every reporting one, and `--force` for what it writes.
    static let groups = CommonOptions.Groups.all.union(.writes)
    static let options =
        [
            "--fix", "--format", "-o", "--output", "--max-warnings", "--baseline", "--write-baseline",
            "--no-default-excludes", "--allow-empty-input", "--tokens", "--tokens-map", "--help", "-h",
        ]
        + CommonOptions.names(groups)

    let console: Console

    /// What the command line asked for.
    struct Request {
        var format = "text"
        var output: String?
        var maximumWarnings: Int?
        var baseline: String?
        var writeBaseline: String?
        var includesExcluded = false
        var allowsEmptyInput = false
        var fix = false
        var paths: [String] = []
        var common = CommonOptions(LintCommand.groups)
    }

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: Self.options)
        var request = Request()
        while let argument = parser.next() {
            switch argument {
            case .positional(let path):
                request.paths.append(path)
            case .option("-h"), .option("--help"):
                console.output(LintCommand.help)
                return .success
            case .option("--format"):
                guard let value = parser.value(for: "--format", allowed: ["text", "json", "sarif", "github"]) else {
                    return usage(parser)
                }
                request.format = value
            case .option(let option) where option == "-o" || option == "--output":
                guard let value = parser.value(for: option) else { return usage(parser) }
                request.output = value
            case .option("--max-warnings"):
                guard let value = parser.value(for: "--max-warnings") else { return usage(parser) }
                guard let number = Int(value), number >= 0 else {
                    parser.problem = "invalid value '\(value)' for '--max-warnings'; expected a whole number, 0 or more"
                    return usage(parser)
                }
                request.maximumWarnings = number
            case .option("--baseline"):
                guard let value = parser.value(for: "--baseline") else { return usage(parser) }
                request.baseline = value
            case .option("--write-baseline"):
                guard let value = parser.value(for: "--write-baseline") else { return usage(parser) }
                request.writeBaseline = value
            case .option("--no-default-excludes"):
                request.includesExcluded = true
            case .option("--allow-empty-input"):
                request.allowsEmptyInput = true
            case .option("--fix"):
                request.fix = true
            case .option("--tokens"):
                guard let value = parser.value(for: "--tokens") else { return usage(parser) }
                request.common.overrides.tokens = value
            case .option("--tokens-map"):
                guard let value = parser.value(for: "--tokens-map") else { return usage(parser) }
                request.common.overrides.tokensMap = value
            case .option(let option):
                guard request.common.parse(option, &parser) else { return usage(parser) }
            }
        }
        if let problem = Self.problem(with: request) {
            parser.problem = problem
            return usage(parser)
        }
        return LintRun(console: console, request: request).run()
    }

    /// What is wrong with a request whose options each parsed, if anything.
    private static func problem(with request: Request) -> String? {
        if request.paths.isEmpty { return "no input; pass .nss files, directories, or '-' for standard input" }
        if request.common.overrides.tokensMap != nil, request.common.overrides.tokens == nil {
            return "--tokens-map needs --tokens FILE, the token file it maps"
        }
        if request.paths.count(where: { $0 == "-" }) > 1 {
            return "'-' is given more than once; standard input can be read only once"
        }
        if request.baseline != nil, request.writeBaseline != nil {
            return
                "--baseline and --write-baseline cannot be used together; --write-baseline alone rewrites the baseline"
        }
        if request.writeBaseline != nil, request.output != nil {
            return "--write-baseline writes no report, so -o has nothing to write"
        }
        if request.writeBaseline != nil, request.fix {
            return "--fix and --write-baseline cannot be used together; fix first, then write the baseline"
        }
        if request.fix, request.output == nil {
            return FixApplying.problem(paths: request.paths, format: request.format)
        }
        return nil
    }

    private func usage(_ parser: OptionParser) -> ExitStatus {
        console.error("fdlc lint: error: \(parser.problem ?? "invalid arguments")\nrun 'fdlc lint --help' for usage")
        return .usageOrIO
    }
}
