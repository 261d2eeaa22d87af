import FioriTheme
import FioriThemeCompiler

/// A cursor over command-line arguments that understands `--name value` and `--name=value`.
struct OptionParser {
    private var arguments: [String]
    private var index = 0
    private var pendingValue: String?
    /// The first problem found, phrased for a usage error.
    var problem: String?

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument; `--name=value` is returned as `--name` with its value held for ``value(for:allowed:)``.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            pendingValue = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        pendingValue = nil
        return argument
    }

    /// The value of the option just returned, checked against `allowed` when given.
    mutating func value(for option: String, allowed: [String]? = nil) -> String? {
        var value = pendingValue
        pendingValue = nil
        if value == nil, index < arguments.count {
            value = arguments[index]
            index += 1
        }
        guard let value else {
            problem = "missing value for '\(option)'"
            return nil
        }
        if let allowed, !allowed.contains(value) {
            problem = "invalid value '\(value)' for '\(option)'; expected one of: \(allowed.joined(separator: ", "))"
            return nil
        }
        return value
    }

    /// The value of `--color`: `auto`, `always` or `never`.
    mutating func colorValue(for option: String) -> String? {
        value(for: option, allowed: ["auto", "always", "never"])
    }

    /// The value of `--target`, one of the runtimes fdlc knows.
    mutating func targetValue(for option: String) -> Target? {
        value(for: option, allowed: Target.allCases.map(\.rawValue)).flatMap(Target.init(rawValue:))
    }

    /// The value of `--device`, a ``DeviceProfile`` name.
    mutating func deviceValue(for option: String) -> DeviceProfile? {
        value(for: option, allowed: DeviceProfile.allCases.map(\.name)).flatMap(DeviceProfile.init(name:))
    }

    /// Whether `argument` is an option the command does not know (it starts with `-` and is
    /// not `-`, standard input); if so, records the problem.
    mutating func isUnknownOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-" else { return false }
        problem = "unknown option '\(argument)'"
        return true
    }
}
