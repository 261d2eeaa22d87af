@_spi(Testing) import FioriThemeSemantics
import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeOutput

/// `StyleTable.jsonText()`, what `fdlc compile` writes, streams the document without building
/// the `JSONValue` tree: its bytes must be those of `json().serialized()` for every table.
@Suite("Compiled JSON text")
struct CompiledJSONTextTests {
    static let origin = Provenance(file: "theme.nss", line: 3, column: 5, via: [])

    static func property(_ value: StyleValue, _ base: String, state: String? = nil, via: [String] = [])
        -> ResolvedProperty
    {
        ResolvedProperty(
            value: value, baseProperty: base, state: state,
            origin: Provenance(file: "a \"quoted\"\n\tpath.nss", line: 12, column: 7, via: via))
    }

    /// Tables with each shape the document has: empty containers, media sections, states,
    /// alias chains, palette overrides without a colour or variant, keys that need escapes.
    static let tables: [StyleTable] = {
        var emptyClass = StyleTable()
        emptyClass.classes["Button"] = ClassStyle()
        var full = StyleTable()
        full.classes["fdlFUIKPIView"] = ClassStyle(
            properties: [
                "tint-color": property(
                    .color(.rgba(RGBAColor(red: 10, green: 110, blue: 209, alpha: 255))), "tint-color"),
                "font-color-highlighted": property(
                    .color(.named("white", RGBAColor(red: 255, green: 255, blue: 255, alpha: 255))), "font-color",
                    state: "highlighted", via: ["@accent", "@brand\\Blue"]),
                "content-insets": property(.box(top: 1, right: 2.5, bottom: 3, left: 4), "content-insets"),
                "exclude-views": property(.classList([]), "exclude-views"),
            ],
            mediaProperties: [
                "device:ipad": ["font-size": property(.number(0.1), "font-size")],
                "device:iphone and orientation:landscape": [:],
            ])
        full.classes["Label\u{e9}"] = ClassStyle(mediaProperties: [
            "device:ipad": ["text-alpha": property(.number(1e20), "text-alpha")]
        ])
        full.paletteOverrides["tintColor"] = PaletteOverride(
            style: "tintColor", variant: nil, color: .rgba(RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)),
            origin: origin)
        full.paletteOverrides["primaryLabel_darkBackground"] = PaletteOverride(
            style: "primaryLabel", variant: .darkBackground, color: nil, origin: origin)
        return [StyleTable(), emptyClass, full]
    }()

    @Test("every shape of table gives the bytes of json().serialized()", arguments: 0..<3)
    func shapes(index: Int) {
        let table = Self.tables[index]
        #expect(table.jsonText() == table.json().serialized())
    }

    /// One value of each kind and form `StyleValue` has.
    static let values: [StyleValue] = {
        let blue = RGBAColor(red: 10, green: 110, blue: 209, alpha: 128)
        var values: [StyleValue] = [
            .color(.rgba(blue)), .color(.named("white", blue)), .color(.named("clear", nil)),
            .color(.swiftUI("accentColor", nil)), .color(.swiftUI("red", blue)),
            .color(.palette(style: "tintColor", scheme: .variant(.darkBackground))),
            .fontTextStyle("body"), .textAlignment("center"), .number(14), .number(-0.25), .number(1e20),
            .integer(0), .integer(-3), .integer(Int.max), .boolean(true), .boolean(false),
            .box(top: 1, right: 2.5, bottom: 0, left: -4), .offset(x: 0.5, y: 2), .fontName("Avenir \"Heavy\""),
            .image("Assets/logo.png"), .keyword("single-line"), .classList([]), .classList(["UIButton", "UILabel"]),
        ]
        for scheme in [PaletteScheme.device, .deviceInverse, .lightConstant, .darkConstant] {
            values.append(.color(.palette(style: "primaryLabel", scheme: scheme)))
        }
        return values
    }()

    @Test("every kind of value gives the bytes of json().serialized()")
    func valueKinds() {
        var table = StyleTable()
        var properties: [String: ResolvedProperty] = [:]
        for (index, value) in Self.values.enumerated() {
            properties["property-\(index)"] = Self.property(value, "property")
        }
        table.classes["Button"] = ClassStyle(properties: properties)
        table.paletteOverrides["tintColor_darkBackground"] = PaletteOverride(
            style: "tintColor", variant: .darkBackground, color: .palette(style: "x", scheme: .device),
            origin: Self.origin)
        #expect(table.jsonText() == table.json().serialized())
    }

    @Test("every theme of Themes/ gives the bytes of json().serialized()")
    func themes() throws {
        for theme in try RepositoryThemes.all() {
            let file = SourceFile(
                path: theme.path,
                bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(theme.path))))
            let table = Compiler(target: theme.target).compile([file]).tableDespiteErrors
            #expect(table.jsonText() == table.json().serialized(), "\(theme.path)")
        }
    }
}
