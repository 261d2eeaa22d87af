import FioriThemeCompiler
import Foundation

/// Writes command output so that it respects what is at the destination:
///
/// - a regular file is replaced atomically: a temporary file in the same folder
///   (`.NAME.fdlc-tmp-PID-RANDOM`) takes the content, the file's owner and mode, is synced,
///   then renamed over it, so a reader never sees a partial file;
/// - a symbolic link is followed (a chain of them, even one that ends at no file yet) and its
///   target replaced that way, so the link stays;
/// - a device, a FIFO, `/dev/stdout`, `/dev/stderr` or `/dev/fd/N` is written to as a stream;
/// - a folder is refused, and so is a read-only file unless the user asked for it (`--force`).
///
/// Failures are the system's own words (`strerror`), lowercase. A temporary file is removed
/// when the write fails or the process is stopped by `SIGINT`, `SIGTERM` or `SIGHUP` (see
/// ``Signals``); one that a `SIGKILL` left is removed by the next write to the same file.
enum OutputFile {
    /// Whether `path` and `other` name one existing file (the same device and inode, so
    /// through any link or spelling of the path).
    static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard path != "-", other != "-", stat(path, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// The first of `inputs` that writing `output` would replace (``isSameFile(_:_:)``), if any.
    static func input(among inputs: [String], replacedBy output: String) -> String? {
        inputs.first { isSameFile($0, output) }
    }

    /// Writes `bytes` to `path` as the type says; returns a lowercase reason on failure, when
    /// the destination is left as it was (a stream may have taken part of the bytes).
    static func write(_ bytes: [UInt8], to path: String, replacingReadOnly: Bool) -> String? {
        if let descriptor = openDescriptor(path) { return writeAll(bytes, to: descriptor) }
        let target: String
        switch resolve(path) {
        case .failure(let failure): return failure.reason
        case .success(let resolved): target = resolved
        }
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { return reason(errno) }
            let folder = folder(of: target)
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0 else { return "the folder '\(folder)' does not exist" }
            return replace(target, with: bytes, keeping: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return "it is a directory"
        case S_IFREG:
            if !replacingReadOnly, info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
                return "it is read-only; pass --force to replace it"
            }
            return replace(target, with: bytes, keeping: info)
        default:
            return stream(bytes, to: target, isFIFO: info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    /// The prefix of every temporary file that replaces the file named `name`.
    static func temporaryPrefix(for name: String) -> String {
        ".\(name).fdlc-tmp-"
    }

    // MARK: - Streams

    /// The descriptor a path names that is one of this process's own: `/dev/stdout` (1),
    /// `/dev/stderr` (2), `/dev/fd/N` and `/proc/self/fd/N`; reopening those by name would
    /// truncate or replace what the shell opened.
    private static func openDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
            }
            return nil
        }
    }

    /// Writes to a device or FIFO as it is: no temporary file, no rename. A FIFO that no
    /// process reads is an error rather than a wait that never ends.
    private static func stream(_ bytes: [UInt8], to path: String, isFIFO: Bool) -> String? {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if isFIFO, errno == ENXIO { return "it is a fifo that no process reads (\(reason(ENXIO)))" }
            return reason(errno)
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return writeAll(bytes, to: descriptor)
    }

    /// Writes every byte to `descriptor`; the reason on failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return reason(errno)
            }
            written += result
        }
        return nil
    }

    // MARK: - Regular files

    /// The path a write to `path` replaces: `path`, or the end of the chain of symbolic links
    /// it starts (which need not exist yet); the system's error for a loop or a broken path.
    private static func resolve(_ path: String) -> Result<String, BoundedReader.Failure> {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                return errno == ENOENT ? .success(current) : .failure(.system(errno))
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { return .success(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, Int(PATH_MAX))
            guard length >= 0 else { return .failure(.system(errno)) }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") || !current.contains("/") ? link : folder(of: current) + "/" + link
        }
        return .failure(.system(ELOOP))
    }

    /// Replaces (or creates) the regular file `target` through a temporary file, keeping the
    /// owner and mode of `existing` (a new file gets the mode the umask allows).
    private static func replace(_ target: String, with bytes: [UInt8], keeping existing: stat?) -> String? {
        let folder = folder(of: target)
        let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        removeStaleTemporaries(in: folder, for: name)
        let temporary =
            folder + "/" + temporaryPrefix(for: name) + "\(getpid())-"
            + String(UInt32.random(in: .min ... .max), radix: 16)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return "cannot create a file in '\(folder)': \(reason(errno))" }
        Signals.removeOnTermination(temporary)
        defer { Signals.keepNothing() }
        /// Removes the temporary file and says why.
        func fail(_ problem: String) -> String {
            close(descriptor)
            unlink(temporary)
            return problem
        }
        if let problem = writeAll(bytes, to: descriptor) { return fail(problem) }
        if let existing {
            var made = stat()
            fstat(descriptor, &made)
            if made.st_uid != existing.st_uid || made.st_gid != existing.st_gid,
                fchown(descriptor, existing.st_uid, existing.st_gid) != 0
            {
                return fail("cannot keep its owner and group: " + reason(errno))
            }
        }
        let mode = existing.map { $0.st_mode & 0o7777 } ?? (0o666 & ~currentUmask())
        guard fchmod(descriptor, mode) == 0 else { return fail(reason(errno)) }
        guard fsync(descriptor) == 0 else { return fail(reason(errno)) }
        guard close(descriptor) == 0 else {
            let number = errno
            unlink(temporary)
            return reason(number)
        }
        guard rename(temporary, target) == 0 else {
            let number = errno
            unlink(temporary)
            return reason(number)
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return nil
    }

    /// Removes the temporary files for `name` in `folder` whose process is gone (a write
    /// stopped by `SIGKILL` or a crash).
    private static func removeStaleTemporaries(in folder: String, for name: String) {
        let prefix = temporaryPrefix(for: name)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in names where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0, pid != getpid() else {
                continue
            }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + entry) }
        }
    }

    /// The process's file mode creation mask.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// The folder a path is in (`.` for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The system's words for an error number, lowercase.
    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number)).lowercased()
    }

    /// Appends `text` to the file at `path` (created when missing), as GitHub's environment
    /// files are written. Returns a lowercase reason on failure.
    static func append(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return reason(errno) }
        defer { close(descriptor) }
        return writeAll(Array(text.utf8), to: descriptor)
    }
}
