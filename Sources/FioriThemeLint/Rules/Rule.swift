import FioriThemeCore

/// A rule of `fdlc lint`: one stable diagnostic code with its metadata.
///
/// Every diagnostic fdlc reports is a rule, whether it comes from the parser, the checker,
/// the portability checks or a lint check, and its id is the code (`FDL401`). ``Rule/all``
/// lists them: the checks' rules are data in the `Rule+…Rules.swift` files, split by code
/// range, and take their default severity from ``DiagnosticCode/defaultSeverity``; each lint
/// rule (`FDL4xx`) is declared with its check in a file of its own (see `LintRule`).
public struct Rule: Sendable {
    /// The diagnostic code, whose raw value is the rule's id.
    public let code: DiagnosticCode
    /// A kebab-case name, e.g. `unused-variable`.
    public let name: String
    /// The severity a finding has unless a configuration says otherwise.
    public let defaultSeverity: Diagnostic.Severity
    /// A one-line description, lowercase, without a trailing period.
    public let summary: String
    /// Why the rule exists and what to do about a finding: a few sentences.
    public let explanation: String
    /// A stylesheet the rule reports, and the same stylesheet corrected.
    public let example: Example
    /// The runtime the example is checked for.
    public let exampleTarget: Target

    /// The stable id, e.g. `FDL401`.
    public var id: String { code.rawValue }

    /// A bad and a good stylesheet. `\xNN` in either stands for the byte `NN`, so that an
    /// example can show bytes that are not UTF-8.
    public struct Example: Sendable {
        /// A stylesheet the rule reports (``repetitions`` times over).
        public let bad: String
        /// The same stylesheet, corrected; the rule reports nothing in it.
        public let good: String
        /// How many copies of ``bad`` the example is, for a rule about how much a file holds.
        public let repetitions: Int
        /// The design-token file (DTCG JSON) the example is linted against (`fdlc lint
        /// --tokens`), for a rule about tokens; nil for the others.
        public var tokens: String?

        /// The bad stylesheet's bytes: ``bad``, repeated, with its escapes replaced.
        public var badBytes: [UInt8] {
            Array([[UInt8]](repeating: Self.bytes(bad), count: repetitions).joined())
        }

        /// The bytes of `text`, with each `\xNN` replaced by the byte it names.
        public static func bytes(_ text: String) -> [UInt8] {
            var bytes: [UInt8] = []
            let utf8 = Array(text.utf8)
            var index = 0
            while index < utf8.count {
                if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count, utf8[index + 1] == UInt8(ascii: "x"),
                    let byte = UInt8(String(decoding: utf8[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
                {
                    bytes.append(byte)
                    index += 4
                } else {
                    bytes.append(utf8[index])
                    index += 1
                }
            }
            return bytes
        }
    }

    /// A lint rule, which declares its default severity (its findings are made with it).
    init(
        _ code: DiagnosticCode, _ name: String, _ defaultSeverity: Diagnostic.Severity, summary: String,
        explanation: String, bad: String, good: String, repetitions: Int = 1, target: Target = .fiori,
        tokens: String? = nil
    ) {
        self.code = code
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
        self.example = Example(bad: bad, good: good, repetitions: repetitions, tokens: tokens)
        self.exampleTarget = target
    }

    /// The rule of a check, whose default severity is its code's.
    init(
        _ code: DiagnosticCode, _ name: String, summary: String, explanation: String, bad: String, good: String,
        repetitions: Int = 1, target: Target = .fiori
    ) {
        self.init(
            code, name, code.defaultSeverity, summary: summary, explanation: explanation, bad: bad, good: good,
            repetitions: repetitions, target: target)
    }

    /// Every rule, sorted by id.
    public static let all: [Rule] =
        (syntaxRules + nameRules + valueRules + Linter.rules + portabilityRules + limitRules).sorted { $0.id < $1.id }

    private static let byCode: [DiagnosticCode: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// The rule of a diagnostic code.
    public static func rule(for code: DiagnosticCode) -> Rule {
        guard let rule = byCode[code] else { preconditionFailure("no rule metadata for \(code.rawValue)") }
        return rule
    }

    /// The rule with this id (`FDL401`, in any case) or name (`unused-variable`), if any.
    public static func named(_ idOrName: String) -> Rule? {
        if let code = DiagnosticCode(rawValue: idOrName.uppercased()) { return rule(for: code) }
        return all.first { $0.name == idOrName }
    }
}

extension DiagnosticCode {
    /// A one-line description, for `fdlc rules` and documentation (see ``Rule``).
    public var summary: String { Rule.rule(for: self).summary }
}
