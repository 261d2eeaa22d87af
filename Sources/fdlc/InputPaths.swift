import FioriThemeCompiler
import Foundation

/// The files a command that takes directories reads: each argument as given, a directory
/// replaced by the stylesheets below it.
///
/// Below a directory: every file whose name ends in `.nss` (in any case), recursively, sorted
/// by path. Folders named in ``excludedFolders`` and hidden files and folders are skipped
/// unless `includesExcluded`; a directory named as an argument is always read. A symbolic link
/// to a stylesheet is followed, a link to a folder is not (so no walk can loop), and a file
/// reached twice (through a link, or named twice) is read once, where it is first reached.
struct InputPaths {
    /// One file to read.
    struct Input {
        /// The path as given, or the directory argument joined with the path below it; `-` is
        /// standard input.
        let path: String
        /// Whether the argument named this file itself rather than a directory holding it.
        let isExplicit: Bool
    }

    /// Folders that hold other people's code or build products, skipped below a directory.
    static let excludedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

    /// The files to read, in order.
    private(set) var inputs: [Input] = []
    /// Arguments that name nothing readable, each with its message.
    private(set) var failures: [InputFiles.Failure] = []
    /// Directory arguments below which no stylesheet was found.
    private(set) var emptyDirectories: [String] = []

    private let includesExcluded: Bool
    private var seen: Set<FileIdentity> = []

    init(_ arguments: [String], includesExcluded: Bool) {
        self.includesExcluded = includesExcluded
        for argument in arguments { add(argument) }
    }

    private mutating func add(_ argument: String) {
        if argument == "-" {
            inputs.append(Input(path: argument, isExplicit: true))
            return
        }
        var info = stat()
        guard stat(argument, &info) == 0 else {
            failures.append(InputFiles.Failure(path: argument, reason: BoundedReader.Failure.system(errno).reason))
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            if seen.insert(FileIdentity(info)).inserted { inputs.append(Input(path: argument, isExplicit: true)) }
            return
        }
        guard let found = stylesheets(below: argument) else {
            failures.append(InputFiles.Failure(path: argument, reason: "the directory cannot be read"))
            return
        }
        let prefix = argument.hasSuffix("/") ? argument : argument + "/"
        var added = 0
        for relative in found.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            var file = stat()
            guard stat(prefix + relative, &file) == 0, seen.insert(FileIdentity(file)).inserted else { continue }
            inputs.append(Input(path: prefix + relative, isExplicit: false))
            added += 1
        }
        if added == 0 { emptyDirectories.append(argument) }
    }

    /// The stylesheets below `folder`, relative to it; nil when `folder` cannot be read.
    private func stylesheets(below folder: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: [String] = []
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            let hidden = !includesExcluded && name.hasPrefix(".")
            switch link.st_mode & S_IFMT {
            case S_IFDIR:
                guard !hidden, includesExcluded || !Self.excludedFolders.contains(name) else { continue }
                found += (stylesheets(below: path) ?? []).map { name + "/" + $0 }
            case S_IFREG where Self.isStylesheet(name) && !hidden:
                found.append(name)
            case S_IFLNK where Self.isStylesheet(name) && !hidden:
                var target = stat()
                if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFREG { found.append(name) }
            default:
                continue
            }
        }
        return found
    }

    /// A warning for each directory argument below which no stylesheet was found.
    var emptyDirectoryWarnings: [String] {
        emptyDirectories.map { "fdlc: warning: no .nss file below '\($0)'" }
    }

    /// The error of `command` when `paths` gave nothing to read (every file ignored, or only
    /// empty directories), the same for every command that takes directories.
    static func nothingToRead(command: String, verb: String, paths: [String]) -> String {
        "fdlc \(command): error: no stylesheet to \(verb) in \(paths.map { "'\($0)'" }.joined(separator: ", ")); "
            + "pass --allow-empty-input to allow that"
    }

    /// Whether a file name ends in `.nss`, in any case.
    private static func isStylesheet(_ name: String) -> Bool {
        name.count > 4 && name.lowercased().hasSuffix(".nss")
    }

    /// A file on disk, whatever path reaches it.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
