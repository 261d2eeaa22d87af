import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc config --print [PATH]`: the configuration that applies to a file, after `extends` and
/// the command line, written as a configuration file.
struct ConfigCommand: Command {
    static let spec = CommandSpec(
        name: "config", summary: ["Print the configuration that applies to a file (--print)"],
        operandsUsage: "[<path>]",
        description: """
            Prints the configuration that applies to <path> (a file, or the files in a folder;
            default: the current folder): the nearest .fdlc.json in its folder or above (or
            --config FILE) with the files it extends merged in and the command line over it. The
            output is itself a configuration (JSON with comments), with paths relative to the current
            folder: the files it comes from, whether <path> is ignored, then "catalogs", "format",
            "ignore", "rules" (the rules set, by id), "target" and, when set, "tokens".
            """,
        options: [
            OptionSpec(["--print"], usage: .required, help: ["Print the effective configuration (required)"])
        ],
        // What decides the configuration.
        shared: [.configuration, .checks], operands: .files,
        footer: "Exit status: 0 printed, 2 usage problem or invalid configuration.")

    let console: Console

    func run(_ options: ParsedOptions) -> ExitStatus {
        let common = CommonOptions(options)
        let prints = options.isSet("--print")
        let paths = options.operands
        guard prints else {
            return Self.spec.usageError("nothing to do; pass --print", console: console)
        }
        guard paths.count <= 1 else {
            return Self.spec.usageError("expected at most one path, got \(paths.count)", console: console)
        }
        let path = paths.first ?? "."
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        var settings = Settings(common.overrides)
        let configuration: Configuration
        do {
            configuration = try settings.configuration(for: path, isFolder: isFolder)
        } catch {
            console.error(error.message)
            return .usageOrIO
        }
        console.outputRaw(Self.text(configuration, for: path, isFolder: isFolder))
        return .success
    }

    /// The configuration as a configuration file, with comments saying where it comes from.
    static func text(_ configuration: Configuration, for path: String, isFolder: Bool) -> String {
        let files = configuration.files.map(FilePath.display)
        var comments = ["// the configuration of '\(path)'" + (isFolder ? " (the files in it)" : "")]
        comments.append(
            files.isEmpty
                ? "// no configuration file: the defaults and the command line"
                : "// from " + files.map { "'\($0)'" }.joined(separator: ", extending "))
        if !isFolder, let pattern = configuration.ignorePattern(for: FilePath.absolute(path)) {
            comments.append(
                "// '\(path)' is ignored: it matches '\(pattern.pattern)' in '\(FilePath.display(pattern.file))'"
            )
        }
        let current = FilePath.absolute(".")
        var members: [String: JSONValue] = [
            "target": .string(configuration.effectiveTarget.rawValue),
            "format": .object([
                "indentWidth": .int(configuration.format.indentWidth),
                "spaceAfterColon": .bool(configuration.format.spaceAfterColon),
            ]),
            "rules": .object(
                Dictionary(
                    uniqueKeysWithValues: configuration.severities.map {
                        ($0.key.rawValue, JSONValue.string($0.value.rawValue))
                    })),
            "catalogs": .array(configuration.catalogs.map { .string(relative($0, to: current)) }),
            "ignore": .array(
                configuration.ignore.map { pattern in
                    let folder = relative(pattern.folder, to: current)
                    return .string(folder == "." ? pattern.pattern : folder + "/" + pattern.pattern)
                }),
        ]
        if let tokens = configuration.tokens {
            var entry: [String: JSONValue] = ["file": .string(relative(tokens, to: current))]
            if let map = configuration.tokensMap { entry["map"] = .string(relative(map, to: current)) }
            members["tokens"] = .object(entry)
        }
        let json = JSONValue.object(members)
        return comments.joined(separator: "\n") + "\n" + json.serialized()
    }

    /// `path` (absolute) relative to the absolute folder `folder`, `.` for the folder itself.
    private static func relative(_ path: String, to folder: String) -> String {
        if path == folder { return "." }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
