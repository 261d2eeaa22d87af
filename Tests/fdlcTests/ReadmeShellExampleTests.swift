import Foundation
import Testing

/// The shell sessions of README.md and Docs/*.md for `fdlc format` and `--fix`, run as written: each `$ cat F`
/// before a command gives a file's content, the command's output (standard output and error)
/// must be the lines after it, and a `$ cat F` after a command shows what the file must hold.
@Suite("README and Docs shell examples")
struct ReadmeShellExampleTests {
    /// The manual's ```text blocks that start with `$ cat `.
    static let sessions: [String] = ManualPages.blocks.filter {
        $0.language == "text" && $0.lines.first?.hasPrefix("$ cat ") == true
    }
    .map { $0.lines.joined(separator: "\n") + "\n" }

    @Test("the manual shows a session of fdlc format and one of lint --fix, and one with a suggestion")
    func present() {
        #expect(Self.sessions.contains { $0.contains("\nsuggestion: ") })
        #expect(Self.sessions.contains { $0.contains("\n$ fdlc format ") })
        #expect(Self.sessions.contains { $0.contains("\n$ fdlc lint --fix ") })
    }

    @Test("each session runs as shown", arguments: sessions)
    func session(_ text: String) throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var steps: [(command: String, output: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("$ ") {
                steps.append((String(line.dropFirst(2)), ""))
            } else {
                steps[steps.count - 1].output += line + "\n"
            }
        }
        var ranCommand = false
        for step in steps {
            let words = step.command.split(separator: " ").map(String.init)
            if words.first == "cat" {
                let url = directory.appendingPathComponent(words[1])
                if ranCommand {
                    #expect(
                        try String(contentsOf: url, encoding: .utf8) == step.output, "\(words[1]) after the command")
                } else {
                    try Data(step.output.utf8).write(to: url)
                }
            } else {
                #expect(words.first == "fdlc")
                let result = try FDLCRunner.run(Array(words.dropFirst()), in: directory)
                #expect(result.stdout + result.stderr == step.output, "\(step.command)")
                ranCommand = true
            }
        }
    }
}
