import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc lint PATH…`: every check plus the lint rules, configured per project, reported as
/// text, JSON, SARIF or GitHub workflow commands, optionally against a baseline.
struct LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        summary: [
            "Check stylesheets and apply the lint rules, configured per project;",
            "report as text, JSON, SARIF or GitHub annotations; --fix applies the",
            "certain fixes",
        ],
        operandsUsage: "<path>...",
        description: """
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
            """,
        options: [
            OptionSpec(["--fix"], help: ["Apply the certain fixes, then report what is left"]),
            ReportFormat.option(
                ReportFormat.lint, value: "F", usage: .listingValues,
                help: [
                    "text (code frames on standard error, default), json",
                    "({\"diagnostics\": [...]}), sarif (SARIF 2.1.0) or github",
                    "(workflow commands for annotations, paths relative to",
                    "the repository root; with GITHUB_STEP_SUMMARY set, a",
                    "table is added to the job summary); all but text go to",
                    "standard output",
                ]),
            OptionSpec(
                ["-o", "--output"], value: "FILE",
                help: [
                    "Write the report to FILE instead (atomically; text",
                    "without colour)",
                ]),
            OptionSpec(["--max-warnings"], value: "N", help: ["Exit 1 when there are more than N warnings"]) { value in
                guard let number = Int(value), number >= 0 else {
                    return "invalid value '\(value)' for '--max-warnings'; expected a whole number, 0 or more"
                }
                return nil
            },
            OptionSpec(
                ["--baseline"], value: "FILE",
                help: [
                    "Report only findings not recorded in FILE, and how many",
                    "of its entries no longer occur",
                ]),
            OptionSpec(
                ["--write-baseline"], value: "FILE", usage: .orPrevious,
                help: [
                    "Record every finding in FILE (by rule, file and a",
                    "fingerprint of the code, not lines) and exit 0",
                ]),
            OptionSpec(
                ["--tokens"], value: "FILE",
                help: [
                    "Check values against a design-token file (W3C DTCG):",
                    "FDL410 reports each that differs from its token",
                    "(replaces the configuration's \"tokens\"; Docs/tokens.md)",
                ]),
            OptionSpec(
                ["--tokens-map"], value: "MAP", usage: .insidePrevious,
                help: [
                    "With --tokens: the mapping file of token names to",
                    "palette names, variables and properties",
                ]),
            OptionSpec(
                ["--no-default-excludes"],
                help: [
                    "Also lint hidden folders, Pods, Carthage, .build,",
                    "DerivedData and node_modules below a directory",
                ]),
            OptionSpec(["--allow-empty-input"], help: ["Succeed when there is no file to lint"]),
        ],
        shared: CommonOptions.Groups.all.union(.writes), operands: .files,
        footer: """
            Exit status: 0 no errors (and no more warnings than --max-warnings), 1 errors found or too
            many warnings, 2 usage, configuration or I/O problem (the readable files are still
            reported). A closed pipe ends the run quietly, as it ends other Unix tools.
            """)

    let console: Console

    /// What the command line asked for.
    struct Request {
        var format: ReportFormat
        var output: String?
        var maximumWarnings: Int?
        var baseline: String?
        var writeBaseline: String?
        var includesExcluded: Bool
        var allowsEmptyInput: Bool
        var fix: Bool
        var paths: [String]
        var common: CommonOptions

        init(_ options: ParsedOptions) {
            format = options.format(default: .text)
            output = options.value("--output")
            maximumWarnings = options.value("--max-warnings").flatMap { Int($0) }
            baseline = options.value("--baseline")
            writeBaseline = options.value("--write-baseline")
            includesExcluded = options.isSet("--no-default-excludes")
            allowsEmptyInput = options.isSet("--allow-empty-input")
            fix = options.isSet("--fix")
            paths = options.operands
            common = CommonOptions(options)
            common.overrides.tokens = options.value("--tokens")
            common.overrides.tokensMap = options.value("--tokens-map")
        }
    }

    func run(_ options: ParsedOptions) -> ExitStatus {
        let request = Request(options)
        if let problem = Self.problem(with: request) {
            return Self.spec.usageError(problem, console: console)
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
}
