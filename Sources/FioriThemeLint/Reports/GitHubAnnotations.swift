import FioriThemeCore

/// Writes findings as GitHub Actions workflow commands, which a workflow run shows as
/// annotations on the lines they name:
///
///     ::warning file=Themes/theme.nss,line=3,col=1,endLine=3,endColumn=8,title=FDL401::'@x' is defined but never used
///
/// Severity error is `::error`, warning `::warning`, note `::notice`. Files are named relative
/// to the repository root (see ``ReportPaths``), as GitHub needs them whatever folder fdlc runs
/// in. Columns count Unicode scalars, as everywhere else in fdlc. Notes follow the message on
/// lines of their own. Property values escape `%`, CR, LF, `:` and `,`; the message escapes
/// `%`, CR and LF, and shows the theme's control and bidirectional characters as `\u{1B}`.
package enum GitHubAnnotations {
    /// How many annotations of one kind (error, warning, notice) GitHub shows per step; more
    /// are dropped (GitHub's documented limits: 10 of each kind per step, 50 per job).
    package static let annotationsPerKindAndStep = 10
    /// How many annotations GitHub shows per job, over all its steps.
    package static let annotationsPerJob = 50

    /// One workflow command per finding, each ending with a line break.
    package static func text(_ diagnostics: [Diagnostic], paths: ReportPaths) -> String {
        diagnostics.map { command($0, paths) }.joined()
    }

    /// What GitHub will not show of these findings as annotations, if anything: for example
    /// `github shows at most 10 error, 10 warning and 10 notice annotations per step (50 per job): 5 errors found here are not annotated`.
    package static func limitNotice(_ diagnostics: [Diagnostic]) -> String? {
        var total = 0
        let hidden = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
            let count = diagnostics.count { $0.severity == severity } - annotationsPerKindAndStep
            guard count > 0 else { return nil }
            total += count
            let noun = severity == .note ? "notice" : severity.rawValue
            return "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        guard total > 0 else { return nil }
        let limit = annotationsPerKindAndStep
        return "github shows at most \(limit) error, \(limit) warning and \(limit) notice annotations per step "
            + "(\(annotationsPerJob) per job): \(hidden.joined(separator: " and ")) found here \(total == 1 ? "is" : "are") not annotated"
    }

    private static func command(_ diagnostic: Diagnostic, _ paths: ReportPaths) -> String {
        let start = diagnostic.location
        let end = diagnostic.file.location(of: diagnostic.range.end)
        let kind =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let properties = [
            "file=" + escapeProperty(paths.display(diagnostic.file.path)),
            "line=\(start.line)", "col=\(start.column)", "endLine=\(end.line)", "endColumn=\(end.column)",
            "title=" + escapeProperty(diagnostic.code.rawValue),
        ].joined(separator: ",")
        var message = diagnostic.message.escapingControls
        for note in diagnostic.notes {
            message += "\nnote: " + note.message.escapingControls
            if let file = note.file, let range = note.range {
                message += " (\(paths.display(file.path)):\(file.location(of: range.start)))"
            }
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
