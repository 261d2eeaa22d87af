import FioriTheme

/// The settings of `fdlc lint` for the files below one `.fdlc.json`:
///
/// ```json
/// {
///   "target": "fiori",
///   "rules": { "FDL401": "error", "FDL405": "off" },
///   "catalogs": ["catalog/components.json"],
///   "ignore": ["vendor", "Themes/generated/*.nss"],
///   "format": { "indentWidth": 4, "spaceAfterColon": false }
/// }
/// ```
///
/// Every key is optional; an unknown key, a rule id that does not exist, or a value of the
/// wrong kind is an error with its line and column. Paths in `catalogs` and `ignore` are
/// relative to the configuration file's folder (see ``PathPattern`` for the patterns).
public struct LintConfiguration: Sendable {
    /// The runtime to check for, when the file sets one.
    public var target: Target?
    /// Severities that replace the rules' defaults.
    public var severities: [DiagnosticCode: RuleSeverity] = [:]
    /// Catalog files to add, as written (relative to the configuration's folder).
    public var catalogs: [String] = []
    /// Patterns of paths not to lint, as written.
    public var ignore: [String] = []
    /// The layout `fdlc format` writes (its ``FormatOptions/target`` is not read from here).
    public var format = FormatOptions()

    /// An empty configuration: defaults everywhere.
    public init() {}

    /// Reads a configuration file's JSON; `path` names it in errors.
    public init(json bytes: [UInt8], path: String) throws(ConfigurationError) {
        let file = SourceFile(path: path, bytes: bytes)
        func failure(_ message: String, _ offset: Int?) -> ConfigurationError {
            let location = file.location(of: offset ?? 0)
            return ConfigurationError(path: path, line: location.line, column: location.column, message: message)
        }
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw failure(error.message, error.offset)
        }
        guard case .object(let members) = root.value else { throw failure("expected an object", root.offset) }
        for member in members {
            let node = member.node
            switch member.key {
            case "target":
                guard case .string(let name) = node.value, let target = Target(rawValue: name) else {
                    throw failure("expected one of \(Target.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")) for 'target'", node.offset)
                }
                self.target = target
            case "rules":
                guard case .object(let rules) = node.value else { throw failure("expected an object of rule ids for 'rules'", node.offset) }
                for rule in rules {
                    guard let code = DiagnosticCode(rawValue: rule.key) else {
                        throw failure("unknown rule '\(rule.key)'; run 'fdlc rules' for the list", rule.keyOffset)
                    }
                    guard case .string(let value) = rule.node.value, let severity = RuleSeverity(rawValue: value) else {
                        throw failure("expected 'off', 'warning' or 'error' for '\(rule.key)'", rule.node.offset)
                    }
                    severities[code] = severity
                }
            case "catalogs", "ignore":
                guard case .array(let items) = node.value else { throw failure("expected an array of strings for '\(member.key)'", node.offset) }
                var strings: [String] = []
                for item in items {
                    guard case .string(let string) = item.value, !string.isEmpty else {
                        throw failure("expected a non-empty string in '\(member.key)'", item.offset)
                    }
                    strings.append(string)
                }
                if member.key == "catalogs" { catalogs = strings } else { ignore = strings }
            case "format":
                format = try FormatOptions(configuration: node, failure: failure)
            default:
                throw failure("unknown key '\(member.key)'; expected 'target', 'rules', 'catalogs', 'ignore' or 'format'", member.keyOffset)
            }
        }
    }

    /// Whether a path relative to the configuration's folder matches an `ignore` pattern.
    public func ignores(_ relativePath: String) -> Bool {
        ignore.contains { PathPattern($0).matches(relativePath) }
    }
}
