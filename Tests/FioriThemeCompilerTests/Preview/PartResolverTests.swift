import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemePreview
@testable import FioriThemeSemantics

@Suite("Preview: resolving a sample part")
struct PartResolverTests {
    func theme(_ source: String, target: Target = .fiori) throws -> Theme {
        let result = Compiler(target: target).compile([SourceFile(path: "t.nss", text: source)])
        return Theme(table: try #require(result.table, "\(result.diagnostics.map(\.message))"))
    }

    let caption = SamplePart(
        "x.caption", "caption", classes: ["fdlFUIKPIView_captionLabel", "fdlFUIKPIView"],
        property: "tint-color", fallback: .palette("tintColor"), kind: .text(style: "footnote"))

    func disabled(_ part: SamplePart) -> SamplePart {
        SamplePart(
            part.id, part.label, classes: part.classes, properties: part.properties, state: "disabled",
            fallback: part.fallback, kind: part.kind)
    }

    @Test("the most specific class wins; the class that gave the value is named with the declaration's origin")
    func specificClass() throws {
        let theme = try theme(
            "fdlFUIKPIView { tint-color: #111111; }\nfdlFUIKPIView_captionLabel { tint-color: #222222; }")
        let color = PartResolver(theme: theme, variant: .lightBackground).color(caption)
        #expect(color.color.hex == "#222222FF")
        #expect(color.isStyled)
        #expect(color.tooltip == "caption: fdlFUIKPIView_captionLabel tint-color = #222222FF\nt.nss:2:30")
    }

    @Test("a part falls back to the less specific class, and a state to its own declaration on any class first")
    func chainAndState() throws {
        let theme = try theme(
            "fdlFUIKPIView { tint-color-disabled: #333333; }\nfdlFUIKPIView_captionLabel { tint-color: #222222; }")
        let resolver = PartResolver(theme: theme, variant: .lightBackground)
        #expect(resolver.color(disabled(caption)).color.hex == "#333333FF")
        let tooltip = resolver.color(disabled(caption)).tooltip
        #expect(tooltip == "caption (disabled): fdlFUIKPIView tint-color-disabled = #333333FF\nt.nss:1:17")
    }

    @Test("an unset part has the palette colour of its variant, with the theme's override and where it is written")
    func paletteFallback() throws {
        let theme = try theme("@tintColor_darkBackground:#123456;")
        let dark = PartResolver(theme: theme, variant: .darkBackground).color(caption)
        #expect(dark.color.hex == "#123456FF")
        #expect(!dark.isStyled)
        #expect(
            dark.tooltip == "caption: tint-color not set on fdlFUIKPIView_captionLabel, fdlFUIKPIView\n"
                + "default: tintColor in darkBackground = #123456FF (overridden at t.nss:1:1)")
        let light = PartResolver(theme: theme, variant: .lightBackground).color(caption)
        #expect(light.color == Palette.latest.color(style: "tintColor", variant: .lightBackground))
        #expect(light.tooltip.hasSuffix("(SDK palette)"))
    }

    @Test("a palette reference in a rule follows the variant; the declaration is its origin")
    func paletteReference() throws {
        let theme = try theme("@tintColor_darkBackground:#123456;\nfdlFUIKPIView { tint-color: @tintColor; }")
        #expect(PartResolver(theme: theme, variant: .darkBackground).color(caption).color.hex == "#123456FF")
        let light = PartResolver(theme: theme, variant: .lightBackground).color(caption)
        #expect(light.color == Palette.latest.color(style: "tintColor", variant: .lightBackground))
        #expect(light.isStyled)
        #expect(light.detail == "t.nss:2:17 via @tintColor")
    }

    @Test("a declared colour without a fixed value is shown with the default and marked, not hidden")
    func unpaintable() throws {
        let theme = try theme("fdlFUIKPIView { tint-color: systemBlue; }")
        let color = PartResolver(theme: theme, variant: .lightBackground).color(caption)
        #expect(color.color == Palette.latest.color(style: "tintColor", variant: .lightBackground))
        #expect(!color.isStyled)
        #expect(color.tooltip.contains("fdlFUIKPIView tint-color has no fixed colour"))
    }

    @Test("the first property the theme sets wins; a part without class path or clear default is reported so")
    func propertiesAndClear() throws {
        let bar = SamplePart(
            "bar", "bar", classes: ["NavigationBar"], properties: ["background-color", "bar-tint-color"],
            fallback: .clear, kind: .background)
        let resolver = PartResolver(
            theme: try theme("NavigationBar { bar-tint-color: #010203; }"), variant: .lightBackground)
        #expect(resolver.color(bar).color.hex == "#010203FF")
        let empty = PartResolver(theme: try theme(""), variant: .lightBackground)
        #expect(empty.color(bar).color.alpha == 0)
        #expect(
            empty.color(bar).tooltip
                == "bar: background-color or bar-tint-color not set on NavigationBar\ndefault: nothing drawn")
        let tag = SamplePart(
            "tag", "tag", classes: [], property: "font-color", fallback: .palette("secondaryLabel"),
            kind: .text(style: "caption1"))
        #expect(empty.color(tag).tooltip.hasPrefix("tag: no documented class path\n"))
    }

    @Test("font-style and font-size on the part's classes set its size and whether WCAG counts it as large")
    func textStyle() throws {
        let headline = SamplePart(
            "h", "headline", classes: ["fdlFUIObjectHeaderView_headlineLabel"], property: "font-color",
            fallback: .palette("primaryLabel"), kind: .text(style: "footnote"))
        let resolver = PartResolver(
            theme: try theme("fdlFUIObjectHeaderView_headlineLabel { font-style: title2; font-size: 12; }"),
            variant: .lightBackground)
        let style = resolver.textStyle(headline)
        #expect(style.style == "title2" && style.points == 12)
        #expect(style.isLarge)
        let plain = PartResolver(theme: try theme(""), variant: .lightBackground).textStyle(headline)
        #expect(plain.style == "footnote" && plain.points == 13 && !plain.isLarge)
    }
}
