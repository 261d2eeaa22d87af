import Foundation

/// A command, declared once: its summary, usage, description, options and exit status. Its
/// `--help`, its usage line, the parsing of its arguments (``parse(_:)``), its section of the
/// man page and its shell completions are all written from this one value.
struct CommandSpec: Sendable {
    /// What a command's arguments that are not options are.
    enum Operands {
        /// It takes none: one is a usage error.
        case refused
        /// Words the command reads itself (a rule, a revision): nothing to complete.
        case words
        /// Paths: completed as files.
        case files
        /// A command's name (`fdlc help`).
        case commands
        /// A shell's name (`fdlc completions`).
        case shells
    }

    /// Options that cannot be given together.
    struct Conflict {
        /// The names of one side and of the other; giving one of each is the problem.
        let one: Set<String>
        let other: Set<String>
        let problem: String
    }

    let name: String
    /// Its line of `fdlc --help`, as wrapped there.
    let summary: [String]
    /// The usage line's words after `fdlc NAME` and its options: `<file>...`, `<theme> <class>`.
    var operandsUsage = ""
    /// A word that must come first, between `fdlc NAME` and the options (`tokens import`).
    var subcommand: String?
    /// Further forms of the usage line, each after `fdlc NAME`.
    var otherUsages: [String] = []
    /// The paragraphs between the usage line and the options, as `--help` wraps them.
    let description: String
    /// The command's own options, in the order `--help` lists them.
    var options: [OptionSpec] = []
    /// The options it shares with other commands (``CommonOptions``), after its own.
    var shared: CommonOptions.Groups = []
    var operands = Operands.refused
    var conflicts: [Conflict] = []
    /// The paragraphs after the options (the exit status), as `--help` wraps them.
    var footer: String?

    /// Every option it reads, in the order `--help` lists them, `--help` last.
    var allOptions: [OptionSpec] {
        options + CommonOptions.specs(shared) + [.help]
    }

    /// Every spelling of every option it reads.
    var optionNames: [String] { allOptions.flatMap(\.names) }

    /// The column where `--help` starts an option's description.
    static let helpColumn = 32
    /// The width the usage line is wrapped at.
    static let usageWidth = 104

    /// The words of the first usage form after `fdlc NAME`: the options', then the operands'.
    private var usageWords: [String] {
        options.reduce(subcommand.map { [$0] } ?? []) { $1.usageWords(after: $0) }
            + (shared.isEmpty ? [] : ["[options]"]) + (operandsUsage.isEmpty ? [] : [operandsUsage])
    }

    /// Each form of the usage line on one line: `fdlc NAME …`.
    var usageForms: [String] {
        let prefix = "fdlc \(name)"
        return [([prefix] + usageWords).joined(separator: " ")] + otherUsages.map { prefix + " " + $0 }
    }

    /// The usage lines of `--help`: the first form wrapped at ``usageWidth`` under its first
    /// word, each other form on a line of its own.
    var usage: String {
        var lines = ["USAGE: fdlc \(name)"]
        let indent = String(repeating: " ", count: lines[0].count + 1)
        for word in usageWords {
            if lines[lines.count - 1].count + 1 + word.count > Self.usageWidth {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return (lines + usageForms.dropFirst().map { "       " + $0 }).joined(separator: "\n")
    }

    /// The text of `--help`.
    var help: String {
        var sections = [
            usage, description,
            "OPTIONS:\n" + Self.rows(allOptions.map { ($0.label, $0.help) }, column: Self.helpColumn),
        ]
        if let footer { sections.append(footer) }
        return sections.joined(separator: "\n\n")
    }

    /// The rows of a help text's section: each label, then its help from `column` on (two
    /// spaces after a label that reaches it), its further lines under it.
    static func rows(_ rows: [(label: String, help: [String])], column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        return rows.map { row in
            let label = "  " + row.label
            let first =
                label + String(repeating: " ", count: label.count < column ? column - label.count : 2)
                + (row.help.first ?? "")
            return ([first] + row.help.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The paragraphs of `text` (as `--help` wraps them), each on one line.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map { paragraph in
            paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
    }
}

extension CommandSpec {
    /// Reads `arguments` for the command (after its ``subcommand``, which must come first):
    /// the options given, or the status to exit with after printing the help (`--help`) or
    /// reporting a usage problem.
    func read(_ arguments: [String], console: Console) -> Result<ParsedOptions, ExitStatus> {
        var arguments = arguments
        if let subcommand {
            guard let first = arguments.first, !first.hasPrefix("-") else {
                if arguments.first == "-h" || arguments.first == "--help" {
                    console.output(help)
                    return .failure(.success)
                }
                return .failure(usageError("missing subcommand; expected '\(subcommand)'", console: console))
            }
            guard first == subcommand else {
                return .failure(
                    usageError("unknown subcommand '\(first)'; expected '\(subcommand)'", console: console))
            }
            arguments.removeFirst()
        }
        switch parse(arguments) {
        case .parsed(let parsed): return .success(parsed)
        case .help:
            console.output(help)
            return .failure(.success)
        case .problem(let problem): return .failure(usageError(problem, console: console))
        }
    }

    /// Reports `problem` as a usage error of the command, with where to find its usage.
    func usageError(_ problem: String, console: Console) -> ExitStatus {
        console.error("fdlc \(name): error: \(problem)\nrun 'fdlc \(name) --help' for usage")
        return .usageOrIO
    }
}
