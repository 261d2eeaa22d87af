import FioriTheme
import FioriThemeCompiler

/// `fdlc explain ID`: one rule, why it exists, and a stylesheet it reports beside the fix.
struct ExplainCommand {
    static let help = """
        USAGE: fdlc explain <rule>

        Explains one rule: its id, name and default severity, what it finds and why, and an
        example stylesheet it reports next to the corrected one. <rule> is an id (FDL401, in any
        case) or a name (unused-variable). 'fdlc rules' lists them all.

        OPTIONS:
          -h, --help   Show this help

        Exit status: 0 explained, 2 unknown rule or usage problem.
        """

    static let options = ["--help", "-h"]

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments, known: Self.options)
        var names: [String] = []
        while let argument = options.next() {
            switch argument {
            case .option("-h"), .option("--help"):
                console.output(ExplainCommand.help)
                return .success
            case .option(let option):
                options.unknown(option)
                return usage(options)
            case .positional(let name):
                names.append(name)
            }
        }
        guard names.count == 1 else {
            options.problem =
                names.isEmpty
                ? "no rule; pass an id such as FDL401 or a name such as unused-variable"
                : "expected one rule, got \(names.count)"
            return usage(options)
        }
        let rule: Rule
        switch ConfigurationFile.rule(names[0]) {
        case .success(let found): rule = found
        case .failure(let unknown):
            console.error("fdlc explain: error: \(unknown.message)")
            return .usageOrIO
        }
        console.outputRaw(Self.text(rule))
        return .success
    }

    /// The explanation as printed.
    static func text(_ rule: Rule) -> String {
        var conditions: [String] = []
        if rule.example.repetitions > 1 { conditions.append("this stylesheet \(rule.example.repetitions) times over") }
        if rule.exampleTarget != .default { conditions.append("with --target \(rule.exampleTarget.rawValue)") }
        let target = conditions.isEmpty ? "" : " (" + conditions.joined(separator: ", ") + ")"
        return """
            \(rule.id) \(rule.name) (\(rule.defaultSeverity.rawValue) by default)
            \(rule.summary)

            \(rule.explanation)

            Reported\(target):
            \(indent(rule.example.bad))
            Corrected:
            \(indent(rule.example.good))
            """
    }

    private static func indent(_ text: String) -> String {
        guard !text.isEmpty else { return "    (an empty file)\n" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error(
            "fdlc explain: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc explain --help' for usage")
        return .usageOrIO
    }
}
