import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeSemantics

@Suite("ColorParser")
struct ColorParserTests {
    /// The colour `text` parses to, as `#RRGGBBAA`, or nil when it is not a channel colour.
    private func hex(_ text: String, _ order: HexAlphaOrder = .alphaLast) -> String? {
        guard case .success(.rgba(let color)) = ColorParser.parse(text, hexAlphaOrder: order) else { return nil }
        return color.hex
    }

    /// The error `text` gives, nil when it parses.
    private func failure(_ text: String, _ order: HexAlphaOrder = .alphaLast) -> ColorParseError? {
        guard case .failure(let error) = ColorParser.parse(text, hexAlphaOrder: order) else { return nil }
        return error
    }

    // MARK: - Hex

    @Test(
        "hex colours of every length and order",
        arguments: [
            ("#0A6ED1", HexAlphaOrder.alphaLast, "#0A6ED1FF"),
            ("#0A6ED1", .alphaFirst, "#0A6ED1FF"),
            ("#0a6ed1", .alphaLast, "#0A6ED1FF"),
            ("#f46", .alphaLast, "#FF4466FF"),
            ("#F46", .alphaFirst, "#FF4466FF"),
            ("#1EE68A00", .alphaFirst, "#E68A001E"),
            ("#1EE68A00", .alphaLast, "#1EE68A00"),
            ("#A68A5BFF", .alphaLast, "#A68A5BFF"),
            ("#A68A5BFF", .alphaFirst, "#8A5BFFA6"),
            ("0xFF0000", .alphaLast, "#FF0000FF"),
            ("0X00ff0080", .alphaLast, "#00FF0080"),
            ("  #abcdef\t", .alphaLast, "#ABCDEFFF"),
        ])
    func hexColor(text: String, order: HexAlphaOrder, expected: String) {
        #expect(hex(text, order) == expected)
    }

    @Test(
        "hex errors",
        arguments: [
            ("#12345", "'#12345' is not a colour: a hex colour has 3, 6 or 8 digits", 0),
            ("#1234567", "'#1234567' is not a colour: a hex colour has 3, 6 or 8 digits", 0),
            ("#123456789", "'#123456789' is not a colour: a hex colour has 3, 6 or 8 digits", 0),
            ("#", "'#' is not a colour: a hex colour has 3, 6 or 8 digits", 0),
            (" #12345", "'#12345' is not a colour: a hex colour has 3, 6 or 8 digits", 1),
            ("#12G456", "'#12G456' is not a colour: 'G' is not a hex digit", 3),
            ("0xD0R774", "'0xD0R774' is not a colour: 'R' is not a hex digit", 4),
            ("#FF00é0", "'#FF00é0' is not a colour: 'é' is not a hex digit", 5),
            ("#FF 0000", "'#FF 0000' is not a colour: ' ' is not a hex digit", 3),
        ])
    func hexErrors(text: String, message: String, offset: Int) {
        #expect(failure(text) == ColorParseError(message: message, suggestion: nil, offset: offset))
    }

    // MARK: - Functions

    @Test(
        "functional forms",
        arguments: [
            ("rgb(255,0,0)", "#FF0000FF"),
            ("rgb(255, 0, 0)", "#FF0000FF"),
            ("RGB(0, 0, 255)", "#0000FFFF"),
            ("rgb(1.0, 0.5, 0)", "#FF8000FF"),
            ("rgb(.5, .5, .5)", "#808080FF"),
            ("rgb(1, 0, 0)", "#010000FF"),
            ("rgba(0, 0, 0, 0.5)", "#00000080"),
            ("rgba ( 255 , 0 , 0 , 0.5 )", "#FF000080"),
            ("rgba(10, 20, 30, 0)", "#0A141E00"),
            ("rgba(10, 20, 30, 1.0)", "#0A141EFF"),
            ("rgba(10, 20, 30, 1.)", "#0A141EFF"),
            ("hsl(120, 0.5, 0.5)", "#40BF40FF"),
            ("hsl(0, 1.0, 0.5)", "#FF0000FF"),
            ("hsl(360, 1.0, 0.5)", "#FF0000FF"),
            ("hsl(240, 1.0, 0.25)", "#000080FF"),
            ("hsl(60.5, 0, 1.0)", "#FFFFFFFF"),
            ("hsla(0, 1.0, 0.5, 0.25)", "#FF000040"),
            ("HSLA(300, 1.0, 0.5, 0)", "#FF00FF00"),
        ])
    func functional(text: String, expected: String) {
        #expect(hex(text) == expected)
    }

    @Test(
        "argument counts",
        arguments: [
            (
                "rgba(0, 0, 0)",
                "'rgba(0, 0, 0)' is not a colour: rgba takes 4 arguments (red, green, blue, alpha), found 3",
                "rgb(0, 0, 0)"
            ),
            (
                "rgb(0, 0, 0, 0.5)",
                "'rgb(0, 0, 0, 0.5)' is not a colour: rgb takes 3 arguments (red, green, blue), found 4",
                "rgba(0, 0, 0, 0.5)"
            ),
            (
                "hsla(120, 0.5, 0.5)",
                "'hsla(120, 0.5, 0.5)' is not a colour: hsla takes 4 arguments (hue, saturation, lightness, alpha), found 3",
                "hsl(120, 0.5, 0.5)"
            ),
            (
                "hsl(120, 0.5, 0.5, 1.0)",
                "'hsl(120, 0.5, 0.5, 1.0)' is not a colour: hsl takes 3 arguments (hue, saturation, lightness), found 4",
                "hsla(120, 0.5, 0.5, 1.0)"
            ),
            (
                "hsl(120, 0.5)",
                "'hsl(120, 0.5)' is not a colour: hsl takes 3 arguments (hue, saturation, lightness), found 2", nil
            ),
            ("rgb()", "'rgb()' is not a colour: rgb takes 3 arguments (red, green, blue), found 0", nil),
            (
                "rgb(1, 2, 3, 4, 5)",
                "'rgb(1, 2, 3, 4, 5)' is not a colour: rgb takes 3 arguments (red, green, blue), found 5", nil
            ),
        ] as [(String, String, String?)])
    func argumentCount(text: String, message: String, suggestion: String?) {
        #expect(failure(text) == ColorParseError(message: message, suggestion: suggestion, offset: 0))
    }

    @Test(
        "argument ranges",
        arguments: [
            (
                "rgb(256, 0, 0)", "red must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '256'", 4,
                nil
            ),
            (
                "rgb(0, 1.5, 0)", "green must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '1.5'",
                7, nil
            ),
            (
                "rgb(0, 0, -1)", "blue must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '-1'", 10,
                nil
            ),
            (
                "rgb(0, 0, 50%)", "blue must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '50%'",
                10, nil
            ),
            (
                "rgb(0, 0, 1.2.3)",
                "blue must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '1.2.3'", 10, nil
            ),
            (
                "rgb(0, 0, 1e2)", "blue must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '1e2'",
                10, nil
            ),
            ("rgb(0, 0, .)", "blue must be an integer from 0 to 255 or a fraction from 0.0 to 1.0, found '.'", 10, nil),
            ("rgba(0, 0, 0, 1)", "alpha '1' is read as 1/255; write '1.0'", 14, "rgba(0, 0, 0, 1.0)"),
            ("rgba(0, 0, 0, 2)", "alpha must be from 0.0 to 1.0, found '2'", 14, nil),
            ("rgba(0, 0, 0, 1.5)", "alpha must be from 0.0 to 1.0, found '1.5'", 14, nil),
            ("rgba(0, 0, 0, 128)", "alpha must be from 0.0 to 1.0, found '128'", 14, nil),
            ("hsl(400, 0.5, 0.5)", "hue must be from 0 to 360 degrees, found '400'", 4, nil),
            ("hsl(-10, 0.5, 0.5)", "hue must be from 0 to 360 degrees, found '-10'", 4, nil),
            ("hsl(120, 50, 0.5)", "saturation must be from 0.0 to 1.0, found '50'", 9, nil),
            ("hsl(120, 1, 0.5)", "saturation '1' is read as 1/255; write '1.0'", 9, "hsl(120, 1.0, 0.5)"),
            ("hsla(120, 0.5, 1.01, 0.5)", "lightness must be from 0.0 to 1.0, found '1.01'", 15, nil),
            ("rgb(0,,0)", "green is missing", 6, nil),
            ("rgb(0, 0, )", "blue is missing", 10, nil),
        ] as [(String, String, Int, String?)])
    func argumentRange(text: String, reason: String, offset: Int, suggestion: String?) {
        let expected = ColorParseError(
            message: "'\(text)' is not a colour: \(reason)", suggestion: suggestion, offset: offset)
        #expect(failure(text) == expected)
    }

    @Test(
        "malformed functions",
        arguments: [
            ("rgb(0, 0, 0", "missing ')'", 11, nil),
            ("rgb(0, 0, 0) x", "unexpected text after ')'", 13, nil),
            ("rgb(0, 0, 0))", "unexpected text after ')'", 12, nil),
            (
                "rgab(0, 0, 0, 1.0)", "'rgab' is not a colour function; expected rgb, rgba, hsl or hsla", 0,
                "rgba(0, 0, 0, 1.0)"
            ),
            ("rbg(0, 0, 0)", "'rbg' is not a colour function; expected rgb, rgba, hsl or hsla", 0, "rgb(0, 0, 0)"),
            ("color(0, 0, 0)", "'color' is not a colour function; expected rgb, rgba, hsl or hsla", 0, nil),
            ("(1, 2, 3)", "expected a hex colour, a colour function or a colour name", 0, nil),
            ("rgb 2(1, 2, 3)", "expected a hex colour, a colour function or a colour name", 0, nil),
        ] as [(String, String, Int, String?)])
    func malformedFunction(text: String, reason: String, offset: Int, suggestion: String?) {
        let expected = ColorParseError(
            message: "'\(text)' is not a colour: \(reason)", suggestion: suggestion, offset: offset)
        #expect(failure(text) == expected)
    }

    // MARK: - Names

    @Test(
        "uikit colour names",
        arguments: [
            ("red", RGBAColor(red: 255, green: 0, blue: 0)),
            ("darkGray", RGBAColor(red: 0x55, green: 0x55, blue: 0x55)),
            ("lightGray", RGBAColor(red: 0xAA, green: 0xAA, blue: 0xAA)),
            ("gray", RGBAColor(red: 0x80, green: 0x80, blue: 0x80)),
            ("orange", RGBAColor(red: 0xFF, green: 0x80, blue: 0)),
            ("brown", RGBAColor(red: 0x99, green: 0x66, blue: 0x33)),
            ("clear", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
            ("lightText", RGBAColor(red: 255, green: 255, blue: 255, alpha: 0x99)),
        ])
    func fixedName(name: String, color: RGBAColor) {
        #expect(ColorParser.parse(name, hexAlphaOrder: .alphaLast) == .success(.named(name, color)))
    }

    @Test(
        "appearance-dependent uikit names have no fixed value",
        arguments: [
            "systemBlue", "label", "systemBackground", "groupTableViewBackground", "opaqueSeparator", "systemGray6",
            "tint",
        ])
    func dynamicName(name: String) {
        #expect(ColorParser.parse(name, hexAlphaOrder: .alphaLast) == .success(.named(name, nil)))
    }

    @Test(
        "fiori colour styles, current and deprecated",
        arguments: ["tintColor", "primaryLabel", "primary6", "accent10b"])
    func paletteName(name: String) {
        #expect(
            ColorParser.parse(name, hexAlphaOrder: .alphaLast)
                == .success(.paletteStyle(PaletteName(style: name, variant: nil))))
    }

    @Test("fiori colour styles with every suffix", arguments: ColorVariant.allCases)
    func paletteSuffix(variant: ColorVariant) {
        let expected = ParsedColor.paletteStyle(PaletteName(style: "negative", variant: variant))
        #expect(ColorParser.parse("negative" + variant.suffix, hexAlphaOrder: .alphaFirst) == .success(expected))
    }

    @Test(
        "a name both uikit and fiori is the fiori style",
        arguments: ["secondaryLabel", "tertiaryLabel", "quaternaryLabel", "separator"])
    func fioriWins(name: String) {
        #expect(ColorParser.uiKitColors[name] != nil)
        #expect(
            ColorParser.parse(name, hexAlphaOrder: .alphaLast)
                == .success(.paletteStyle(PaletteName(style: name, variant: nil))))
    }

    @Test(
        "unknown names and their suggestions",
        arguments: [
            ("darkGrey", "unknown colour name", 0, "darkGray"),
            ("primaryLable", "unknown colour name", 0, "primaryLabel"),
            ("systemBleu", "unknown colour name", 0, "systemBlue"),
            ("Red", "colour names are case-sensitive", 0, "red"),
            ("TintColor", "colour names are case-sensitive", 0, "tintColor"),
            ("clearColor", "nui adds 'Color' itself, so write 'clear'", 0, "clear"),
            ("darkGrayColor", "nui adds 'Color' itself, so write 'darkGray'", 0, "darkGray"),
            ("tintColor_darkBackgrund", "'darkBackgrund' is not a colour variant", 10, "tintColor_darkBackground"),
            (
                "tintColor_elevatedContrastLightkBackground",
                "'elevatedContrastLightkBackground' is not a colour variant", 10,
                "tintColor_elevatedContrastLightBackground"
            ),
            ("negative_dark", "'dark' is not a colour variant", 9, nil),
            ("tintColor_", "expected a colour variant after '_'", 10, nil),
            ("tintColour_darkBackground", "'tintColour' is not a colour style", 0, "tintColor_darkBackground"),
            ("primaryLable_lightBackgrond", "'primaryLable' is not a colour style", 0, "primaryLabel_lightBackground"),
            ("banana_darkBackground", "'banana' is not a colour style", 0, nil),
            ("FF0000", "a hex colour starts with '#'", 0, "#FF0000"),
            ("12171CFF", "a hex colour starts with '#'", 0, "#12171CFF"),
            ("zzzzqqq", "expected a hex colour, a colour function or a colour name", 0, nil),
            ("@primary", "expected a hex colour, a colour function or a colour name", 0, nil),
            ("  darkGrey", "unknown colour name", 2, "darkGray"),
        ] as [(String, String, Int, String?)])
    func unknownName(text: String, reason: String, offset: Int, suggestion: String?) {
        let trimmed = text.drop { $0 == " " }
        let expected = ColorParseError(
            message: "'\(trimmed)' is not a colour: \(reason)", suggestion: suggestion, offset: offset)
        #expect(failure(text) == expected)
    }

    @Test("an empty value", arguments: ["", "   ", "\t\n"])
    func empty(text: String) {
        #expect(
            failure(text) == ColorParseError(message: "expected a colour, found nothing", suggestion: nil, offset: nil))
    }
}
