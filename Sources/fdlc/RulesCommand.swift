import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc rules`: every rule with its id, default severity, name and one-line description.
struct RulesCommand: Command {
    static let spec = CommandSpec(
        name: "rules", summary: ["List every rule with its id, default severity and description"],
        description: """
            Lists every rule fdlc reports: the checks of 'fdlc check' (FDL1xx syntax, FDL2xx names,
            FDL3xx values, FDL5xx portability) and the lint rules of 'fdlc lint' (FDL4xx). Text: one
            line per rule, 'ID  SEVERITY  NAME  SUMMARY', sorted by id; SEVERITY is the default,
            which a configuration can change. --format json writes {"rules": [...]}, each rule with
            id, name, defaultSeverity, summary, explanation, example {bad, good, repetitions} and
            exampleTarget. --format markdown writes the documentation of every rule, as
            Docs/rules.md holds it (the page SARIF's helpUri links point at).
            'fdlc explain ID' shows one rule with its example.
            """,
        options: [ReportFormat.option(ReportFormat.rules, help: ["Output format (default: text)"])])

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let format = options.format(default: .text)
        if format == .markdown {
            console.outputRaw(DiagnosticDescription.markdownDocument)
            return .success
        }
        if format == .json {
            console.outputRaw(
                JSONValue.object(["rules": .array(DiagnosticDescription.all.map(Self.json))]).serialized())
        } else {
            let width = DiagnosticDescription.all.map(\.name.count).max() ?? 0
            let lines = DiagnosticDescription.all.map { rule in
                let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let name = rule.name.padding(toLength: width, withPad: " ", startingAt: 0)
                return "\(rule.id)  \(severity)  \(name)  \(rule.summary)\n"
            }
            console.outputRaw(lines.joined())
        }
        return .success
    }

    /// A rule as JSON, as `fdlc rules --format json` writes it.
    static func json(_ rule: DiagnosticDescription) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "name": .string(rule.name),
            "defaultSeverity": .string(rule.defaultSeverity.rawValue),
            "summary": .string(rule.summary),
            "explanation": .string(rule.explanation),
            "example": .object([
                "bad": .string(rule.example.bad), "good": .string(rule.example.good),
                "repetitions": .int(rule.example.repetitions),
            ]),
            "exampleTarget": .string(rule.exampleTarget.rawValue),
        ])
    }
}
