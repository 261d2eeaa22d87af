/// What a command line said, read against its command's ``CommandSpec``: the values of the
/// options given, by each option's long name, and the operands.
struct ParsedOptions {
    /// What ``CommandSpec/parse(_:)`` found.
    enum Outcome {
        case parsed(ParsedOptions)
        /// `-h` or `--help`: print the help and succeed.
        case help
        /// A usage error, phrased for `fdlc NAME: error: …`.
        case problem(String)
    }

    /// The values of each option given: every value of a repeatable one in order, the last of
    /// any other (an empty string for a flag).
    private var given: [String: [String]] = [:]
    /// The arguments that are not options, in order.
    var operands: [String] = []

    /// Whether the option named `name` (its long name) was given.
    func isSet(_ name: String) -> Bool {
        given[name] != nil
    }

    /// The value of the option `name`: the last given, nil when it was not.
    func value(_ name: String) -> String? {
        given[name]?.last
    }

    /// Every value of the repeatable option `name`, in order (of another, the last).
    func values(_ name: String) -> [String] {
        given[name] ?? []
    }

    /// The `--format` given, or `fallback`.
    func format(default fallback: ReportFormat) -> ReportFormat {
        value("--format").flatMap(ReportFormat.init(rawValue:)) ?? fallback
    }

    /// Records a use of `option`: a repeatable one adds its value, any other replaces it.
    fileprivate mutating func record(_ value: String, for option: OptionSpec) {
        given[option.name] = (option.repeatable ? given[option.name] ?? [] : []) + [value]
    }
}

extension CommandSpec {
    /// Reads `arguments` against the declared options: each value checked against what the
    /// option accepts, an unknown option answered with the nearest declared one. The first
    /// problem stops the reading, as `--help` does.
    func parse(_ arguments: [String]) -> ParsedOptions.Outcome {
        let declared = allOptions
        var parser = OptionParser(arguments, known: didYouMeanNames)
        var parsed = ParsedOptions()
        while let argument = parser.next() {
            switch argument {
            case .positional(let operand):
                guard operands != .refused else { return .problem("unexpected argument '\(operand)'") }
                parsed.operands.append(operand)
            case .option(let name):
                guard let option = declared.first(where: { $0.names.contains(name) }) else {
                    parser.unknown(name)
                    return .problem(parser.problem ?? "")
                }
                if option.name == OptionSpec.help.name { return .help }
                guard option.value != nil else {
                    if let conflict = conflict(of: option, with: parsed) { return .problem(conflict) }
                    parsed.record("", for: option)
                    continue
                }
                guard let value = parser.value(for: name, allowed: option.allowed) else {
                    return .problem(parser.problem ?? "")
                }
                if let problem = option.check?(value) { return .problem(problem) }
                parsed.record(value, for: option)
            }
        }
        return .parsed(parsed)
    }

    /// The names a mistyped option is compared with: the command's own, `--help`, then the
    /// shared ones (the first of equally near names wins).
    private var didYouMeanNames: [String] {
        options.flatMap(\.names) + ["--help", "-h"] + CommonOptions.specs(shared).flatMap(\.names)
    }

    /// The problem of giving `option` after what `parsed` holds, if it conflicts.
    private func conflict(of option: OptionSpec, with parsed: ParsedOptions) -> String? {
        conflicts.first { conflict in
            (conflict.one.contains(option.name) && conflict.other.contains(where: parsed.isSet))
                || (conflict.other.contains(option.name) && conflict.one.contains(where: parsed.isSet))
        }?.problem
    }
}
