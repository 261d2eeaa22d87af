import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore

/// Every fallback rule of ``Theme``: state → normal, `-normal`, the `nuiClass` chain right to
/// left, palette overrides per variant as FioriThemeManager reads them, the SDK palette,
/// UIKit colour names, and what is not found.
@Suite("Theme: queries and fallbacks")
struct ThemeQueryTests {
    func theme(_ source: String) throws -> Theme {
        do {
            return try Theme(nss: [SourceFile(path: "t.nss", text: source)])
        } catch {
            Issue.record("the theme does not compile: \(error.diagnostics.map(\.message))")
            throw error
        }
    }

    func rgb(_ hex: UInt32) -> RGBAColor {
        RGBAColor(rgba: hex << 8 | 0xFF)
    }

    func sdk(_ style: String, _ variant: ColorVariant) -> RGBAColor? {
        Palette.latest.color(style: style, variant: variant)
    }

    // MARK: States

    @Test("a state's own declaration wins; without one the normal value is used")
    func stateFallsBackToNormal() throws {
        let theme = try theme("fdlFUIKPIView { tint-color: #0A6ED1; tint-color-disabled: #89919A; }")
        let disabled = try #require(theme.value("tint-color", for: "fdlFUIKPIView", state: "disabled"))
        #expect(disabled.state == "disabled")
        #expect(disabled.origin.description == "t.nss:1:38")
        let highlighted = try #require(theme.value("tint-color", for: "fdlFUIKPIView", state: "highlighted"))
        #expect(highlighted.state == nil)
        #expect(highlighted.origin.description == "t.nss:1:17")
        #expect(theme.color("tint-color", for: "fdlFUIKPIView", state: "highlighted") == rgb(0x0A6ED1))
        #expect(theme.color("tint-color", for: "fdlFUIKPIView") == rgb(0x0A6ED1))
    }

    @Test("a combined state falls back to normal, not to one of its parts")
    func combinedState() throws {
        let theme = try theme("Button { background-color: #FFFFFF; background-color-selected: #0A6ED1; }")
        #expect(theme.color("background-color", for: "Button", state: "selected-highlighted") == rgb(0xFFFFFF))
    }

    @Test("'-normal' is the normal state: asked for with no state, 'normal', or as the fallback of another state")
    func normalSuffix() throws {
        let theme = try theme("Button { background-color-normal: #0A6ED1; background-color-highlighted: #0854A0; }")
        for state in [nil, "normal", "disabled"] as [String?] {
            #expect(theme.value("background-color", for: "Button", state: state)?.state == "normal")
        }
        #expect(theme.color("background-color", for: "Button", state: "highlighted") == rgb(0x0854A0))
    }

    @Test("on one class, '-normal' wins over the plain name")
    func normalSuffixBeatsPlain() throws {
        let theme = try theme("Button { background-color: #FF0000; background-color-normal: #0A6ED1; }")
        #expect(theme.color("background-color", for: "Button") == rgb(0x0A6ED1))
        #expect(theme.color("background-color", for: "Button", state: "normal") == rgb(0x0A6ED1))
    }

    // MARK: nuiClass chain

    @Test("a nuiClass chain is looked up right to left, as NUI's getClasses: does")
    func chainRightToLeft() throws {
        let theme = try theme(
            """
            Button { font-color: #FF0000; background-color: #FFFFFF; border-width: 1; }
            LargeButton { font-color: #0A6ED1; }
            PrimaryButton { font-color: #00FF00; background-color: #000000; }
            """)
        #expect(theme.color("font-color", for: "Button:LargeButton") == rgb(0x0A6ED1))
        #expect(theme.color("font-color", for: "LargeButton:Button") == rgb(0xFF0000))
        #expect(theme.color("background-color", for: "Button:LargeButton") == rgb(0xFFFFFF))
        #expect(theme.color("background-color", for: "Button:PrimaryButton:LargeButton") == rgb(0x000000))
        #expect(theme.value("border-width", for: "Button:PrimaryButton:LargeButton")?.value == .number(1))
        #expect(theme.color("font-color", for: "Unstyled:LargeButton") == rgb(0x0A6ED1))
    }

    @Test("in a chain, a state's own declaration anywhere beats a normal one further right")
    func chainStatesFirst() throws {
        let theme = try theme("Button { font-color-disabled: #89919A; }\nLargeButton { font-color: #0A6ED1; }")
        #expect(
            theme.value("font-color", for: "Button:LargeButton", state: "disabled")?.origin.description == "t.nss:1:10")
        #expect(theme.value("font-color", for: "Button:LargeButton")?.origin.description == "t.nss:2:15")
    }

    @Test("properties(for:) merges the chain, rightmost class winning, keyed as written")
    func propertiesOfChain() throws {
        let theme = try theme(
            "Button { font-color: #FF0000; font-color-disabled: #89919A; }\nLargeButton { font-color: #0A6ED1; }")
        let properties = theme.properties(for: "Button:LargeButton")
        #expect(properties.keys.sorted() == ["font-color", "font-color-disabled"])
        #expect(properties["font-color"]?.origin.line == 2)
        #expect(theme.properties(for: "Nothing").isEmpty)
    }

    @Test("'none' styles nothing, and empty parts of a chain are skipped")
    func noneAndEmptyParts() throws {
        let theme = try theme("none { font-color: #FF0000; }\nButton { font-color: #0A6ED1; }")
        #expect(theme.value("font-color", for: "none") == nil)
        #expect(theme.properties(for: "none").isEmpty)
        #expect(theme.color("font-color", for: ":Button:") == rgb(0x0A6ED1))
    }

    // MARK: Colours

    @Test("a literal colour is the same in every variant")
    func literal() throws {
        let theme = try theme("fdlFUIKPIView { tint-color: rgba(10, 110, 209, 0.5); }")
        for variant in ColorVariant.allCases {
            #expect(
                theme.color("tint-color", for: "fdlFUIKPIView", variant: variant)
                    == RGBAColor(red: 10, green: 110, blue: 209, alpha: 128))
        }
    }

    @Test("a UIKit colour name gives its fixed value; a system colour has none")
    func namedColors() throws {
        let theme = try theme("Button { font-color: darkGray; background-color: systemBlue; }")
        #expect(theme.color("font-color", for: "Button", variant: .darkBackground) == rgb(0x555555))
        #expect(theme.value("background-color", for: "Button")?.value == .color(.named("systemBlue", nil)))
        #expect(theme.color("background-color", for: "Button") == nil)
    }

    @Test("light background: the theme's style_lightBackground, then the plain style, then the SDK palette")
    func lightBackgroundOverrides() throws {
        let plain = try theme("@tintColor: #111111;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(plain.color("tint-color", for: "fdlFUIKPIView") == rgb(0x111111))
        #expect(plain.paletteOverride(for: "tintColor", variant: .lightBackground)?.origin.description == "t.nss:1:1")

        let both = try theme(
            "@tintColor: #111111;\n@tintColor_lightBackground: #222222;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(both.color("tint-color", for: "fdlFUIKPIView", variant: .lightBackground) == rgb(0x222222))

        let none = try theme("fdlFUIKPIView { tint-color: tintColor; }")
        #expect(none.color("tint-color", for: "fdlFUIKPIView") == sdk("tintColor", .lightBackground))
        #expect(none.color("tint-color", for: "fdlFUIKPIView") != nil)
        #expect(none.paletteOverride(for: "tintColor", variant: .lightBackground) == nil)
    }

    @Test("dark background: only style_darkBackground; the plain style is not used")
    func darkBackgroundOverrides() throws {
        let theme = try theme("@tintColor: #111111;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(
            theme.color("tint-color", for: "fdlFUIKPIView", variant: .darkBackground)
                == sdk("tintColor", .darkBackground))
        let dark = try self.theme(
            "@tintColor: #111111;\n@tintColor_darkBackground: #333333;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(dark.color("tint-color", for: "fdlFUIKPIView", variant: .darkBackground) == rgb(0x333333))
        #expect(dark.color("tint-color", for: "fdlFUIKPIView", variant: .lightBackground) == rgb(0x111111))
    }

    @Test("elevated and contrast variants: only their own override, else the SDK palette (never another override)")
    func otherVariants() throws {
        let theme = try theme(
            """
            @tintColor: #111111;
            @tintColor_darkBackground: #333333;
            @tintColor_elevatedDarkBackground: #444444;
            @tintColor_contrastLightBackground: #555555;
            fdlFUIKPIView { tint-color: tintColor; }
            """)
        #expect(theme.color("tint-color", for: "fdlFUIKPIView", variant: .elevatedDarkBackground) == rgb(0x444444))
        #expect(theme.color("tint-color", for: "fdlFUIKPIView", variant: .contrastLightBackground) == rgb(0x555555))
        for variant in [ColorVariant.elevatedLightBackground, .contrastDarkBackground, .elevatedContrastDarkBackground]
        {
            #expect(theme.color("tint-color", for: "fdlFUIKPIView", variant: variant) == sdk("tintColor", variant))
        }
    }

    @Test("_elevatedContrastLightBackground is never read, as FioriThemeManager misspells the key")
    func elevatedContrastLightIgnored() throws {
        let theme = try theme(
            "@tintColor_elevatedContrastLightBackground: #666666;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(theme.table.paletteOverrides["tintColor_elevatedContrastLightBackground"] != nil)
        #expect(
            theme.color("tint-color", for: "fdlFUIKPIView", variant: .elevatedContrastLightBackground)
                == sdk("tintColor", .elevatedContrastLightBackground))
    }

    @Test("the deprecated tint aliases are read as the variants they stand for")
    func tintAliases() throws {
        let theme = try theme(
            "@tintColorDark: #777777;\n@tintColorLight: #888888;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(theme.color("tint-color", for: "fdlFUIKPIView", variant: .lightBackground) == rgb(0x777777))
        #expect(theme.color("tint-color", for: "fdlFUIKPIView", variant: .darkBackground) == rgb(0x888888))
        let plainWins = try self.theme(
            "@tintColor: #111111;\n@tintColorDark: #777777;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(plainWins.color("tint-color", for: "fdlFUIKPIView") == rgb(0x111111))
    }

    @Test("a reference with a variant suffix is that variant, whatever variant is asked for")
    func fixedVariant() throws {
        let theme = try theme(
            "@negativeLabel_darkBackground: #990000;\nfdlFUIKPIView { tint-color: negativeLabel_darkBackground; tint-color-disabled: negative_lightBackground; }"
        )
        for variant in ColorVariant.allCases {
            #expect(theme.color("tint-color", for: "fdlFUIKPIView", variant: variant) == rgb(0x990000))
            #expect(
                theme.color("tint-color", for: "fdlFUIKPIView", state: "disabled", variant: variant)
                    == sdk("negative", .lightBackground))
        }
    }

    @Test("a palette name the theme does not define is the SDK's colour, deprecated names included")
    func sdkPalette() throws {
        let theme = try theme(
            "fdlFUIKPIHeader_kpiView { tint-color: @primary6; }\nfdlFUIKPIView { tint-color: tintColorDark; }")
        for variant in ColorVariant.allCases {
            #expect(
                theme.color("tint-color", for: "fdlFUIKPIHeader_kpiView", variant: variant) == sdk("primary6", variant))
            #expect(theme.color("tint-color", for: "fdlFUIKPIHeader_kpiView", variant: variant) != nil)
            #expect(
                theme.color("tint-color", for: "fdlFUIKPIView", variant: variant) == sdk("tintColor", .lightBackground))
        }
    }

    @Test("an override that names another palette colour is followed; a cycle has no colour")
    func overrideChains() throws {
        let theme = try theme(
            "@tintColor: primaryLabel;\n@primaryLabel: #123456;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(theme.color("tint-color", for: "fdlFUIKPIView") == rgb(0x123456))
        #expect(
            theme.color("tint-color", for: "fdlFUIKPIView", variant: .darkBackground)
                == sdk("tintColor", .darkBackground))
        let cycle = try self.theme("@tintColor: header;\n@header: tintColor;\nfdlFUIKPIView { tint-color: tintColor; }")
        #expect(cycle.color("tint-color", for: "fdlFUIKPIView") == nil)
        #expect(
            cycle.color(.palette(style: "tintColor", scheme: .device), variant: .darkBackground)
                == sdk("tintColor", .darkBackground))
    }

    // MARK: Not found

    @Test("an unknown class or property, or a value that is not a colour, gives nil")
    func missing() throws {
        let theme = try theme("fdlFUIKPIView { tint-color: #0A6ED1; }\nLabel { text-line-clamp: 2; }")
        #expect(theme.value("tint-color", for: "fdlFUIKPIProgressView") == nil)
        #expect(theme.value("font-color", for: "fdlFUIKPIView", state: "disabled") == nil)
        #expect(theme.color("text-line-clamp", for: "Label") == nil)
        #expect(theme.value("text-line-clamp", for: "Label")?.value == .integer(2))
        #expect(theme.color("tint-color", for: "") == nil)
    }

    @Test("declarations inside @media are not consulted")
    func mediaIgnored() throws {
        let theme = try theme("@media (device:ipad) { fdlFUIKPIView { tint-color: #0A6ED1; } }")
        #expect(theme.value("tint-color", for: "fdlFUIKPIView") == nil)
    }

    // MARK: Loading

    @Test("a theme with errors does not load; the error carries every diagnostic")
    func loadError() {
        #expect {
            _ = try Theme(nss: [SourceFile(path: "t.nss", text: "fdlFUIKPIView { tint-color: nope; }\n@a: @b;")])
        } throws: { error in
            guard let error = error as? ThemeLoadError else { return false }
            return error.diagnostics.map(\.code.rawValue).contains("FDL301")
                && error.description.hasPrefix("the theme has 2 errors; the first: t.nss:1:29: ")
        }
    }

    @Test("a theme loaded from its compiled JSON equals the one compiled from .nss")
    func fromJSON() throws {
        let path = repositoryRoot.appendingPathComponent("Themes/fiori-brand.nss")
        let compiled = try Theme(nss: [
            SourceFile(path: "Themes/fiori-brand.nss", bytes: [UInt8](try Data(contentsOf: path)))
        ])
        let loaded = try Theme(json: Array(compiled.table.json().serialized().utf8))
        #expect(loaded == compiled)
        #expect(
            loaded.value("tint-color", for: "fdlFUIKPIView", state: "disabled")?.origin.description
                == "Themes/fiori-brand.nss:113:5 via @textDisabled → @brandStone")
        #expect(loaded.color("tint-color", for: "fdlFUIKPIHeader_kpiView") == rgb(0xFFFFFF))
    }

    @Test("the states worth asking for")
    func states() {
        #expect(
            Theme.states == [
                "normal", "highlighted", "selected", "disabled", "selected-highlighted", "selected-disabled",
                "standard", "accented", "editable", "editable-disabled", "highlight",
            ])
    }
}
