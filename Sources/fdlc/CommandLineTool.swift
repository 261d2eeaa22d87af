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
          lint        Check stylesheets and apply the lint rules, configured per project;
                      report as text, JSON, SARIF or GitHub annotations; --fix applies the
                      certain fixes
          format      Lay stylesheets out the way every runtime reads alike; print, rewrite
                      (-i) or check (--check)
          rules       List every rule with its id, default severity and description
          explain     Explain one rule, with an example
          config      Print the configuration that applies to a file (--print)
          lsp         Run the language server for editors (over standard input and output)
          help        Show this list, or a command's options ('fdlc help <command>')
          completions Print a shell completion script for bash, zsh or fish
          man         Print the man page (roff)

        OPTIONS:
          -h, --help  Show help (also 'fdlc <command> --help')
          --version   Show the version

        Exit status: 0 no errors, 1 errors found, 2 usage or I/O problem.
        """

    /// The commands, for a did-you-mean.
    static let commands = ["check", "compile", "query", "preview", "lint", "format", "rules", "explain", "config", "lsp",
                           "help", "completions", "man"]

    var arguments: [String]
    var console = Console()

    func run() -> ExitStatus {
        guard let command = arguments.first else {
            console.error(CommandLineTool.help)
            return .usageOrIO
        }
        let rest = Array(arguments.dropFirst())
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
        case "lint":
            return LintCommand(console: console).run(rest)
        case "format":
            return FormatCommand(console: console).run(rest)
        case "rules":
            return RulesCommand(console: console).run(rest)
        case "explain":
            return ExplainCommand(console: console).run(rest)
        case "config":
            return ConfigCommand(console: console).run(rest)
        case "lsp":
            return LspCommand(console: console).run(rest)
        default:
            let hint = Suggestion.closest(to: command, among: Self.commands).map { "did you mean '\($0)'? " } ?? ""
            console.error("fdlc: error: unknown command '\(command)'; \(hint)run 'fdlc --help' for the list of commands")
            return .usageOrIO
        }
    }
}
