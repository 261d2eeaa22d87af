/// One option of a command, declared once: parsing, the usage line, `--help`, the did-you-mean
/// for a mistyped option, the man page and the shell completions are all read from it.
struct OptionSpec: Sendable {
    /// How the option shows in the usage line.
    enum Usage: Sendable {
        /// `[NAME VALUE]` (`[NAME]` for a flag), with the first name.
        case shown
        /// `[NAME A|B|C]`, with the values the option accepts.
        case listingValues
        /// `NAME VALUE`, without brackets: the command needs it.
        case required
        /// As an alternative to the option before it: `[--check | -i | --in-place]`.
        case orPrevious
        /// Inside the brackets of the option before it, which it needs: `[--tokens FILE [--tokens-map MAP]]`.
        case insidePrevious
        /// Not at all: the command's other usage forms show it, or `[options]` stands for it.
        case hidden
    }

    /// Its spellings, such as `-o` and `--output`; the first names it in messages.
    let names: [String]
    /// The placeholder of its value as `--help` shows it (`FILE`, `text|json`); nil for a flag.
    let value: String?
    /// What it does, as `--help` shows it: the lines beside and under the names.
    let help: [String]
    /// The values it accepts, when only some are; anything else is a usage error with a did-you-mean.
    var allowed: [String]? = nil
    /// Whether giving it again adds a value (`--catalog A --catalog B`) rather than replacing it.
    var repeatable = false
    var usage = Usage.shown
    /// What is wrong with a value, beyond ``allowed``; nil when it is fine.
    var check: (@Sendable (String) -> String?)? = nil

    /// A flag or an option with a value.
    init(
        _ names: [String], value: String? = nil, allowed: [String]? = nil, repeatable: Bool = false,
        usage: Usage = .shown, help: [String], check: (@Sendable (String) -> String?)? = nil
    ) {
        self.names = names
        self.value = value
        self.help = help
        self.allowed = allowed
        self.repeatable = repeatable
        self.usage = usage
        self.check = check
    }

    /// The name it is read by: its long spelling.
    var name: String { names.last ?? "" }

    /// `-o, --output OUT`: the names and the placeholder, as the left column of `--help`.
    var label: String {
        spelled(names.joined(separator: ", "))
    }

    /// `NAME VALUE` with `name`, as the usage line spells it.
    private func spelled(_ name: String) -> String {
        name + (value.map { " " + $0 } ?? "")
    }

    /// The usage line's words with this option added after `words`, the words of the options before it.
    func usageWords(after words: [String]) -> [String] {
        var words = words
        switch usage {
        case .shown: words.append("[" + spelled(names[0]) + "]")
        case .listingValues: words.append("[" + names[0] + " " + (allowed ?? []).joined(separator: "|") + "]")
        case .required: words.append(spelled(names[0]))
        case .orPrevious:
            let previous = words.removeLast().dropLast()
            words.append(previous + " | " + names.map(spelled).joined(separator: " | ") + "]")
        case .insidePrevious:
            let previous = words.removeLast().dropLast()
            words.append(previous + " [" + spelled(names[0]) + "]]")
        case .hidden: break
        }
        return words
    }

    /// The values to complete: those it accepts, or those its placeholder lists (`text|json`).
    var choices: [String] {
        if let allowed { return allowed }
        guard let value, value.contains("|") else { return [] }
        return value.split(separator: "|").map(String.init)
    }

    /// Whether the value is a path: a placeholder that names a file, a folder or an output.
    var takesPath: Bool {
        ["FILE", "PATH", "OUT", "DIR"].contains(value ?? "")
    }

    /// `-h, --help`: every command's.
    static let help = OptionSpec(["-h", "--help"], help: ["Show this help"])
}
