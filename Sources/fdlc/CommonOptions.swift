import FioriTheme
import FioriThemeCompiler

/// The options the commands share, declared and read in this one place: the settings a
/// configuration file also gives (`--config`, `--target`; `--catalog`, `--rule`), how
/// diagnostics are shown (`--color`, `--quiet`), the name of standard input
/// (`--stdin-filename`) and whether a read-only file may be replaced (`--force`).
struct CommonOptions {
    /// Which shared options a command takes.
    struct Groups: OptionSet {
        let rawValue: Int
        /// `--config`, `--target`.
        static let configuration = Groups(rawValue: 1)
        /// `--catalog`, `--rule`: what the checks know and how severe each is.
        static let checks = Groups(rawValue: 2)
        /// `--color`, `--quiet`.
        static let output = Groups(rawValue: 4)
        /// `--stdin-filename`.
        static let standardInput = Groups(rawValue: 8)
        /// `--force`: the commands that write files.
        static let writes = Groups(rawValue: 16)
        /// The groups of the commands that check and report on stylesheets.
        static let all: Groups = [.configuration, .checks, .output, .standardInput]
    }

    /// What the command line says about settings, which wins over the configuration file.
    var overrides = Settings.Overrides()
    /// `auto`, `always` or `never`.
    var color = "auto"
    /// Report errors only.
    var quiet = false
    /// The path standard input stands for, in reports and to find its configuration.
    var standardInputName: String?
    /// Replace a read-only file too.
    var force = false

    /// The shared options of `parsed`.
    init(_ parsed: ParsedOptions) {
        overrides.configPath = parsed.value("--config")
        overrides.target = parsed.value("--target").flatMap(Target.init(rawValue:))
        overrides.catalogPaths = parsed.values("--catalog")
        for value in parsed.values("--rule") {
            if case .success(let (rule, severity)) = Self.rule(value) { overrides.severities[rule.code] = severity }
        }
        color = parsed.value("--color") ?? "auto"
        quiet = parsed.isSet("--quiet")
        standardInputName = parsed.value("--stdin-filename")
        force = parsed.isSet("--force")
    }

    /// The options of `groups`, in the order `--help` lists them.
    static func specs(_ groups: Groups) -> [OptionSpec] {
        var specs: [OptionSpec] = []
        if groups.contains(.configuration) { specs += [config, target] }
        if groups.contains(.checks) { specs += [catalog, rule] }
        if groups.contains(.output) { specs += [color, quiet] }
        if groups.contains(.standardInput) { specs += [standardInputName] }
        if groups.contains(.writes) { specs += [force] }
        return specs
    }

    private static let config = OptionSpec(
        ["--config"], value: "FILE", usage: .hidden,
        help: [
            "Use this configuration for every file instead of the nearest",
            ".fdlc.json in the file's folder or above",
        ])
    private static let target = OptionSpec(
        ["--target"], value: "T", allowed: Target.allCases.map(\.rawValue), usage: .hidden,
        help: [
            "The runtime to check for: fiori (SAPFiori's UIKit NUI fork,",
            "default), nui (upstream NUI 0.5.5) or fiori-swiftui",
            "(FioriThemeManager, which reads only palette definitions)",
        ])
    private static let catalog = OptionSpec(
        ["--catalog"], value: "FILE", repeatable: true, usage: .hidden,
        help: [
            "Add your own components to the catalog (JSON, see",
            "Docs/catalog-format.md); repeatable, later files win",
        ])
    private static let rule = OptionSpec(
        ["--rule"], value: "RULE=SEVERITY", repeatable: true, usage: .hidden,
        help: [
            "Set a rule (id or name) to off, warning or error; repeatable.",
            "Syntax errors (FDL1xx) stay errors",
        ],
        check: { value in
            if case .failure(let problem) = CommonOptions.rule(value) { return problem.message }
            return nil
        })
    private static let color = OptionSpec(
        ["--color"], value: "auto|always|never", allowed: ["auto", "always", "never"], usage: .hidden,
        help: [
            "Colour diagnostics (default: auto: when standard error is a",
            "terminal; NO_COLOR turns it off, FORCE_COLOR on)",
        ])
    private static let quiet = OptionSpec(["-q", "--quiet"], usage: .hidden, help: ["Report errors only"])
    private static let standardInputName = OptionSpec(
        ["--stdin-filename"], value: "PATH", usage: .hidden,
        help: [
            "The path standard input ('-') stands for: reports name it, and",
            "its configuration is found from it",
        ],
        check: { value in
            value.isEmpty || value == "-"
                ? "invalid value '\(value)' for '--stdin-filename'; expected the path standard input stands for" : nil
        })
    private static let force = OptionSpec(
        ["--force"], usage: .hidden,
        help: [
            "Replace a file that is read-only too (an output, or a file",
            "rewritten in place); without it such a file is an error",
        ])

    /// A usage problem with a value, already phrased.
    private struct Problem: Error {
        let message: String
    }

    /// `RULE=SEVERITY`, with the rule by id or name.
    private static func rule(_ value: String) -> Result<(DiagnosticDescription, RuleSeverity), Problem> {
        let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let severity = RuleSeverity(rawValue: parts[1]) else {
            return .failure(
                Problem(
                    message:
                        "invalid value '\(value)' for '--rule'; expected RULE=off|warning|error with a rule id or name, such as FDL401 or unused-variable"
                ))
        }
        switch ConfigurationFile.rule(parts[0]) {
        case .failure(let unknown):
            return .failure(Problem(message: "invalid value '\(value)' for '--rule': \(unknown.message)"))
        case .success(let rule):
            if let problem = ConfigurationFile.problem(setting: rule, to: severity) {
                return .failure(Problem(message: "invalid value '\(value)' for '--rule': \(problem)"))
            }
            return .success((rule, severity))
        }
    }
}

extension CommonOptions {
    /// The diagnostics to report: errors only under `--quiet`, otherwise all.
    func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    }
}
