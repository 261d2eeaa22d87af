import FioriTheme
import FioriThemeCompiler
import Foundation

/// The linter for each document, set up from its configuration as `fdlc lint` finds it: the
/// nearest `.fdlc.json` in the document's folder or above, with the files it `extends`
/// (``ConfigurationLoader``), giving its `target`, `catalogs` and `rules` severities. A
/// document that is not a file, or has no configuration above it, gets the defaults.
///
/// The configuration is looked up again at every check, so a new, edited or removed
/// `.fdlc.json` applies at once; the linter is built again only when the content of a
/// configuration or catalog file changes. (Content, not size and modification time: a file
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
        var contents: [Data?]
        var setting: Setting
    }

    /// Built settings by the nearest configuration file (or, for a failure, its message).
    private var built: [String: Built] = [:]
    private let defaultLinter = Linter()

    /// Creates an empty cache.
    package init() {}

    /// The linter for the document at `path` (nil when it is not a file).
    package mutating func setting(for path: String?) -> Setting {
        guard let path, path.hasPrefix("/") else {
            return Setting(linter: defaultLinter, configuration: Configuration())
        }
        var loader = ConfigurationLoader()
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
        return remembered(nearest, files: configuration.files + configuration.catalogs) { Self.build(configuration) }
    }

    /// The setting remembered under `key` while `files` are unchanged; otherwise `make()`'s,
    /// with its problem, remembered without it.
    private mutating func remembered(_ key: String, files: [String], make: () -> Setting) -> Setting {
        let contents = files.map { FileManager.default.contents(atPath: $0) }
        if let cached = built[key], cached.contents == contents { return cached.setting }
        let setting = make()
        var quiet = setting
        quiet.problem = nil
        built[key] = Built(contents: contents, setting: quiet)
        return setting
    }

    /// The linter for a configuration: its target, catalogs and severities.
    private static func build(_ configuration: Configuration) -> Setting {
        let fallback = Linter()
        var catalogs: [SourceFile] = []
        for path in configuration.catalogs {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                let source = configuration.files.first.map { " named in '\($0)'" } ?? ""
                return Setting(
                    linter: fallback, configuration: configuration, problem: "cannot read catalog '\(path)'\(source)")
            }
            catalogs.append(SourceFile(path: path, bytes: [UInt8](bytes)))
        }
        do {
            let compiler = try Compiler(target: configuration.effectiveTarget, catalogExtensions: catalogs)
            return Setting(
                linter: Linter(compiler: compiler, severities: configuration.severities), configuration: configuration)
        } catch {
            let location = error.offset.map { ":" + error.file.location(of: $0).description } ?? ""
            return Setting(
                linter: fallback, configuration: configuration,
                problem: "invalid catalog '\(error.file.path)'\(location): \(error.message)")
        }
    }
}
