import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics

@Suite("lint context: where the checks found something")
struct LintContextTests {
    @Test("a syntax finding or any finding in a range: the answers of a scan of every finding")
    func rangeQueries() {
        var generator = SystemRandomNumberGenerator()
        let codes: [DiagnosticCode] = [
            .unexpectedCharacter, .undefinedVariable, .duplicateProperty, .unterminatedComment,
        ]
        let analysis = Compiler().analyze(SourceFile(path: "t.nss", text: "A { b: c; }"))
        for _ in 0..<200 {
            let found = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                DiagnosticCollector.Sighting(
                    code: codes.randomElement(using: &generator)!, start: Int.random(in: 0...60, using: &generator))
            }
            let context = LintContext(analysis: analysis, compiler: Compiler(), tokens: nil, checksFound: found)
            for _ in 0..<50 {
                let start = Int.random(in: 0...64, using: &generator)
                let range = SourceRange(start: start, end: start + Int.random(in: 0...8, using: &generator))
                #expect(
                    context.hasSyntaxError(in: range)
                        == found.contains {
                            $0.code.rawValue.hasPrefix("FDL1") && range.start <= $0.start && $0.start <= range.end
                        })
                #expect(
                    context.hasFinding(startingIn: range)
                        == found.contains { range.start <= $0.start && $0.start < range.end })
            }
        }
    }
}
