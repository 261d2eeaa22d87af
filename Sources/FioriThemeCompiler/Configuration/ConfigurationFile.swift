import FioriTheme
import FioriThemeCore
import FioriThemeFormat
import FioriThemeLint

/// One `.fdlc.json` as written, before `extends` is followed:
///
/// ```jsonc
/// {
///   "$schema": "https://…/fdlc-config.schema.json",   // for editors; not read
///   "extends": "../base.fdlc.json",
///   "target": "fiori",
///   "rules": { "FDL401": "error", "indirect-alias": "off" },
///   "catalogs": ["catalog/components.json"],
///   "ignore": ["vendor", "Themes/generated/*.nss"],
///   "format": { "indentWidth": 4, "spaceAfterColon": false },
///   "tokens": { "file": "design/tokens.json", "map": "design/map.json" },   // or "design/tokens.json"
/// }
/// ```
///
/// JSON with `//` and `/* */` comments and trailing commas. Every key is optional; an unknown
/// key, an unknown rule (by id or name), a syntax style block below `error`, or a value of the
/// wrong kind is an error at its line and column. Paths are as written, relative to the
/// file's folder; ``ConfigurationLoader`` resolves them and follows `extends`.
package struct ConfigurationFile: Sendable {
    /// The configuration this one builds on, as written.
    package var extends: String?
    /// Where the `extends` value is written, for an error about the file it names.
    package var extendsLocation: SourceLocation?
    /// The runtime to check for, when the file sets one.
    package var target: Target?
    /// Severities that replace the rules' defaults.
    package var severities: [DiagnosticCode: RuleSeverity] = [:]
    /// Catalog files to add, as written.
    package var catalogs: [String] = []
    /// Patterns of paths not to check, as written.
    package var ignore: [String] = []
    /// The layout `fdlc format` writes, when the file has a `format` section (its
    /// ``FormatOptions/target`` is not read from there).
    package var format: FormatOptions?
    /// The design-token file `fdlc lint` checks values against, as written (`FDL410`).
    package var tokens: String?
    /// The mapping file for ``tokens``, as written.
    package var tokensMap: String?

    /// The keys a configuration may have, in the order messages list them.
    static let keys = ["$schema", "extends", "target", "rules", "catalogs", "ignore", "format", "tokens"]

    /// An empty file: nothing set.
    package init() {}

    /// Reads a configuration file's JSON; `path` names it in errors.
    package init(json bytes: [UInt8], path: String) throws(ConfigurationError) {
        let file = SourceFile(path: path, bytes: bytes)
        func failure(_ message: String, _ offset: Int?) -> ConfigurationError {
            let location = file.location(of: offset ?? 0)
            return ConfigurationError(path: path, line: location.line, column: location.column, message: message)
        }
        /// A problem that shows the file is no configuration at all.
        func foreign(_ message: String, _ offset: Int?) -> ConfigurationError {
            var error = failure(message, offset)
            error.isForeign = true
            return error
        }
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(bytes, syntax: .commentsAndTrailingCommas)
        } catch {
            throw foreign(error.message, error.offset)
        }
        guard case .object(let members) = root.value else { throw foreign("expected an object", root.offset) }
        for member in members {
            let node = member.node
            switch member.key {
            case "$schema":
                guard case .string = node.value else { throw failure("expected a string for '$schema'", node.offset) }
            case "extends":
                guard case .string(let path) = node.value, !path.isEmpty else {
                    throw failure("expected the path of a configuration file for 'extends'", node.offset)
                }
                extends = path
                extendsLocation = file.location(of: node.offset)
            case "target":
                guard case .string(let name) = node.value, let target = Target(rawValue: name) else {
                    throw failure(
                        "expected one of \(Target.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")) for 'target'",
                        node.offset)
                }
                self.target = target
            case "rules":
                guard case .object(let rules) = node.value else {
                    throw failure("expected an object of rule ids or names for 'rules'", node.offset)
                }
                var keys: [DiagnosticCode: String] = [:]
                for entry in rules {
                    let rule: DiagnosticDescription
                    switch Self.rule(entry.key) {
                    case .success(let found): rule = found
                    case .failure(let problem): throw failure(problem.message, entry.keyOffset)
                    }
                    if let earlier = keys.updateValue(entry.key, forKey: rule.code) {
                        throw failure(
                            "'\(entry.key)' and '\(earlier)' are the same rule, \(rule.id) (\(rule.name))",
                            entry.keyOffset)
                    }
                    guard case .string(let value) = entry.node.value, let severity = RuleSeverity(rawValue: value)
                    else {
                        throw failure("expected 'off', 'warning' or 'error' for '\(entry.key)'", entry.node.offset)
                    }
                    if let problem = Self.problem(setting: rule, to: severity) {
                        throw failure(problem, entry.node.offset)
                    }
                    severities[rule.code] = severity
                }
            case "catalogs", "ignore":
                guard case .array(let items) = node.value else {
                    throw failure("expected an array of strings for '\(member.key)'", node.offset)
                }
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
            case "tokens":
                (tokens, tokensMap) = try Self.tokens(node, failure: failure)
            default:
                let suggestion =
                    Suggestion.closest(to: member.key, among: Self.keys).map { "did you mean '\($0)'? " } ?? ""
                throw foreign(
                    "unknown key '\(member.key)'; \(suggestion)expected \(Self.keys.map { "'\($0)'" }.joined(separator: ", "))",
                    member.keyOffset)
            }
        }
    }

    /// The `tokens` value: a path, or `{"file": PATH, "map": PATH}` with `map` optional.
    private static func tokens(_ node: JSONReader.Node, failure: (String, Int?) -> ConfigurationError)
        throws(ConfigurationError) -> (String, String?)
    {
        if case .string(let path) = node.value, !path.isEmpty { return (path, nil) }
        let expected = "expected a path, or {\"file\": PATH, \"map\": PATH}, for 'tokens'"
        guard case .object(let members) = node.value else { throw failure(expected, node.offset) }
        var file: String?
        var map: String?
        for member in members {
            guard case .string(let path) = member.node.value, !path.isEmpty, member.key == "file" || member.key == "map"
            else {
                throw failure(expected, member.keyOffset)
            }
            if member.key == "file" { file = path } else { map = path }
        }
        guard let file else { throw failure(expected, node.offset) }
        return (file, map)
    }

    /// Why a rule's id or name names no rule.
    package struct UnknownRule: Error {
        /// `unknown rule 'x'`, with a did-you-mean when one is close.
        package let message: String
    }

    /// The rule with this id (in any case) or name, or why there is none, with a did-you-mean
    /// among the names (a near id is no guess at the rule meant).
    package static func rule(_ idOrName: String) -> Result<DiagnosticDescription, UnknownRule> {
        if let rule = DiagnosticDescription.named(idOrName) { return .success(rule) }
        let hint =
            Suggestion.closest(to: idOrName, among: DiagnosticDescription.all.map(\.name)).map {
                "did you mean '\($0)'?"
            }
            ?? "run 'fdlc rules' for the list"
        return .failure(UnknownRule(message: "unknown rule '\(idOrName)'; \(hint)"))
    }

    /// Why `rule` cannot be set to `severity`, if it cannot: a syntax error means the runtime
    /// does not apply the file as written, so it is always an error.
    package static func problem(setting rule: DiagnosticDescription, to severity: RuleSeverity) -> String? {
        guard rule.isSyntaxError, severity != .error else { return nil }
        return
            "\(rule.id) (\(rule.name)) is a syntax error: the runtime does not apply the file as written, so it cannot be set below 'error'"
    }
}
