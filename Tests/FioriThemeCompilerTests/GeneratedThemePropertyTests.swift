import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// Properties that hold for every theme ``ThemeGenerator`` writes, over a fixed range of
/// seeds (the same themes on every run; a failure names its seed, and
/// `ThemeGenerator.theme(seed:)` gives the text back).
@Suite("Generated themes")
struct GeneratedThemePropertyTests {
    static let seeds: [UInt64] = Array(0..<300)

    @Test("the generator is deterministic and varied")
    func generator() {
        #expect(ThemeGenerator.theme(seed: 7) == ThemeGenerator.theme(seed: 7))
        #expect(Set(Self.seeds.prefix(50).map(ThemeGenerator.theme)).count == 50)
        let all = Self.seeds.map(ThemeGenerator.theme).joined()
        for construct in ["@media", ": @genVar", "-insets", "\r\n", "/*", "@tintColor"] {
            #expect(all.contains(construct), "no generated theme uses '\(construct)'")
        }
    }

    @Test("a generated theme compiles with no diagnostic, and its table survives JSON")
    func validThemes() throws {
        for seed in Self.seeds {
            let text = ThemeGenerator.theme(seed: seed)
            let result = Compiler().compile([SourceFile(path: "seed\(seed).nss", text: text)])
            let rendered = DiagnosticRenderer(colored: false).text(result.diagnostics)
            // A generated theme may style NUI's classes only: then the note naming '--target nui' is its one finding.
            #expect(
                result.diagnostics.allSatisfy { $0.code == .upstreamNUITheme }, "seed \(seed):\n\(rendered)\n\(text)")
            guard let table = result.table else { continue }
            #expect(!table.classes.isEmpty, "seed \(seed) styles nothing")
            let json = table.json().serialized()
            #expect(table.jsonText() == json, "seed \(seed): what fdlc compile writes differs")
            let loaded = try StyleTable(json: Array(json.utf8))
            #expect(loaded == table, "seed \(seed): compile → JSON → load changed the table")
            #expect(loaded.json().serialized() == json, "seed \(seed): the reloaded table writes other bytes")
        }
    }

    @Test("every target: a generated or broken theme breaks no pipeline invariant")
    func invariants() {
        var random = SeededRandom(seed: 1)
        for seed in Self.seeds.prefix(100) {
            let text = ThemeGenerator.theme(seed: seed)
            #expect(PipelineInvariants.violations(Array(text.utf8)) == [], "seed \(seed)")
            let broken = ThemeGenerator.mutate(text, random: &random)
            #expect(
                PipelineInvariants.violations(broken) == [],
                "seed \(seed), mutated:\n\(String(decoding: broken, as: UTF8.self))")
        }
    }

    @Test("diagnostics and JSON are the same bytes on every compile, valid or broken")
    func deterministic() {
        var random = SeededRandom(seed: 2)
        for seed in Self.seeds.prefix(100) {
            let text = ThemeGenerator.theme(seed: seed)
            for bytes in [
                Array(text.utf8), ThemeGenerator.mutate(text, random: &random),
                ThemeGenerator.mutate(text, random: &random),
            ] {
                let (first, second) = (Self.report(bytes), Self.report(bytes))
                #expect(first == second, "seed \(seed):\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    @Test("mutations break themes: most mutated themes have diagnostics")
    func mutationsBreak() {
        var random = SeededRandom(seed: 3)
        let broken = Self.seeds.prefix(100).filter { seed in
            let bytes = ThemeGenerator.mutate(ThemeGenerator.theme(seed: seed), random: &random)
            return !Compiler().check([SourceFile(path: "m.nss", bytes: bytes)]).isEmpty
        }
        #expect(broken.count >= 50)
    }

    /// Everything a compile reports, as bytes: text and JSON diagnostics, and the table's JSON.
    static func report(_ bytes: [UInt8]) -> String {
        let result = Compiler().compile([SourceFile(path: "t.nss", bytes: bytes)])
        return DiagnosticRenderer(colored: false).text(result.diagnostics)
            + DiagnosticRenderer.json(result.diagnostics).serialized()
            + (result.table?.json().serialized() ?? "no table")
    }
}
