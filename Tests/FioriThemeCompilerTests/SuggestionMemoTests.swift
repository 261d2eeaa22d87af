import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// Did-you-mean is computed once per distinct name and for at most ``SuggestionMemo/limit``
/// names per file, so a file with a million misspellings checks in linear time (a 10 MB line
/// of `Button { font-colr: red }` took 100 s before, with a suggestion computed each time).
@Suite("Did-you-mean limits")
struct SuggestionMemoTests {
    @Test("a repeated misspelt property gets its suggestion every time")
    func repeatedName() {
        let source = String(repeating: "Button { font-colr: red; }\n", count: 300)
        let diagnostics = Compiler().check(
            [SourceFile(path: "t.nss", text: source)], severities: [.upstreamNUITheme: .off])
        #expect(diagnostics.count == 300)
        #expect(diagnostics.allSatisfy { $0.suggestions.first?.replacement == "font-color" })
    }

    @Test("distinct misspelt properties and classes past the limit get no suggestion")
    func distinctNames() {
        let count = SuggestionMemo.limit + 20
        let properties = (0..<count).map { "Button { font-colr\($0): red; }\n" }.joined()
        let classes = (0..<count).map { "fdlFUIKPIVie\($0) { }\n" }.joined()
        for source in [properties, classes] {
            let diagnostics = Compiler().check(
                [SourceFile(path: "t.nss", text: source)], severities: [.upstreamNUITheme: .off])
            #expect(diagnostics.count == count)
            #expect(diagnostics.filter { !$0.suggestions.isEmpty }.count <= SuggestionMemo.limit)
            #expect(diagnostics.prefix(10).allSatisfy { !$0.suggestions.isEmpty })
        }
    }
}
