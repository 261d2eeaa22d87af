import FioriTheme
import FioriThemeCompiler

/// `fdlc explain ID`: one rule, why it exists, and a stylesheet it reports beside the fix.
struct ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain", summary: ["Explain one rule, with an example"], operandsUsage: "<rule>",
        description: """
            Explains one rule: its id, name and default severity, what it finds and why, and an
            example stylesheet it reports next to the corrected one. <rule> is an id (FDL401, in any
            case) or a name (unused-variable). 'fdlc rules' lists them all.
            """,
        operands: .words, footer: "Exit status: 0 explained, 2 unknown rule or usage problem.")

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let names = options.operands
        guard names.count == 1 else {
            return Self.spec.usageError(
                names.isEmpty
                    ? "no rule; pass an id such as FDL401 or a name such as unused-variable"
                    : "expected one rule, got \(names.count)", console: console)
        }
        let rule: DiagnosticDescription
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
    static func text(_ rule: DiagnosticDescription) -> String {
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
}
