import FioriTheme
import FioriThemeCompiler
import Foundation

/// The settings each input is checked with: its configuration (the nearest `.fdlc.json`, or
/// `--config FILE` for every input) with the command line over it, and the compiler and linter
/// they make, built once per distinct setting.
///
/// Precedence: the command line over the configuration file over the defaults. `--target`
/// replaces the configuration's `target`, each `--rule` its entry in `rules`, and `--catalog`
/// files are added after its `catalogs` (a later file wins).
struct Settings {
    /// What the command line says.
    struct Overrides {
        /// `--config FILE`, as given.
        var configPath: String?
        var target: Target?
        /// `--catalog` files, as given (relative to the current folder).
        var catalogPaths: [String] = []
        var severities: [DiagnosticCode: RuleSeverity] = [:]
        /// `--tokens FILE` and `--tokens-map FILE`, as given.
        var tokens: String?
        var tokensMap: String?
    }

    /// Why settings could not be built; already phrased for standard error.
    struct Failure: Error {
        let message: String
        /// A usage problem (shown with the command's usage hint) rather than an I/O one.
        var isUsage = false
    }

    let overrides: Overrides
    private var loader = ConfigurationLoader()
    /// The compilers and linters, built once per target, catalogs and token files.
    private var builder = LinterBuilder(reader: InputFiles.reader, name: FilePath.display)

    init(_ overrides: Overrides) {
        self.overrides = overrides
        loader.reader = InputFiles.reader
    }

    /// The configuration of the input `path` (`-`: standard input, configured from the current
    /// folder; with `isFolder`, the files in the folder `path`), with the command line applied.
    mutating func configuration(for path: String, isFolder: Bool = false) throws(Failure) -> Configuration {
        var configuration: Configuration
        do {
            if let explicit = overrides.configPath {
                configuration = try loader.load(FilePath.absolute(explicit))
            } else if path == "-" || isFolder {
                configuration = try loader.configuration(
                    forFolder: FilePath.absolute(path == "-" ? "." : path))
            } else {
                configuration = try loader.configuration(forFile: FilePath.absolute(path))
            }
        } catch {
            throw Failure(message: "fdlc: error: \(error)")
        }
        configuration.target = overrides.target ?? configuration.target
        configuration.severities.merge(overrides.severities) { _, commandLine in commandLine }
        configuration.catalogs += overrides.catalogPaths.map { FilePath.absolute($0) }
        if let tokens = overrides.tokens {
            configuration.tokens = FilePath.absolute(tokens)
            configuration.tokensMap = overrides.tokensMap.map { FilePath.absolute($0) }
        }
        return configuration
    }

    /// The configuration and compiler for stylesheets layered into one table: those of the
    /// first input, when every input's compile alike (target, catalogs, severities);
    /// otherwise a usage failure that says which inputs differ.
    mutating func layered(_ paths: [String], standardInputName: String?) throws(Failure)
        -> (configuration: Configuration, compiler: Compiler)
    {
        var configurations: [Configuration] = []
        for path in paths {
            configurations.append(try configuration(for: path == "-" ? standardInputName ?? "-" : path))
        }
        let first = configurations[0]
        if let other = configurations.firstIndex(where: { !Self.compileAlike($0, first) }) {
            throw Failure(
                message: "'\(paths[0])' and '\(paths[other])' have different configurations "
                    + "(\(Self.describe(first)) and \(Self.describe(configurations[other]))); "
                    + "the layers of one theme compile with one target, catalog and severities: pass --config FILE",
                isUsage: true)
        }
        return (first, try compiler(for: first))
    }

    /// Whether two configurations compile a theme the same way: target, catalogs, severities.
    private static func compileAlike(_ one: Configuration, _ other: Configuration) -> Bool {
        one.effectiveTarget == other.effectiveTarget && one.catalogs == other.catalogs
            && one.severities == other.severities
    }

    /// The configuration file of `configuration`, for a message.
    private static func describe(_ configuration: Configuration) -> String {
        configuration.files.first.map { "'\(FilePath.display($0))'" } ?? "none"
    }

    /// The compiler for `configuration`: its target and catalogs.
    mutating func compiler(for configuration: Configuration) throws(Failure) -> Compiler {
        do {
            return try builder.compiler(for: configuration)
        } catch {
            throw Self.failure(error)
        }
    }

    /// The linter for `configuration`: its compiler, severities and design tokens.
    mutating func linter(for configuration: Configuration) throws(Failure) -> Linter {
        do {
            return try builder.linter(for: configuration)
        } catch {
            throw Self.failure(error)
        }
    }

    /// Why the builder failed, phrased for standard error.
    private static func failure(_ failure: LinterBuilder.Failure) -> Failure {
        switch failure {
        case .unreadable(let path, let reason):
            return Failure(message: InputFiles.Failure(path: path, reason: reason).message)
        case .invalidCatalog(let error):
            let location = error.offset.map { error.file.location(of: $0).description + ":" } ?? ""
            return Failure(message: "fdlc: error: invalid catalog '\(error.file.path)':\(location) \(error.message)")
        case .invalidTokens(let errors):
            return Failure(message: errors.description + "\nfdlc: error: invalid design tokens")
        }
    }
}
