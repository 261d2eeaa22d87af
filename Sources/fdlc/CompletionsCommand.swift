/// `fdlc completions SHELL`: a completion script for bash, zsh or fish, written from the
/// commands' declarations (``ShellCompletions``).
struct CompletionsCommand: Command {
    static let spec = CommandSpec(
        name: "completions", summary: ["Print a shell completion script for bash, zsh or fish"],
        operandsUsage: "bash|zsh|fish",
        description: """
            Prints a completion script for the shell, written from the commands' help, so it offers
            exactly the options each command reads, their values where --help lists them, and files.
            Scripts/install installs all three; by hand, for example:
            fdlc completions bash > ~/.local/share/bash-completion/completions/fdlc
            """,
        operands: .shells, footer: "Exit status: 0 printed, 2 usage problem.")

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let shells = options.operands
        guard shells.count == 1, let shell = ShellCompletions.Shell(rawValue: shells[0]) else {
            return Self.spec.usageError(
                shells.count == 1
                    ? "unknown shell '\(shells[0])'; expected one of: bash, zsh, fish"
                    : "expected one shell: bash, zsh or fish", console: console)
        }
        console.outputRaw(ShellCompletions(commands: CommandList.commands).script(for: shell))
        return .success
    }
}
