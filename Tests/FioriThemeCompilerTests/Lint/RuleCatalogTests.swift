import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics
@testable import FioriThemeTokens

/// The rule table: complete, unique, and every rule's example is true: the linter reports
/// the rule in the bad stylesheet and not in the good one.
@Suite("Rule catalog")
struct RuleCatalogTests {
    @Test("every diagnostic code has exactly one rule, sorted by id")
    func complete() {
        #expect(
            Rule.all.map(\.code).sorted { $0.rawValue < $1.rawValue }
                == DiagnosticCode.allCases.sorted { $0.rawValue < $1.rawValue })
        #expect(Rule.all.map(\.id) == Rule.all.map(\.id).sorted())
        #expect(Set(Rule.all.map(\.name)).count == Rule.all.count)
    }

    @Test("names are kebab-case; summaries lowercase one-liners; explanations sentences")
    func wording() {
        for rule in Rule.all {
            #expect(rule.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)")
            #expect(
                rule.summary.first?.isUppercase == false && !rule.summary.hasSuffix(".")
                    && !rule.summary.contains("\n"), "\(rule.id)")
            #expect(rule.explanation.hasSuffix("."), "\(rule.id)")
        }
    }

    @Test("lint rules are FDL4xx, warn by default, and each FDL4xx code is a lint rule")
    func lintRules() {
        for rule in Linter.rules {
            #expect(rule.id.hasPrefix("FDL4"))
            #expect(rule.defaultSeverity == .warning)
        }
        #expect(Set(Linter.rules.map(\.code)) == Set(DiagnosticCode.allCases.filter { $0.rawValue.hasPrefix("FDL4") }))
    }

    @Test(
        "a check's rule takes its code's severity; a lint finding has its rule's, wherever it is reported",
        arguments: Rule.all.map(\.id))
    func severities(id: String) throws {
        let rule = try #require(Rule.named(id))
        if !Linter.rules.contains(where: { $0.code == rule.code }) {
            #expect(rule.defaultSeverity == rule.code.defaultSeverity)
        }
        let bad = try Self.linter(for: rule).lint(SourceFile(path: "bad.nss", bytes: rule.example.badBytes))
        guard rule.code.rawValue.hasPrefix("FDL4") else { return }
        // Portability checks pick their severity per target; lint findings never do.
        for finding in bad where finding.code == rule.code {
            #expect(finding.severity == rule.defaultSeverity, "\(id)")
        }
    }

    @Test("a rule is found by id in any case, or by name")
    func lookup() {
        #expect(Rule.named("FDL401")?.code == .unusedVariable)
        #expect(Rule.named("fdl401")?.code == .unusedVariable)
        #expect(Rule.named("low-contrast")?.code == .lowContrast)
        #expect(Rule.named("FDL999") == nil)
        #expect(Rule.named("no-such-rule") == nil)
    }

    @Test("the bad example is reported, the good one is not", arguments: Rule.all.map(\.id))
    func example(id: String) throws {
        let rule = try #require(Rule.named(id))
        let linter = try Self.linter(for: rule)
        let bad = linter.lint(SourceFile(path: "bad.nss", bytes: rule.example.badBytes))
        let good = linter.lint(SourceFile(path: "good.nss", bytes: Rule.Example.bytes(rule.example.good)))
        #expect(bad.contains { $0.code == rule.code }, "bad example of \(id): \(positions(bad))")
        #expect(!good.contains { $0.code == rule.code }, "good example of \(id): \(positions(good))")
    }

    /// A linter for the rule's example target, with the example's design tokens when it has some.
    static func linter(for rule: Rule) throws -> Linter {
        let compiler = Compiler(target: rule.exampleTarget)
        let tokens = try rule.example.tokens.map {
            try TokenImporter(compiler: compiler).expectations(SourceFile(path: "tokens.json", text: $0), map: nil)
                .get()
        }
        return Linter(compiler: compiler, tokens: tokens)
    }

    @Test("\\xNN in an example is a byte")
    func byteEscapes() {
        #expect(Rule.Example.bytes("a\\xE9b") == [0x61, 0xE9, 0x62])
        #expect(Rule.Example.bytes("a\\xZZ") == Array("a\\xZZ".utf8))
    }
}
