import FioriTheme
import FioriThemeCompiler
import Foundation

/// The themes changed between two git revisions, read with `git show REV:PATH`: nothing is
/// checked out. Without a head revision the new side is the working tree.
struct GitRevisions {
    let base: String
    /// Nil: the working tree.
    let head: String?

    /// One pair per stylesheet (`.nss`) that `git diff --name-only` lists between the
    /// revisions; the old side's files are named `BASE:PATH`, the new side's `HEAD:PATH`, or
    /// `PATH` (relative to the current folder) in the working tree.
    func pairs() throws(DiffThemes.Failure) -> [DiffThemes.Pair] {
        let root = try git(["rev-parse", "--show-toplevel"]).trimmingCharacters(in: .newlines)
        for revision in [base] + (head.map { [$0] } ?? []) {
            guard (try? git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil else {
                throw DiffThemes.Failure(
                    message: "'\(revision)' is not a revision of the repository at '\(root)'", isUsage: true)
            }
        }
        let listed = try git(
            ["-C", root, "diff", "--name-only", "--no-renames", "-z", base] + (head.map { [$0] } ?? []) + ["--"])
        let paths = listed.split(separator: "\0").map(String.init).filter { $0.lowercased().hasSuffix(".nss") }.sorted()
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        var pairs: [DiffThemes.Pair] = []
        for path in paths {
            let absolute = root + "/" + path
            let shown = Self.relative(absolute, to: current)
            let old = try show(base, path, root: root)
            let new: SourceFile?
            if let head {
                new = try show(head, path, root: root)
            } else if FileManager.default.fileExists(atPath: absolute) {
                switch InputFiles.read(absolute) {
                case .success(let file): new = SourceFile(path: shown, bytes: file.bytes)
                case .failure(let failure): throw DiffThemes.Failure(message: failure.message)
                }
            } else {
                new = nil
            }
            pairs.append(
                DiffThemes.Pair(old: old.map { [$0] } ?? [], new: new.map { [$0] } ?? [], configurationPath: absolute))
        }
        return pairs
    }

    /// The file `path` (relative to the root) at `revision`, nil when it does not exist there.
    private func show(_ revision: String, _ path: String, root: String) throws(DiffThemes.Failure) -> SourceFile? {
        guard (try? git(["-C", root, "cat-file", "-e", "\(revision):\(path)"])) != nil else { return nil }
        let bytes = try run(["-C", root, "show", "\(revision):\(path)"])
        return SourceFile(path: "\(revision):\(path)", bytes: bytes)
    }

    /// `path` relative to `folder` when it is below it, else as given.
    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// What `git arguments…` prints, as text.
    private func git(_ arguments: [String]) throws(DiffThemes.Failure) -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }

    /// What `git arguments…` prints; a failure says what git said.
    private func run(_ arguments: [String]) throws(DiffThemes.Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DiffThemes.Failure(message: "fdlc: error: cannot run git: \(error.localizedDescription.lowercased())")
        }
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DiffThemes.Failure(
                message: "fdlc: error: 'git \(arguments.joined(separator: " "))' failed"
                    + (said.isEmpty ? "" : ": " + said.lowercased()))
        }
        return [UInt8](data)
    }
}
