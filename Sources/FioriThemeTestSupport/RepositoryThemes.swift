import FioriThemeCompiler
import Foundation

/// A theme of the repository's `Themes/` folder and the runtime it is written for.
package struct RepositoryTheme: Sendable, CustomStringConvertible {
    /// The path relative to the repository's root, e.g. `Themes/nui/harbor.nss`.
    package let path: String
    /// The target its folder's `.fdlc.json` names, `fiori` when none does.
    package let target: Target

    /// The path, which names the theme in test output.
    package var description: String { path }
}

/// The themes of `Themes/`, each with its target: the `target` of the nearest `.fdlc.json`
/// in the theme's folder or above (as every fdlc command finds it), else `fiori`.
package enum RepositoryThemes {
    /// Every `.nss` file below `Themes/`, sorted by path.
    package static func all() throws -> [RepositoryTheme] {
        let themes = repositoryRoot.appendingPathComponent("Themes")
        var paths: [String] = []
        let walker = FileManager.default.enumerator(
            at: themes, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "nss" { paths.append("Themes" + url.path.dropFirst(themes.path.count)) }
        }
        return try paths.sorted().map { RepositoryTheme(path: $0, target: try target(of: $0)) }
    }

    /// The target of the theme at `path` (relative to the repository's root), as fdlc finds it.
    package static func target(of path: String) throws -> Target {
        var loader = ConfigurationLoader()
        return try loader.configuration(forFile: repositoryRoot.appendingPathComponent(path).standardizedFileURL.path)
            .effectiveTarget
    }
}
