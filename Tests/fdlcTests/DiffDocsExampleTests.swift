import Foundation
import Testing

/// Docs/diff.md's shell session runs as shown: each `$ cat F` gives a file's content, and the
/// `fdlc` command's output must be the lines after it.
@Suite("Docs/diff.md example")
struct DiffDocsExampleTests {
    @Test("the session in Docs/diff.md runs as written")
    func session() throws {
        let page = try String(
            contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent("Docs/diff.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```text\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        let block = try #require(blocks.first { $0.hasPrefix("$ ") }, "Docs/diff.md has a session")
        var steps: [(command: String, output: String)] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("$ ") {
                steps.append((String(line.dropFirst(2)), ""))
            } else {
                steps[steps.count - 1].output += line + "\n"
            }
        }
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var ran = 0
        for step in steps {
            let words = step.command.split(separator: " ").map(String.init)
            if words.first == "cat" {
                try step.output.write(
                    to: directory.appendingPathComponent(words[1]), atomically: false, encoding: .utf8)
            } else {
                #expect(words.first == "fdlc")
                let run = try FDLCRunner.run(Array(words.dropFirst()), in: directory)
                #expect(run.stdout + run.stderr == step.output)
                ran += 1
            }
        }
        #expect(ran == 1)
    }
}
