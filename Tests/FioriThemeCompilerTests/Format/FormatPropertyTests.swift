import FioriThemeTestSupport
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeFormat
@testable import FioriThemeLint
@testable import FioriThemeSemantics

/// Properties of the formatter and the fixer over ``ThemeGenerator``'s themes (the same seeds
/// on every run; a failure names its seed). The pipeline invariants test
/// (``GeneratedThemePropertyTests``) also runs ``FormatterInvariants`` and ``FixerInvariants``
/// on these themes and on broken ones, for every target.
@Suite("Formatter and fixer on generated themes")
struct FormatPropertyTests {
    static let seeds: [UInt64] = Array(0..<100)

    @Test("layout does not matter: re-spacing a theme does not change its formatted text")
    func layoutIndependent() {
        var random = SeededRandom(seed: 4)
        let formatter = StylesheetFormatter()
        for seed in Self.seeds {
            let text = ThemeGenerator.theme(seed: seed)
            let expected = formatter.formatted(SourceFile(path: "t.nss", text: text))
            #expect(expected != nil, "seed \(seed)")
            let respaced = Self.respace(text, random: &random)
            #expect(
                formatter.formatted(SourceFile(path: "t.nss", bytes: respaced)) == expected,
                "seed \(seed), respaced:\n\(String(decoding: respaced, as: UTF8.self))")
        }
    }

    @Test("every option holds the invariants: indent widths, a space after ':', every target")
    func options() {
        for seed in Self.seeds.prefix(30) {
            let bytes = Array(ThemeGenerator.theme(seed: seed).utf8)
            let options = FormatOptions(
                indentWidth: Int(seed % 5) + 1, spaceAfterColon: seed % 2 == 0, target: Target.allCases[Int(seed) % 3])
            let violations = FormatterInvariants.violations(bytes, options: options)
            #expect(violations == [], "seed \(seed): \(violations)")
        }
    }

    @Test("a generated theme needs no fix, and a broken one is never made worse")
    func fixer() {
        var random = SeededRandom(seed: 5)
        for seed in Self.seeds.prefix(50) {
            let text = ThemeGenerator.theme(seed: seed)
            #expect(!Fixer(compiler: Compiler()).fix(SourceFile(path: "t.nss", text: text)).changed, "seed \(seed)")
            let broken = ThemeGenerator.mutate(text, random: &random)
            let violations = FixerInvariants.violations(broken)
            #expect(violations == [], "seed \(seed): \(violations)")
        }
    }

    /// `text` with its layout changed where that cannot change what it says: each run of
    /// spaces and tabs outside comments replaced by another, and lines indented and ended
    /// (but not after a comment) with random white space.
    static func respace(_ text: String, random: inout SeededRandom) -> [UInt8] {
        let bytes = Array(text.utf8)
        let comments = lexAll(bytes: bytes).comments.map(\.range)
        func inComment(_ index: Int) -> Bool { comments.contains { $0.start <= index && index < $0.end } }
        func blank(_ count: ClosedRange<Int>) -> [UInt8] {
            (0..<Int.random(in: count, using: &random)).map { _ in random.pick([0x20, 0x09]) }
        }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inComment(index) {
                result.append(byte)
                index += 1
            } else if byte == 0x20 || byte == 0x09 {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                result += blank(1...4)
            } else if byte == 0x0A || byte == 0x0D {
                if index == 0 || !inComment(index - 1) { result += blank(0...2) }  // a '//' comment would take it in
                result.append(byte)
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    result.append(0x0A)
                    index += 1
                }
                index += 1
                result += blank(0...3)
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }
}
