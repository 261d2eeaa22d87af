import FioriTheme
import FioriThemeCompiler
import Foundation

/// Dispatches `fdlc <command>` to its implementation. Holds no compiler logic.
struct CommandLineTool {
    static let version = "0.1.0"

    /// What fdlc is, the first line of `fdlc --help` and the man page's name line.
    static let title = "compiler and linter for SAP Fiori for iOS .nss theme stylesheets"

    /// The options of `fdlc` itself.
    static let options = [
        OptionSpec(["-h", "--help"], help: ["Show help (also 'fdlc <command> --help')"]),
        OptionSpec(["--version"], help: ["Show the version"]),
    ]

    /// The environment variables fdlc reads, each with what it sets.
    static let environment: [(label: String, help: [String])] = [
        (
            "FDLC_MAX_INPUT_SIZE",
            [
                "The largest file, standard input, catalog, configuration or",
                "baseline fdlc reads (default: 256M; a number of bytes, or with K, M or G)",
            ]
        )
    ]

    /// The exit statuses, as `fdlc --help` ends.
    static let exitStatus = "Exit status: 0 no errors, 1 errors found, 2 usage or I/O problem."

    /// `fdlc --help`.
    static let help = [
        "fdlc: " + title, "USAGE: fdlc <command> [options] [<file>...]", "COMMANDS:\n" + CommandList.summaries,
        "OPTIONS:\n" + CommandSpec.rows(options.map { ($0.label, $0.help) }, column: CommandList.column),
        "ENVIRONMENT:\n" + CommandSpec.rows(environment, column: CommandList.column), exitStatus,
    ].joined(separator: "\n\n")

    /// The commands, for a did-you-mean.
    static let commands = CommandList.commands.map(\.name)

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
        // No command name starts with '-': `fdlc --version` and `--help` build no command's declaration.
        if !command.hasPrefix("-"), let type = CommandList.type(command) { return type.main(rest, console: console) }
        switch command {
        case "-h", "--help":
            console.output(CommandLineTool.help)
            return .success
        case "--version":
            console.output("fdlc \(CommandLineTool.version)")
            return .success
        default:
            let hint = Suggestion.closest(to: command, among: Self.commands).map { "did you mean '\($0)'? " } ?? ""
            console.error(
                "fdlc: error: unknown command '\(command)'; \(hint)run 'fdlc --help' for the list of commands")
            return .usageOrIO
        }
    }
}
