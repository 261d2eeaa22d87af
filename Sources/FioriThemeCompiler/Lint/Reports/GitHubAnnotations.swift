/// Writes findings as GitHub Actions workflow commands, which a workflow run shows as
/// annotations on the lines they name:
///
///     ::warning file=theme.nss,line=3,col=1,endLine=3,endColumn=8,title=FDL401::'@x' is defined but never used
///
/// Severity error is `::error`, warning `::warning`, note `::notice`. Columns count Unicode
/// scalars, as everywhere else in fdlc. Notes follow the message on lines of their own.
/// Property values escape `%`, CR, LF, `:` and `,`; the message escapes `%`, CR and LF.
package enum GitHubAnnotations {
    /// One workflow command per finding, each ending with a line break.
    package static func text(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(command).joined()
    }

    private static func command(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.location
        let end = diagnostic.file.location(of: diagnostic.range.end)
        let kind = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let properties = [
            "file=" + escapeProperty(diagnostic.file.path),
            "line=\(start.line)", "col=\(start.column)", "endLine=\(end.line)", "endColumn=\(end.column)",
            "title=" + escapeProperty(diagnostic.code.rawValue),
        ].joined(separator: ",")
        var message = diagnostic.message
        for note in diagnostic.notes {
            message += "\nnote: " + note.message
            if let file = note.file, let range = note.range { message += " (\(file.path):\(file.location(of: range.start)))" }
        }
        return "::\(kind) \(properties)::\(escapeData(message))\n"
    }

    /// Escapes a message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.escaping(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value: as a message, and also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).escaping([":": "%3A", ",": "%2C"])
    }
}
