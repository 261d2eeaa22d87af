import FioriTheme
import FioriThemeCompiler
import Foundation

/// The linter for each document, set up from the nearest `.fdlc.json` in the document's
/// folder or above, as `fdlc lint` finds it: its `target`, `catalogs` (relative to the
/// configuration's folder) and `rules` severities. A document that is not a file, or has no
/// configuration above it, gets the defaults.
///
/// Configurations are read again when their file changes (size or modification time), so
/// an edit to `.fdlc.json` applies at the next check. A configuration or catalog that cannot
/// be read gives the defaults, and the problem is reported once per change of the file.
package struct ProjectConfiguration {
    /// The linter that applies, and a problem with the configuration to report, if any.
    package struct Setting {
        /// The linter for the document.
        package var linter: Linter
        /// The configuration as read (empty without one, or when it is invalid).
        package var configuration: LintConfiguration
        /// Why the configuration could not be used (lowercase), once per change of its file.
        package var problem: String?
    }

    /// A configuration file as last read.
    private struct Loaded {
        var stamp: [Double]
        var setting: Setting
    }

    private var loaded: [String: Loaded] = [:]
    private let defaultLinter = Linter()

    /// Creates an empty cache.
    package init() {}

    /// The linter for the document at `path` (nil when it is not a file).
    package mutating func setting(for path: String?) -> Setting {
        guard let path, let configuration = Self.nearest(from: (path as NSString).deletingLastPathComponent) else {
            return Setting(linter: defaultLinter, configuration: LintConfiguration(), problem: nil)
        }
        let stamp = Self.stamp(configuration)
        if let cached = loaded[configuration], cached.stamp == stamp {
            var setting = cached.setting
            setting.problem = nil
            return setting
        }
        let setting = Self.load(configuration)
        loaded[configuration] = Loaded(stamp: stamp, setting: setting)
        return setting
    }

    /// Reads a configuration file and the catalogs it names.
    private static func load(_ path: String) -> Setting {
        let fallback = Linter()
        guard let data = FileManager.default.contents(atPath: path) else {
            return Setting(linter: fallback, configuration: LintConfiguration(), problem: "cannot read configuration '\(path)'")
        }
        let configuration: LintConfiguration
        do {
            configuration = try LintConfiguration(json: [UInt8](data), path: path)
        } catch {
            return Setting(linter: fallback, configuration: LintConfiguration(), problem: "invalid configuration \(error)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var catalogs: [SourceFile] = []
        for relative in configuration.catalogs {
            let catalogPath = relative.hasPrefix("/") ? relative : (folder as NSString).appendingPathComponent(relative)
            guard let bytes = FileManager.default.contents(atPath: catalogPath) else {
                return Setting(linter: fallback, configuration: configuration, problem: "cannot read catalog '\(catalogPath)' named in '\(path)'")
            }
            catalogs.append(SourceFile(path: catalogPath, bytes: [UInt8](bytes)))
        }
        do {
            let compiler = try Compiler(target: configuration.target ?? .fiori, catalogExtensions: catalogs)
            return Setting(linter: Linter(compiler: compiler, severities: configuration.severities), configuration: configuration, problem: nil)
        } catch {
            let location = error.offset.map { ":" + error.file.location(of: $0).description } ?? ""
            return Setting(linter: fallback, configuration: configuration, problem: "invalid catalog '\(error.file.path)'\(location): \(error.message)")
        }
    }

    /// The nearest `.fdlc.json` in `folder` or a folder above it.
    private static func nearest(from folder: String) -> String? {
        var folder = folder
        while !folder.isEmpty {
            let candidate = (folder as NSString).appendingPathComponent(".fdlc.json")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        return nil
    }

    /// What identifies one version of a file: its size and modification time.
    private static func stamp(_ path: String) -> [Double] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return [] }
        let size = (attributes[.size] as? NSNumber)?.doubleValue ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return [size, modified]
    }
}
