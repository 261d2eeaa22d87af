import FioriTheme
import FioriThemeCompiler

/// The options the commands share, read in this one place: the settings a configuration file
/// also gives (`--config`, `--target`; `--catalog`, `--rule`), how diagnostics are shown
/// (`--color`, `--quiet`), the name of standard input (`--stdin-filename`) and whether a
/// read-only file may be replaced (`--force`).
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

    let groups: Groups

    init(_ groups: Groups) {
        self.groups = groups
    }

    /// The option names of `groups`, for a did-you-mean.
    static func names(_ groups: Groups) -> [String] {
        var names: [String] = []
        if groups.contains(.configuration) { names += ["--config", "--target"] }
        if groups.contains(.checks) { names += ["--catalog", "--rule"] }
        if groups.contains(.output) { names += ["--color", "--quiet", "-q"] }
        if groups.contains(.standardInput) { names += ["--stdin-filename"] }
        if groups.contains(.writes) { names += ["--force"] }
        return names
    }

    /// The lines of `--help` that describe `groups`.
    static func help(_ groups: Groups) -> String {
        var lines: [String] = []
        if groups.contains(.configuration) {
            lines += [
                "  --config FILE                 Use this configuration for every file instead of the nearest",
                "                                .fdlc.json in the file's folder or above",
                "  --target T                    The runtime to check for: fiori (SAPFiori's UIKit NUI fork,",
                "                                default), nui (upstream NUI 0.5.5) or fiori-swiftui",
                "                                (FioriThemeManager, which reads only palette definitions)",
            ]
        }
        if groups.contains(.checks) {
            lines += [
                "  --catalog FILE                Add your own components to the catalog (JSON, see",
                "                                Docs/catalog-format.md); repeatable, later files win",
                "  --rule RULE=SEVERITY          Set a rule (id or name) to off, warning or error; repeatable.",
                "                                Syntax errors (FDL1xx) stay errors",
            ]
        }
        if groups.contains(.output) {
            lines += [
                "  --color auto|always|never     Colour diagnostics (default: auto: when standard error is a",
                "                                terminal; NO_COLOR turns it off, FORCE_COLOR on)",
                "  -q, --quiet                   Report errors only",
            ]
        }
        if groups.contains(.standardInput) {
            lines += [
                "  --stdin-filename PATH         The path standard input ('-') stands for: reports name it, and",
                "                                its configuration is found from it",
            ]
        }
        if groups.contains(.writes) {
            lines += [
                "  --force                       Replace a file that is read-only too (an output, or a file",
                "                                rewritten in place); without it such a file is an error",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// Reads `option` (with its value from `parser`), an option the command's own did not
    /// take: true when it is a shared option, read; false when its value is wrong or it is no
    /// option of this command, with the problem (and a did-you-mean) in `parser`.
    mutating func parse(_ option: String, _ parser: inout OptionParser) -> Bool {
        switch read(option, &parser) {
        case .parsed: return true
        case .invalid: return false
        case .notShared:
            parser.unknown(option)
            return false
        }
    }

    /// What ``read(_:_:)`` did with an option.
    private enum Outcome {
        /// The option is a shared one, read.
        case parsed
        /// The option is not a shared one of this command's groups.
        case notShared
        /// The option is shared but its value is wrong; the parser holds the problem.
        case invalid
    }

    /// Reads `option` (with its value from `parser`) when it is one of the shared options.
    private mutating func read(_ option: String, _ parser: inout OptionParser) -> Outcome {
        switch option {
        case "--config" where groups.contains(.configuration):
            guard let value = parser.value(for: option) else { return .invalid }
            overrides.configPath = value
        case "--target" where groups.contains(.configuration):
            guard let value = parser.value(for: option, allowed: Target.allCases.map(\.rawValue)) else {
                return .invalid
            }
            overrides.target = Target(rawValue: value)
        case "--catalog" where groups.contains(.checks):
            guard let value = parser.value(for: option) else { return .invalid }
            overrides.catalogPaths.append(value)
        case "--rule" where groups.contains(.checks):
            guard let value = parser.value(for: option) else { return .invalid }
            guard let (rule, severity) = Self.rule(value, &parser) else { return .invalid }
            overrides.severities[rule.code] = severity
        case "--color" where groups.contains(.output):
            guard let value = parser.value(for: option, allowed: ["auto", "always", "never"]) else { return .invalid }
            color = value
        case "-q" where groups.contains(.output), "--quiet" where groups.contains(.output):
            quiet = true
        case "--stdin-filename" where groups.contains(.standardInput):
            guard let value = parser.value(for: option) else { return .invalid }
            guard !value.isEmpty, value != "-" else {
                parser.problem =
                    "invalid value '\(value)' for '--stdin-filename'; expected the path standard input stands for"
                return .invalid
            }
            standardInputName = value
        case "--force" where groups.contains(.writes):
            force = true
        default:
            return .notShared
        }
        return .parsed
    }

    /// `RULE=SEVERITY`, with the rule by id or name.
    private static func rule(_ value: String, _ parser: inout OptionParser) -> (DiagnosticDescription, RuleSeverity)? {
        let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let severity = RuleSeverity(rawValue: parts[1]) else {
            parser.problem =
                "invalid value '\(value)' for '--rule'; expected RULE=off|warning|error with a rule id or name, such as FDL401 or unused-variable"
            return nil
        }
        switch ConfigurationFile.rule(parts[0]) {
        case .failure(let unknown):
            parser.problem = "invalid value '\(value)' for '--rule': \(unknown.message)"
            return nil
        case .success(let rule):
            if let problem = ConfigurationFile.problem(setting: rule, to: severity) {
                parser.problem = "invalid value '\(value)' for '--rule': \(problem)"
                return nil
            }
            return (rule, severity)
        }
    }
}

extension CommonOptions {
    /// The diagnostics to report: errors only under `--quiet`, otherwise all.
    func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    }
}
