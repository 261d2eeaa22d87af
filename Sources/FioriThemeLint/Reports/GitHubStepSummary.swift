import FioriThemeCore

/// The Markdown fdlc adds to a GitHub Actions job summary (the file `GITHUB_STEP_SUMMARY`
/// names): a count, then a table with one row per finding (severity, rule linked to its
/// documentation, file and line relative to the repository root, message).
///
/// GitHub refuses a step summary over 1 MiB, so rows stop before the table would pass
/// ``maximumBytes`` and a last line says how many were left out.
package enum GitHubStepSummary {
    /// The most bytes of Markdown written, below GitHub's 1 MiB per step.
    package static let maximumBytes = 1_000_000

    /// The summary of `diagnostics` found in `fileCount` files.
    package static func markdown(_ diagnostics: [Diagnostic], fileCount: Int, paths: ReportPaths) -> String {
        let files = "\(fileCount) file\(fileCount == 1 ? "" : "s")"
        var text = "### fdlc lint\n\n"
        guard !diagnostics.isEmpty else { return text + "No findings in \(files).\n" }
        let counts = Diagnostic.Severity.allCases.reversed().compactMap { severity -> String? in
            let count = diagnostics.count { $0.severity == severity }
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        text +=
            counts.joined(separator: ", ")
            + " in \(files).\n\n| severity | rule | location | message |\n|---|---|---|---|\n"
        for (index, diagnostic) in diagnostics.enumerated() {
            let rule = diagnostic.code.description
            let location = "\(paths.display(diagnostic.file.path)):\(diagnostic.location.line)"
            let row =
                "| \(diagnostic.severity.rawValue) | [\(rule.id)](\(rule.helpURI)) | \(escape(location)) | \(escape(diagnostic.message.escapingControls)) |\n"
            let ending = "\n\(diagnostics.count - index) more are not shown here; the log has them all.\n"
            guard text.utf8.count + row.utf8.count + ending.utf8.count <= maximumBytes else { return text + ending }
            text += row
        }
        return text
    }

    /// `text` for a table cell: Markdown punctuation backslash-escaped, line breaks as `<br>`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "&", "!":
                escaped += "\\" + String(character)
            case "\n", "\r\n", "\r":
                escaped += "<br>"
            default:
                escaped.append(character)
            }
        }
        return escaped
    }
}
