import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics
@testable import FioriThemeTokens

/// The descriptions: one per code, written once, complete, and every example true: the linter
/// reports the code in the bad stylesheet and not in the good one.
@Suite("Diagnostic descriptions")
struct DiagnosticDescriptionTests {
    @Test("every diagnostic code has exactly one description, its own, sorted by id")
    func complete() {
        for code in DiagnosticCode.allCases {
            #expect(code.description.code == code, "\(code.rawValue)")
        }
        #expect(DiagnosticDescription.all.map(\.code) == DiagnosticCode.allCases.sorted { $0.rawValue < $1.rawValue })
        #expect(Set(DiagnosticDescription.all.map(\.name)).count == DiagnosticDescription.all.count)
    }

    /// The Swift files under `Sources/`, with their text.
    static let sources: [(path: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map { (url.path, $0) }
        }
    }()

    @Test("each summary is written once in Sources: in its description, nowhere else")
    func summariesWrittenOnce() throws {
        #expect(Self.sources.count > 100, "found the sources")
        let descriptions = Self.sources.filter { $0.path.contains("/Diagnostics/Descriptions/DiagnosticDescription+") }
        for description in DiagnosticDescription.all {
            let literal = description.summary.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            let places = Self.sources.flatMap { file in
                Array(repeating: file.path, count: file.text.components(separatedBy: literal).count - 1)
            }
            #expect(places.count == 1, "\(description.id)'s summary is written in \(places)")
            #expect(
                descriptions.contains { $0.text.contains("summary: \"\(literal)\"") },
                "\(description.id)'s summary is declared in Descriptions/")
        }
    }

    @Test("names are kebab-case; summaries lowercase one-liners; explanations sentences")
    func wording() {
        for description in DiagnosticDescription.all {
            let id = description.id
            #expect(description.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
            #expect(
                description.summary.first?.isUppercase == false && !description.summary.hasSuffix(".")
                    && !description.summary.contains("\n"), "\(id)")
            #expect(description.explanation.hasSuffix("."), "\(id)")
        }
    }

    @Test("lint rules report FDL4xx codes, which warn by default; each FDL4xx code is a rule's or a suppression's")
    func lintRules() {
        let lintCodes = DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("FDL4") }
        for code in Linter.rules.map({ $0.code }) { #expect(code.rawValue.hasPrefix("FDL4")) }
        for code in lintCodes { #expect(code.defaultSeverity == .warning, "\(code.rawValue)") }
        #expect(Set(Linter.rules.map { $0.code } + [.unusedSuppression, .invalidSuppression]) == Set(lintCodes))
        #expect(Linter.rules.count == Set(Linter.rules.map { $0.code }).count, "one rule per code")
    }

    @Test("a lint finding has its description's severity", arguments: DiagnosticDescription.all.map(\.id))
    func severities(id: String) throws {
        let description = try #require(DiagnosticDescription.named(id))
        let bad = try Self.linter(for: description).lint(
            SourceFile(path: "bad.nss", bytes: description.example.badBytes))
        guard description.id.hasPrefix("FDL4") else { return }
        // Portability checks pick their severity per target; lint findings never do.
        for finding in bad where finding.code == description.code {
            #expect(finding.severity == description.defaultSeverity, "\(id)")
        }
    }

    @Test("the bad example's findings carry only the fixes the description declares, and show one of them")
    func fixes() throws {
        for description in DiagnosticDescription.all {
            let bad = try Self.linter(for: description).lint(
                SourceFile(path: "bad.nss", bytes: description.example.badBytes)
            ).filter { $0.code == description.code }
            for finding in bad {
                if finding.fixIt != nil { #expect(description.fixes.contains(.certain), "\(description.id)") }
                if !finding.suggestions.isEmpty {
                    #expect(description.fixes.contains(.suggestion), "\(description.id)")
                }
            }
            // A code that declares no fix shows none.
            let shown = bad.contains { $0.fixIt != nil || !$0.suggestions.isEmpty }
            if description.fixes.isEmpty { #expect(!shown, "\(description.id)") }
        }
    }

    @Test("a description is found by id in any case, or by name")
    func lookup() {
        #expect(DiagnosticDescription.named("FDL401")?.code == .unusedVariable)
        #expect(DiagnosticDescription.named("fdl401")?.code == .unusedVariable)
        #expect(DiagnosticDescription.named("low-contrast")?.code == .lowContrast)
        #expect(DiagnosticDescription.named("FDL999") == nil)
        #expect(DiagnosticDescription.named("no-such-rule") == nil)
    }

    @Test("the bad example is reported, the good one is not", arguments: DiagnosticDescription.all.map(\.id))
    func example(id: String) throws {
        let description = try #require(DiagnosticDescription.named(id))
        let linter = try Self.linter(for: description)
        let bad = linter.lint(SourceFile(path: "bad.nss", bytes: description.example.badBytes))
        let good = linter.lint(
            SourceFile(path: "good.nss", bytes: DiagnosticDescription.Example.bytes(description.example.good)))
        #expect(bad.contains { $0.code == description.code }, "bad example of \(id): \(positions(bad))")
        #expect(!good.contains { $0.code == description.code }, "good example of \(id): \(positions(good))")
    }

    @Test("SARIF's rules and Docs/rules.md show each description's texts")
    func shownEverywhere() throws {
        let log = SARIFReport.log([], toolVersion: "1.0.0", paths: testReportPaths)
        guard case .object(let root) = log, case .array(let runs)? = root["runs"], case .object(let run)? = runs.first,
            case .object(let tool)? = run["tool"], case .object(let driver)? = tool["driver"],
            case .array(let rules)? = driver["rules"]
        else {
            Issue.record("no rules in the SARIF log")
            return
        }
        let page = try String(
            contentsOf: fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        #expect(rules.count == DiagnosticDescription.all.count)
        for (description, rule) in zip(DiagnosticDescription.all, rules) {
            guard case .object(let rule) = rule else { continue }
            #expect(rule["id"] == .string(description.id))
            #expect(rule["name"] == .string(description.name))
            #expect(rule["shortDescription"] == .object(["text": .string(description.summary)]))
            #expect(rule["fullDescription"] == .object(["text": .string(description.explanation)]))
            #expect(page.contains("\n## \(description.id)\n\n" + description.markdown + "\n"), "\(description.id)")
            #expect(
                page.contains(
                    "`\(description.name)`, \(description.defaultSeverity.rawValue) by default: \(description.summary).\n\n\(description.explanation)\n"
                ))
        }
    }

    /// A linter for the description's example target, with the example's design tokens when it has some.
    static func linter(for description: DiagnosticDescription) throws -> Linter {
        let compiler = Compiler(target: description.exampleTarget)
        let tokens = try description.example.tokens.map {
            try TokenImporter(compiler: compiler).expectations(SourceFile(path: "tokens.json", text: $0), map: nil)
                .get()
        }
        return Linter(compiler: compiler, tokens: tokens)
    }

    @Test("\\xNN in an example is a byte")
    func byteEscapes() {
        #expect(DiagnosticDescription.Example.bytes("a\\xE9b") == [0x61, 0xE9, 0x62])
        #expect(DiagnosticDescription.Example.bytes("a\\xZZ") == Array("a\\xZZ".utf8))
    }
}
