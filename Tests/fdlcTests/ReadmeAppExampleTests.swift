import Foundation
import Testing

/// The manual's app snippet (Docs/library.md, "Loading a theme in an app"), compiled as written with `swiftc`
/// against the runtime alone, beside the Swift and JSON that `fdlc compile` writes for
/// `Themes/fiori-brand.nss`, and run: each `print` must print what its comment says.
@Suite("Library guide app example")
struct ReadmeAppExampleTests {
    /// The one `swift` code block of the manual that uses `Theme.fioriBrand`.
    static func snippet() throws -> String {
        let found = ManualPages.blocks.filter {
            $0.language == "swift" && $0.lines.contains { $0.contains("Theme.fioriBrand") }
        }
        try #require(found.count == 1, "expected one block of the manual using Theme.fioriBrand, found \(found.count)")
        return found[0].lines.joined(separator: "\n") + "\n"
    }

    @Test("the app snippet compiles warning-free and prints what its comments say")
    func appSnippet() throws {
        let source = try Self.snippet()
        let expected = source.split(separator: "\n").filter { $0.contains("print(") }.compactMap { line in
            line.range(of: "// ").map { String(line[$0.upperBound...]) }
        }
        #expect(expected.count >= 6, "every print in the snippet says what it prints")

        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        let generated = directory.appendingPathComponent("Theme+FioriBrand.swift")
        try source.write(to: main, atomically: false, encoding: .utf8)
        let swift = try FDLCRunner.run([
            "compile", "--format", "swift", "--name", "fioriBrand", "Themes/fiori-brand.nss", "-o", generated.path,
        ])
        let json = try FDLCRunner.run([
            "compile", "Themes/fiori-brand.nss", "-o", directory.appendingPathComponent("fiori-brand.json").path,
        ])
        #expect(swift.status == 0 && json.status == 0)

        let executable = directory.appendingPathComponent("example")
        let build = try SwiftToolchain.build([main, generated], into: executable)
        try #require(build.status == 0, "swiftc failed:\n\(build.output)")
        #expect(build.output == "")
        let run = try SwiftToolchain.run(executable, [], in: directory)
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }
}
