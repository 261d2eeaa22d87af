import FioriTheme
import FioriThemeCore

extension DiffReport {
    /// The report as GitHub-flavoured Markdown, for a job summary or a pull-request comment:
    /// per theme a summary line, its regressions, then a table per class (property, where it
    /// applies, before, after, cause) with hex colours and ⚠ at a text or background colour whose contrast falls
    /// below AA, and a table of the palette overrides that changed.
    package func markdown() -> String {
        var output = "## Theme changes\n\n"
        let shown = diffs.filter { !$0.isEmpty || $0.hasRegressions }
        guard !shown.isEmpty else { return output + "No change on screen.\n" }
        for diff in shown {
            let names = diff.names
            output += "### \(Self.code(names.old)) → \(Self.code(names.new))\n\n"
            output += "Target \(Self.code(diff.target.rawValue)): \(diff.summary).\n\n"
            if diff.hasRegressions {
                output += "#### ⚠ Regressions\n\n"
                for regression in diff.contrastRegressions {
                    output += "- ⚠ contrast: \(Self.escaped(regression.label))\n"
                }
                for finding in diff.newFindings {
                    let location = finding.location
                    output +=
                        "- ⚠ new finding: \(Self.code("\(finding.file.path):\(location.line):\(location.column)")) "
                        + "\(finding.severity.rawValue): \(Self.escaped(finding.message)) [\(finding.code.rawValue)]\n"
                }
                for dropped in diff.droppedStyles {
                    output +=
                        "- ⚠ no longer applied: \(Self.code(dropped.classPath + " " + dropped.property)) is still declared, "
                        + "but \(diff.target.runtimeName) no longer applies it\n"
                }
                output += "\n"
            }
            // A class and state (`Label`, `Label highlighted`) whose contrast falls.
            let regressed = Set(diff.contrastRegressions.map { $0.classPath + ($0.state.map { " " + $0 } ?? "") })
            var byClass: [String: [PropertyChange]] = [:]
            for change in diff.changes { byClass[change.classPath, default: []].append(change) }
            for classPath in byClass.keys.sorted() {
                output += "#### \(Self.code(classPath))\n\n"
                output += "| Property | Where | Before | After | Cause |\n| --- | --- | --- | --- | --- |\n"
                for change in byClass[classPath]! {
                    let warn =
                        regressed.contains(classPath + (change.state.map { " " + $0 } ?? ""))
                        && ["font-color", "background-color"].contains(change.baseProperty)
                    output +=
                        "| "
                        + [
                            Self.code(change.property), Self.escaped(change.whereText), Self.cell(change.before),
                            Self.cell(change.after) + (warn ? " ⚠" : ""), Self.escaped(change.cause.title),
                        ]
                        .joined(separator: " | ") + " |\n"
                }
                output += "\n"
            }
            if !diff.paletteChanges.isEmpty {
                output += "#### Palette overrides\n\n| Name | Before | After |\n| --- | --- | --- |\n"
                for change in diff.paletteChanges {
                    output +=
                        "| \(Self.code("@" + change.name)) | \(Self.cell(change.before)) | \(Self.cell(change.after)) |\n"
                }
                output += "\n"
            }
        }
        return output
    }

    /// A value's cell: its hex (or text) in code, and where it is written.
    private static func cell(_ value: DiffValue?) -> String {
        guard let value else { return "—" }
        var text = code(value.shown)
        if value.hex != nil, value.hex != value.text { text += " (" + code(value.text) + ")" }
        return text + "<br>" + escaped(value.origin.description)
    }

    /// `text` as a code span, or escaped text when it holds a backtick.
    static func code(_ text: String) -> String {
        text.contains("`") || text.contains("\n") ? escaped(text) : "`" + text.escaping(["|": "\\|"]) + "`"
    }

    /// `text` safe in a table cell and in running text: `|`, `<`, `*`, `_` and line breaks escaped.
    static func escaped(_ text: String) -> String {
        text.escaping([
            "|": "\\|", "<": "&lt;", ">": "&gt;", "*": "\\*", "_": "\\_", "`": "\\`", "\n": " ", "\r": " ", "[": "\\[",
            "]": "\\]",
        ])
    }
}

extension PropertyChange {
    /// Where the change applies: `@media (q)`, devices, variants; `every variant` otherwise.
    var whereText: String {
        var parts: [String] = []
        if let media { parts.append("@media (\(media))") }
        if let devices { parts.append(devices.map(\.name).joined(separator: ", ")) }
        parts.append(variants.map { $0.map(\.rawValue).joined(separator: ", ") } ?? "every variant")
        return parts.joined(separator: "; ")
    }
}
