/// Every command, declared once (``CommandSpec``): the one list that `fdlc --help`, `fdlc help`,
/// the dispatch's did-you-mean, the man page and the shell completions read.
enum CommandList {
    /// The commands, in the order `fdlc --help` lists them.
    static let types: [any Command.Type] = [
        CheckCommand.self, CompileCommand.self, QueryCommand.self, PreviewCommand.self, DiffCommand.self,
        LintCommand.self, FormatCommand.self, RulesCommand.self, ExplainCommand.self, TokensCommand.self,
        ConfigCommand.self, LspCommand.self, HelpCommand.self, CompletionsCommand.self, ManCommand.self,
    ]

    /// Their declarations, in the same order.
    static let commands = types.map { $0.spec }

    /// The declaration of the command named `name`.
    static func command(_ name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The command named `name`.
    static func type(_ name: String) -> (any Command.Type)? {
        types.first { $0.spec.name == name }
    }

    /// The column where `fdlc --help` starts a command's summary and an option's help.
    static let column = 14

    /// The COMMANDS section of `fdlc --help`: each name, then its summary.
    static var summaries: String {
        CommandSpec.rows(commands.map { ($0.name, $0.summary) }, column: column)
    }
}
