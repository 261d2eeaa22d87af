import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

@Suite("Style table: merge and provenance")
struct StyleTableTests {
    func compile(_ sources: [String: String], order: [String]) -> Compiler.Result {
        Compiler().compile(order.map { SourceFile(path: $0, text: sources[$0]!) })
    }

    func table(_ source: String) -> StyleTable {
        let result = compile(["t.nss": source], order: ["t.nss"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
        return result.table ?? StyleTable()
    }

    let blue = ColorValue.rgba(RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1))
    let red = ColorValue.rgba(RGBAColor(red: 0xFF, green: 0, blue: 0))

    @Test("rules for one class merge in document order; the last declaration wins")
    func lastWins() {
        let styles = table(
            """
            fdlFUIKPIView { tint-color: #FF0000; tint-color-disabled: #FF0000; }
            fdlFUIKPIView { tint-color: #0A6ED1; tint-color: #FF0000; tint-color: #0A6ED1; }
            """)
        #expect(styles.property("tint-color", of: "fdlFUIKPIView")?.value == .color(blue))
        #expect(styles.property("tint-color", of: "fdlFUIKPIView")?.origin.description == "t.nss:2:59")
        #expect(styles.property("tint-color-disabled", of: "fdlFUIKPIView")?.value == .color(red))
        #expect(styles.property("tint-color-disabled", of: "fdlFUIKPIView")?.state == "disabled")
        #expect(styles.property("tint-color-disabled", of: "fdlFUIKPIView")?.baseProperty == "tint-color")
    }

    @Test("a selector list gives each class the declarations")
    func selectorLists() {
        let styles = table(
            "fdlFUIHierarchyItemView_title, fdlFUIHierarchyItemView_subtitle { font-style: subheadline; }")
        #expect(
            styles.property("font-style", of: "fdlFUIHierarchyItemView_title")?.value == .fontTextStyle("subheadline"))
        #expect(
            styles.property("font-style", of: "fdlFUIHierarchyItemView_subtitle")?.value
                == .fontTextStyle("subheadline"))
    }

    @Test("provenance keeps the alias chain")
    func provenance() {
        let styles = table("@brandBlue: #0A6ED1;\n@accent: @brandBlue;\nfdlFUIKPIView {\n  tint-color: @accent;\n}")
        #expect(
            styles.property("tint-color", of: "fdlFUIKPIView")?.origin.description
                == "t.nss:4:3 via @accent → @brandBlue")
    }

    @Test(
        "provenance shows a chain of more than 32 aliases as its first 16 and last 15 around how many are left out, whichever link a value names"
    )
    func longChains() {
        let length = 70
        var text = "@v0: #0A6ED1;\n"
        for index in 1..<length {
            text += "@v\(index): @v\(index - 1);\nfdlFUIKPIView_p\(index) { tint-color: @v\(index); }\n"
        }
        let styles = table(text)
        for index in 1..<length {
            let chain = (0...index).reversed().map { "@v\($0)" }
            let expected =
                chain.count <= 32 ? chain : chain.prefix(16) + ["… \(chain.count - 31) more …"] + chain.suffix(15)
            #expect(
                styles.property("tint-color", of: "fdlFUIKPIView_p\(index)")?.origin.via == Array(expected),
                "the value @v\(index)")
        }
    }

    @Test("files layer in order, property by property; variables stay in their file")
    func layering() {
        let result = compile(
            [
                "base.nss": "@c: #FF0000;\nfdlFUIKPIView { tint-color: @c; tint-color-disabled: @c; }",
                "brand.nss": "fdlFUIKPIView { tint-color: #0A6ED1; }",
            ], order: ["base.nss", "brand.nss"])
        let styles = result.table!
        #expect(styles.property("tint-color", of: "fdlFUIKPIView")?.origin.file == "brand.nss")
        #expect(
            styles.property("tint-color-disabled", of: "fdlFUIKPIView")?.origin.description == "base.nss:2:33 via @c")

        let crossFile = compile(
            ["a.nss": "@c: #FF0000;", "b.nss": "fdlFUIKPIView { tint-color: @c; }"], order: ["a.nss", "b.nss"])
        #expect(crossFile.table == nil)
        #expect(positions(crossFile.diagnostics) == ["1:29 FDL201"])
    }

    @Test("declarations in @media are kept per media query")
    func media() {
        let styles = table(
            "fdlFUIKPIView { tint-color: #FF0000; }\n@media (device:ipad) and (orientation:landscape) { fdlFUIKPIView { tint-color: #0A6ED1; } }"
        )
        #expect(styles.property("tint-color", of: "fdlFUIKPIView")?.value == .color(red))
        #expect(
            styles.classes["fdlFUIKPIView"]?.mediaProperties["device:ipad and orientation:landscape"]?["tint-color"]?
                .value == .color(blue))
    }

    @Test("palette overrides are recorded by style and variant; palette references stay symbolic")
    func palette() {
        let styles = table(
            "@tintColor: #0A6ED1;\n@tintColor_darkBackground: @brand;\n@brand: #FF0000;\nfdlFUIKPIView { tint-color: @primary6; }"
        )
        #expect(styles.paletteOverrides["tintColor"]?.color == blue)
        #expect(styles.paletteOverrides["tintColor_darkBackground"]?.variant == .darkBackground)
        #expect(styles.paletteOverrides["tintColor_darkBackground"]?.origin.via == ["@brand"])
        #expect(styles.paletteOverrides["brand"] == nil)
        #expect(
            styles.property("tint-color", of: "fdlFUIKPIView")?.value
                == .color(.palette(style: "primary6", scheme: .device)))
    }

    @Test("a compile with errors has no table")
    func noTableOnError() {
        let result = compile(["t.nss": "fdlFUIKPIView { tint-color: nope; }"], order: ["t.nss"])
        #expect(result.table == nil)
        #expect(result.diagnostics.containsErrors)
    }
}
