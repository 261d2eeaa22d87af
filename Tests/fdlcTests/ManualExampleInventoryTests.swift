import Foundation
import Testing

/// Every example of the manual (README.md and Docs/*.md) is in a form a harness runs, so an
/// example that is moved or retyped cannot silently stop being tested: a command in a block
/// the harnesses do not read, or a Swift snippet no test holds, fails here unless it is marked
/// `<!-- not run: why -->`, or run by the page's own test (`<!-- run by: Tests/….swift -->`).
@Suite("The manual's examples are all run")
struct ManualExampleInventoryTests {
    /// Whether a block is marked as not run, with a reason.
    private func notRun(_ block: ManualPages.Block) -> Bool {
        block.before.hasPrefix("<!-- not run: ") && block.before.hasSuffix(" -->")
    }

    /// Whether a block is run by its page's own test: `<!-- run by: Tests/….swift -->` naming a
    /// test file that reads the page.
    private func runByPageTest(_ block: ManualPages.Block) -> Bool {
        guard block.before.hasPrefix("<!-- run by: "), block.before.hasSuffix(" -->") else { return false }
        let path = String(block.before.dropFirst("<!-- run by: ".count).dropLast(" -->".count))
        let url = FDLCRunner.repositoryRoot.appendingPathComponent(path)
        guard let test = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return test.contains(block.page)
    }

    /// Whether a line is a command that runs fdlc.
    private func runsFDLC(_ line: String) -> Bool {
        let command = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
        return ReadmeExampleTests.commandArguments(command) != nil
    }

    /// Whether a block is a usage synopsis: a `text` block whose first line is `fdlc COMMAND …`
    /// and whose other lines continue it (indented).
    private func isSynopsis(_ block: ManualPages.Block) -> Bool {
        guard block.language == "text", let first = block.lines.first, first.hasPrefix("fdlc ") else { return false }
        return block.lines.dropFirst().allSatisfy { $0.hasPrefix("   ") || $0.hasPrefix("fdlc ") }
    }

    @Test("every block that runs fdlc is a transcript, a session or a sh block")
    func commandsAreHarnessed() {
        for block in ManualPages.blocks
        where !notRun(block) && !runByPageTest(block) && !isSynopsis(block) && block.lines.contains(where: runsFDLC) {
            let harnessed =
                (block.language == "text" && block.lines.first?.hasPrefix("$ ") == true) || block.language == "sh"
            #expect(
                harnessed,
                "\(block.page): a block that runs fdlc is neither a ```text transcript starting with '$ ' nor a ```sh block: \(block.lines.first ?? "")"
            )
        }
    }

    @Test("every fdlc line of a sh block is one command the harness can run")
    func shellLinesAreSingleCommands() {
        for block in ManualPages.blocks where block.language == "sh" && !notRun(block) {
            for line in block.lines where runsFDLC(line) {
                let code = line.components(separatedBy: " #").first ?? line
                #expect(
                    ![">", "|", "<", "&&", "||", ";"].contains {
                        code.split(separator: " ").map(String.init).contains($0)
                    },
                    "\(block.page): '\(line)' is not one command; mark the block <!-- not run: … --> or split it")
            }
        }
    }

    /// `text` with each run of spaces as one space: a page aligns its end-of-line comments, the
    /// formatted test does not.
    static func collapsingSpaces(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    @Test("every Swift snippet is compiled by the app test or held line for line by the test named after it")
    func swiftSnippetsAreRun() throws {
        let swiftBlocks = ManualPages.blocks.filter { $0.language == "swift" }
        #expect(swiftBlocks.filter { !notRun($0) }.count >= 3)
        for block in swiftBlocks where !notRun(block) {
            if block.lines.contains(where: { $0.contains("Theme.fioriBrand") }) { continue }
            let named = block.after.components(separatedBy: "`").filter {
                $0.hasPrefix("Tests/") && $0.hasSuffix(".swift")
            }
            guard let path = named.first else {
                Issue.record("\(block.page): a Swift snippet without a test named after it: \(block.lines.first ?? "")")
                continue
            }
            let test = Self.collapsingSpaces(
                try String(contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent(path), encoding: .utf8))
            for line in block.lines.map({ $0.trimmingCharacters(in: .whitespaces) })
            where !line.isEmpty && !line.hasPrefix("//") {
                #expect(test.contains(Self.collapsingSpaces(line)), "\(block.page): \(path) does not hold '\(line)'")
            }
        }
    }

    @Test("every command page has an example that runs")
    func commandPagesHaveExamples() {
        let run = Set(ReadmeExampleTests.examples.map { $0.section.components(separatedBy: " ")[0] })
            .union(
                ManualPages.blocks.filter { $0.language == "text" && $0.lines.first?.hasPrefix("$ cat ") == true }.map(
                    \.page))
        for page in [
            "check", "compile", "query", "preview", "lint", "format", "rules-explain", "config", "configuration",
            "targets", "diagnostics", "install", "ci",
        ] {
            #expect(run.contains("Docs/\(page).md"), "Docs/\(page).md has no example that runs")
        }
    }
}
