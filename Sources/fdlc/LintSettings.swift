import FioriTheme
import FioriThemeCompiler
import Foundation

/// Finds the configuration of each linted file and builds its linter, once per configuration.
///
/// Precedence: the command line over the configuration file over the defaults. `--target`
/// replaces the file's `target`, each `--rule ID=SEVERITY` its entry in `rules`, and
/// `--catalog` files are added after the file's `catalogs` (a later file wins). With
/// `--config FILE` that file applies to every input; otherwise each file uses the nearest
/// `.fdlc.json` in its folder or above (standard input: the current folder or above).
struct LintSettings {
    /// What the command line says.
    struct CommandLine {
        var configPath: String?
        var target: Target?
        var catalogPaths: [String] = []
        var severities: [DiagnosticCode: RuleSeverity] = [:]
    }

    /// A configuration file, or none, with the folder its relative paths start from.
    struct Located {
        let configuration: LintConfiguration
        /// The absolute folder of the configuration file; nil without one.
        let folder: String?
        /// The file's path, nil without one.
        let path: String?
    }

    /// Why settings could not be built; already phrased for standard error.
    struct Failure: Error {
        let message: String
    }

    static let fileName = ".fdlc.json"

    let commandLine: CommandLine
    private var configurations: [String: Located] = [:]
    private var folders: [String: String?] = [:]
    private var linters: [String: Linter] = [:]

    init(_ commandLine: CommandLine) {
        self.commandLine = commandLine
    }

    /// The configuration that applies to `path`.
    mutating func configuration(for path: String) throws(Failure) -> Located {
        if let explicit = commandLine.configPath { return try load(Self.absolute(explicit)) }
        let start = path == "-" ? FileManager.default.currentDirectoryPath
            : (Self.absolute(path) as NSString).deletingLastPathComponent
        guard let found = nearest(from: start) else { return Located(configuration: LintConfiguration(), folder: nil, path: nil) }
        return try load(found)
    }

    /// Whether `path` matches an `ignore` pattern of its configuration.
    func isIgnored(_ path: String, by located: Located) -> Bool {
        guard path != "-", let folder = located.folder else { return false }
        let absolute = Self.absolute(path)
        guard absolute.hasPrefix(folder + "/") else { return false }
        return located.configuration.ignores(String(absolute.dropFirst(folder.count + 1)))
    }

    /// The linter for files under `located`.
    mutating func linter(for located: Located) throws(Failure) -> Linter {
        let key = located.path ?? ""
        if let linter = linters[key] { return linter }
        let configuration = located.configuration
        let target = commandLine.target ?? configuration.target ?? .fiori
        let configured = configuration.catalogs.map { path in
            path.hasPrefix("/") ? path : ((located.folder ?? "") as NSString).appendingPathComponent(path)
        }
        var catalogs: [SourceFile] = []
        for path in configured + commandLine.catalogPaths {
            switch InputFiles.read(path) {
            case .success(let file): catalogs.append(file)
            case .failure(let failure): throw Failure(message: failure.message)
            }
        }
        let compiler: Compiler
        do {
            compiler = try Compiler(target: target, catalogExtensions: catalogs)
        } catch {
            let location = error.offset.map { error.file.location(of: $0).description + ":" } ?? ""
            throw Failure(message: "fdlc: error: invalid catalog '\(error.file.path)':\(location) \(error.message)")
        }
        let severities = configuration.severities.merging(commandLine.severities) { _, commandLine in commandLine }
        let linter = Linter(compiler: compiler, severities: severities)
        linters[key] = linter
        return linter
    }

    private mutating func load(_ path: String) throws(Failure) -> Located {
        if let cached = configurations[path] { return cached }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(message: "fdlc: error: cannot read configuration '\(Self.display(path))'")
        }
        do {
            let configuration = try LintConfiguration(json: [UInt8](data), path: Self.display(path))
            let located = Located(configuration: configuration, folder: (path as NSString).deletingLastPathComponent, path: path)
            configurations[path] = located
            return located
        } catch {
            throw Failure(message: "fdlc: error: invalid configuration \(error)")
        }
    }

    /// The nearest configuration file in `folder` or a folder above it.
    private mutating func nearest(from folder: String) -> String? {
        if let cached = folders[folder] { return cached }
        var isDirectory: ObjCBool = false
        let candidate = (folder as NSString).appendingPathComponent(Self.fileName)
        let found: String?
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
            found = candidate
        } else {
            let parent = (folder as NSString).deletingLastPathComponent
            found = parent == folder || parent.isEmpty ? nil : nearest(from: parent)
        }
        folders[folder] = found
        return found
    }

    /// An absolute path as shown in messages: relative to the current folder when below it.
    static func display(_ path: String) -> String {
        let current = absolute(FileManager.default.currentDirectoryPath)
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// `path` made absolute against the current folder, with `.` and `..` removed.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
