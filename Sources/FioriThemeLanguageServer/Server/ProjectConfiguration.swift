import FioriTheme
import FioriThemeCompiler
import Foundation

/// The linter for each document, set up from its configuration as `fdlc lint` finds it: the
/// nearest `.fdlc.json` in the document's folder or above, with the files it `extends`
/// (``ConfigurationLoader``), giving its `target`, `catalogs`, `rules` severities and
/// design `tokens` (built by ``LinterBuilder``, as for `fdlc lint`). A
/// document that is not a file, or has no configuration above it, gets the defaults.
///
/// The configuration is looked up again at every check, so a new, edited or removed
/// `.fdlc.json` applies at once; the linter is built again only when the content of a
/// configuration, catalog or token file changes. (Content, not size and modification time: a file
/// rewritten with the same size within the file system's timestamp granularity keeps both.) A configuration or catalog that cannot
/// be read gives the defaults, and the problem is reported once per change of the files.
package struct ProjectConfiguration {
    /// The linter that applies, and a problem with the configuration to report, if any.
    package struct Setting {
        /// The linter for the document.
        package var linter: Linter
        /// The configuration as read (the defaults without one, or when it is invalid).
        package var configuration: Configuration
        /// Why the configuration could not be used (lowercase), once per change of its files.
        package var problem: String? = nil
    }

    /// The setting last built for a configuration, and the contents of the files it came from.
    private struct Built {
        var contents: [[UInt8]?]
        var setting: Setting
    }

    /// Built settings by the nearest configuration file (or, for a failure, its message).
    private var built: [String: Built] = [:]
    private let defaultLinter = Linter()
    /// How configuration, catalog and token files are read: at most `FDLC_MAX_INPUT_SIZE`,
    /// as `fdlc` reads them.
    private let reader = BoundedReader.configured

    /// Creates an empty cache.
    package init() {}

    /// The linter for the document at `path` (nil when it is not a file).
    package mutating func setting(for path: String?) -> Setting {
        guard let path, path.hasPrefix("/") else {
            return Setting(linter: defaultLinter, configuration: Configuration())
        }
        var loader = ConfigurationLoader()
        loader.reader = reader
        let configuration: Configuration
        do {
            configuration = try loader.configuration(forFile: path)
        } catch {
            let fallback = Setting(
                linter: defaultLinter, configuration: Configuration(), problem: "invalid configuration \(error)")
            return remembered("error: \(error)", files: [error.path]) { fallback }
        }
        guard let nearest = configuration.files.first else {
            return Setting(linter: defaultLinter, configuration: configuration)
        }
        let files =
            configuration.files + configuration.catalogs
            + [configuration.tokens, configuration.tokensMap].compactMap(\.self)
        let (reader, fallback) = (reader, defaultLinter)
        return remembered(nearest, files: files) { Self.build(configuration, reader: reader, fallback: fallback) }
    }

    /// The setting remembered under `key` while `files` are unchanged; otherwise `make()`'s,
    /// with its problem, remembered without it. A file that cannot be read (or is larger than
    /// the reader's limit) counts as unchanged while it stays so.
    private mutating func remembered(_ key: String, files: [String], make: () -> Setting) -> Setting {
        let contents = files.map { try? reader.read(path: $0).get() }
        if let cached = built[key], cached.contents == contents { return cached.setting }
        let setting = make()
        var quiet = setting
        quiet.problem = nil
        built[key] = Built(contents: contents, setting: quiet)
        return setting
    }

    /// The linter for a configuration, as `fdlc lint` builds it (``LinterBuilder``): its target,
    /// catalogs, severities and design tokens; `fallback` with the problem when it cannot be built.
    private static func build(_ configuration: Configuration, reader: BoundedReader, fallback: Linter) -> Setting {
        var builder = LinterBuilder(reader: reader)
        do {
            return Setting(linter: try builder.linter(for: configuration), configuration: configuration)
        } catch {
            return Setting(linter: fallback, configuration: configuration, problem: problem(error, configuration))
        }
    }

    /// Why the linter could not be built, lowercase.
    private static func problem(_ failure: LinterBuilder.Failure, _ configuration: Configuration) -> String {
        switch failure {
        case .unreadable(let path, let reason):
            let kind = configuration.catalogs.contains(path) ? "catalog" : "design-token file"
            let source = configuration.files.first.map { " named in '\($0)'" } ?? ""
            return "cannot read \(kind) '\(path)'\(source): \(reason)"
        case .invalidCatalog(let error):
            let location = error.offset.map { ":" + error.file.location(of: $0).description } ?? ""
            return "invalid catalog '\(error.file.path)'\(location): \(error.message)"
        case .invalidTokens(let errors):
            return "invalid design tokens:\n\(errors.description)"
        }
    }
}
