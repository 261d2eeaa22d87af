import FioriThemeCore
import FioriThemeFormat

/// The settings that apply to a stylesheet: one `.fdlc.json` with the files it `extends`
/// merged in, governing `fdlc check`, `compile`, `query`, `preview`, `format` and `lint` alike.
///
/// A file overrides what it extends: its `target` replaces the base's, its `rules` entries
/// replace the base's for the same rules, its `catalogs` come after the base's (a later
/// catalog wins), its `ignore` patterns are added to the base's, and its `format` and `tokens`
/// sections replace the base's. Paths are absolute, each resolved against the folder of the file that
/// wrote it. ``ConfigurationLoader`` finds and reads configurations.
public struct Configuration: Sendable {
    /// The runtime to check for; nil for the default, ``Target/default``.
    public var target: Target?
    /// The runtime the themes are checked for: ``target``, or the default, ``Target/default``.
    public var effectiveTarget: Target { target ?? .default }
    /// Severities that replace the rules' defaults.
    public var severities: [DiagnosticCode: RuleSeverity] = [:]
    /// Catalog files to add, as absolute paths, in order.
    public var catalogs: [String] = []
    /// Patterns of paths not to check.
    public var ignore: [IgnorePattern] = []
    /// The layout `fdlc format` writes (its ``FormatOptions/target`` is not read from here).
    public var format = FormatOptions()
    /// The design-token file `fdlc lint` checks values against (`FDL410`), as an absolute path.
    public var tokens: String?
    /// The mapping file for ``tokens``, as an absolute path.
    public var tokensMap: String?
    /// The absolute paths of the configuration files read, the nearest first; empty for the defaults.
    public var files: [String] = []

    /// The defaults: no configuration file.
    public init() {}

    /// `file` (at the absolute path `path`) over `base`.
    init(_ file: ConfigurationFile, at path: String, over base: Configuration) {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        target = file.target ?? base.target
        severities = base.severities.merging(file.severities) { _, new in new }
        catalogs = base.catalogs + file.catalogs.map { FilePath.absolute($0, from: folder) }
        ignore = base.ignore + file.ignore.map { IgnorePattern($0, file: path) }
        format = file.format ?? base.format
        if let tokens = file.tokens {
            self.tokens = FilePath.absolute(tokens, from: folder)
            tokensMap = file.tokensMap.map { FilePath.absolute($0, from: folder) }
        } else {
            tokens = base.tokens
            tokensMap = base.tokensMap
        }
        files = [path] + base.files
    }

    /// The first pattern that ignores the absolute path `path`, if any.
    public func ignorePattern(for path: String) -> IgnorePattern? {
        ignore.first { $0.matches(path) }
    }
}
