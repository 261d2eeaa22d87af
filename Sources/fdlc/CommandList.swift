/// Every command, declared once (``CommandSpec``): the one list that `fdlc --help`, `fdlc help`,
/// the dispatch's did-you-mean, the man page and the shell completions read.
enum CommandList {
    /// The commands, in the order `fdlc --help` lists them.
    static let commands: [CommandSpec] = [
        CheckCommand.spec, CompileCommand.spec, QueryCommand.spec, PreviewCommand.spec, DiffCommand.spec,
        LintCommand.spec, FormatCommand.spec, RulesCommand.spec, ExplainCommand.spec, TokensCommand.spec,
        ConfigCommand.spec, LspCommand.spec, HelpCommand.spec, CompletionsCommand.spec, ManCommand.spec,
    ]

    /// The command named `name`.
    static func command(_ name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The column where `fdlc --help` starts a command's summary and an option's help.
    static let column = 14

    /// The COMMANDS section of `fdlc --help`: each name, then its summary.
    static var summaries: String {
        CommandSpec.rows(commands.map { ($0.name, $0.summary) }, column: column)
    }
}
