import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeFormat
@testable import FioriThemeSemantics
@testable import FioriThemeTokens

/// `TokenImporter`: `fdlc tokens import`.
@Suite("Design tokens: import")
struct TokenImportTests {
    /// The table's compiled JSON without the origins, which name the file and line a value came from.
    static func values(_ table: StyleTable) -> JSONValue {
        func strip(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let members): .object(members.filter { $0.key != "origin" }.mapValues(strip))
            case .array(let items): .array(items.map(strip))
            default: value
            }
        }
        return strip(table.json())
    }

    /// Compiles `source`, exports it as tokens, imports them and compiles the theme made.
    static func roundTrip(_ source: String, path: String, target: Target) throws -> (StyleTable, StyleTable, String) {
        let compiler = Compiler(target: target)
        let table = try #require(compiler.compile([SourceFile(path: path, text: source)]).table)
        let tokens = SourceFile(
            path: "theme.tokens.json", text: table.designTokens(documentName: "theme.tokens.json").serialized())
        let theme = try TokenImporter(compiler: compiler).importTheme(tokens, map: nil).get()
        let again = try #require(compiler.compile([SourceFile(path: "imported.nss", text: theme)]).table)
        return (table, again, theme)
    }

    static func errors(_ tokens: String, map: String? = nil) -> [String] {
        let file = SourceFile(path: "tokens.json", text: tokens)
        switch TokenImporter(compiler: Compiler()).importTheme(
            file, map: map.map { SourceFile(path: "map.json", text: $0) })
        {
        case .success: return []
        case .failure(let errors): return errors.errors.map(\.description)
        }
    }

    @Test("export, import and compile reproduce the table of every theme", arguments: DesignTokenExportTests.themes)
    func theme(theme: RepositoryTheme) throws {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent(theme.path), encoding: .utf8)
        let (table, again, _) = try Self.roundTrip(source, path: theme.path, target: theme.target)
        #expect(Self.values(again) == Self.values(table))
    }

    @Test("export, import and compile reproduce a table with every value type, media properties and names of colours")
    func everyValueType() throws {
        let (table, again, theme) = try Self.roundTrip(
            DesignTokenExportTests.everyValueType, path: "t.nss", target: .fiori)
        #expect(Self.values(again) == Self.values(table))
        #expect(theme.contains("@soft:@brand;"))
        #expect(theme.contains("background-color-highlighted: darkGray;"))
        #expect(theme.contains("border-color: rgba(10, 110, 209, 0.502);"))
        #expect(StylesheetFormatter().formatted(SourceFile(path: "t.nss", text: theme)) == theme)
    }

    @Test("palette overrides without a fixed colour round-trip through the palette group's $extensions")
    func themeManagerForms() throws {
        let source =
            "@tintColor:blue;\n@tintColor_darkBackground:white;\n@primaryLabel:primary1_darkConstant;\n"
            + "@secondaryLabel:negativeLabel_darkBackground;\n@header:#0A6ED180;\n"
        let (table, again, theme) = try Self.roundTrip(source, path: "t.nss", target: .fioriSwiftUI)
        #expect(Self.values(again) == Self.values(table))
        #expect(theme.contains("@tintColor:blue;"))
        let tokens = table.designTokens(documentName: "t.tokens.json").serialized()
        #expect(DTCGStructureValidator.violations(json: Array(tokens.utf8)) == [])
        let schema = try SchemaValidator(
            schema: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Docs/tokens.schema.json"))))
        #expect(try schema.errors(json: Array(tokens.utf8)) == [])
    }

    @Test("for upstream NUI, which resolves no alias, a variable gets its value through every alias")
    func nuiAliases() throws {
        let tokens = """
            {"variables": {"$type": "color", "a": {"$value": "#0a6ed1"}, "b": {"$value": "{variables.a}"}},
             "classes": {"Button": {"font-color": {"$type": "color", "$value": "{variables.b}"}}}}
            """
        let file = SourceFile(path: "tokens.json", text: tokens)
        let nui = try TokenImporter(compiler: Compiler(target: .nui)).importTheme(file, map: nil).get()
        #expect(nui.contains("@b:#0A6ED1;") && nui.contains("font-color: @b;"))
        let fiori = try TokenImporter(compiler: Compiler()).importTheme(file, map: nil).get()
        #expect(fiori.contains("@b:@a;"))
    }

    @Test("a token file of another layout imports through a mapping; aliases become variables")
    func mapping() throws {
        let tokens = """
            {
              "color": {
                "$type": "color",
                "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4314, 0.8196]}},
                "accent": {"$value": "{color.blue}", "$description": "the brand's accent"},
                "p3": {"$value": {"colorSpace": "display-p3", "components": [0.1, 0.4, 0.8], "hex": "#0a6ed1"}}
              },
              "size": {"title": {"$type": "dimension", "$value": {"value": 22, "unit": "px"}}},
              "font": {"body": {"$type": "fontFamily", "$value": ["Helvetica Neue", "sans-serif"]}}
            }
            """
        let map = """
            {"tokens": {
              "color.accent": [{"class": "fdlFUIKPIView", "property": "tint-color"}, {"palette": "tintColor"}],
              "color.p3": {"palette": "tintColor_darkBackground"},
              "size.title": {"class": "fdlFUIObjectHeaderView_headlineLabel", "property": "font-size"},
              "font.body": {"class": "fdlFUIObjectHeaderView_headlineLabel", "property": "font-name"}
            }}
            """
        let theme = try TokenImporter(compiler: Compiler()).importTheme(
            SourceFile(path: "tokens.json", text: tokens), map: SourceFile(path: "map.json", text: map)
        ).get()
        #expect(
            theme == """
                /* Imported from tokens.json by fdlc tokens import. */

                @tintColor:#006ED1;
                @tintColor_darkBackground:#0A6ED1;
                @colorBlue:#006ED1;

                fdlFUIKPIView {
                    tint-color: @colorBlue;
                }

                fdlFUIObjectHeaderView_headlineLabel {
                    font-name: Helvetica Neue;
                    font-size: 22;
                }

                """)
    }

    @Test("an unknown type, an alias to no token, a cycle and a value .nss cannot hold are located errors")
    func errors() {
        #expect(
            Self.errors(##"{"palette": {"tintColor": {"$type": "colour", "$value": "#0a6ed1"}}}"##) == [
                """
                tokens.json:1:37: error: unknown token type 'colour'; did you mean 'color'?; the format's types are color, \
                dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, \
                gradient, typography (at /palette/tintColor/$type)
                 1 | {"palette": {"tintColor": {"$type": "colour", "$value": "#0a6ed1"}}}
                   |                                     ^
                """
            ])
        let aliases = """
            {"palette": {"$type": "color",
              "tintColor": {"$value": "{color.missing}"},
              "header": {"$value": "{palette.primaryLabel}"},
              "primaryLabel": {"$value": "{palette.header}"}}}
            """
        #expect(
            Self.errors(aliases).map { $0.components(separatedBy: "\n")[0] } == [
                "tokens.json:2:27: error: '{color.missing}' refers to no token (at /palette/tintColor/$value)",
                "tokens.json:3:24: error: alias cycle: {palette.header} → {palette.primaryLabel} → {palette.header} "
                    + "(at /palette/header/$value)",
            ])
        let values = """
            {"classes": {"fdlFUIObjectHeaderView_headlineLabel": {
              "font-size": {"$type": "dimension", "$value": {"value": 1.5, "unit": "rem"}},
              "font-color": {"$type": "shadow", "$value": {}},
              "text-line-clamp": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.6, 0.1, 250]}}}}}
            """
        #expect(
            Self.errors(values).map { $0.components(separatedBy: "\n")[0] } == [
                "tokens.json:2:72: error: a dimension in 'rem' cannot be written in .nss, which takes points; use 'px' "
                    + "(at /classes/fdlFUIObjectHeaderView_headlineLabel/font-size/$value)",
                "tokens.json:3:47: error: a 'shadow' token cannot be written as an .nss value "
                    + "(at /classes/fdlFUIObjectHeaderView_headlineLabel/font-color/$value)",
                "tokens.json:4:66: error: colour space 'oklch' has no sRGB form here, and no 'hex' fallback to use instead "
                    + "(at /classes/fdlFUIObjectHeaderView_headlineLabel/text-line-clamp/$value)",
            ])
    }

    @Test("a value the target property cannot take is located at its token")
    func checkedTheme() {
        let tokens = #"{"classes": {"fdlFUIKPIView": {"tint-color": {"$type": "number", "$value": 2}}}}"#
        #expect(
            Self.errors(tokens).map { $0.components(separatedBy: "\n")[0] } == [
                "tokens.json:1:76: error: 'tint-color: 2;' cannot be written: invalid value '2' for 'tint-color': "
                    + "expected a hex colour, a colour function or a colour name (at /classes/fdlFUIKPIView/tint-color/$value)"
            ])
    }

    @Test("lines written alike are each located at their own token")
    func sameLineTwice() {
        let value = #"{"tint-color": {"$type": "number", "$value": 2}}"#
        let tokens = #"{"classes": {"fdlFUIKPIView": "# + value + #", "fdlFUIObjectView": "# + value + "}}"
        #expect(
            Self.errors(tokens).map { $0.components(separatedBy: "(at ")[1].prefix { $0 != ")" } } == [
                "/classes/fdlFUIKPIView/tint-color/$value", "/classes/fdlFUIObjectView/tint-color/$value",
            ])
    }

    @Test("mapping mistakes are located in the mapping file")
    func mappingErrors() {
        let tokens = ##"{"color": {"blue": {"$type": "color", "$value": "#0a6ed1"}}}"##
        #expect(
            Self.errors(tokens, map: #"{"tokens": {"color.bleu": {"variable": "blue"}}}"#).map {
                $0.components(separatedBy: "\n")[0]
            }
                == [
                    "map.json:1:13: error: the mapping names 'color.bleu', which is no token of 'tokens.json'; did you mean 'color.blue'? (at /tokens/color.bleu)"
                ])
        #expect(
            Self.errors(tokens, map: #"{"tokens": {"color.blue": {"palette": "tintColour"}}}"#).map {
                $0.components(separatedBy: "\n")[0]
            }
                == ["map.json:1:27: error: 'tintColour' is not a Fiori palette colour style (at /tokens/color.blue)"])
    }

    @Test("a real token file (Figma's Simple Design System, from terrazzoapp/dtcg-examples) imports through a mapping")
    func figmaSimpleDesignSystem() throws {
        let folder = fixturesDirectory.appendingPathComponent("tokens/figma-sds")
        func file(_ name: String) throws -> SourceFile {
            SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let theme = try TokenImporter(compiler: Compiler()).importTheme(
            try file("color.tokens.json"), map: try file("map.json")
        ).get()
        #expect(theme == String(decoding: try file("expected.nss").bytes, as: UTF8.self))
        #expect(Compiler().check([SourceFile(path: "expected.nss", text: theme)]).isEmpty)
    }

    @Test("a group's '$root' token is a token, and an alias can name it")
    func rootToken() throws {
        let tokens = """
            {"color": {"$type": "color", "brand": {"$root": {"$value": "#0a6ed1"}, "hover": {"$value": "#0854a0"}},
             "accent": {"$value": "{color.brand.$root}"}}}
            """
        let map = #"{"tokens": {"color.accent": {"class": "fdlFUIKPIView", "property": "tint-color"}}}"#
        let theme = try TokenImporter(compiler: Compiler()).importTheme(
            SourceFile(path: "tokens.json", text: tokens), map: SourceFile(path: "map.json", text: map)
        ).get()
        #expect(theme.contains("@colorBrandRoot:#0A6ED1;"))
        #expect(theme.contains("tint-color: @colorBrandRoot;"))
    }

    @Test(
        "a long alias chain imports and a long cycle is one error with a short code frame (linear, no deep recursion)")
    func hostile() throws {
        let count = 3000
        var chain = ##"{"c": {"$type": "color", "t0": {"$value": "#0a6ed1"}"##
        var cycle = #"{"c": {"$type": "color""#
        for index in 1..<count { chain += #", "t\#(index)": {"$value": "{c.t\#(index - 1)}"}"# }
        for index in 0..<count { cycle += #", "t\#(index)": {"$value": "{c.t\#((index + 1) % count)}"}"# }
        chain +=
            #"}, "classes": {"fdlFUIKPIView": {"tint-color": {"$type": "color", "$value": "{c.t\#(count - 1)}"}}}}"#
        cycle += "}}"
        let theme = try TokenImporter(compiler: Compiler()).importTheme(
            SourceFile(path: "chain.json", text: chain), map: nil
        ).get()
        #expect(theme.contains("tint-color: @cT\(count - 1);"))
        #expect(theme.contains("@cT0:#0A6ED1;"))
        let errors = Self.errors(cycle)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("tokens.json:1:43: error: alias cycle: {c.t0} → {c.t1} → ") == true)
        #expect(errors.first?.contains("… (3000 tokens) (at /c/t0/$value)") == true)
        #expect((errors.first?.count ?? .max) < 500)
    }
}
