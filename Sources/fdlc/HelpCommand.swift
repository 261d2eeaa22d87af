import FioriThemeCompiler

/// `fdlc help [COMMAND]`: the list of commands, or one command's `--help`.
struct HelpCommand: Command {
    static let spec = CommandSpec(
        name: "help", summary: ["Show this list, or a command's options ('fdlc help <command>')"],
        operandsUsage: "[<command>]",
        description: """
            Prints the list of commands, or the help of one command: 'fdlc help lint' is 'fdlc lint
            --help'. 'man fdlc' (or 'man ./Docs/fdlc.1' in the repository) has every command's help
            in one page.
            """,
        operands: .commands)

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let topics = options.operands
        guard let topic = topics.first else {
            console.output(CommandLineTool.help)
            return .success
        }
        guard topics.count == 1 else {
            return Self.spec.usageError("expected one command, got \(topics.count)", console: console)
        }
        guard let command = CommandList.command(topic) else {
            let hint =
                Suggestion.closest(to: topic, among: CommandList.commands.map(\.name)).map { "did you mean '\($0)'? " }
                ?? ""
            return Self.spec.usageError(
                "unknown command '\(topic)'; \(hint)run 'fdlc help' for the list of commands", console: console)
        }
        console.output(command.help)
        return .success
    }
}
