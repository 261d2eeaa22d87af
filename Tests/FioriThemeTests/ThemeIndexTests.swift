import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

/// The allocation-free index behind ``Theme/value(_:for:state:)`` answers exactly what a
/// search of the table key by key does.
@Suite("Theme index")
struct ThemeIndexTests {
    /// The brand theme, plus chains, `-normal`, combined states, suffix look-alikes and NUI's
    /// `-state-insets` spelling.
    static let theme: Theme = {
        let brand = try! Data(contentsOf: repositoryRoot.appendingPathComponent("Themes/fiori-brand.nss"))
        let extra = """
            Button { background-color-normal: #111111; background-color: #222222; font-color-selected-highlighted: #333333; }
            LargeButton { font-color: #444444; background-color-disabled: @tintColor; }
            fdlFUIKPIView { tint-color-selected: @negativeLabel_darkBackground; }
            Button { background-image-insets: 2; background-image-disabled-insets: 1 2 3 4; background-image-normal-insets: 3; }
            """
        return try! Theme(nss: [
            SourceFile(path: "Themes/fiori-brand.nss", bytes: Array(brand)), SourceFile(path: "extra.nss", text: extra),
        ])
    }()

    @Test("every class, chain, property and state gives the same declaration as the table search")
    func agreesWithTableSearch() {
        let theme = ThemeIndexTests.theme
        let classes = theme.table.classes.keys.sorted()
        let chains =
            classes + [
                "Button:LargeButton", "LargeButton:Button", ":Button", "Button::", "none", "Nope", "Button:Nope",
            ]
        var properties = Set<String>()
        for style in theme.table.classes.values {
            for (key, property) in style.properties { properties.formUnion([key, property.baseProperty]) }
        }
        var compared = 0
        for chain in chains {
            for property in properties.sorted() + ["", "tint", "nope"] {
                for state in [nil] + Theme.states + ["pressed"] {
                    let indexed = theme.value(property, for: chain, state: state)
                    #expect(
                        indexed == theme.slowValue(property, for: chain, state: state),
                        "\(chain) \(property) \(state ?? "-")")
                    compared += 1
                }
            }
        }
        #expect(compared > 5_000)
    }

    @Test("colours looked up through the index equal resolving the found value")
    func colorsAgree() {
        let theme = ThemeIndexTests.theme
        for (classPath, style) in theme.table.classes {
            for property in Set(style.properties.values.map(\.baseProperty)) {
                for state in [nil] + Theme.states {
                    for variant in ColorVariant.allCases {
                        var expected: RGBAColor?
                        if case .color(let color)? = theme.slowValue(property, for: classPath, state: state)?.value {
                            expected = theme.color(color, variant: variant)
                        }
                        #expect(theme.color(property, for: classPath, state: state, variant: variant) == expected)
                    }
                }
            }
        }
    }

    @Test("a theme built without its index answers the same, by searching the table")
    func unindexedAgrees() {
        let theme = ThemeIndexTests.theme
        let unindexed = Theme(table: theme.table, indexed: false)
        #expect(unindexed == theme)
        for classPath in theme.table.classes.keys.sorted() + ["Button:LargeButton"] {
            for state in [nil, "disabled", "selected-highlighted"] {
                #expect(
                    unindexed.value("tint-color", for: classPath, state: state)
                        == theme.value("tint-color", for: classPath, state: state))
                #expect(
                    unindexed.color("font-color", for: classPath, state: state, variant: .darkBackground)
                        == theme.color("font-color", for: classPath, state: state, variant: .darkBackground))
            }
        }
    }

    @Test("the key hash covers both parts and where they meet")
    func hashSeparatesParts() {
        func hash(_ a: String, _ b: String) -> UInt64 {
            Array(a.utf8).withUnsafeBufferPointer { a in
                Array(b.utf8).withUnsafeBufferPointer { ThemeIndex.hash(a, $0) }
            }
        }
        #expect(hash("ab", "c") != hash("a", "bc"))
        #expect(hash("fdlFUIKPIView_captionLabel", "font-color") != hash("fdlFUIKPIView_captionLabel", "font-colour"))
        #expect(hash("", "") != hash("", "x"))
    }

    @Test("a state's slot is found by its bytes; a name of the same length, shorter or longer is none")
    func stateSlots() {
        let index = ThemeIndexTests.theme.index
        for (offset, state) in Theme.states.enumerated() {
            #expect(index.slot(of: state) == offset + 1)
            #expect(index.slot(of: String(state.dropLast()) + "x") == -1, "\(state)")
            #expect(index.slot(of: "x" + state.dropFirst()) == -1, "\(state)")
            #expect(index.slot(of: state + "-") == -1, "\(state)")
        }
        for name in ["", "n", "norma", "normal-normal-normal-normal", "selected-highlightex", "é"] {
            #expect(index.slot(of: name) == -1, "\(name)")
        }
    }

    @Test("a variant's position is its place in allCases")
    func variantPositions() {
        for (offset, variant) in ColorVariant.allCases.enumerated() {
            #expect(ThemeIndex.position(of: variant) == offset)
        }
    }
}
