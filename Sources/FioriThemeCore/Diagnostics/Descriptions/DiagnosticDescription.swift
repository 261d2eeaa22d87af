/// What one kind of diagnostic is: its id, name, default severity, texts, example and fixes,
/// declared once per ``DiagnosticCode`` (as SwiftLint's `RuleDescription`).
///
/// Every diagnostic fdlc reports has a description, whether the parser, the checker, the
/// portability checks or a lint rule reports it. The descriptions are data in the
/// `DiagnosticDescription+….swift` files, one per code range, and ``DiagnosticCode/description``
/// maps each code to its own, so a code without one does not compile. Everything that shows a
/// code reads its description: `fdlc explain` and `fdlc rules`, `Docs/rules.md`, SARIF's rule
/// metadata, the configuration's rule names, and the checks, whose findings take
/// ``defaultSeverity`` (see ``Diagnostic/init(_:_:file:range:severity:notes:fixIt:suggestions:)``).
public struct DiagnosticDescription: Sendable {
    /// The diagnostic code, whose raw value is the id.
    public let code: DiagnosticCode
    /// A kebab-case name, e.g. `unused-variable`.
    public let name: String
    /// The severity a finding has unless its reporter or a configuration says otherwise.
    public let defaultSeverity: Diagnostic.Severity
    /// Which edits a finding may carry.
    public let fixes: Fixes
    /// A one-line description, lowercase, without a trailing period.
    public let summary: String
    /// Why the code exists and what to do about a finding: a few sentences.
    public let explanation: String
    /// A stylesheet the code is reported in, and the same stylesheet corrected.
    public let example: Example
    /// The runtime the example is checked for.
    public let exampleTarget: Target

    /// The stable id, e.g. `FDL401`.
    public var id: String { code.rawValue }

    /// Whether the code reports a syntax error (`FDL1xx`): the runtime does not apply the file
    /// as written, so neither a configuration nor a baseline can make it less than an error.
    public var isSyntaxError: Bool {
        id.hasPrefix("FDL1") && defaultSeverity == .error
    }

    /// Which edits a finding may carry: a certain fix (``Diagnostic/fixIt``), which `--fix`
    /// applies, and suggestions (``Diagnostic/suggestions``), which only an editor offers.
    /// A code may have both: a certain fix where the edit is safe, a suggestion where it guesses.
    public struct Fixes: OptionSet, Sendable {
        /// The kinds as bits.
        public let rawValue: UInt8

        /// The kinds whose bits `rawValue` holds.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Findings may carry a certain fix.
        public static let certain = Fixes(rawValue: 1)
        /// Findings may carry suggestions.
        public static let suggestion = Fixes(rawValue: 2)
    }

    /// A bad and a good stylesheet. `\xNN` in either stands for the byte `NN`, so that an
    /// example can show bytes that are not UTF-8.
    public struct Example: Sendable {
        /// A stylesheet the code is reported in (``repetitions`` times over).
        public let bad: String
        /// The same stylesheet, corrected; the code is not reported in it.
        public let good: String
        /// How many copies of ``bad`` the example is, for a code about how much a file holds.
        public let repetitions: Int
        /// The design-token file (DTCG JSON) the example is linted against (`fdlc lint
        /// --tokens`), for a rule about tokens; nil for the others.
        public let tokens: String?

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

    /// A description; `bad` and `good` are the example, checked for `target` (with `tokens`, for
    /// a rule about design tokens).
    init(
        _ code: DiagnosticCode, _ name: String, _ defaultSeverity: Diagnostic.Severity, fixes: Fixes = [],
        summary: String, explanation: String, bad: String, good: String, repetitions: Int = 1,
        target: Target = .fiori, tokens: String? = nil
    ) {
        self.code = code
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.fixes = fixes
        self.summary = summary
        self.explanation = explanation
        self.example = Example(bad: bad, good: good, repetitions: repetitions, tokens: tokens)
        self.exampleTarget = target
    }

    /// Every description, sorted by id.
    public static let all: [DiagnosticDescription] = DiagnosticCode.allCases.map(\.description).sorted {
        $0.id < $1.id
    }

    /// The description with this id (`FDL401`, in any case) or name (`unused-variable`), if any.
    public static func named(_ idOrName: String) -> DiagnosticDescription? {
        if let code = DiagnosticCode(rawValue: idOrName.uppercased()) { return code.description }
        return all.first { $0.name == idOrName }
    }

    /// Where fdlc is published: its repository, whose `Docs/rules.md` documents every code.
    public static let homepage = "https://github.com/fdlc/fdlc"

    /// The code's documentation on the web: its section of `Docs/rules.md`.
    public var helpURI: String {
        Self.homepage + "/blob/main/Docs/rules.md#" + id.lowercased()
    }
}
