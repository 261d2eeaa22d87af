import FioriTheme
import FioriThemeCompiler

/// A cursor over command-line arguments, with the habits of common Unix tools: `--name value`
/// and `--name=value`; `--` ends the options (what follows is positional, even `-x`); `-` alone
/// is an argument (standard input); an option's value never swallows the next option
/// (`--format --color` is a missing value, not the format `--color`; `--name=-x` gives a value
/// that starts with `-`); an unknown option gets a did-you-mean among the command's options.
struct OptionParser {
    /// One argument: an option's name, or anything else.
    enum Argument {
        /// `--name` or `-n` (for `--name=value`, the name; the value is held for ``value(for:allowed:)``).
        case option(String)
        /// An argument that is not an option: a path, `-`, or anything after `--`.
        case positional(String)
    }

    private var arguments: [String]
    private var index = 0
    private var pendingValue: String?
    private var optionsEnded = false
    /// The options the command knows, for a did-you-mean.
    private let known: [String]
    /// The first problem found, phrased for a usage error.
    var problem: String?

    /// A parser over `arguments` for a command whose options are `known`.
    init(_ arguments: [String], known: [String]) {
        self.arguments = arguments
        self.known = known
    }

    /// The next argument.
    mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        pendingValue = nil
        if optionsEnded || !Self.isOption(argument) { return .positional(argument) }
        if argument == "--" {
            optionsEnded = true
            return next()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            pendingValue = String(argument[argument.index(after: equals)...])
            return .option(String(argument[..<equals]))
        }
        return .option(argument)
    }

    /// The value of the option just returned, checked against `allowed` when given. The next
    /// argument is not taken when it is itself an option.
    mutating func value(for option: String, allowed: [String]? = nil) -> String? {
        var value = pendingValue
        pendingValue = nil
        if value == nil, index < arguments.count, !Self.isOption(arguments[index]) {
            value = arguments[index]
            index += 1
        }
        guard let value else {
            problem = "missing value for '\(option)'"
            return nil
        }
        if let allowed, !allowed.contains(value) {
            let hint = Suggestion.closest(to: value, among: allowed).map { "did you mean '\($0)'? " } ?? ""
            problem =
                "invalid value '\(value)' for '\(option)'; \(hint)expected one of: \(allowed.joined(separator: ", "))"
            return nil
        }
        return value
    }

    /// Records that `option` is not an option of the command, with a did-you-mean.
    mutating func unknown(_ option: String) {
        let hint = Suggestion.closest(to: option, among: known).map { "; did you mean '\($0)'?" } ?? ""
        problem = "unknown option '\(option)'\(hint)"
    }

    /// Whether `argument` is an option (or `--`): it starts with `-` and is not `-` alone.
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }
}
