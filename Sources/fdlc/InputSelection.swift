import FioriTheme
import FioriThemeCompiler

/// The inputs of a run, each with its configuration, without those the configuration's
/// `ignore` list matches. A file named on the command line (or standard input named with
/// `--stdin-filename`) that is ignored is reported; one found in a directory is skipped silently.
struct InputSelection {
    /// One input to read.
    struct Item {
        /// The path as given; `-` is standard input.
        let path: String
        let configuration: Configuration
    }

    /// The inputs to read, in order.
    private(set) var items: [Item] = []
    /// A line for standard error for each named input that is ignored.
    private(set) var ignoredMessages: [String] = []

    init(_ inputs: [InputPaths.Input], standardInputName: String?, settings: inout Settings, verb: String)
        throws(Settings.Failure)
    {
        for input in inputs {
            let name = input.path == "-" ? standardInputName : input.path
            let configuration = try settings.configuration(for: name ?? "-")
            if let name, let pattern = configuration.ignorePattern(for: FilePath.absolute(name)) {
                if input.isExplicit {
                    ignoredMessages.append(
                        "fdlc: warning: '\(name)' is not \(verb): it matches '\(pattern.pattern)' in the 'ignore' list of "
                            + "'\(FilePath.display(pattern.file))'")
                }
                continue
            }
            items.append(Item(path: input.path, configuration: configuration))
        }
    }
}
