/// `fdlc completions SHELL`: a completion script for bash, zsh or fish, written from the
/// commands' `--help` (``ShellCompletions``).
struct CompletionsCommand {
    static let help = """
        USAGE: fdlc completions bash|zsh|fish

        Prints a completion script for the shell, written from the commands' help, so it offers
        exactly the options each command reads, their values where --help lists them, and files.
        Scripts/install installs all three; by hand, for example:
        fdlc completions bash > ~/.local/share/bash-completion/completions/fdlc

        OPTIONS:
          -h, --help                    Show this help

        Exit status: 0 printed, 2 usage problem.
        """

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: ["--help", "-h"])
        var shells: [String] = []
        while let argument = parser.next() {
            switch argument {
            case .positional(let shell):
                shells.append(shell)
            case .option("-h"), .option("--help"):
                console.output(Self.help)
                return .success
            case .option(let option):
                parser.unknown(option)
                return usage(parser)
            }
        }
        guard shells.count == 1, let shell = ShellCompletions.Shell(rawValue: shells[0]) else {
            parser.problem =
                shells.count == 1
                ? "unknown shell '\(shells[0])'; expected one of: bash, zsh, fish"
                : "expected one shell: bash, zsh or fish"
            return usage(parser)
        }
        console.outputRaw(ShellCompletions(commands: CommandList.entries).script(for: shell))
        return .success
    }

    private func usage(_ parser: OptionParser) -> ExitStatus {
        console.error(
            "fdlc completions: error: \(parser.problem ?? "invalid arguments")\nrun 'fdlc completions --help' for usage"
        )
        return .usageOrIO
    }
}
