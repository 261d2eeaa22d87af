import Foundation
import Testing

/// Every relative link of the manual (README.md and Docs/*.md) leads to a file of the
/// repository, and every `#anchor` to a heading of the page it names, as GitHub makes anchors.
@Suite("The manual's links")
struct ManualLinkTests {
    /// GitHub's anchor of a heading: lowercased, punctuation but `-` and `_` dropped, spaces as `-`.
    private static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// A page's text outside code blocks.
    private static func prose(_ text: String) -> [String] {
        var inCode = false
        return text.components(separatedBy: "\n").filter { line in
            if line.hasPrefix("```") {
                inCode.toggle()
                return false
            }
            return !inCode
        }
    }

    @Test("relative links lead to files, anchors to headings")
    func links() throws {
        var anchors: [String: Set<String>] = [:]
        for page in ManualPages.all {
            anchors[page.path] = Set(
                Self.prose(page.text).filter { $0.hasPrefix("#") }
                    .map { Self.anchor(String($0.drop { $0 == "#" }.dropFirst())) })
        }
        var checked = 0
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        for page in ManualPages.all {
            for line in Self.prose(page.text) {
                for match in line.matches(of: link) {
                    let target = String(line[match.output[1].range!])
                    if target.hasPrefix("http") { continue }
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                        String.init)
                    let folder = (page.path as NSString).deletingLastPathComponent
                    let path =
                        parts[0].isEmpty
                        ? page.path
                        : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                    checked += 1
                    #expect(
                        FileManager.default.fileExists(
                            atPath: FDLCRunner.repositoryRoot.appendingPathComponent(path).path),
                        "\(page.path): '\(target)' leads nowhere")
                    if parts.count == 2, path.hasSuffix(".md"), let known = anchors[path] {
                        #expect(known.contains(parts[1]), "\(page.path): '\(target)' names no heading of \(path)")
                    }
                }
            }
        }
        #expect(checked >= 50)
    }

    @Test("README is at most 300 lines and one click from install, CI setup and the library guide")
    func frontDoor() throws {
        let readme = try #require(ManualPages.all.first { $0.path == "README.md" })
        #expect(readme.text.split(separator: "\n", omittingEmptySubsequences: false).count <= 301)
        for page in ["Docs/install.md", "Docs/ci.md", "Docs/library.md", "Docs/README.md", "Docs/configuration.md"] {
            #expect(readme.text.contains("](\(page)"), "README links \(page)")
        }
    }

    @Test("every configuration key of the schema is in Docs/configuration.md's table")
    func configurationKeys() throws {
        let schemaData = try Data(
            contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent("Docs/fdlc-config.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let format = ((properties["format"] as? [String: Any])?["properties"] as? [String: Any]) ?? [:]
        let keys = properties.keys.map { $0 } + format.keys.map { "format." + $0 }
        #expect(keys.count >= 9)
        let page = try #require(ManualPages.all.first { $0.path == "Docs/configuration.md" })
        for key in keys {
            #expect(page.text.contains("\n| `\(key)` |"), "\(key) has no row")
        }
    }

    @Test("every command fdlc --help lists is named in Docs/README.md's index")
    func commandPages() throws {
        let help = try FDLCRunner.run(["--help"]).stdout
        let section =
            help.components(separatedBy: "COMMANDS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        let commands = section.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.dropFirst(2).first?.isLowercase == true
        }
        .map { String($0.split(separator: " ")[0]) }
        let index = try #require(ManualPages.all.first { $0.path == "Docs/README.md" })
        for command in commands {
            #expect(index.text.contains("`fdlc \(command)`") || index.text.contains("`\(command)`"), "\(command)")
        }
    }
}
