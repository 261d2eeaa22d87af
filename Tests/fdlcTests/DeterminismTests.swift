import Foundation
import Testing

/// The same input gives the same bytes in every process. Swift seeds its hashing anew for
/// each process, so an order that leaks from a `Set` or `Dictionary` differs between runs:
/// only separate processes can show it. Every fixture and theme, and mutants of each (bytes
/// deleted, duplicated, or replaced by `{`, `}`, `;`, `:`), are checked twice per format and
/// target, and the outputs compared byte for byte.
@Suite("Determinism across processes")
struct DeterminismTests {
    /// The fixtures and themes with three deterministic mutants each, written to a fresh folder.
    static func inputs() throws -> (directory: URL, paths: [String]) {
        let root = FDLCRunner.repositoryRoot
        let folders = ["Tests/FioriThemeCompilerTests/Fixtures", "Themes"].map { root.appendingPathComponent($0) }
        var sources: [URL] = []
        for folder in folders {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "nss" { sources.append(url) }
            }
        }
        sources.sort { $0.path < $1.path }
        let directory = try FDLCRunner.temporaryDirectory()
        var paths: [String] = []
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        for (index, source) in sources.enumerated() {
            let bytes = [UInt8](try Data(contentsOf: source))
            var variants = [bytes]
            for _ in 0..<3 {
                var mutant = bytes
                for _ in 0..<4 where !mutant.isEmpty {
                    let at = next(mutant.count)
                    switch next(3) {
                    case 0: mutant.remove(at: at)
                    case 1: mutant.insert(contentsOf: mutant[at..<min(mutant.count, at + 12)], at: at)
                    default: mutant[at] = [UInt8](Array("{};:".utf8))[next(4)]
                    }
                }
                variants.append(mutant)
            }
            for (variant, content) in variants.enumerated() {
                let path = directory.appendingPathComponent("\(index)-\(variant)-\(source.lastPathComponent)").path
                try Data(content).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        }
        return (directory, paths)
    }

    @Test("check, in text and JSON, for every target, prints the same bytes in two processes")
    func check() throws {
        let (directory, paths) = try Self.inputs()
        #expect(paths.count > 40)
        for arguments in [
            ["--format", "text", "--color", "never"], ["--format", "json"],
            ["--format", "json", "--target", "nui"], ["--format", "json", "--target", "fiori-swiftui"],
        ] {
            let first = try FDLCRunner.run(["check"] + arguments + paths, in: directory)
            let second = try FDLCRunner.run(["check"] + arguments + paths, in: directory)
            #expect(first.status == 1)
            #expect(first.stdout == second.stdout && first.stderr == second.stderr, "\(arguments)")
        }
    }

    @Test("compile writes the same bytes in two processes")
    func compile() throws {
        let (directory, paths) = try Self.inputs()
        let valid = paths.filter { $0.hasSuffix("-0-valid-kitchen-sink.nss") || $0.hasSuffix("-0-fiori-brand.nss") }
        #expect(valid.count == 2)
        for path in valid {
            let first = try FDLCRunner.run(["compile", path], in: directory)
            let second = try FDLCRunner.run(["compile", path], in: directory)
            #expect(first.status == 0 && !first.stdout.isEmpty)
            #expect(first.stdout == second.stdout && first.stderr == second.stderr)
        }
    }
}
