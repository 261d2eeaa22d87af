import FioriTheme
import FioriThemeCompiler
import Foundation

/// The pairs of themes `fdlc diff` compares, read from files, folders or git revisions.
struct DiffThemes {
    /// One theme in two versions: its files, layered (empty: the theme does not exist on
    /// that side), and the path its configuration is found from.
    struct Pair {
        var old: [SourceFile]
        var new: [SourceFile]
        var configurationPath: String
    }

    /// Why the themes could not be read: a usage problem or an I/O one, phrased for standard error.
    struct Failure: Error {
        let message: String
        var isUsage = false
    }

    /// The two layered lists of files (`OLD NEW`, or `--old`/`--new`): one pair. Two
    /// folders: one pair per stylesheet below either, matched by the path below the folder.
    static func read(old: [String], new: [String], standardInputName: String?) throws(Failure) -> [Pair] {
        if old.count == 1, new.count == 1, isFolder(old[0]) || isFolder(new[0]) {
            guard isFolder(old[0]), isFolder(new[0]) else {
                throw Failure(
                    message: "'\(old[0])' and '\(new[0])' must both be folders or both be files", isUsage: true)
            }
            return try folders(old[0], new[0])
        }
        return [
            Pair(
                old: try files(old, standardInputName), new: try files(new, standardInputName),
                configurationPath: new[0] == "-" ? standardInputName ?? "-" : new[0])
        ]
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func files(_ paths: [String], _ standardInputName: String?) throws(Failure) -> [SourceFile] {
        var files: [SourceFile] = []
        for path in paths {
            switch InputFiles.read(path, standardInputName: standardInputName) {
            case .success(let file): files.append(file)
            case .failure(let failure): throw Failure(message: failure.message)
            }
        }
        return files
    }

    /// The stylesheets below two folders, paired by their path below it.
    private static func folders(_ old: String, _ new: String) throws(Failure) -> [Pair] {
        let before = try stylesheets(below: old)
        let after = try stylesheets(below: new)
        var pairs: [Pair] = []
        for relative in Set(before.keys).union(after.keys).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let old = before[relative].map { [$0] } ?? []
            let new = after[relative].map { [$0] } ?? []
            pairs.append(
                Pair(
                    old: try files(old, nil), new: try files(new, nil),
                    configurationPath: after[relative] ?? before[relative]!))
        }
        return pairs
    }

    /// Path below `folder` → path to read, for every stylesheet below it.
    private static func stylesheets(below folder: String) throws(Failure) -> [String: String] {
        let found = InputPaths([folder], includesExcluded: false)
        if let failure = found.failures.first { throw Failure(message: failure.message) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var paths: [String: String] = [:]
        for input in found.inputs { paths[String(input.path.dropFirst(prefix.count))] = input.path }
        return paths
    }
}
