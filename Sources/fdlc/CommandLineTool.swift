import FioriTheme
import FioriThemeCompiler
import Foundation

/// Dispatches `fdlc <command>` to its implementation. Holds no compiler logic.
struct CommandLineTool {
    static let version = "0.1.0"

    static let help = """
        fdlc: compiler and linter for SAP Fiori for iOS .nss theme stylesheets

        USAGE: fdlc <command> [options] [<file>...]

        COMMANDS:
          check       Parse and check stylesheets; report every problem with its location
          compile     Compile stylesheets to the resolved, typed style table (JSON)
          query       Print the values a class gets from a theme, and where each was written
          preview     Write an HTML page that shows a theme's components in every palette variant
          diff        Show what changes on screen between two versions of a theme (files,
                      folders or git revisions), and what gets worse
          lint        Check stylesheets and apply the lint rules, configured per project;
                      report as text, JSON, SARIF or GitHub annotations; --fix applies the
                      certain fixes
          format      Lay stylesheets out the way every runtime reads alike; print, rewrite
                      (-i) or check (--check)
          rules       List every rule with its id, default severity and description
          explain     Explain one rule, with an example
          tokens      Import a W3C design-token file (DTCG) as a theme ('tokens import')
          config      Print the configuration that applies to a file (--print)
          lsp         Run the language server for editors (over standard input and output)
          help        Show this list, or a command's options ('fdlc help <command>')
          completions Print a shell completion script for bash, zsh or fish
          man         Print the man page (roff)

        OPTIONS:
          -h, --help  Show help (also 'fdlc <command> --help')
          --version   Show the version

        ENVIRONMENT:
          FDLC_MAX_INPUT_SIZE  The largest file, standard input, catalog, configuration or
                      baseline fdlc reads (default: 256M; a number of bytes, or with K, M or G)

        Exit status: 0 no errors, 1 errors found, 2 usage or I/O problem.
        """

    /// The commands, for a did-you-mean.
    static let commands = CommandList.entries.map(\.name)

    var arguments: [String]
    var console = Console()

    func run() -> ExitStatus {
        guard let command = arguments.first else {
            console.error(CommandLineTool.help)
            return .usageOrIO
        }
        let rest = Array(arguments.dropFirst())
        if let setting = BoundedReader.limitSetting, BoundedReader.parseSize(setting) == nil {
            console.error(
                "fdlc: error: invalid FDLC_MAX_INPUT_SIZE '\(setting)'; expected a number of bytes, "
                    + "optionally followed by K, M or G, such as 65536, 64K or 512M")
            return .usageOrIO
        }
        switch command {
        case "-h", "--help":
            console.output(CommandLineTool.help)
            return .success
        case "help":
            return HelpCommand(console: console).run(rest)
        case "completions":
            return CompletionsCommand(console: console).run(rest)
        case "man":
            return ManCommand(console: console).run(rest)
        case "--version":
            console.output("fdlc \(CommandLineTool.version)")
            return .success
        case "check":
            return CheckCommand(console: console).run(rest)
        case "compile":
            return CompileCommand(console: console).run(rest)
        case "query":
            return QueryCommand(console: console).run(rest)
        case "preview":
            return PreviewCommand(console: console).run(rest)
        case "diff":
            return DiffCommand(console: console).run(rest)
        case "lint":
            return LintCommand(console: console).run(rest)
        case "format":
            return FormatCommand(console: console).run(rest)
        case "rules":
            return RulesCommand(console: console).run(rest)
        case "explain":
            return ExplainCommand(console: console).run(rest)
        case "tokens":
            return TokensCommand(console: console).run(rest)
        case "config":
            return ConfigCommand(console: console).run(rest)
        case "lsp":
            return LspCommand(console: console).run(rest)
        default:
            let hint = Suggestion.closest(to: command, among: Self.commands).map { "did you mean '\($0)'? " } ?? ""
            console.error(
                "fdlc: error: unknown command '\(command)'; \(hint)run 'fdlc --help' for the list of commands")
            return .usageOrIO
        }
    }
}
