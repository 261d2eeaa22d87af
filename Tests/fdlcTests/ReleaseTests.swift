import Foundation
import Testing

/// What a release relies on: a semantic version that SwiftPM's `from:` can resolve, the places
/// that name it agreeing with `fdlc --version`, a license, and the release checklist.
@Suite("Release")
struct ReleaseTests {
    private func file(_ path: String) throws -> String {
        try String(contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    private func version() throws -> String {
        try FDLCRunner.run(["--version"]).stdout.replacingOccurrences(of: "fdlc ", with: "").trimmingCharacters(
            in: .newlines)
    }

    @Test("the version is MAJOR.MINOR.PATCH, a tag SwiftPM's from: resolves")
    func semanticVersion() throws {
        let parts = try version().split(separator: ".", omittingEmptySubsequences: false)
        #expect(
            parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil },
            "\(parts)")
    }

    @Test("every example that names a release names this version")
    func examplesNameThisVersion() throws {
        let version = try version()
        let patterns = ["fdlc/fdlc@", "rev: ", "from: \"", "--branch "]
        var found = 0
        for (path, text) in ManualPages.all.map({ ($0.path, $0.text) }) + [
            (".pre-commit-hooks.yaml", try file(".pre-commit-hooks.yaml"))
        ] {
            for line in text.split(separator: "\n") {
                for pattern in patterns {
                    guard let range = line.range(of: pattern) else { continue }
                    let named = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
                    guard named.contains(".") else { continue }
                    found += 1
                    #expect(String(named) == version, "\(path): \(line)")
                }
            }
        }
        #expect(found >= 7)
    }

    @Test("a license, and a release checklist that says where the version is set")
    func licenseAndChecklist() throws {
        let license = try file("LICENSE")
        #expect(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
        #expect(license.contains("TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION"))
        let checklist = try file("Docs/RELEASING.md")
        #expect(checklist.contains("Sources/fdlc/CommandLineTool.swift"))
        #expect(try file("Sources/fdlc/CommandLineTool.swift").contains("static let version = \"\(try version())\""))
        #expect(checklist.contains("git tag -a"))
    }
}
