import Foundation
import Testing

/// The command-line examples of README.md and every Docs/*.md page (``ManualPages``), run:
/// each `$ fdlc …` transcript in a `text` block (but the sessions that start with `$ cat`,
/// which `ReadmeShellExampleTests` runs) is run and its output (standard output, then standard
/// error) compared with the lines under it; each `fdlc …` line of a `sh` block must run without
/// a usage, configuration or I/O error. They run in a temporary copy of `Themes/`, with the
/// files the same page's `#` or `##` section declares by `<!-- file: PATH -->` before a code block.
/// A block marked `<!-- not run: why -->` is skipped (`ManualExampleInventoryTests` lists what
/// must not be).
@Suite("README and Docs examples, end to end")
struct ReadmeExampleTests {
    /// One code block: its commands, run in order in one folder, each with the output a
    /// transcript shows (nil for a `sh` line).
    struct Example: CustomStringConvertible {
        let section: String
        let files: [String: String]
        let commands: [(arguments: [String], expected: String?)]

        var description: String {
            "\(section): " + commands.map { "fdlc " + $0.arguments.joined(separator: " ") }.joined(separator: "; ")
        }
    }

    static let examples: [Example] = ManualPages.all.flatMap(pageExamples)

    /// The examples of one page.
    private static func pageExamples(_ page: ManualPages.Page) -> [Example] {
        var examples: [Example] = []
        var section = page.path
        var files: [String: String] = [:]
        var pendingFile: String?
        var skipsNext = false
        var lines = page.text.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("## ") || line.hasPrefix("# ") {
                section = page.path + " " + line
                files = [:]
            } else if line.hasPrefix("<!-- not run: "), line.hasSuffix(" -->") {
                skipsNext = true
            } else if line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") {
                pendingFile = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            } else if line.hasPrefix("```") {
                let language = line.dropFirst(3)
                var block: [String] = []
                while let next = lines.popFirst(), !next.hasPrefix("```") { block.append(next) }
                if skipsNext {
                    skipsNext = false
                } else if let path = pendingFile {
                    files[path] = block.joined(separator: "\n") + "\n"
                    pendingFile = nil
                } else if language == "text", block.first?.hasPrefix("$ ") == true,
                    block.first?.hasPrefix("$ cat ") == false
                {
                    examples.append(Example(section: section, files: files, commands: transcripts(block)))
                } else if language == "sh" {
                    let commands = block.compactMap(commandArguments).map { (arguments: $0, expected: String?.none) }
                    if !commands.isEmpty {
                        examples.append(Example(section: section, files: files, commands: commands))
                    }
                }
            }
        }
        return examples
    }

    /// The commands of a transcript block and the output under each.
    private static func transcripts(_ block: [String]) -> [(arguments: [String], expected: String?)] {
        var commands: [(arguments: [String], expected: String?)] = []
        var command: [String]?
        var output: [String] = []
        func flush() {
            if let command { commands.append((command, output.map { $0 + "\n" }.joined())) }
        }
        for line in block {
            if line.hasPrefix("$ ") {
                flush()
                command = commandArguments(String(line.dropFirst(2)))
                output = []
            } else {
                output.append(line)
            }
        }
        flush()
        return commands
    }

    /// The arguments of `fdlc …` or `swift run fdlc …` (a trailing `# comment` removed); nil
    /// for any other command.
    static func commandArguments(_ line: String) -> [String]? {
        let code = line.components(separatedBy: " #").first ?? line
        var words = code.split(separator: " ").map(String.init)
        if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
        guard words.first == "fdlc" else { return nil }
        return Array(words.dropFirst())
    }

    @Test("the manual has examples to run: at least as many as the README had before it moved to Docs/")
    func found() {
        let commands = Self.examples.flatMap(\.commands)
        #expect(commands.filter { $0.expected != nil }.count >= 8)
        #expect(commands.filter { $0.expected == nil }.count >= 27)
    }

    @Test("each example of the manual runs as shown", arguments: examples)
    func run(_ example: Example) throws {
        let root = try FDLCRunner.folder(example.files)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: FDLCRunner.repositoryRoot.appendingPathComponent("Themes"), to: root.appendingPathComponent("Themes"))
        for (arguments, expected) in example.commands {
            #expect(!arguments.contains { [">", "|", "<", "&&"].contains($0) }, "examples are single commands")
            let result = try FDLCRunner.run(arguments, in: root)
            if let expected {
                #expect(result.stdout + result.stderr == expected, "fdlc \(arguments.joined(separator: " "))")
            } else {
                #expect(result.status <= 1, "fdlc \(arguments.joined(separator: " ")): \(result.stderr)")
            }
        }
    }
}
