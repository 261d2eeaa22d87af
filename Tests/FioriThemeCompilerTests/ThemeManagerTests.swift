import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// The port of FioriThemeManager's line reader and colour converter, on the rules the
/// conformance suite (`Conformance/`) does not exercise, each derived from the runtime's source.
@Suite("FioriThemeManager: line reader and converter")
struct ThemeManagerTests {
    func overrides(_ text: String) -> [String: PaletteOverride] {
        Compiler(target: .fioriSwiftUI).compile([SourceFile(path: "t.nss", text: text)]).table?.paletteOverrides ?? [:]
    }

    @Test(
        "the fifteen names of toColor: SwiftUI hues have no fixed value, black, white and clear do, the grays are UIKit's",
        arguments: [
            ("gray", ColorValue.swiftUI("gray", nil)), ("cyan", .swiftUI("cyan", nil)),
            ("yellow", .swiftUI("yellow", nil)),
            ("orange", .swiftUI("orange", nil)), ("purple", .swiftUI("purple", nil)), ("brown", .swiftUI("brown", nil)),
            ("clear", .swiftUI("clear", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))),
            ("white", .swiftUI("white", RGBAColor(red: 255, green: 255, blue: 255))),
            ("lightGray", .named("lightGray", RGBAColor(red: 0xAA, green: 0xAA, blue: 0xAA))),
        ])
    func names(name: String, expected: ColorValue) {
        #expect(ThemeManagerColor.color(of: name) == expected)
    }

    @Test(
        "magenta, other case and other UIKit names give no colour",
        arguments: ["magenta", "Blue", "systemBlue", "label", "BLACK"])
    func notNames(name: String) {
        #expect(ThemeManagerColor.color(of: name) == nil)
    }

    @Test(
        "a reference's suffix is one of four schemes, or means device",
        arguments: [
            ("primary1_deviceInverse", PaletteScheme.deviceInverse), ("primary1_lightConstant", .lightConstant),
            ("primary1_device", .device), ("primary1_darkBackground", .device), ("primary1_", .device),
            ("primary1_darkConstant ", .device),
        ])
    func schemes(value: String, scheme: PaletteScheme) {
        #expect(ThemeManagerColor.color(of: value) == .palette(style: "primary1", scheme: scheme))
    }

    @Test(
        "deviceInverse shows the other background, light and dark constants one background, keeping elevation and contrast"
    )
    func schemeVariants() {
        #expect(PaletteScheme.deviceInverse.variant(shownIn: .elevatedLightBackground) == .elevatedDarkBackground)
        #expect(PaletteScheme.deviceInverse.variant(shownIn: .contrastDarkBackground) == .contrastLightBackground)
        #expect(
            PaletteScheme.lightConstant.variant(shownIn: .elevatedContrastDarkBackground)
                == .elevatedContrastLightBackground)
        #expect(PaletteScheme.darkConstant.variant(shownIn: .lightBackground) == .darkBackground)
        #expect(PaletteScheme.darkConstant.variant(shownIn: .darkBackground) == .darkBackground)
        let theme = Theme(table: StyleTable())
        #expect(
            theme.color(.palette(style: "tintColor", scheme: .deviceInverse), variant: .lightBackground)
                == Palette.latest.color(style: "tintColor", variant: .darkBackground))
    }

    @Test("quarternaryLabel and quarternaryFill are not ColorStyle cases: not looked up, not a reference")
    func removedStyles() {
        #expect(ThemeManagerColor.color(of: "quarternaryFill") == nil)
        #expect(ThemeManagerPalette.override(forKey: "quarternaryLabel") == nil)
        #expect(ThemeManagerPalette.override(forKey: "quaternaryLabel_darkBackground")?.variant == .darkBackground)
    }

    @Test(
        "hex: 8, then 6, then 3 digits anywhere; Color(hex:) by Character count",
        arguments: [
            ("#abc", "#AABBCCFF"), ("0X0a6ed1", "#0A6ED1FF"), ("x#12 34 56 78y", "#12345678"), ("#12345", "#112233FF"),
            ("\u{3000}#0A6ED1\u{2028}", "#0A6ED1FF"), ("#0a6ed1;#00ff0080", "#00FF0080"),
        ])
    func hex(value: String, expected: String) {
        #expect(ThemeManagerHex.color(of: value)?.hex == expected)
    }

    @Test(
        "Color(hex:) trims, scans and goes by length; any other length is opaque black",
        arguments: [
            ("D0R774", "#0000D0FF"), ("191F26DE6", "#000000FF"), ("#7ACBFFFF", "#7ACBFFFF"), ("F0", "#000000FF"),
        ])
    func colorFromHex(text: String, expected: String) {
        #expect(ThemeManagerHex.color(hex: text).hex == expected)
    }

    @Test("every CharacterSet.newlines character ends a line; line numbers still count LF, CR and CRLF")
    func lineBreaks() {
        let found = overrides("@tintColor:#111111;\u{0C}@header:#222222;\u{2028}@footer:#333333;\n@chrome:#444444;\n")
        #expect(found.keys.sorted() == ["chrome", "footer", "header", "tintColor"])
        #expect(found["footer"]?.origin.line == 1)
        #expect(found["chrome"]?.origin.line == 2)
    }

    @Test("'@' with a combining mark is not '@'; a combining mark after ';' goes with it")
    func characters() {
        #expect(overrides("@\u{301}tintColor:#111111;\n").isEmpty)
        #expect(overrides("@tintColor:blue;\u{301}\n")["tintColor"]?.color == .swiftUI("blue", nil))
    }

    @Test("a cause that decides alone is the one reported; past the layout budget, every cause is")
    func layoutCauses() {
        func notRead(_ text: String) -> [Int] {
            Compiler(target: .fioriSwiftUI).check([SourceFile(path: "t.nss", text: text)]).filter {
                $0.code == .definitionNotRead
            }.map(\.range.start)
        }
        // Without the first comment the value reads as the colour; without the second it does not.
        #expect(notRead("@tintColor:#0A/**/6ED1/*xx*/;\n") == [14])
        // Trying each of two causes on a copy of a 4.2 MB value passes the budget: both are reported.
        let long = "/*" + String(repeating: "x", count: 4_200_000) + "*/"
        #expect(notRead("@tintColor:#0A/**/6ED1\(long);\n") == [14, 22])
        // 20 000 comments in one value (80 KB): none decides alone, so each is reported, up to the cap.
        let many = notRead("@tintColor:#0A" + String(repeating: "/**/", count: 20_000) + "6ED1;\n")
        #expect(many.count == Compiler.maximumDiagnosticsPerFile)
        #expect(many.first == 14)
    }

    @Test("a ':' joined with a combining mark is no ':' (Foundation's components(separatedBy:) compares Characters)")
    func joinedColon() {
        let result = Compiler(target: .fioriSwiftUI).compile([
            SourceFile(path: "t.nss", text: "@tintColor:\u{301}#0A6ED1;\n")
        ])
        #expect(result.table?.paletteOverrides.isEmpty == true)
        #expect(result.diagnostics.map(\.code) == [.definitionNotRead])
    }

    @Test("an unreadable first definition takes its key, so the runtime's fallbacks are not tried")
    func shadowing() {
        let found = overrides("@tintColor_lightBackground:rgb(1,2,3);\n@tintColor:#0A6ED1;\n")
        let theme = Theme(
            table: {
                var table = StyleTable()
                table.paletteOverrides = found
                return table
            }())
        #expect(found["tintColor_lightBackground"].map { $0.color == nil } == true)
        #expect(theme.paletteOverride(for: "tintColor", variant: .lightBackground)?.origin.line == 1)
        #expect(
            theme.color(.palette(style: "tintColor", scheme: .device))
                == Palette.latest.color(style: "tintColor", variant: .lightBackground))
    }

    @Test("only the misspelt '_elevatedContrastLightkBackground' overrides that variant")
    func misspeltKey() {
        let found = overrides(
            "@tintColor_elevatedContrastLightkBackground:#111111;\n@header_elevatedContrastLightBackground:#222222;\n")
        #expect(found.keys.sorted() == ["tintColor_elevatedContrastLightkBackground"])
        var table = StyleTable()
        table.paletteOverrides = found
        #expect(
            Theme(table: table).color(
                .palette(style: "tintColor", scheme: .device), variant: .elevatedContrastLightBackground)?.hex
                == "#111111FF")
    }

    @Test("a file that is not UTF-8 is ignored whole: one error, nothing compiled")
    func invalidUTF8() {
        let result = Compiler(target: .fioriSwiftUI).compile([
            SourceFile(path: "t.nss", bytes: Array("@tintColor:#111111;\n/* ".utf8) + [0xC3, 0x28])
        ])
        #expect(result.table == nil)
        #expect(result.diagnostics.map(\.code) == [.invalidUTF8])
        #expect(
            result.diagnostics.first?.message
                == "byte 0xC3 is not valid UTF-8: FioriThemeManager cannot decode this file and applies none of it")
    }
}
