import Foundation

/// The man page, `fdlc.1`, written from the commands' declarations (``CommandSpec``): the list
/// of commands, then a section per command with its usage, description, options and exit status.
struct ManPage {
    let commands: [CommandSpec]
    let version: String

    /// The page in roff (`man -l`, `groff -man`). The same commands give the same bytes.
    var roff: String {
        var lines = [
            ".\\\" Written by 'fdlc man' from the commands' --help; do not edit: run Scripts/generate-manual.",
            ".TH FDLC 1 \"\" \"fdlc \(version)\" \"User Commands\"",
            ".SH NAME",
            "fdlc \\- " + Self.escape(CommandLineTool.title),
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
            lines += [".TP", ".B " + command.name, Self.escape(command.summary.joined(separator: " "))]
        }
        lines += [".SH OPTIONS"] + Self.options(CommandLineTool.options)
        for command in commands {
            lines +=
                [".SH \"FDLC \(command.name.uppercased())\"", ".nf"] + command.usageForms.map(Self.escape) + [".fi"]
            for paragraph in CommandSpec.paragraphs(command.description) { lines += [".PP", Self.escape(paragraph)] }
            lines += [".PP", "Options:"] + Self.options(command.allOptions)
            for paragraph in command.footer.map(CommandSpec.paragraphs) ?? [] {
                lines += [".PP", Self.escape(paragraph)]
            }
        }
        lines += [".SH ENVIRONMENT"]
        for variable in CommandLineTool.environment {
            lines += [".TP", ".B " + variable.label, Self.escape(variable.help.joined(separator: " "))]
        }
        lines += [".SH EXIT STATUS", Self.escape(CommandLineTool.exitStatus)]
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
    private static func options(_ options: [OptionSpec]) -> [String] {
        options.flatMap { option in
            let names = option.names.map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ")
            let value = option.value.map { " \\fI" + escape($0) + "\\fR" } ?? ""
            return [".TP", names + value, escape(option.help.joined(separator: " "))]
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
