import FioriThemeCompiler
import Testing

@testable import FioriTheme

/// The typed face of ``Theme``: states as ``ControlState`` members, appearances as
/// ``Appearance``, colours per appearance (``AdaptiveColor``), text styles and alignments as
/// enums. These hold every decision the UIKit and SwiftUI conversions forward.
@Suite("Theme: typed queries")
struct TypedQueryTests {
    let theme: Theme

    init() throws {
        let source = """
            @tintColor_darkBackground: #91C8F6;
            fdlFUIKPIView { tint-color: tintColor; tint-color-disabled: #89919A; }
            Caption { font-style: subheadline; text-align: justified; font-color: systemBlue; }
            Big { font-style: kpiNumber; }
            """
        theme = try Theme(nss: [SourceFile(path: "t.nss", text: source)])
    }

    @Test("a ControlState finds what its name finds, for every known state and any other")
    func controlStates() throws {
        let states = ControlState.known + [ControlState(rawValue: "focused"), "selected-focused"]
        for state in states {
            for (classPath, property) in [
                ("fdlFUIKPIView", "tint-color"), ("Caption", "font-style"), ("Caption:Big", "font-style"),
                ("Caption", "font-color"),
            ] {
                #expect(
                    theme.value(property, for: classPath, state: state)
                        == theme.value(property, for: classPath, state: state.rawValue))
                for variant in ColorVariant.allCases {
                    #expect(
                        theme.color(property, for: classPath, state: state, variant: variant)
                            == theme.color(property, for: classPath, state: state.rawValue, variant: variant))
                }
            }
        }
        #expect(theme.value("tint-color", for: "fdlFUIKPIView", state: .disabled)?.state == "disabled")
        #expect(
            theme.color("tint-color", for: "fdlFUIKPIView", state: .highlighted)
                == Palette.latest.color(style: "tintColor", variant: .lightBackground))
        #expect(Theme.states == ControlState.known.map(\.rawValue))
        #expect(ControlState.selectedHighlighted.description == "selected-highlighted")
    }

    @Test("each of the eight appearances shows its own variant")
    func appearanceVariants() {
        var seen: Set<ColorVariant> = []
        for scheme in Appearance.ColorScheme.allCases {
            for level in Appearance.Level.allCases {
                for contrast in Appearance.Contrast.allCases {
                    let variant = Appearance(colorScheme: scheme, level: level, contrast: contrast).colorVariant
                    seen.insert(variant)
                    // The variant's name says the same three things.
                    let name = variant.rawValue
                    #expect(
                        name.hasSuffix(scheme == .dark ? "DarkBackground" : "LightBackground")
                            || name == (scheme == .dark ? "darkBackground" : "lightBackground"))
                    #expect(name.contains("levated") == (level == .elevated))
                    #expect(name.contains("ontrast") == (contrast == .high))
                }
            }
        }
        #expect(seen == Set(ColorVariant.allCases))
        #expect(Appearance().colorVariant == .lightBackground)
        #expect(Appearance(colorScheme: .dark).colorVariant == .darkBackground)
        #expect(
            Appearance(colorScheme: .dark, level: .elevated, contrast: .high).colorVariant
                == .elevatedContrastDarkBackground)
    }

    @Test("a platform's three traits: what it leaves unspecified is light, base and normal contrast")
    func traits() {
        #expect(Appearance(isDark: false, isElevated: false, isHighContrast: false) == Appearance())
        #expect(
            Appearance(isDark: true, isElevated: false, isHighContrast: true)
                == Appearance(colorScheme: .dark, contrast: .high))
        #expect(
            Appearance(isDark: false, isElevated: true, isHighContrast: false).colorVariant == .elevatedLightBackground)
    }

    @Test("an adaptive colour is the colour of each variant; none for a system colour or a non-colour")
    func adaptiveColors() throws {
        let tint = try #require(theme.adaptiveColor("tint-color", for: "fdlFUIKPIView"))
        for variant in ColorVariant.allCases {
            #expect(tint[variant] == theme.color("tint-color", for: "fdlFUIKPIView", variant: variant))
        }
        #expect(tint.color(in: Appearance(colorScheme: .dark)) == RGBAColor(red: 0x91, green: 0xC8, blue: 0xF6))
        #expect(tint.color(in: Appearance()) == Palette.latest.color(style: "tintColor", variant: .lightBackground))
        let disabled = try #require(theme.adaptiveColor("tint-color", for: "fdlFUIKPIView", state: .disabled))
        #expect(
            disabled.color(in: Appearance(colorScheme: .dark, level: .elevated))
                == RGBAColor(red: 0x89, green: 0x91, blue: 0x9A))
        #expect(theme.adaptiveColor("font-color", for: "Caption") == nil)  // systemBlue: the platform's own
        #expect(theme.adaptiveColor("font-style", for: "Caption") == nil)  // not a colour
        #expect(theme.adaptiveColor("tint-color", for: "Caption") == nil)  // not set
    }

    @Test("adaptive colours of every colour form: SwiftUI names, palette schemes, an override the runtime cannot read")
    func adaptiveColorForms() throws {
        let origin = Provenance(file: "t.nss", line: 1, column: 1, via: [])
        let colors: [String: ColorValue] = [
            "fixed": .swiftUI("black", RGBAColor(red: 0, green: 0, blue: 0)), "system": .swiftUI("blue", nil),
            "inverse": .palette(style: "tintColor", scheme: .deviceInverse),
            "dark": .palette(style: "tintColor", scheme: .darkConstant),
            "light": .palette(style: "tintColor", scheme: .lightConstant),
            "unread": .palette(style: "negativeLabel", scheme: .device),
        ]
        let properties = colors.mapValues {
            ResolvedProperty(value: .color($0), baseProperty: "tint-color", state: nil, origin: origin)
        }
        let theme = Theme(
            table: StyleTable(
                classes: ["View": ClassStyle(properties: properties)],
                paletteOverrides: [
                    "negativeLabel": PaletteOverride(style: "negativeLabel", variant: nil, color: nil, origin: origin)
                ]))
        func sdk(_ style: String, _ variant: ColorVariant) -> RGBAColor? {
            Palette.latest.color(style: style, variant: variant)
        }

        #expect(theme.adaptiveColor("system", for: "View") == nil)
        let fixed = try #require(theme.adaptiveColor("fixed", for: "View"))
        let inverse = try #require(theme.adaptiveColor("inverse", for: "View"))
        let dark = try #require(theme.adaptiveColor("dark", for: "View"))
        let light = try #require(theme.adaptiveColor("light", for: "View"))
        let unread = try #require(theme.adaptiveColor("unread", for: "View"))
        for variant in ColorVariant.allCases {
            #expect(fixed[variant] == RGBAColor(red: 0, green: 0, blue: 0))
            // The other background, the dark or the light one, keeping elevation and contrast.
            #expect(
                inverse[variant] == sdk("tintColor", variant.onBackground(dark: !variant.isDarkBackground)),
                "\(variant)")
            #expect(dark[variant] == sdk("tintColor", variant.onBackground(dark: true)), "\(variant)")
            #expect(light[variant] == sdk("tintColor", variant.onBackground(dark: false)), "\(variant)")
            // The override's value cannot be read: the SDK palette's colour shows.
            #expect(unread[variant] == sdk("negativeLabel", variant), "\(variant)")
        }
        #expect(inverse.color(in: Appearance(colorScheme: .dark)) == sdk("tintColor", .lightBackground))
        #expect(dark.color(in: Appearance(level: .elevated)) == sdk("tintColor", .elevatedDarkBackground))
    }

    @Test("channels as fractions, for platform colour initialisers")
    func components() {
        let components = RGBAColor(red: 255, green: 0, blue: 51, alpha: 102).components
        #expect(components.red == 1 && components.green == 0 && components.blue == 0.2 && components.alpha == 0.4)
    }

    @Test("text styles and alignments as enums, through the nuiClass chain")
    func textStylesAndAlignments() {
        #expect(theme.fontTextStyle(for: "Caption") == .subheadline)
        #expect(theme.fontTextStyle(for: "Caption:Big") == .kpiNumber)
        #expect(theme.fontTextStyle(for: "Caption:Big")?.isUIKitTextStyle == false)
        #expect(theme.fontTextStyle(for: "fdlFUIKPIView") == nil)
        #expect(theme.fontTextStyle("text-align", for: "Caption") == nil)  // an alignment, not a style
        #expect(theme.textAlignment(for: "Caption:Big") == .justified)
        #expect(FontTextStyle.allCases.filter(\.isUIKitTextStyle).count == 11)
    }

    @Test("every text style and alignment the compiler accepts is a case, and no other")
    func namesAgreeWithTheCompiler() throws {
        for style in FontTextStyle.allCases {
            let theme = try Theme(nss: [SourceFile(path: "t.nss", text: "Caption { font-style: \(style.rawValue); }")])
            #expect(theme.fontTextStyle(for: "Caption") == style)
        }
        for alignment in TextAlignment.allCases {
            let theme = try Theme(nss: [
                SourceFile(path: "t.nss", text: "Caption { text-align: \(alignment.rawValue); }")
            ])
            #expect(theme.textAlignment(for: "Caption") == alignment)
        }
        // On the app's own class the app may read any text itself (a warning); on an SAP Fiori class path it is an error.
        #expect(
            Compiler().compile([
                SourceFile(path: "t.nss", text: "fdlFUIObjectView_headlineLabel { font-style: title4; }")
            ]).table == nil)
    }
}
