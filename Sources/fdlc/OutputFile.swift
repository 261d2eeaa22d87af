import Foundation

/// Writes command output so that a reader never sees a partial file.
enum OutputFile {
    /// Whether `path` and `other` name one existing file (the same device and inode, so
    /// through any link or spelling of the path).
    static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard path != "-", stat(path, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so the
    /// previous content stays intact until the new one is complete. Returns a lowercase reason on failure.
    static func writeAtomically(_ text: String, to path: String) -> String? {
        writeAtomically(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` as ``writeAtomically(_:to:)-(String,_)`` does; a file that is
    /// replaced keeps its permissions.
    static func writeAtomically(_ data: Data, to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let folder = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path) else { return "the folder '\(folder.path)' does not exist" }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).fdlc-\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            return "cannot create a file in '\(folder.path)' (permission denied or read-only)"
        }
        var existing = stat()
        if stat(path, &existing) == 0 { chmod(temporary.path, existing.st_mode & 0o7777) }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            return reason.lowercased()
        }
        return nil
    }

    /// Appends `text` to the file at `path` (created when missing), as GitHub's environment
    /// files are written. Returns a lowercase reason on failure.
    static func append(_ text: String, to path: String) -> String? {
        guard let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil)
            ? FileHandle(forWritingAtPath: path) : nil) else {
            return "cannot open it for writing"
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            return "the write failed"
        }
        return nil
    }
}
