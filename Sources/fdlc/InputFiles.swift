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

    /// Reads `path` completely; standard input is named `standardInputName` (by default `<stdin>`).
    static func read(_ path: String, standardInputName: String? = nil) -> Result<SourceFile, Failure> {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return .success(SourceFile(path: standardInputName ?? "<stdin>", bytes: [UInt8](data)))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(path: path, reason: "no such file"))
        }
        if isDirectory.boolValue {
            return .failure(Failure(path: path, reason: "it is a directory"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(path: path, reason: "permission denied or unreadable"))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data)))
    }
}
