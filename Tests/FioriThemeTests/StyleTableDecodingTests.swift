import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

/// Every theme that compiles is a round trip: compile → `json()` → `StyleTable(json:)` gives
/// an equal table; and a document that is not a version-1 table is rejected with a message
/// and the byte it is about.
@Suite("Style table: loading the compiled JSON")
struct StyleTableDecodingTests {
    /// Every valid golden fixture and every theme in `Themes/`, as paths from the repository root.
    /// A theme compiles for its target (``RepositoryThemes``), a fixture for `fiori`.
    static var compilableThemes: [String] {
        func nss(in folder: String, prefix: String = "") -> [String] {
            let names =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".nss") }.sorted().map { folder + "/" + $0 }
        }
        return nss(in: "Tests/FioriThemeCompilerTests/Fixtures/check", prefix: "valid-")
            + ((try? RepositoryThemes.all()) ?? []).map(\.path)
    }

    func compile(_ path: String) throws -> StyleTable {
        let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
        let target = path.hasPrefix("Themes/") ? try RepositoryThemes.target(of: path) : .fiori
        return try #require(Compiler(target: target).compile([SourceFile(path: path, bytes: bytes)]).table)
    }

    func load(_ text: String) -> StyleTableLoadError? {
        do {
            _ = try StyleTable(json: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test("there are fixtures and themes to round-trip")
    func populated() {
        #expect(Self.compilableThemes.contains { $0.hasPrefix("Themes/") })
        #expect(Self.compilableThemes.count >= 5)
    }

    @Test("compile → json() → StyleTable(json:) gives an equal table", arguments: compilableThemes)
    func roundTrip(path: String) throws {
        let table = try compile(path)
        for pretty in [true, false] {
            let loaded = try StyleTable(json: Array(table.json().serialized(pretty: pretty).utf8))
            #expect(loaded == table)
            #expect(loaded.json().serialized() == table.json().serialized())
        }
    }

    @Test("every value type, media, palette overrides and awkward numbers and strings survive the round trip")
    func everyValueType() throws {
        let source = """
            @tintColor_darkBackground: primaryLabel;
            @negativeLabel: #BB000080;
            Button {
                background-color: systemBlue;
                background-color-highlighted: darkGray;
                background-color-selected: negative_darkBackground;
                font-color: tintColor;
                font-size: 0.1;
                corner-radius: -2.5e-3;
                padding: 1 2.25;
                shadow-offset: -1,0.5;
                font-name: Helvetica Neue;
                background-image: Assets/logo.png;
                exclude-views: UITableViewCell, UITextField;
            }
            Label { text-line-clamp: 9007199254740993; text-transform: uppercase; text-align: natural; }
            TextField { border-style: rounded; }
            @media (device:ipad) { Label { text-auto-fit: true; text-line-clamp: 3; } }
            """
        let result = Compiler().compile([SourceFile(path: "dir/ünï \"quoted\"\\\tname.nss", text: source)])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
        let table = try #require(result.table)
        let loaded = try StyleTable(json: Array(table.json().serialized().utf8))
        #expect(loaded == table)
        #expect(loaded.property("text-line-clamp", of: "Label")?.value == .integer(9_007_199_254_740_993))
        #expect(loaded.classes["Label"]?.mediaProperties["device:ipad"]?["text-auto-fit"]?.value == .boolean(true))
        #expect(
            loaded.paletteOverrides["tintColor_darkBackground"]?.color
                == .palette(style: "primaryLabel", scheme: .device))
    }

    @Test("a byte-order mark is accepted, as the catalog reader accepts it")
    func byteOrderMark() throws {
        let table = try StyleTable(
            json: [0xEF, 0xBB, 0xBF] + Array(##"{"formatVersion":2,"classes":{},"paletteOverrides":{}}"##.utf8))
        #expect(table == StyleTable())
    }

    @Test("another formatVersion is rejected first, with the version this library reads")
    func wrongVersion() {
        let error = load(##"{"classes": 3, "formatVersion": 1, "extra": true}"##)
        #expect(error?.message == "unsupported formatVersion 1; this fdlc reads version 2")
        #expect(error?.offset == 32)
        #expect(load(##"{"formatVersion": "1"}"##)?.message == "expected a number for 'formatVersion'")
        #expect(
            load(##"{"formatVersion": 1.5, "classes": {}, "paletteOverrides": {}}"##)?.message
                == "unsupported formatVersion 1.5; this fdlc reads version 2")
        #expect(
            load(##"{"diagnostics": []}"##)?.message
                == "missing 'formatVersion' in the style table; expected the json that 'fdlc compile' writes")
    }

    @Test("malformed json is reported with the reader's message and offset")
    func notJSON() {
        let empty = load("")
        #expect(
            empty?.message == "expected a json value" && empty?.offset == 0 && empty?.line == 1 && empty?.column == 1)
        #expect(load(##"{"formatVersion": 2,}"##)?.message == "expected a string key")
        #expect(load(##"{"formatVersion": 2, "formatVersion": 2}"##)?.message == "duplicate key 'formatVersion'")
        #expect(load("[1]")?.message == "expected an object for the style table")
        #expect(load("[1]")?.description == "1:1: expected an object for the style table")
    }

    /// A minimal table around one property of `fdlFUIKPIView`, so each check below names only what it breaks.
    func withProperty(key: String = "tint-color", _ body: String) -> String {
        ##"{"formatVersion":2,"paletteOverrides":{},"classes":{"fdlFUIKPIView":{"properties":{""##
            + key + ##"":"## + body + "}}}}"
    }

    let origin = ##""origin":{"file":"t.nss","line":1,"column":2,"via":[]}"##

    @Test("a well-formed property loads")
    func wellFormedProperty() throws {
        let text = withProperty(
            ##"{"property":"tint-color","state":null,"value":{"type":"color","hex":"#0A6ED1FF"},"## + origin + "}")
        let table = try StyleTable(json: Array(text.utf8))
        #expect(
            table.property("tint-color", of: "fdlFUIKPIView")?.value
                == .color(.rgba(RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1))))
    }

    @Test("missing, unknown and mistyped fields are named with their place in the table")
    func strictFields() {
        let what = "property 'tint-color' of class 'fdlFUIKPIView'"
        #expect(
            load(withProperty(##"{"property":"tint-color","state":null,"value":{"type":"color","hex":"#0A6ED1FF"}}"##))?
                .message
                == "missing 'origin' in \(what)")
        #expect(
            load(
                withProperty(
                    ##"{"property":"tint-color","state":null,"value":{"type":"color","hex":"#0A6ED1FF"},"note":1,"##
                        + origin + "}"))?.message
                == "unknown key 'note' in \(what); expected 'origin', 'property', 'state', 'value'")
        #expect(
            load(
                withProperty(
                    ##"{"property":"tint-color","state":false,"value":{"type":"color","hex":"#0A6ED1FF"},"## + origin
                        + "}"))?.message
                == "expected a string or null for 'state' of \(what)")
        #expect(
            load(
                withProperty(
                    ##"{"property":"tint-color","state":null,"value":{"type":"color","hex":"#0A6ED1"},"## + origin + "}"
                ))?.message
                == "expected '#RRGGBBAA' for 'hex' of 'value' of \(what) (a literal colour), not '#0A6ED1'")
        #expect(
            load(
                withProperty(
                    ##"{"property":"tint-color","state":null,"value":{"type":"colour","hex":"#0A6ED1FF"},"## + origin
                        + "}"))?.message
                == "unknown value type 'colour' in 'value' of \(what); expected one of color, fontTextStyle, textAlignment, fontName, image, keyword, number, integer, boolean, box, offset, classList"
        )
        let badLine =
            ##"{"property":"tint-color","state":null,"value":{"type":"color","hex":"#0A6ED1FF"},"origin":{"file":"t.nss","line":1.5,"column":2,"via":[]}}"##
        #expect(load(withProperty(badLine))?.message == "expected an integer for 'line' of 'origin' of \(what)")
    }

    @Test("a key that disagrees with its property and state is rejected at the key")
    func keyMismatch() {
        let text = withProperty(
            key: "tint-color-disabled",
            ##"{"property":"tint-color","state":"selected","value":{"type":"color","hex":"#0A6ED1FF"},"## + origin + "}"
        )
        let error = load(text)
        #expect(
            error?.message == "key 'tint-color-disabled' does not match its property 'tint-color' and state 'selected'")
        #expect(error?.offset == Array(text.utf8).firstRange(of: Array(##""tint-color-disabled""##.utf8))?.lowerBound)
    }

    @Test("a palette override must be a colour, with a known variant, under its own name")
    func paletteOverrides() {
        func override(_ key: String, _ body: String) -> String {
            ##"{"formatVersion":2,"classes":{},"paletteOverrides":{""## + key + ##"":"## + body + "}}"
        }
        let blue = ##""value":{"type":"color","hex":"#0A6ED1FF"},"## + origin
        #expect(
            load(
                override(
                    "tintColor_darkBackground", ##"{"style":"tintColor","variant":"darkBackground","## + blue + "}"))
                == nil)
        #expect(
            load(override("tintColor", ##"{"style":"tintColor","variant":"darkBackground","## + blue + "}"))?.message
                == "key 'tintColor' does not match its style 'tintColor' and variant 'darkBackground'")
        #expect(
            load(override("tintColor_dark", ##"{"style":"tintColor","variant":"dark","## + blue + "}"))?.message
                == "unknown variant 'dark' for 'variant' of palette override 'tintColor_dark'; expected one of lightBackground, darkBackground, elevatedLightBackground, elevatedDarkBackground, contrastLightBackground, contrastDarkBackground, elevatedContrastLightBackground, elevatedContrastDarkBackground"
        )
        #expect(
            load(
                override(
                    "tintColor",
                    ##"{"style":"tintColor","variant":null,"value":{"type":"number","value":1},"## + origin + "}"))?
                .message
                == "expected a color value or null for 'value' of palette override 'tintColor'")
    }

    @Test(
        "a palette override of elevatedContrastLightBackground may have FioriThemeManager's misspelt key, and no colour"
    )
    func runtimeOverrides() throws {
        let body = ##"{"style":"tintColor","variant":"elevatedContrastLightBackground","value":null,"## + origin + "}"
        for key in ["tintColor_elevatedContrastLightkBackground", "tintColor_elevatedContrastLightBackground"] {
            let text = ##"{"formatVersion":2,"classes":{},"paletteOverrides":{""## + key + ##"":"## + body + "}}"
            let table = try StyleTable(json: Array(text.utf8))
            #expect(table.paletteOverrides[key]?.variant == .elevatedContrastLightBackground)
            #expect(table.paletteOverrides[key]?.color == nil)
        }
    }

    @Test(
        "colours: SwiftUI and UIKit names, palette references by scheme or fixed variant",
        arguments: [
            (##"{"type":"color","name":"blue","hex":null,"toolkit":"swiftui"}"##, ColorValue.swiftUI("blue", nil)),
            (
                ##"{"type":"color","name":"darkGray","hex":"#555555FF","toolkit":"uikit"}"##,
                ColorValue.named("darkGray", RGBAColor(red: 0x55, green: 0x55, blue: 0x55))
            ),
            (
                ##"{"type":"color","paletteStyle":"primary1","scheme":"darkConstant"}"##,
                ColorValue.palette(style: "primary1", scheme: .darkConstant)
            ),
            (
                ##"{"type":"color","paletteStyle":"primary1","scheme":"device"}"##,
                ColorValue.palette(style: "primary1", scheme: .device)
            ),
            (
                ##"{"type":"color","paletteStyle":"negative","variant":"darkBackground"}"##,
                ColorValue.palette(style: "negative", scheme: .variant(.darkBackground))
            ),
        ])
    func colorForms(json: String, expected: ColorValue) throws {
        let text = withProperty(##"{"property":"tint-color","state":null,"value":"## + json + "," + origin + "}")
        #expect(
            try StyleTable(json: Array(text.utf8)).property("tint-color", of: "fdlFUIKPIView")?.value
                == .color(expected))
    }

    @Test("an unknown scheme or toolkit, or a palette colour with both a scheme and a variant, is rejected")
    func colorFormErrors() {
        let what = "'value' of property 'tint-color' of class 'fdlFUIKPIView'"
        func value(_ json: String) -> String? {
            load(withProperty(##"{"property":"tint-color","state":null,"value":"## + json + "," + origin + "}"))?
                .message
        }
        #expect(
            value(##"{"type":"color","paletteStyle":"primary1","scheme":"light"}"##)
                == "unknown scheme 'light' for 'scheme' of \(what) (a palette colour); expected one of darkConstant, device, deviceInverse, lightConstant"
        )
        #expect(
            value(##"{"type":"color","name":"blue","hex":null,"toolkit":"appkit"}"##)
                == "unknown toolkit 'appkit' for 'toolkit' of \(what) (a named colour); expected swiftui, uikit")
        #expect(
            value(##"{"type":"color","name":"blue","hex":null}"##) == "missing 'toolkit' in \(what) (a named colour)")
        #expect(
            value(##"{"type":"color","paletteStyle":"primary1","scheme":"device","variant":"darkBackground"}"##)
                == "unknown key 'scheme' in \(what) (a palette colour); expected 'paletteStyle', 'type', 'variant'")
    }
}
