import Foundation

/// README.md and every page of Docs/: the manual, whose examples the tests run.
enum ManualPages {
    /// One page: its path from the repository root and its text.
    struct Page {
        let path: String
        let text: String
    }

    /// One fenced code block of a page.
    struct Block {
        let page: String
        /// What follows the opening fence: `text`, `sh`, `swift`, …
        let language: String
        let lines: [String]
        /// The last non-empty line before the block (a `<!-- file: … -->` or `<!-- not run: … -->` mark).
        let before: String
        /// The paragraph after the block, its lines joined.
        let after: String
    }

    /// README.md, then Docs/*.md sorted by name.
    static let all: [Page] = {
        let root = FDLCRunner.repositoryRoot
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        let paths = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return paths.compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map {
                Page(path: path, text: $0)
            }
        }
    }()

    /// The fenced code blocks of every page.
    static let blocks: [Block] = all.flatMap { page in
        var blocks: [Block] = []
        let lines = page.text.components(separatedBy: "\n")
        var index = 0
        var before = ""
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("```") else {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { before = line }
                continue
            }
            var body: [String] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            var after: [String] = []
            var next = index
            while next < lines.count, lines[next].isEmpty { next += 1 }
            while next < lines.count, !lines[next].isEmpty, !lines[next].hasPrefix("```") {
                after.append(lines[next])
                next += 1
            }
            blocks.append(
                Block(
                    page: page.path, language: String(line.dropFirst(3)), lines: body, before: before,
                    after: after.joined(separator: " ")))
            before = ""
        }
        return blocks
    }
}
