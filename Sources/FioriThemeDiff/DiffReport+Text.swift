import FioriTheme
import FioriThemeCore

extension DiffReport {
    /// The report for a terminal: per theme that changed, its changes grouped by cause, each
    /// with before → after and where each side is written; the palette overrides; the
    /// regressions, marked ⚠. Nothing for a theme without changes or regressions, as
    /// `git diff` prints nothing. ANSI colours when `colored`.
    package func text(colored: Bool) -> String {
        var output = ""
        for diff in diffs where !diff.isEmpty || diff.hasRegressions {
            var writer = TextWriter(colored: colored)
            writer.write(diff)
            output += writer.output
        }
        return output
    }
}

/// Writes one ``ThemeDiff`` as text.
private struct TextWriter {
    let colored: Bool
    var output = ""

    private enum Style: String {
        case bold = "\u{1B}[1m"
        case removed = "\u{1B}[31m"
        case added = "\u{1B}[32m"
        case changed = "\u{1B}[33m"
        case warning = "\u{1B}[1;35m"
        case dim = "\u{1B}[2m"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? style.rawValue + text + "\u{1B}[0m" : text
    }

    mutating func write(_ diff: ThemeDiff) {
        let names = diff.names
        line(paint("--- " + names.old.visible, .bold))
        line(paint("+++ " + names.new.visible, .bold))
        line("target \(diff.target.rawValue)" + (diff.target.evaluatesMediaPerDevice ? ", compared per device" : ""))
        for group in diff.groups {
            line("")
            line(paint(group.cause.title + " (" + ThemeDiff.count(group.changes.count, "change") + ")", .bold))
            for change in group.changes { write(change) }
        }
        if !diff.paletteChanges.isEmpty {
            line("")
            line(paint("palette overrides", .bold))
            for change in diff.paletteChanges {
                write(mark(before: change.before, after: change.after), "@" + change.name, change.before, change.after)
            }
        }
        if diff.hasRegressions {
            line("")
            line(paint("regressions", .bold))
            for regression in diff.contrastRegressions {
                line("  " + paint("⚠ contrast", .warning) + " " + regression.label)
            }
            for finding in diff.newFindings {
                let location = finding.location
                line(
                    "  " + paint("⚠ new finding", .warning)
                        + " \(finding.file.path.visible):\(location.line):\(location.column): "
                        + "\(finding.severity.rawValue): \(finding.message.visible) [\(finding.code.rawValue)]")
            }
            for dropped in diff.droppedStyles {
                line(
                    "  " + paint("⚠ no longer applied", .warning) + " \(dropped.classPath) \(dropped.property): "
                        + "still declared, but \(diff.target.runtimeName) no longer applies it")
            }
        }
        line("")
        line(diff.summary)
    }

    private func mark(before: DiffValue?, after: DiffValue?) -> String {
        before == nil ? paint("+", .added) : after == nil ? paint("-", .removed) : paint("~", .changed)
    }

    private mutating func write(_ change: PropertyChange) {
        write(mark(before: change.before, after: change.after), change.label, change.before, change.after)
    }

    private mutating func write(_ mark: String, _ label: String, _ before: DiffValue?, _ after: DiffValue?) {
        let value: String
        switch (before, after) {
        case (let before?, let after?):
            value = paint(Self.shown(before), .removed) + " → " + paint(Self.shown(after), .added)
        case (let before?, nil): value = paint(Self.shown(before), .removed) + " (removed)"
        case (nil, let after?): value = paint(Self.shown(after), .added) + " (added)"
        case (nil, nil): value = ""
        }
        line("  \(mark) \(label.visible): \(value)")
        if let before { line(paint("      was " + before.origin.description.visible, .dim)) }
        if let after { line(paint("      now " + after.origin.description.visible, .dim)) }
    }

    /// `#FF0000FF`, with the value as written when it is not a literal: `#0A6ED1FF [tintColor]`.
    static func shown(_ value: DiffValue) -> String {
        guard let hex = value.hex else { return value.text.visible }
        return hex == value.text ? hex : "\(hex) [\(value.text.visible)]"
    }

    private mutating func line(_ text: String) {
        output += text + "\n"
    }
}

extension String {
    /// The string with control characters written as `\u{1B}`, so text from a theme or a
    /// path cannot move a terminal's cursor or change its colours.
    var visible: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return self }
        return unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0)
        }
        .joined()
    }
}
