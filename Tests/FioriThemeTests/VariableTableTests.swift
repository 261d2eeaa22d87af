@testable import FioriTheme
import Testing

@Suite("Variables")
struct VariableTableTests {
    func table(_ source: String, policy: ResolutionPolicy = ResolutionPolicy()) -> VariableTable {
        let (stylesheet, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty, "fixture must parse cleanly")
        return VariableTable(stylesheet: stylesheet, policy: policy)
    }

    func resolvedText(_ table: VariableTable, declaration: Int = 0) -> String? {
        let value = table.stylesheet.declarations[declaration].value
        return table.resolve(value).map { $0.parts.map { table.stylesheet.text($0.range) }.joined(separator: " ") }
    }

    @Test("use before definition and aliases resolve to the final value, with the chain kept")
    func aliases() {
        let variables = table("A { font-color: @accent; }\n@accent: @brandBlue;\n@brandBlue: #0A6ED1;")
        #expect(variables.diagnostics.isEmpty)
        #expect(resolvedText(variables) == "#0A6ED1")
        let chain = variables.resolve(variables.stylesheet.declarations[0].value)!.chain
        #expect(chain.map { variables.stylesheet.text($0) } == ["@accent", "@brandBlue"])
    }

    @Test("a variable inside a larger value is resolved in place")
    func partialValues() {
        let variables = table("@w: 2;\n@c: red;\nA { border: 1 @w; shadow: rgba(@w, 0, 0, 1); }")
        #expect(resolvedText(variables, declaration: 0) == "1 2")
        #expect(resolvedText(variables, declaration: 1) == "rgba ( 2 , 0 , 0 , 1 )")
        #expect(variables.diagnostics.isEmpty)
    }

    @Test("an undefined variable is located, with did-you-mean")
    func undefined() {
        let variables = table("@primary6: #0A6ED1;\nA { font-color: @primary7; tint-color: @zzz; }")
        #expect(positions(variables.diagnostics) == ["2:17 FDL201", "2:40 FDL201"])
        #expect(variables.diagnostics[0].message == "undefined variable '@primary7'")
        #expect(variables.diagnostics[0].notes.map(\.message) == ["did you mean '@primary6'?"])
        #expect(variables.diagnostics[0].fixIt?.replacement == "@primary6")
        #expect(variables.diagnostics[1].notes.isEmpty)
        #expect(resolvedText(variables) == nil)
    }

    @Test("a cycle is one error listing the whole path, each step located")
    func cycle() {
        let variables = table("@a: @b;\n@b: @c;\n@c: @a;\n@d: @a;\nX { y: @d; }")
        #expect(positions(variables.diagnostics) == ["1:1 FDL202"])
        let diagnostic = variables.diagnostics[0]
        #expect(diagnostic.message == "variable cycle: @a → @b → @c → @a")
        #expect(diagnostic.notes.map { "\($0.message) at \(diagnostic.file.location(of: $0.range!.start))" } == [
            "'@a' refers to '@b' here at 1:5",
            "'@b' refers to '@c' here at 2:5",
            "'@c' refers to '@a' here at 3:5",
        ])
        #expect(resolvedText(variables) == nil)
    }

    @Test("a variable that refers to itself is a cycle of one")
    func selfCycle() {
        let variables = table("@a: 1 @a;")
        #expect(variables.diagnostics.map(\.message) == ["variable cycle: @a → @a"])
    }

    @Test("a duplicate definition is a warning with a note at the definition that wins")
    func duplicates() {
        let last = table("@x: 1;\n@x: 2;\nA { b: @x; }")
        #expect(positions(last.diagnostics) == ["1:1 FDL203"])
        #expect(last.diagnostics[0].severity == .warning)
        #expect(last.diagnostics[0].notes[0].range == SourceRange(start: 7, end: 9))
        #expect(resolvedText(last) == "2")

        var firstWins = ResolutionPolicy()
        firstWins.duplicateWinner = .first
        let first = table("@x: 1;\n@x: 2;\nA { b: @x; }", policy: firstWins)
        #expect(positions(first.diagnostics) == ["2:1 FDL203"])
        #expect(resolvedText(first) == "1")
    }

    @Test("a definition in @media overrides without a duplicate warning")
    func mediaOverride() {
        let variables = table("@x: 1;\n@media (device:ipad) { @x: 2; }\nA { b: @x; }")
        #expect(variables.diagnostics.isEmpty)
        #expect(resolvedText(variables) == "1")
    }

    @Test("predefined names (the palette) are valid references and stay unresolved")
    func predefined() {
        var policy = ResolutionPolicy()
        policy.isPredefined = { $0 == "primary6" }
        policy.predefinedNames = ["primary6"]
        let variables = table("A { tint-color: @primary6; font-color: @primary5; }", policy: policy)
        #expect(positions(variables.diagnostics) == ["1:40 FDL201"])
        #expect(variables.diagnostics[0].notes.map(\.message) == ["did you mean '@primary6'?"])
        #expect(resolvedText(variables) == "@primary6")
    }

    @Test("a 100 000-long alias chain resolves without deep recursion")
    func longChain() {
        let count = 100_000
        var source = "@v0: #0A6ED1;\n"
        for index in 1..<count { source += "@v\(index): @v\(index - 1);\n" }
        source += "A { b: @v\(count - 1); }"
        let variables = table(source)
        #expect(variables.diagnostics.isEmpty)
        #expect(resolvedText(variables) == "#0A6ED1")
    }

    @Test("a 10 000-long cycle is one error")
    func longCycle() {
        let count = 10_000
        var source = ""
        for index in 0..<count { source += "@v\(index): @v\((index + 1) % count);\n" }
        let variables = table(source)
        #expect(variables.diagnostics.count == 1)
        #expect(variables.diagnostics.first?.code == .variableCycle)
        #expect(variables.diagnostics.first?.notes.count == count)
    }

    @Test("exponential growth by substitution is cut off")
    func exponentialGrowth() {
        var source = "@v0: 1 1;\n"
        for index in 1..<40 { source += "@v\(index): @v\(index - 1) @v\(index - 1);\n" }
        source += "A { b: @v39; }"
        let variables = table(source)
        #expect(resolvedText(variables) == nil)
    }
}
