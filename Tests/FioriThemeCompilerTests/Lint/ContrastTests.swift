import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

/// `FDL407`: WCAG 2.x contrast of a class's text and background colours, per palette variant.
@Suite("Contrast rule")
struct ContrastTests {
    static let table: [LintCase] = [
        LintCase(source: "Label { font-color: #999999; background-color: #FFFFFF; }\n", expected: ["1:21"]),
        LintCase(source: "Label { font-color: #595959; background-color: #FFFFFF; }\n", expected: []),
        // 4.48:1 is below 4.5:1 for normal text, enough for large text.
        LintCase(source: "Label { font-color: #787878; background-color: #FFFFFF; }\n", expected: ["1:21"]),
        LintCase(
            source:
                "fdlFUIObjectView_headlineLabel { font-style: title3; font-color: #787878; background-color: #FFFFFF; }\n",
            expected: []),
        LintCase(
            source:
                "fdlFUIObjectView_headlineLabel { font-style: headline; font-color: #787878; background-color: #FFFFFF; }\n",
            expected: ["1:68"]),
        LintCase(source: "Label { font-size: 18; font-color: #787878; background-color: #FFFFFF; }\n", expected: []),
        LintCase(
            source: "Label { font-size: 17; font-color: #787878; background-color: #FFFFFF; }\n", expected: ["1:36"]),
        // the pair may come from different blocks of the same class, and the last declaration wins
        LintCase(source: "Label { font-color: #999999; }\nLabel { background-color: #FFFFFF; }\n", expected: ["1:21"]),
        LintCase(
            source: "Label { font-color: #999999; background-color: #FFFFFF; }\nLabel { font-color: #000000; }\n",
            expected: []),
        // different classes are different components
        LintCase(source: "Label { font-color: #999999; }\nButton { background-color: #FFFFFF; }\n", expected: []),
        // states: the state's own colour against the normal background; disabled is exempt
        LintCase(
            source: "Button { font-color: #000000; font-color-highlighted: #999999; background-color: #FFFFFF; }\n",
            expected: ["1:55"]),
        LintCase(
            source: "Button { font-color: #000000; font-color-disabled: #CCCCCC; background-color: #FFFFFF; }\n",
            expected: []),
        // not opaque, or following the appearance: not compared
        LintCase(source: "Label { font-color: rgba(153,153,153,0.5); background-color: #FFFFFF; }\n", expected: []),
        LintCase(source: "Label { font-color: systemGray; background-color: #FFFFFF; }\n", expected: []),
        LintCase(source: "Label { font-color: darkGray; background-color: #000000; }\n", expected: ["1:21"]),
        // @media rules are not compared
        LintCase(
            source: "@media (device:ipad) { Label { font-color: #999999; background-color: #FFFFFF; } }\n", expected: []
        ),
    ]

    @Test("accept/reject table", arguments: table)
    func contrastTable(_ row: LintCase) {
        #expect(findings(of: .lowContrast, in: row.source, target: row.target) == row.expected)
    }

    @Test("the message states the ratio, both colours, the variants and the minimum")
    func message() throws {
        let found = lint("Label { font-color: #999999; background-color: #FFFFFF; }\n").filter {
            $0.code == .lowContrast
        }
        let diagnostic = try #require(found.first)
        #expect(
            diagnostic.message
                == "contrast 2.8:1 between font-color #999999 and background-color #FFFFFF in every variant is below 4.5:1 for 'Label'"
        )
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.notes.first?.range.map { diagnostic.file.location(of: $0.start).description } == "1:48")
    }

    @Test("a palette colour is compared per variant, with the theme's overrides")
    func perVariant() throws {
        let source =
            "@primaryBackground_darkBackground: #FFFFFF;\nLabel { font-color: #FFFFFF; background-color: @primaryBackground; }\n"
        let found = lint(source).filter { $0.code == .lowContrast }
        let theme = try Theme(nss: [SourceFile(path: "t.nss", text: source)])
        let background = ColorValue.palette(style: "primaryBackground", scheme: .device)
        // every variant whose background is too light for white text, and no other, is named
        let low = ColorVariant.allCases.filter { variant in
            theme.color(background, variant: variant).map {
                RGBAColor(red: 255, green: 255, blue: 255).contrastRatio(with: $0) < 4.5
            } ?? false
        }
        #expect(low.contains(.darkBackground), "the override makes the dark-mode background white")
        #expect(low.count < ColorVariant.allCases.count)
        let named = found.flatMap { diagnostic in
            ColorVariant.allCases.filter {
                diagnostic.message.contains(" \($0.rawValue),")
                    || diagnostic.message.contains(" \($0.rawValue) is below")
            }
        }
        #expect(Set(named) == Set(low))
    }

    @Test("WCAG's thresholds and the large text styles")
    func largeText() {
        #expect(TextSize.isLarge(fontStyle: "title3", fontSize: nil))
        #expect(TextSize.isLarge(fontStyle: "largeTitle", fontSize: nil))
        #expect(!TextSize.isLarge(fontStyle: "headline", fontSize: nil))
        #expect(!TextSize.isLarge(fontStyle: "kpiNumber", fontSize: nil))
        #expect(!TextSize.isLarge(fontStyle: nil, fontSize: 17.9))
        #expect(TextSize.isLarge(fontStyle: "body", fontSize: 18))
    }
}
