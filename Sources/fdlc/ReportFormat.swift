/// What a command writes, as `--format` names it. Each command accepts some of them (the
/// lists below); any other value is a usage error that lists those, with a did-you-mean.
enum ReportFormat: String, CaseIterable {
    /// Text for people: diagnostics with code frames, a query's lines, a diff's listing.
    case text
    /// A JSON document.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// GitHub workflow commands, which a workflow shows as annotations.
    case github
    /// Markdown: a diff's tables, the rules' documentation.
    case markdown
    /// An HTML page: a diff's side-by-side preview.
    case html
    /// Swift source that builds the compiled theme.
    case swift
    /// W3C design tokens (DTCG).
    case tokens
    /// The compact, versioned binary table the FioriTheme library reads in place.
    case binary

    /// The formats `fdlc check` writes.
    static let check: [ReportFormat] = [.text, .json]
    /// The formats `fdlc lint` writes.
    static let lint: [ReportFormat] = [.text, .json, .sarif, .github]
    /// The formats `fdlc compile` writes.
    static let compile: [ReportFormat] = [.json, .swift, .tokens, .binary]
    /// The formats `fdlc query` writes.
    static let query: [ReportFormat] = [.text, .json]
    /// The formats `fdlc diff` writes.
    static let diff: [ReportFormat] = [.text, .json, .markdown, .html]
    /// The formats `fdlc rules` writes.
    static let rules: [ReportFormat] = [.text, .json, .markdown]

    /// `text|json`: the formats as a placeholder lists them.
    static func placeholder(_ formats: [ReportFormat]) -> String {
        // Not `joined(separator:)`: its first call scans every conformance record (at every start).
        var placeholder = ""
        for format in formats { placeholder += (placeholder.isEmpty ? "" : "|") + format.rawValue }
        return placeholder
    }

    /// A `--format` option that accepts `formats`, shown with `value` (by default, the formats
    /// listed) and `help`.
    static func option(
        _ formats: [ReportFormat], value: String? = nil, usage: OptionSpec.Usage = .shown, help: [String]
    ) -> OptionSpec {
        OptionSpec(
            ["--format"], value: value ?? placeholder(formats), allowed: formats.map(\.rawValue), usage: usage,
            help: help)
    }
}
