import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

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
        #expect(variables.findings.diagnostics.isEmpty)
        #expect(resolvedText(variables) == "#0A6ED1")
        let chain = variables.resolve(variables.stylesheet.declarations[0].value)!.chain
        #expect(chain.map { variables.stylesheet.text($0) } == ["@accent", "@brandBlue"])
    }

    @Test(
        "a definition's winner by interned id is its winner by name, under each policy",
        arguments: [ResolutionPolicy(), ResolutionPolicy(duplicateWinner: .first)])
    func winnerByID(policy: ResolutionPolicy) {
        let variables = table(
            "@a: red;\n@b: @a;\n@a: blue;\n@media (idiom: pad) { @b: green; @c: 1; }\nA { font-color: @b; }",
            policy: policy)
        for definition in variables.stylesheet.definitions {
            let name = variables.name(definition.name)
            #expect(
                variables.winningDefinition(of: definition.variableID) == variables.winningDefinition(name), "\(name)")
        }
    }

    @Test("a variable inside a larger value is resolved in place")
    func partialValues() {
        let variables = table("@w: 2;\n@c: red;\nA { border: 1 @w; shadow: rgba(@w, 0, 0, 1); }")
        #expect(resolvedText(variables, declaration: 0) == "1 2")
        #expect(resolvedText(variables, declaration: 1) == "rgba ( 2 , 0 , 0 , 1 )")
        #expect(variables.findings.diagnostics.isEmpty)
    }

    @Test("an undefined variable is located, with did-you-mean")
    func undefined() {
        let variables = table("@primary6: #0A6ED1;\nA { font-color: @primary7; tint-color: @zzz; }")
        #expect(positions(variables.findings.diagnostics) == ["2:17 FDL201", "2:40 FDL201"])
        #expect(variables.findings.diagnostics[0].message == "undefined variable '@primary7'")
        #expect(variables.findings.diagnostics[0].notes.map(\.message) == ["did you mean '@primary6'?"])
        #expect(variables.findings.diagnostics[0].suggestions.first?.replacement == "@primary6")
        #expect(variables.findings.diagnostics[1].notes.isEmpty)
        #expect(resolvedText(variables) == nil)
    }

    @Test("a cycle is one error listing the whole path, each step located")
    func cycle() {
        let variables = table("@a: @b;\n@b: @c;\n@c: @a;\n@d: @a;\nX { y: @d; }")
        #expect(positions(variables.findings.diagnostics) == ["1:1 FDL202"])
        let diagnostic = variables.findings.diagnostics[0]
        #expect(diagnostic.message == "variable cycle: @a → @b → @c → @a")
        #expect(
            diagnostic.notes.map { "\($0.message) at \(diagnostic.file.location(of: $0.range!.start))" } == [
                "'@a' refers to '@b' here at 1:5",
                "'@b' refers to '@c' here at 2:5",
                "'@c' refers to '@a' here at 3:5",
            ])
        #expect(resolvedText(variables) == nil)
    }

    @Test("a variable that refers to itself is a cycle of one")
    func selfCycle() {
        let variables = table("@a: 1 @a;")
        #expect(variables.findings.diagnostics.map(\.message) == ["variable cycle: @a → @a"])
    }

    @Test("a duplicate definition is a warning with a note at the definition that wins")
    func duplicates() {
        let last = table("@x: 1;\n@x: 2;\nA { b: @x; }")
        #expect(positions(last.findings.diagnostics) == ["1:1 FDL203"])
        #expect(last.findings.diagnostics[0].severity == .warning)
        #expect(last.findings.diagnostics[0].notes[0].range == SourceRange(start: 7, end: 9))
        #expect(resolvedText(last) == "2")

        var firstWins = ResolutionPolicy()
        firstWins.duplicateWinner = .first
        let first = table("@x: 1;\n@x: 2;\nA { b: @x; }", policy: firstWins)
        #expect(positions(first.findings.diagnostics) == ["2:1 FDL203"])
        #expect(resolvedText(first) == "1")
    }

    @Test("a definition in @media overrides without a duplicate warning")
    func mediaOverride() {
        let variables = table("@x: 1;\n@media (device:ipad) { @x: 2; }\nA { b: @x; }")
        #expect(variables.findings.diagnostics.isEmpty)
        #expect(resolvedText(variables) == "1")
    }

    @Test("predefined names (the palette) are valid references and stay unresolved")
    func predefined() {
        var policy = ResolutionPolicy()
        policy.isPredefined = { $0 == "primary6" }
        policy.predefinedNames = { ["primary6"] }
        let variables = table("A { tint-color: @primary6; font-color: @primary5; }", policy: policy)
        #expect(positions(variables.findings.diagnostics) == ["1:40 FDL201"])
        #expect(variables.findings.diagnostics[0].notes.map(\.message) == ["did you mean '@primary6'?"])
        #expect(resolvedText(variables) == "@primary6")
    }

    @Test("a 100 000-long alias chain resolves without deep recursion")
    func longChain() {
        let count = 100_000
        var source = "@v0: #0A6ED1;\n"
        for index in 1..<count { source += "@v\(index): @v\(index - 1);\n" }
        source += "A { b: @v\(count - 1); }"
        let variables = table(source)
        #expect(variables.findings.diagnostics.isEmpty)
        #expect(resolvedText(variables) == "#0A6ED1")
    }

    @Test("a 10 000-long cycle is one error")
    func longCycle() {
        let count = 10_000
        var source = ""
        for index in 0..<count { source += "@v\(index): @v\((index + 1) % count);\n" }
        let variables = table(source)
        #expect(variables.findings.diagnostics.count == 1)
        #expect(variables.findings.diagnostics.first?.code == .variableCycle)
        #expect(variables.findings.diagnostics.first?.notes.count == count)
    }

    @Test("exponential growth by substitution is cut off")
    func exponentialGrowth() {
        var source = "@v0: 1 1;\n"
        for index in 1..<40 { source += "@v\(index): @v\(index - 1) @v\(index - 1);\n" }
        source += "A { b: @v39; }"
        let variables = table(source)
        #expect(resolvedText(variables) == nil)
        // Reported once, at the first definition that grows too large; the rest depend on it.
        #expect(positions(variables.findings.diagnostics) == ["9:1 FDL204"])
        #expect(
            variables.findings.diagnostics.first?.message
                == "the value of '@v8' expands to more than 256 parts; it is not used")
    }

    @Test("a declaration that expands too far is an error, not a silent gap")
    func declarationTooLarge() {
        var source = "@v0: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1;\n"
        for index in 1..<5 { source += "@v\(index): @v\(index - 1) @v\(index - 1);\n" }
        source += "fdlFUIKPIView { tint-color: @v4 @v4; }"
        let diagnostics = Compiler().check([SourceFile(path: "t.nss", text: source)])
        #expect(positions(diagnostics) == ["6:29 FDL204"])
        #expect(
            diagnostics.first?.message == "the value of 'tint-color' expands to more than 256 parts; it is not used")
    }

    @Test("a value without variables resolves to its own tokens, and is too large past the same limit")
    func literalValues() {
        var policy = ResolutionPolicy()
        policy.maximumExpandedLength = 3
        let variables = table(
            "@short: 1 2 3;\n@long: 1 2 3 4;\n@alias: @short;\nA { b: @short; c: @long; d: @alias; e: @alias 4; }",
            policy: policy)
        #expect(resolvedText(variables, declaration: 0) == "1 2 3")
        #expect(resolvedText(variables, declaration: 1) == nil)
        #expect(resolvedText(variables, declaration: 2) == "1 2 3")
        #expect(resolvedText(variables, declaration: 3) == nil)
        #expect(positions(variables.findings.diagnostics) == ["2:1 FDL204"])
        // Resolved from the definitions as written, not copies: the tokens are the file's own.
        guard case .parts(let parts) = variables.substitution(of: variables.stylesheet.declarations[0].value) else {
            Issue.record("@short did not resolve")
            return
        }
        #expect(
            parts.map(\.range)
                == Array(variables.stylesheet.parts(of: variables.stylesheet.definitions[0].value)).map(\.range))
    }

    @Test("the names defined are listed once each, in order of first definition")
    func definedNames() {
        let variables = table("@b: 1;\n@a: 2;\n@b: 3;\n@media (device:ipad) { @c: 4; }\nA { e: @a; }")
        #expect(variables.definedNames == ["b", "a", "c"])
    }

    @Test("memory for expansions is bounded by the file's size")
    func totalExpansionBudget() {
        var policy = ResolutionPolicy()
        policy.minimumExpansionBudget = 100
        policy.expansionBudgetPerToken = 0
        var source = "@big: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1;\n"
        for index in 0..<4 { source += "@copy\(index): @big;\n" }
        let variables = table(source, policy: policy)
        // @big (40) and @copy0 (40) fit in 100; each later copy is over the budget.
        #expect(positions(variables.findings.diagnostics) == ["3:1 FDL204", "4:1 FDL204", "5:1 FDL204"])
        #expect(
            variables.findings.diagnostics.first?.message
                == "'@copy1' is not used: the variables of this file expand to more than 100 parts in total")
    }

    @Test("definitions in @media blocks for different devices are not duplicates")
    func mediaScopes() {
        let variables = table(
            "@media (device:ipad) { @gap: 8; }\n@media (device:iphone) { @gap: 4; }\n"
                + "@media (device:ipad) { @inset: 8; @inset: 10; }")
        #expect(positions(variables.findings.diagnostics) == ["3:24 FDL203"])
        #expect(
            variables.findings.diagnostics.first?.notes.first.flatMap { $0.range }.map {
                variables.stylesheet.file.location(of: $0.start)
            }
                == SourceLocation(line: 3, column: 35))
    }

    @Test("did-you-mean is computed for a bounded number of undefined names")
    func boundedSuggestions() {
        // 120 distinct names, each one substitution away from the defined one.
        var source = "@abcdefghij: #fff;\n"
        let letters = Array("klmnopqrstuv")
        for index in 0..<150 {
            var name = Array("abcdefghij")
            name[index % 120 % 10] = letters[index % 120 / 10]
            source += "A { b: @\(String(name)); }\n"
        }
        let variables = table(source)
        let withSuggestion = variables.findings.diagnostics.filter { !$0.notes.isEmpty }
        #expect(variables.findings.diagnostics.count == 150)
        #expect(Set(withSuggestion.map(\.message)).count == SuggestionMemo.limit)
    }
}
