import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler

@Suite("Palette")
struct PaletteTests {
    @Test("the latest palette is v8")
    func latestVersion() {
        #expect(Palette.latest.version == "v8")
    }

    @Test("a style with each suffix parses", arguments: ColorVariant.allCases)
    func parseSuffix(variant: ColorVariant) {
        #expect(Palette.parse(name: "tintColor" + variant.suffix) == PaletteName(style: "tintColor", variant: variant))
        #expect(Palette.parse(name: "primary1" + variant.suffix) == PaletteName(style: "primary1", variant: variant))
    }

    @Test(
        "suffixes are the stylesheet's",
        arguments: zip(
            ColorVariant.allCases,
            [
                "_lightBackground", "_darkBackground", "_elevatedLightBackground", "_elevatedDarkBackground",
                "_contrastLightBackground", "_contrastDarkBackground", "_elevatedContrastLightBackground",
                "_elevatedContrastDarkBackground",
            ]))
    func suffixText(variant: ColorVariant, suffix: String) {
        #expect(variant.suffix == suffix)
    }

    @Test(
        "names without suffix parse",
        arguments: ["tintColor", "primaryLabel", "grey11", "jouleSelectedLabel", "primary6", "accent10b"])
    func parsePlain(name: String) {
        #expect(Palette.parse(name: name) == PaletteName(style: name, variant: nil))
    }

    @Test(
        "what is not a palette name",
        arguments: [
            "tintColor_darkBackgrund", "tintColor_", "tintColor_darkBackground_x", "tintColor_DarkBackground",
            "tintColor_elevatedContrastLightkBackground", "TintColor", "tintcolor_darkBackground",
            "_darkBackground", "foo_darkBackground", "red", "", "tintColor_device",
        ])
    func parseRejects(name: String) {
        #expect(Palette.parse(name: name) == nil)
    }

    @Test("a palette name's text round-trips")
    func nameText() {
        #expect(PaletteName(style: "negative", variant: .darkBackground).text == "negative_darkBackground")
        #expect(PaletteName(style: "negative", variant: nil).text == "negative")
    }

    @Test("styles are current and deprecated names, without suffix, case-sensitive")
    func isStyle() {
        #expect(Palette.isStyle("secondaryGroupedBackground"))
        #expect(Palette.isStyle("primary6"))
        #expect(Palette.isStyle("quarternaryLabel"))
        #expect(!Palette.isStyle("PrimaryLabel"))
        #expect(!Palette.isStyle("tintColor_darkBackground"))
        #expect(!Palette.isStyle("label"))
    }

    @Test(
        "deprecated styles and their replacements",
        arguments: [
            ("primary6", "secondaryGroupedBackground"), ("primary1", "primaryLabel"), ("primary10", "contrastElement"),
            ("shell", "header"), ("line", "separatorOpaque"), ("backgroundBase", "primaryBackground"),
            ("backgroundGradientTop", "header"), ("accent1", "mango3"), ("accent10b", "grey4"),
            ("quarternaryLabel", "quaternaryLabel"), ("cellBackgroundTapState", "quaternaryFill"),
            ("tintColorDark", "tintColor_lightBackground"), ("tintColorLight", "tintColor_darkBackground"),
            ("tintColorTapStateDark", "tintColorTapState_lightBackground"),
            ("tintColorTapStateLight", "tintColorTapState_darkBackground"),
        ])
    func replacement(deprecated: String, replacement: String) {
        #expect(Palette.replacement(forDeprecated: deprecated) == replacement)
    }

    @Test("current styles have no replacement", arguments: ["tintColor", "primaryLabel", "map8", "unknownStyle"])
    func noReplacement(style: String) {
        #expect(Palette.replacement(forDeprecated: style) == nil)
    }

    @Test("every replacement is a palette name of a current style")
    func replacementsAreCurrent() throws {
        for (deprecated, replacement) in PaletteData.deprecatedStyles {
            let name = try #require(Palette.parse(name: replacement), "\(deprecated) -> \(replacement)")
            #expect(Palette.replacement(forDeprecated: name.style) == nil, "\(deprecated) -> \(replacement)")
        }
    }

    @Test("style names: 218 current and 44 deprecated, sorted, no duplicates")
    func styleNames() {
        #expect(PaletteData.currentStyles.count == 218)
        #expect(PaletteData.deprecatedStyles.count == 44)
        #expect(Palette.styleNames.count == 262)
        #expect(Palette.styleNames == Palette.styleNames.sorted())
        #expect(Set(Palette.styleNames).count == 262)
    }

    @Test("every SAPFiori 5.1.2 name is a style")
    func sapFioriNames() {
        #expect(PaletteData.sapFioriUIKitStyles.count == 66)
        #expect(PaletteData.sapFioriUIKitStyles.allSatisfy(Palette.isStyle))
    }

    /// Values read from fiori-palettes.tsv, v8 unless said otherwise; the variant is the
    /// background, so `darkBackground` reads the `lightColor` column.
    @Test(
        "colours against the TSV",
        arguments: [
            ("tintColor", ColorVariant.darkBackground, "#4DB1FFFF"),
            ("tintColor", .lightBackground, "#0070F2FF"),
            ("tintColor", .contrastDarkBackground, "#5CB7FFFF"),
            ("tintColor", .contrastLightBackground, "#0046A8FF"),
            ("grey1", .darkBackground, "#12171CFF"),
            ("grey1", .lightBackground, "#F5F6F7FF"),
            ("header", .elevatedDarkBackground, "#242E38FF"),
            ("header", .elevatedContrastDarkBackground, "#2A3540FF"),
            ("separator", .contrastLightBackground, "#354A5F5E"),
            ("map1", .lightBackground, "#2E4A62FF"),
            ("esriEdit", .darkBackground, "#FFF114FF"),
            // deprecated: from the newest palette that defines it, v5 for these
            ("primary1", .darkBackground, "#FAFAFAFF"),
            ("primary1", .lightBackground, "#32363AFF"),
            ("cellBackgroundTapState", .lightBackground, "#89919A1C"),
            ("accent1", .lightBackground, "#E38B16FF"),
            // and v4 for this one
            ("backgroundGradientTop", .darkBackground, "#161616FF"),
        ])
    func colorFromTSV(style: String, variant: ColorVariant, hex: String) {
        #expect(Palette.latest.color(style: style, variant: variant)?.hex == hex)
    }

    @Test(
        "missing variants fall back as HexColor fills them in",
        arguments: [
            // tintColor gives no elevated colours: elevated falls back to base, elevated-contrast to contrast
            ("tintColor", ColorVariant.elevatedDarkBackground, "#4DB1FFFF"),
            ("tintColor", .elevatedLightBackground, "#0070F2FF"),
            ("tintColor", .elevatedContrastDarkBackground, "#5CB7FFFF"),
            ("tintColor", .elevatedContrastLightBackground, "#0046A8FF"),
            // header gives elevatedLightColor but no elevatedDarkColor
            ("header", .elevatedLightBackground, "#FFFFFFFF"),
            // primary1 (v5) gives only lightColor and darkColor
            ("primary1", .contrastDarkBackground, "#FAFAFAFF"),
            ("primary1", .elevatedContrastLightBackground, "#32363AFF"),
        ])
    func fallback(style: String, variant: ColorVariant, hex: String) {
        #expect(Palette.latest.color(style: style, variant: variant)?.hex == hex)
    }

    @Test("the tint aliases are their stylesheet equivalent in every variant", arguments: ColorVariant.allCases)
    func tintAliases(variant: ColorVariant) {
        let palette = Palette.latest
        #expect(palette.color(style: "tintColorDark", variant: variant)?.hex == "#0070F2FF")
        #expect(palette.color(style: "tintColorLight", variant: variant)?.hex == "#4DB1FFFF")
        #expect(palette.color(style: "tintColorTapStateDark", variant: variant)?.hex == "#0040B0FF")
        #expect(palette.color(style: "tintColorTapStateLight", variant: variant)?.hex == "#1B90FFFF")
    }

    @Test("a deprecated style no palette defines takes its replacement's colour", arguments: ColorVariant.allCases)
    func viaReplacement(variant: ColorVariant) {
        let palette = Palette.latest
        #expect(
            palette.color(style: "quarternaryLabel", variant: variant)
                == palette.color(style: "quaternaryLabel", variant: variant))
        #expect(palette.color(style: "quarternaryLabel", variant: variant) != nil)
    }

    @Test("malformed source values are read as FioriThemeManager's Color(hex:) reads them")
    func malformed() {
        // map8 is 'D0R774' in every palette: the scan stops at 'R' after 0xD0, and 6 characters are blue 0xD0
        for variant in ColorVariant.allCases {
            #expect(Palette.latest.color(style: "map8", variant: variant)?.hex == "#0000D0FF")
        }
        // headerBlended's contrastLightColor is '191F26DE6': 9 characters are opaque black
        #expect(Palette.latest.color(style: "headerBlended", variant: .contrastDarkBackground)?.hex == "#000000FF")
        #expect(Palette.latest.color(style: "headerBlended", variant: .contrastLightBackground)?.hex == "#FFFFFFD9")
    }

    @Test("every style has a colour in every variant")
    func complete() {
        for style in Palette.styleNames {
            for variant in ColorVariant.allCases {
                #expect(Palette.latest.color(style: style, variant: variant) != nil, "\(style)\(variant.suffix)")
            }
        }
    }

    @Test("unknown styles and names with a suffix have no colour")
    func unknown() {
        #expect(Palette.latest.color(style: "tintColour", variant: .lightBackground) == nil)
        #expect(Palette.latest.color(style: "tintColor_darkBackground", variant: .lightBackground) == nil)
        #expect(Palette.latest.color(style: "red", variant: .lightBackground) == nil)
    }
}

@Suite("RGBAColor")
struct RGBAColorTests {
    @Test("each variant's override is looked up under its own key; the elevated-contrast-light one misspelt")
    func overridesRead() {
        for style in Palette.styleNames {
            let read = Set(ColorVariant.allCases.flatMap { PaletteResolver.overrideKeys(style: style, variant: $0) })
            #expect(read.contains(style), "\(style)")
            for variant in ColorVariant.allCases {
                #expect(
                    PaletteResolver.overrideKeys(style: style, variant: variant).first == style + variant.lookupSuffix)
                #expect(
                    read.contains(style + variant.suffix) == (variant != .elevatedContrastLightBackground),
                    "\(style)\(variant.suffix)")
            }
        }
        // A deprecated alias is read in place of the name it stands for.
        #expect(
            PaletteResolver.overrideKeys(style: "tintColor", variant: .lightBackground) == [
                "tintColor_lightBackground", "tintColor", "tintColorDark",
            ])
        #expect(
            PaletteResolver.overrideKeys(style: "tintColor", variant: .darkBackground) == [
                "tintColor_darkBackground", "tintColorLight",
            ])
    }

    @Test("hex is #RRGGBBAA, uppercase, always 8 digits")
    func hex() {
        #expect(RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1).hex == "#0A6ED1FF")
        #expect(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0).hex == "#00000000")
        #expect(RGBAColor(rgba: 0x1EE68A00).hex == "#1EE68A00")
    }

    @Test(
        "relative luminance",
        arguments: [
            (RGBAColor(red: 0, green: 0, blue: 0), 0.0),
            (RGBAColor(red: 255, green: 255, blue: 255), 1.0),
            (RGBAColor(red: 255, green: 0, blue: 0), 0.2126),
            (RGBAColor(red: 0, green: 255, blue: 0), 0.7152),
            (RGBAColor(red: 0x80, green: 0x80, blue: 0x80), 0.2158605),
        ])
    func luminance(color: RGBAColor, expected: Double) {
        #expect(abs(color.relativeLuminance - expected) < 0.000_001)
    }

    @Test(
        "contrast ratio",
        arguments: [
            (RGBAColor(red: 0, green: 0, blue: 0), RGBAColor(red: 255, green: 255, blue: 255), 21.0),
            (RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1), RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1), 1.0),
            (RGBAColor(red: 0x76, green: 0x76, blue: 0x76), RGBAColor(red: 255, green: 255, blue: 255), 4.54),
            (RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), RGBAColor(red: 255, green: 255, blue: 255), 21.0),
        ])
    func contrast(first: RGBAColor, second: RGBAColor, expected: Double) {
        #expect(abs(first.contrastRatio(with: second) - expected) < 0.01)
        #expect(first.contrastRatio(with: second) == second.contrastRatio(with: first))
    }

    @Test("codable round trip")
    func codable() throws {
        let color = RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)
        let data = try JSONEncoder().encode(color)
        #expect(try JSONDecoder().decode(RGBAColor.self, from: data) == color)
    }
}
