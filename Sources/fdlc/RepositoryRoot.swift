import FioriTheme
import FioriThemeCompiler
import Foundation

/// The folder CI reports name files relative to: `GITHUB_WORKSPACE` when set (the checkout a
/// GitHub workflow runs in), else the enclosing git work tree (the nearest folder above the
/// current one that holds `.git`), else the current folder.
enum RepositoryRoot {
    /// Report paths relative to the repository root, symbolic links resolved.
    static func reportPaths() -> ReportPaths {
        let current = realPath(FileManager.default.currentDirectoryPath)
        let root: String
        if let workspace = Environment.value("GITHUB_WORKSPACE"), !workspace.isEmpty {
            root = realPath(FilePath.absolute(workspace, from: current))
        } else {
            root = gitWorkTree(containing: current) ?? current
        }
        return ReportPaths(root: root, currentDirectory: current)
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or the file a
    /// submodule or linked work tree has).
    private static func gitWorkTree(containing folder: String) -> String? {
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: (candidate == "/" ? "" : candidate) + "/.git") {
                return candidate
            }
            let parent = FilePath.folder(of: candidate)
            if parent == candidate { return nil }
            candidate = parent
        }
    }

    /// `path` with symbolic links resolved, or as given when it does not exist.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
