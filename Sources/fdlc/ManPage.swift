import Foundation

/// The man page, `fdlc.1`, written from `fdlc --help` and every command's `--help`: the list of
/// commands, then a section per command with its usage, description, options and exit status.
struct ManPage {
    let commands: [CommandList.Entry]
    let version: String

    /// The page in roff (`man -l`, `groff -man`). The same commands give the same bytes.
    var roff: String {
        let top = HelpText(CommandLineTool.help)
        let title = CommandLineTool.help.split(separator: "\n").first.map { String($0.dropFirst("fdlc: ".count)) } ?? ""
        var lines = [
            ".\\\" Written by 'fdlc man' from the commands' --help; do not edit: run Scripts/generate-manual.",
            ".TH FDLC 1 \"\" \"fdlc \(version)\" \"User Commands\"",
            ".SH NAME",
            "fdlc \\- " + Self.escape(title),
            ".SH SYNOPSIS",
            ".B fdlc",
            "\\fIcommand\\fR [\\fIoptions\\fR] [\\fIfile\\fR...]",
            ".SH DESCRIPTION",
            Self.escape(
                "fdlc checks, lints, formats, compiles, queries and previews the .nss theme stylesheets of the "
                    + "SAP Fiori for iOS SDK, and runs a language server for editors. Each command is described "
                    + "below; 'fdlc help COMMAND' prints the same."),
            ".SH COMMANDS",
        ]
        for command in commands {
            lines += [".TP", ".B " + command.name, Self.escape(command.summary)]
        }
        lines += [".SH OPTIONS"] + Self.options(top.options)
        for command in commands {
            let help = HelpText(command.help)
            lines += [".SH \"FDLC \(command.name.uppercased())\"", ".nf", Self.escape(help.usage), ".fi"]
            for paragraph in help.description { lines += [".PP", Self.escape(paragraph)] }
            if !help.options.isEmpty { lines += [".PP", "Options:"] + Self.options(help.options) }
            for paragraph in help.footer { lines += [".PP", Self.escape(paragraph)] }
        }
        lines += [".SH EXIT STATUS"] + top.footer.map(Self.escape)
        lines += [
            ".SH FILES",
            ".TP", ".B .fdlc.json",
            Self.escape(
                "The configuration of the stylesheets below its folder: target, rules, catalogs, ignore, "
                    + "format, extends (see 'fdlc config --print')."),
            ".SH SEE ALSO",
            Self.escape(
                "The manual in the repository's Docs/ folder (Docs/README.md), and every rule in Docs/rules.md."),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each option as a tagged paragraph: its names in bold, its value in italics.
    private static func options(_ options: [HelpText.Option]) -> [String] {
        options.flatMap { option in
            let names = option.names.map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ")
            let value = option.value.map { " \\fI" + escape($0) + "\\fR" } ?? ""
            return [".TP", names + value, escape(option.help)]
        }
    }

    /// `text` as a roff text line: backslashes and hyphens escaped, other than ASCII as
    /// `\[uXXXX]`, no leading control character.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where !scalar.isASCII: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
