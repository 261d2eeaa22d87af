import Foundation

/// The files `fdlc lint` reads: each argument as given, a directory replaced by the `.nss`
/// files below it (recursively, hidden folders skipped, sorted by path), duplicates dropped.
struct LintInputs {
    /// The paths to lint, in order; `-` is standard input.
    private(set) var paths: [String] = []
    /// Arguments that name nothing readable, each with its message.
    private(set) var failures: [InputFiles.Failure] = []

    init(_ arguments: [String]) {
        var seen: Set<String> = []
        for argument in arguments {
            for path in expand(argument) where seen.insert(path).inserted { paths.append(path) }
        }
    }

    private mutating func expand(_ argument: String) -> [String] {
        if argument == "-" { return [argument] }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            failures.append(InputFiles.Failure(path: argument, reason: "no such file or directory"))
            return []
        }
        guard isDirectory.boolValue else { return [argument] }
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: argument),
                                                              includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else {
            failures.append(InputFiles.Failure(path: argument, reason: "the directory cannot be read"))
            return []
        }
        let base = URL(fileURLWithPath: argument).standardizedFileURL.path
        var found: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "nss" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : url.lastPathComponent
            found.append(relative)
        }
        let prefix = argument.hasSuffix("/") ? argument : argument + "/"
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { prefix + $0 }
    }
}
