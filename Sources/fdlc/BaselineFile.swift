import FioriTheme
import FioriThemeCompiler
import Foundation

/// A baseline file on disk (`--baseline`, `--write-baseline`): files are named in it relative
/// to its own folder, so it means the same whatever folder fdlc runs in.
struct BaselineFile: Sendable {
    /// The path as given.
    let path: String
    /// The absolute folder the file is in.
    private let folder: String
    /// The current folder, which relative input paths start from.
    private let currentDirectory: String

    init(_ path: String) {
        self.path = path
        currentDirectory = FilePath.absolute(".")
        folder = FilePath.folder(of: FilePath.absolute(path, from: currentDirectory))
    }

    /// How the baseline names a source file: relative to the baseline's folder (`../` where
    /// needed); standard input without a name is `<stdin>`.
    func name(_ file: SourceFile) -> String {
        name(file.path)
    }

    /// How the baseline names the input path `path`.
    func name(_ path: String) -> String {
        guard path != "<stdin>" else { return path }
        let target = FilePath.absolute(path, from: currentDirectory).split(separator: "/")
        let base = folder.split(separator: "/")
        let common = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)).joined(
            separator: "/")
    }

    /// Reads the baseline, or says why it cannot be read.
    func read() -> Result<Baseline, Settings.Failure> {
        let bytes: [UInt8]
        switch InputFiles.reader.read(path: path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return .failure(Settings.Failure(message: "fdlc: error: cannot read baseline '\(path)': \(failure.reason)"))
        }
        do {
            return .success(try Baseline(json: bytes, path: path))
        } catch {
            return .failure(Settings.Failure(message: "fdlc: error: \(error)"))
        }
    }

    /// How many entries of `baseline` name a file that no longer exists: they no longer occur
    /// whatever was linted.
    func entriesOfMissingFiles(_ baseline: Baseline) -> Int {
        let missing = Set(baseline.entries.map(\.file)).filter { file in
            file != "<stdin>"
                && !FileManager.default.fileExists(atPath: FilePath.absolute(file, from: folder))
        }
        return baseline.entries.count { missing.contains($0.file) }
    }

    /// The baseline that records `diagnostics`, as the file's text.
    func json(_ diagnostics: [Diagnostic]) -> String {
        Baseline.json(diagnostics, file: name).serialized()
    }
}
