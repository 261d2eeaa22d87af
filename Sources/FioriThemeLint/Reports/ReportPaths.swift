import FioriThemeCore

/// How reports for CI name files: relative to the repository's root, so that GitHub places an
/// annotation or a code-scanning alert on the right file whichever folder fdlc ran in.
///
/// Paths are compared as text after `.` and `..` are removed; the caller passes real paths
/// (symbolic links resolved) for the root and the current folder.
package struct ReportPaths: Sendable {
    /// The repository root, absolute, without a trailing `/`.
    package let root: String
    /// The folder relative input paths start from, absolute.
    package let currentDirectory: String

    package init(root: String, currentDirectory: String) {
        self.root = FilePath.absolute(root, from: "/")
        self.currentDirectory = FilePath.absolute(currentDirectory, from: "/")
    }

    /// `path` (as a source file names it: relative to the current folder, or absolute) relative
    /// to the root, `/`-separated; nil for a file outside the root, or standard input without a name.
    package func relative(_ path: String) -> String? {
        guard path != "<stdin>" else { return nil }
        let absolute = FilePath.absolute(path, from: currentDirectory)
        if root == "/" { return String(absolute.dropFirst()) }
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// The path a report shows: relative to the root when inside it, otherwise as given.
    package func display(_ path: String) -> String {
        relative(path) ?? path
    }
}
