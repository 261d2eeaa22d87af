import Foundation

/// Every command with its one-line summary and its `--help`: the one list that `fdlc help`,
/// the man page and the shell completions read. A test checks that it names exactly the
/// commands `fdlc --help` lists.
enum CommandList {
    /// One command.
    struct Entry {
        let name: String
        /// The command's `--help`.
        let help: String

        /// The command's line of `fdlc --help`, its continuation lines joined.
        var summary: String { CommandList.summaries[name] ?? "" }
    }

    static let entries: [Entry] = [
        Entry(name: "check", help: CheckCommand.help),
        Entry(name: "compile", help: CompileCommand.help),
        Entry(name: "query", help: QueryCommand.help),
        Entry(name: "preview", help: PreviewCommand.help),
        Entry(name: "diff", help: DiffCommand.help),
        Entry(name: "lint", help: LintCommand.help),
        Entry(name: "format", help: FormatCommand.help),
        Entry(name: "rules", help: RulesCommand.help),
        Entry(name: "explain", help: ExplainCommand.help),
        Entry(name: "tokens", help: TokensCommand.help),
        Entry(name: "config", help: ConfigCommand.help),
        Entry(name: "lsp", help: LspCommand.help),
        Entry(name: "help", help: HelpCommand.help),
        Entry(name: "completions", help: CompletionsCommand.help),
        Entry(name: "man", help: ManCommand.help),
    ]

    /// The entry of `name`.
    static func entry(_ name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The summaries of the COMMANDS section of `fdlc --help`, by command.
    static let summaries: [String: String] = {
        var summaries: [String: String] = [:]
        var current: String?
        var inCommands = false
        for line in CommandLineTool.help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "COMMANDS:" {
                inCommands = true
            } else if line.isEmpty {
                inCommands = false
            } else if inCommands, line.hasPrefix("  "), line.dropFirst(2).first?.isLowercase == true {
                let words = line.split(separator: " ", maxSplits: 1)
                current = String(words[0])
                summaries[String(words[0])] =
                    words.count > 1 ? String(words[1]).trimmingCharacters(in: .whitespaces) : ""
            } else if inCommands, let name = current {
                summaries[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return summaries
    }()
}
