import FioriThemeCompiler

/// `fdlc help [COMMAND]`: the list of commands, or one command's `--help`.
struct HelpCommand {
    static let help = """
        USAGE: fdlc help [<command>]

        Prints the list of commands, or the help of one command: 'fdlc help lint' is 'fdlc lint
        --help'. 'man fdlc' (or 'man ./Docs/fdlc.1' in the repository) has every command's help
        in one page.

        OPTIONS:
          -h, --help                    Show this help
        """

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: ["--help", "-h"])
        var topics: [String] = []
        while let argument = parser.next() {
            switch argument {
            case .positional(let topic):
                topics.append(topic)
            case .option("-h"), .option("--help"):
                console.output(Self.help)
                return .success
            case .option(let option):
                parser.unknown(option)
                return usage(parser)
            }
        }
        guard let topic = topics.first else {
            console.output(CommandLineTool.help)
            return .success
        }
        guard topics.count == 1 else {
            parser.problem = "expected one command, got \(topics.count)"
            return usage(parser)
        }
        guard let entry = CommandList.entry(topic) else {
            let hint =
                Suggestion.closest(to: topic, among: CommandList.entries.map(\.name)).map { "did you mean '\($0)'? " }
                ?? ""
            parser.problem = "unknown command '\(topic)'; \(hint)run 'fdlc help' for the list of commands"
            return usage(parser)
        }
        console.output(entry.help)
        return .success
    }

    private func usage(_ parser: OptionParser) -> ExitStatus {
        console.error("fdlc help: error: \(parser.problem ?? "invalid arguments")\nrun 'fdlc help --help' for usage")
        return .usageOrIO
    }
}
