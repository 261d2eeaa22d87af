import FioriTheme
import FioriThemeCompiler
import Foundation

/// Reads the files named on the command line; `-` is standard input.
enum InputFiles {
    /// What is wrong with a list of input paths, if anything: none, or standard input twice.
    static func problem(with paths: [String]) -> String? {
        if paths.isEmpty { return "no input file; pass one or more .nss files, or '-' for standard input" }
        if paths.count(where: { $0 == "-" }) > 1 {
            return "'-' is given more than once; standard input can be read only once"
        }
        return nil
    }

    /// A file that could not be read, with a lowercase reason.
    struct Failure: Error {
        let path: String
        let reason: String

        var message: String { "fdlc: error: cannot read '\(path)': \(reason)" }
    }

    /// How every file fdlc reads is read: at most ``BoundedReader/defaultLimit`` bytes, or what
    /// `FDLC_MAX_INPUT_SIZE` says (checked by ``CommandLineTool`` before any command runs).
    static let reader = BoundedReader.configured

    /// Reads `path` completely (at most ``reader``'s limit), straight into the buffer the
    /// compiler keeps; standard input is named `standardInputName` (by default `<stdin>`).
    static func read(_ path: String, standardInputName: String? = nil) -> Result<SourceFile, Failure> {
        let name = path == "-" ? standardInputName ?? "<stdin>" : path
        switch path == "-" ? reader.read(descriptor: STDIN_FILENO) : reader.read(path: path) {
        case .success(let bytes): return .success(SourceFile(path: name, bytes: bytes))
        case .failure(let failure): return .failure(Failure(path: name, reason: failure.reason))
        }
    }
}
