import FioriThemeCore

extension DiagnosticDescription {
    /// The documentation in Markdown, as `Docs/rules.md` has it under the code's heading
    /// and SARIF's `help.markdown` carries it: name and default severity, summary, why, and
    /// the example beside its correction.
    package var markdown: String {
        var conditions: [String] = []
        if example.repetitions > 1 { conditions.append("this stylesheet \(example.repetitions) times over") }
        if exampleTarget != .default { conditions.append("with `--target \(exampleTarget.rawValue)`") }
        let reported = conditions.isEmpty ? "" : " (" + conditions.joined(separator: ", ") + ")"
        return """
            `\(name)`, \(defaultSeverity.rawValue) by default: \(summary).

            \(explanation)

            Reported\(reported):

            \(Self.codeBlock(example.bad))

            Corrected:

            \(Self.codeBlock(example.good))
            """
    }

    /// `Docs/rules.md`: a table of every rule, then a section per rule headed by its id.
    package static var markdownDocument: String {
        var text = """
            # Rules

            Every finding of fdlc has a rule; its id is the diagnostic code. This file is what
            `fdlc rules --format markdown` prints (a test keeps it so); each section's heading is
            the anchor SARIF's `helpUri` points at.

            | id | name | default | summary |
            |---|---|---|---|

            """
        for rule in all {
            text +=
                "| [\(rule.id)](#\(rule.id.lowercased())) | `\(rule.name)` | \(rule.defaultSeverity.rawValue) | \(rule.summary.replacingPipes) |\n"
        }
        for rule in all {
            text += "\n## \(rule.id)\n\n" + rule.markdown + "\n"
        }
        return text
    }

    /// `text` in a fenced code block whose fence does not occur in it.
    private static func codeBlock(_ text: String) -> String {
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        let body = text.isEmpty ? "(an empty file)" : (text.hasSuffix("\n") ? String(text.dropLast()) : text)
        return fence + "nss\n" + body + "\n" + fence
    }
}

extension String {
    /// The text with `|` escaped, for a Markdown table cell.
    fileprivate var replacingPipes: String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
