import Foundation
import Testing

@Suite("fdlc query, end to end")
struct QueryCommandTests {
    static let brand = "Themes/fiori-brand.nss"

    static let kpiLines = """
        tint-color = #0A6ED1FF  (Themes/fiori-brand.nss:112:5 via @accent → @brandBlue)
        tint-color-disabled = #8396A8FF  (Themes/fiori-brand.nss:113:5 via @textDisabled → @brandStone)
        tint-color-highlighted = #0854A0FF  (Themes/fiori-brand.nss:114:5 via @accentPressed → @brandBlueDark)

        """

    /// A theme with palette references, UIKit names and a nuiClass chain to look through.
    static let chainTheme = """
        @tintColor_darkBackground: #89D1FF;
        Button { font-color: tintColor; background-color: systemBlue; border-color: darkGray; padding: 1 2; }
        LargeButton { font-color-disabled: #89919A; corner-radius: 8; }

        """

    @Test("text: every property of a class, sorted, with where each value was written")
    func textOutput() throws {
        let result = try FDLCRunner.run(["query", Self.brand, "fdlFUIKPIView"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.kpiLines)
    }

    @Test("text: one property in a state, and the normal value when the state has none")
    func oneProperty() throws {
        let disabled = try FDLCRunner.run(["query", Self.brand, "fdlFUIKPIView", "tint-color", "--state", "disabled"])
        #expect(disabled.status == 0)
        #expect(
            disabled.stdout
                == "tint-color-disabled = #8396A8FF  (Themes/fiori-brand.nss:113:5 via @textDisabled → @brandStone)\n")
        let selected = try FDLCRunner.run(["query", Self.brand, "fdlFUIKPIView", "tint-color", "--state=selected"])
        #expect(selected.stdout == "tint-color = #0A6ED1FF  (Themes/fiori-brand.nss:112:5 via @accent → @brandBlue)\n")
        let listed = try FDLCRunner.run(["query", "--state", "highlighted", Self.brand, "fdlFUIKPIProgressView"])
        #expect(
            listed.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
                == ["progress-tint-color", "tint-color", "track-tint-color"])
    }

    @Test("text: a nuiClass chain right to left, palette colours per variant, UIKit names, other types")
    func chainAndVariants() throws {
        let light = try FDLCRunner.run(["query", "-", "Button:LargeButton"], stdin: Data(Self.chainTheme.utf8))
        #expect(light.status == 0)
        #expect(
            light.stdout == """
                background-color = systemBlue [system colour, follows the appearance]  (<stdin>:2:33)
                border-color = #555555FF [darkGray]  (<stdin>:2:63)
                corner-radius = 8  (<stdin>:3:45)
                font-color = #0070F2FF [tintColor_lightBackground, sdk palette]  (<stdin>:2:10)
                font-color-disabled = #89919AFF  (<stdin>:3:15)
                padding = 1 2 1 2  (<stdin>:2:87)

                """)
        let dark = try FDLCRunner.run(
            ["query", "-", "Button:LargeButton", "font-color", "--variant", "darkBackground"],
            stdin: Data(Self.chainTheme.utf8))
        #expect(dark.stdout == "font-color = #89D1FFFF [tintColor_darkBackground, from <stdin>:1:1]  (<stdin>:2:10)\n")
        let state = try FDLCRunner.run(
            ["query", "-", "Button:LargeButton", "font-color", "--state", "disabled"],
            stdin: Data(Self.chainTheme.utf8))
        #expect(state.stdout == "font-color-disabled = #89919AFF  (<stdin>:3:15)\n")
    }

    @Test("json: the resolved properties in the compiled JSON's shape, plus the colour in the variant")
    func jsonOutput() throws {
        let result = try FDLCRunner.run([
            "query", Self.brand, "fdlFUIKPIView", "--format", "json", "--variant", "darkBackground",
        ])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["classPath"] as? String == "fdlFUIKPIView")
        #expect(document["variant"] as? String == "darkBackground")
        #expect(document["state"] is NSNull)
        let properties = try #require(document["properties"] as? [String: [String: Any]])
        #expect(properties.keys.sorted() == ["tint-color", "tint-color-disabled", "tint-color-highlighted"])
        let disabled = try #require(properties["tint-color-disabled"])
        #expect(Set(disabled.keys) == ["property", "state", "value", "origin", "resolvedHex"])
        #expect(disabled["property"] as? String == "tint-color")
        #expect(disabled["state"] as? String == "disabled")
        #expect(disabled["resolvedHex"] as? String == "#8396A8FF")
        #expect((disabled["value"] as? [String: Any])?["hex"] as? String == "#8396A8FF")
        #expect((disabled["origin"] as? [String: Any])?["via"] as? [String] == ["@textDisabled", "@brandStone"])

        let palette = try FDLCRunner.run(
            ["query", "-", "Button", "font-color", "--format=json", "--variant=darkBackground"],
            stdin: Data(Self.chainTheme.utf8))
        #expect(palette.stdout.contains(##""resolvedHex": "#89D1FFFF""##))
        #expect(palette.stdout.contains(#""paletteStyle": "tintColor""#))
    }

    @Test("a compiled .json theme gives the same answers as its .nss")
    func fromCompiledJSON() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("brand.json").path
        #expect(try FDLCRunner.run(["compile", Self.brand, "-o", output]).status == 0)
        for extra in [[], ["--format", "json"], ["tint-color", "--state", "disabled"]] {
            let fromNSS = try FDLCRunner.run(["query", Self.brand, "fdlFUIKPIView"] + extra)
            let fromJSON = try FDLCRunner.run(["query", output, "fdlFUIKPIView"] + extra)
            #expect(fromJSON.status == 0)
            #expect(fromJSON.stderr == "")
            #expect(fromJSON.stdout == fromNSS.stdout)
        }
    }

    @Test("an unknown class or property exits 1 with a message on stderr")
    func notFound() throws {
        let property = try FDLCRunner.run(["query", Self.brand, "fdlFUIKPIView", "font-color"])
        #expect(property.status == 1)
        #expect(property.stdout == "")
        #expect(property.stderr == "fdlc query: no property 'font-color' for 'fdlFUIKPIView'\n")
        let missingClass = try FDLCRunner.run(["query", Self.brand, "fdlFUIKPIVeiw"])
        #expect(missingClass.status == 1)
        #expect(missingClass.stderr == "fdlc query: no class 'fdlFUIKPIVeiw' in 'Themes/fiori-brand.nss'\n")
        let none = try FDLCRunner.run(["query", Self.brand, "none"])
        #expect(none.status == 1)
    }

    @Test("a broken theme exits 1 with its diagnostics on stderr; an invalid compiled table exits 1 with its position")
    func brokenTheme() throws {
        let broken = try FDLCRunner.run(
            ["query", "-", "fdlFUIKPIView", "--color", "never"],
            stdin: Data("fdlFUIKPIView { tint-color: nope; }\n".utf8))
        #expect(broken.status == 1)
        #expect(broken.stdout == "")
        #expect(broken.stderr.hasPrefix("<stdin>:1:29: error: "))
        #expect(broken.stderr.contains("[FDL301]"))
        #expect(broken.stderr.hasSuffix("1 error\n"))

        let directory = try FDLCRunner.temporaryDirectory()

        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"formatVersion": 1, "classes": {}}"#.write(
            to: directory.appendingPathComponent("old.json"), atomically: false, encoding: .utf8)
        let old = try FDLCRunner.run(["query", "old.json", "fdlFUIKPIView"], in: directory)
        #expect(old.status == 1)
        #expect(
            old.stderr
                == "fdlc: error: invalid compiled theme 'old.json':1:19: unsupported formatVersion 1; this fdlc reads version 2\n"
        )
    }

    @Test("--target compiles the .nss theme for that runtime")
    func target() throws {
        let theme = Data("fdlFUIKPIView { tint-color: @primary6; }\n".utf8)
        let fiori = try FDLCRunner.run(["query", "-", "fdlFUIKPIView", "--target", "fiori"], stdin: theme)
        #expect(fiori.status == 0)
        #expect(fiori.stdout.hasPrefix("tint-color = #"))
        let nui = try FDLCRunner.run(["query", "-", "fdlFUIKPIView", "--target=nui", "--color", "never"], stdin: theme)
        #expect(nui.status == 1)
        #expect(nui.stdout == "")
        #expect(nui.stderr.contains("error"))
    }

    @Test("a theme with warnings still answers, and prints the warnings like compile")
    func warnings() throws {
        let result = try FDLCRunner.run(
            ["query", "-", "fdlFUIKPIView", "--color", "never"],
            stdin: Data("@a: #FF0000;\n@a: #0A6ED1;\nfdlFUIKPIView { tint-color: @a; }\n".utf8))
        #expect(result.status == 0)
        #expect(result.stdout == "tint-color = #0A6ED1FF  (<stdin>:3:17 via @a)\n")
        #expect(result.stderr.contains("warning"))
        #expect(result.stderr.hasSuffix("1 warning\n"))
    }

    @Test(
        "usage problems exit 2",
        arguments: [
            (["query"], "fdlc query: error: expected a theme and a class"),
            (["query", "Themes/fiori-brand.nss"], "fdlc query: error: expected a theme and a class"),
            (["query", "Themes/fiori-brand.nss", "A", "b", "c"], "fdlc query: error: unexpected argument 'c'"),
            (
                ["query", "Themes/fiori-brand.nss", "A", "--state", "pressed"],
                "fdlc query: error: invalid value 'pressed' for '--state'"
            ),
            (
                ["query", "Themes/fiori-brand.nss", "A", "--variant", "dark"],
                "fdlc query: error: invalid value 'dark' for '--variant'"
            ),
            (
                ["query", "Themes/fiori-brand.nss", "A", "--format", "yaml"],
                "fdlc query: error: invalid value 'yaml' for '--format'"
            ),
            (["query", "Themes/fiori-brand.nss", "A", "--bogus"], "fdlc query: error: unknown option '--bogus'"),
            (
                ["query", "Themes/fiori-brand.nss", "A", "--target", "android"],
                "fdlc query: error: invalid value 'android' for '--target'"
            ),
            (["query", "Themes/fiori-brand.nss", ""], "fdlc query: error: the class is empty"),
            (
                ["query", "Themes/missing.nss", "A"],
                "fdlc: error: cannot read 'Themes/missing.nss': no such file or directory"
            ),
            (["query", "Themes", "A"], "fdlc: error: cannot read 'Themes': it is a directory"),
        ])
    func usage(arguments: [String], message: String) throws {
        let result = try FDLCRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test("--help describes the command, and fdlc --help lists it")
    func help() throws {
        let help = try FDLCRunner.run(["query", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: fdlc query "))
        for option in ["--state", "--variant", "--format", "--color", "--target", "--catalog", "Exit status: 0 found"] {
            #expect(help.stdout.contains(option))
        }
        #expect(try FDLCRunner.run(["--help"]).stdout.contains("query       Print the values"))
    }
}
