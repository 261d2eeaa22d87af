import Foundation

/// A command's `--help` text, read back into its parts: the usage line, the description, the
/// options with their value placeholders and help, and the closing paragraphs. The man page and
/// the shell completions are written from these, so they list exactly what `--help` lists.
struct HelpText {
    /// One option line of `--help` with its continuation lines.
    struct Option: Equatable {
        /// Its spellings, such as `-o` and `--output`.
        var names: [String]
        /// The placeholder of its value (`FILE`, `text|json`), nil for a flag.
        var value: String?
        /// What it does, its lines joined.
        var help: String

        /// The values to offer for a placeholder that lists them (`text|json`); empty otherwise.
        var choices: [String] {
            guard let value, value.contains("|") else { return [] }
            return value.split(separator: "|").map(String.init)
        }

        /// Whether the value is a path: a placeholder that names a file, a folder or an output.
        var takesPath: Bool {
            ["FILE", "PATH", "OUT", "DIR"].contains(value ?? "")
        }
    }

    /// The usage line without `USAGE: `, its continuation lines joined.
    var usage = ""
    /// The paragraphs between the usage line and the options, each as one line.
    var description: [String] = []
    /// The options, in the order `--help` lists them.
    var options: [Option] = []
    /// The paragraphs after the options (the exit status), each as one line.
    var footer: [String] = []

    init(_ text: String) {
        var paragraph: [String] = []
        var inUsage = false
        var inOptions = false
        var afterOptions = false
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            if afterOptions {
                footer.append(paragraph.joined(separator: " "))
            } else {
                description.append(paragraph.joined(separator: " "))
            }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("USAGE: ") {
                usage = String(line.dropFirst("USAGE: ".count))
                inUsage = true
            } else if inUsage, !trimmed.isEmpty {
                usage += " " + trimmed
            } else if line == "OPTIONS:" {
                endParagraph()
                inOptions = true
            } else if inOptions, line.hasPrefix("  -") {
                options.append(Self.option(line))
            } else if inOptions, line.hasPrefix("   "), !options.isEmpty {
                options[options.count - 1].help += " " + trimmed
            } else if trimmed.isEmpty {
                inUsage = false
                if inOptions {
                    inOptions = false
                    afterOptions = true
                }
                endParagraph()
            } else if !usage.isEmpty {
                paragraph.append(trimmed)
            }
        }
        endParagraph()
    }

    /// `  -o, --output OUT     Write to OUT`: the names, the placeholder and the help.
    private static func option(_ line: String) -> Option {
        let body = line.trimmingCharacters(in: .whitespaces)
        let specification = body.range(of: "  ").map { String(body[..<$0.lowerBound]) } ?? body
        let help = String(body.dropFirst(specification.count)).trimmingCharacters(in: .whitespaces)
        var names: [String] = []
        var value: String?
        for word in specification.split(separator: " ").map(String.init) {
            let name = word.hasSuffix(",") ? String(word.dropLast()) : word
            if name.hasPrefix("-") { names.append(name) } else { value = name }
        }
        return Option(names: names, value: value, help: help)
    }
}
