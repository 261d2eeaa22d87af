import FioriTheme
import FioriThemeCompiler
import Foundation

/// Reads the files named on the command line; `-` is standard input.
enum InputFiles {
    /// What is wrong with a list of input paths, if anything: none, or standard input twice.
    static func problem(with paths: [String]) -> String? {
        if paths.isEmpty { return "no input file; pass one or more .nss files, or '-' for standard input" }
        if paths.count(where: { $0 == "-" }) > 1 { return "'-' is given more than once; standard input can be read only once" }
        return nil
    }

    /// A file that could not be read, with a lowercase reason.
    struct Failure: Error {
        let path: String
        let reason: String

        var message: String { "fdlc: error: cannot read '\(path)': \(reason)" }
    }

    /// Reads `path` completely, straight into the buffer the compiler keeps; standard input
    /// is named `standardInputName` (by default `<stdin>`).
    static func read(_ path: String, standardInputName: String? = nil) -> Result<SourceFile, Failure> {
        if path == "-" {
            let name = standardInputName ?? "<stdin>"
            guard let bytes = readAll(STDIN_FILENO, expectedSize: 0) else {
                return .failure(Failure(path: name, reason: "standard input is unreadable"))
            }
            return check(SourceFile(path: name, bytes: bytes))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(Failure(path: path, reason: "no such file"))
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            return .failure(Failure(path: path, reason: "it is a directory"))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(Failure(path: path, reason: "permission denied or unreadable"))
        }
        defer { close(descriptor) }
        guard let bytes = readAll(descriptor, expectedSize: Int(info.st_size)) else {
            return .failure(Failure(path: path, reason: "permission denied or unreadable"))
        }
        return check(SourceFile(path: path, bytes: bytes))
    }

    /// The file, unless it is larger than the compiler reads.
    private static func check(_ file: SourceFile) -> Result<SourceFile, Failure> {
        guard file.bytes.count <= SourceFile.maximumSize else {
            return .failure(Failure(path: file.path, reason: "it is larger than 4 GiB, the most fdlc reads"))
        }
        return .success(file)
    }

    /// Every byte `descriptor` gives up to its end, read into one array sized for
    /// `expectedSize` bytes (the file's size; 0 when unknown), more arrays only if more come;
    /// nil on a read error.
    private static func readAll(_ descriptor: Int32, expectedSize: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = max(expectedSize + 1, 65_536)
        while true {
            var failed = false
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, count in
                count = 0
                while count < chunk {
                    let result = Foundation.read(descriptor, buffer.baseAddress! + count, chunk - count)
                    if result > 0 {
                        count += result
                    } else if result == 0 || errno != EINTR {
                        failed = result < 0
                        return
                    }
                }
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if part.count < chunk { return bytes }
            chunk *= 2
        }
    }
}
