import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSyntax

@Suite("Parser: constructs")
struct ParserConstructTests {
    @Test("definitions, rule sets and selector lists across lines")
    func wholeExample() {
        let source = """
            @primary6: #0A6ED1;                  /* a global definition */
            fdlFUIKPIHeader_kpiView { tint-color: @primary6; }
            fdlFUIObjectView_headlineLabel,
                fdlFUIHierarchyItemView_title {
                font-style: subheadline;
                font-color: @primary6;
            }
            """
        let (tree, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty)
        #expect(tree.definitions.count == 1)
        #expect(tree.text(tree.definitions[0].name) == "@primary6")
        #expect(tree.text(tree.definitions[0].value.range) == "#0A6ED1")
        #expect(tree.definitions[0].placement == .topLevel)
        #expect(tree.styleBlocks.count == 2)
        #expect(
            tree.selectors(of: tree.styleBlocks[1]).map { tree.text($0.range) }
                == ["fdlFUIObjectView_headlineLabel", "fdlFUIHierarchyItemView_title"])
        #expect(
            tree.declarations(of: tree.styleBlocks[1]).map { tree.text($0.property) } == ["font-style", "font-color"])
        #expect(tree.declarations.allSatisfy { $0.semicolon != nil })
        #expect(tree.comments.count == 1)
        #expect(tree.text(tree.styleBlocks[0].range) == "fdlFUIKPIHeader_kpiView { tint-color: @primary6; }")
    }

    @Test(
        "values keep every part and their source range",
        arguments: [
            ("rgba(0, 0, 0, 0.5)", 10),
            ("1 2 3 4", 4),
            ("0,-11", 3),
            ("Helvetica Neue", 2),
            ("Assets/logo.png", 1),
            ("1 @w", 2),
            ("UITableViewCell, UITextField", 3),
        ])
    func values(value: String, partCount: Int) {
        let (tree, diagnostics) = parse("A { p: \(value); }")
        #expect(diagnostics.isEmpty)
        let parsed = tree.declarations[0].value
        #expect(tree.parts(of: parsed).count == partCount)
        #expect(tree.text(parsed.range) == value)
    }

    @Test("media blocks hold definitions and rule sets")
    func media() {
        let (tree, diagnostics) = parse(
            "@media (device:ipad) and (orientation:landscape) {\n @x: 1;\n B { c: d; }\n}\nC { }")
        #expect(diagnostics.isEmpty)
        #expect(tree.mediaBlocks.count == 1)
        #expect(
            tree.mediaBlocks[0].conditions.map { tree.text($0.key) + "=" + tree.text($0.value) } == [
                "device=ipad", "orientation=landscape",
            ])
        #expect(tree.mediaBlocks[0].closeBrace != nil)
        #expect(tree.definitions[0].placement == .media(0))
        #expect(tree.styleBlocks.map(\.media) == [0, nil])
    }

    @Test("empty file, empty block, comments only")
    func empties() {
        #expect(parse("").diagnostics.isEmpty)
        #expect(parse("/* only */\n// comments").diagnostics.isEmpty)
        let (tree, diagnostics) = parse("LoginTitle { }")
        #expect(diagnostics.isEmpty)
        #expect(tree.styleBlocks[0].declarations.isEmpty)
    }

    @Test("'and' is an ordinary identifier outside media queries")
    func andIdentifier() {
        #expect(parse("android { and: and; }").diagnostics.isEmpty)
    }
}

@Suite("Parser: errors and recovery")
struct ParserErrorTests {
    @Test(
        "each error is located",
        arguments: [
            ("A { b: c }", ["1:9 FDL110"]),
            ("A { b: c; d: e }", ["1:15 FDL110"]),
            ("A { b: ; }", ["1:8 FDL111"]),
            ("A { b c; }", ["1:6 FDL112"]),
            ("A ;", ["1:2 FDL113"]),
            ("A { b: c;", ["1:10 FDL114"]),
            ("Button:LargeButton { a: b; }", ["1:1 FDL115"]),
            ("A { @x: 1; }", ["1:5 FDL116"]),
            ("@media (a:b) { @media (c:d) { } }", ["1:16 FDL117"]),
            ("}", ["1:1 FDL118"]),
            ("A { ; }", ["1:5 FDL118"]),
            ("A { { b: c; } }", ["1:5 FDL118"]),
            ("tint-color: red;", ["1:1 FDL119"]),
            (", A { }", ["1:1 FDL120"]),
            ("{ a: b; }", ["1:1 FDL120"]),
            ("A, { }", ["1:4 FDL120"]),
            ("A B { }", ["1:3 FDL121"]),
            ("@media device { }", ["1:8 FDL122"]),
            ("@media (a) { }", ["1:10 FDL122"]),
            ("@media (a:b) or (c:d) { }", ["1:14 FDL122"]),
            ("A { url: http://x; }", ["1:14 FDL123", "1:15 FDL110", "1:15 FDL114"]),  // `//x; }` is a comment
            ("A { b: c: d; }", ["1:9 FDL123"]),
            ("@x 1;", ["1:3 FDL112"]),
            ("@x: 1", ["1:6 FDL110"]),
            ("@media (a:b) { A { } ", ["1:21 FDL114"]),
        ])
    func located(source: String, expected: [String]) {
        #expect(positions(parse(source).diagnostics) == expected)
    }

    @Test("a missing ';' before the next line's declaration is one error and both declarations survive")
    func missingSemicolonMidBlock() {
        let (tree, diagnostics) = parse("A {\n  b: c\n  d: e;\n}")
        #expect(positions(diagnostics) == ["2:7 FDL110"])
        #expect(tree.declarations.map { tree.text($0.property) } == ["b", "d"])
        #expect(diagnostics[0].fixIt?.replacement == ";")
    }

    @Test("a missing '}' is found where the next rule set starts")
    func missingCloseBraceBeforeNextRule() {
        let (tree, diagnostics) = parse("A { b: c;\nB { d: e; }")
        #expect(positions(diagnostics) == ["1:10 FDL114"])
        #expect(diagnostics[0].notes.first?.range == SourceRange(start: 2, end: 3))
        #expect(tree.styleBlocks.count == 2)
        #expect(tree.declarations.map(\.styleBlock) == [0, 1])
    }

    @Test("every error in a file is reported in one run")
    func manyErrors() {
        let source = """
            A { b: c }
            B:C { d: e; }
            D { "x": y; }
            E { f: g !important; }
            @y 2;
            F { h: ; }
            G { i: j;
            """
        #expect(
            positions(parse(source).diagnostics) == [
                "1:9 FDL110", "2:1 FDL115", "3:5 FDL103", "4:10 FDL104", "5:3 FDL112", "6:8 FDL111", "7:10 FDL114",
            ])
    }

    @Test("deeply nested braces neither recurse nor cascade")
    func deepNesting() {
        let depth = 100_000
        let source = "A " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        let diagnostics = parse(source).diagnostics
        #expect(positions(diagnostics) == ["1:4 FDL118"])
        let unbalanced = parse(String(repeating: "{", count: depth)).diagnostics
        #expect(unbalanced.count < 5)
    }

    @Test("a media query that ends in 'and' asks for the next condition")
    func mediaQueryEndingInAnd() {
        let diagnostics = parse("@media (a:b) and { }").diagnostics
        #expect(positions(diagnostics) == ["1:18 FDL122"])
        #expect(diagnostics.first?.message == "expected '(' after 'and' to start the next media condition")
    }

    @Test(
        "a ':' in a selector never drops another rule set's selectors",
        arguments: [
            ("A:B ( {", ["1:1 FDL115", "1:4 FDL113", "1:5 FDL118", "1:7 FDL120", "1:8 FDL114"]),
            ("X {} A:B:C {}", ["1:6 FDL115"]),
            ("X { } A, :B {}", ["1:10 FDL120", "1:10 FDL115"]),
            (":B {}", ["1:1 FDL118"]),
        ])
    func colonInSelectorRecovery(source: String, expected: [String]) {
        let (stylesheet, diagnostics) = parse(source)
        #expect(positions(diagnostics) == expected)
        if source.hasPrefix("X") {
            #expect(
                stylesheet.styleBlocks.first.map {
                    stylesheet.selectors[$0.selectors].map { stylesheet.file.text($0.range) }
                } == ["X"])
        }
    }

    @Test("the message after a lone ':' selector names no earlier rule's selector")
    func expectedBraceMessage() {
        let diagnostics = parse("X {} A:B ( {").diagnostics
        #expect(diagnostics.map(\.message).contains("expected '{'"))
    }

    @Test(
        "'@media' prefix spellings and misplaced tokens do not crash the parser",
        arguments: [
            "@media", "@media (", "@media (a:", "@media (a:b", "@media (a:b) and", "@media (a:b) {", "A,", "A {",
            "A { b", "A { b:",
            "A { b: c", ":", ";;", "()", "@x", "@x:", "@x: 1", "A { @x }", "@media (a:b) { @media }", "}}}", "A { } }",
        ])
    func truncatedInputs(source: String) {
        let diagnostics = parse(source).diagnostics
        #expect(diagnostics.allSatisfy { $0.range.start <= source.utf8.count && $0.range.end <= source.utf8.count })
        #expect(!diagnostics.isEmpty)
    }
}
