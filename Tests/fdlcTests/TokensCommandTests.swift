import Foundation
import Testing

@Suite("fdlc compile --format tokens and fdlc tokens import, end to end")
struct TokensCommandTests {
    static let theme =
        "@brandBlue:#0A6ED1;\n@tintColor:#0A6ED1;\n@tintColor_darkBackground:#4DB1FF;\n"
        + "fdlFUIKPIView {\n    tint-color: @brandBlue;\n    tint-color-disabled: #8396A8;\n}\n"

    @Test("compile --format tokens writes DTCG tokens; tokens import writes them back as the formatted theme")
    func roundTrip() throws {
        let folder = try FDLCRunner.folder(["theme.nss": Self.theme])
        let export = try FDLCRunner.run(
            ["compile", "--format", "tokens", "theme.nss", "-o", "theme.tokens.json"], in: folder)
        #expect(export.status == 0)
        #expect(export.stderr == "")
        let tokens = try String(contentsOf: folder.appendingPathComponent("theme.tokens.json"), encoding: .utf8)
        #expect(tokens.contains(#""$value": "{variables.brandBlue}""#))
        #expect(tokens.contains(#""$ref": "theme.tokens.json""#))
        let imported = try FDLCRunner.run(["tokens", "import", "theme.tokens.json", "-o", "imported.nss"], in: folder)
        #expect(imported.status == 0)
        #expect(imported.stderr == "")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("imported.nss"), encoding: .utf8) == """
                /* Imported from theme.tokens.json by fdlc tokens import. */

                @tintColor:#0A6ED1;
                @tintColor_darkBackground:#4DB1FF;
                @brandBlue:#0A6ED1;

                fdlFUIKPIView {
                    tint-color: @brandBlue;
                    tint-color-disabled: #8396A8;
                }

                """)
    }

    @Test("a token file with mistakes: each is located with a code frame, exit status 1, and nothing is written")
    func errors() throws {
        let tokens = """
            {
              "palette": {
                "tintColor": {"$type": "colour", "$value": "#0a6ed1"},
                "header": {"$type": "color", "$value": "{palette.nothing}"}
              }
            }
            """
        let folder = try FDLCRunner.folder(["tokens.json": tokens, "theme.nss": "@tintColor:#FFFFFF;\n"])
        let run = try FDLCRunner.run(["tokens", "import", "tokens.json", "-o", "theme.nss"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                """
                tokens.json:3:28: error: unknown token type 'colour'; did you mean 'color'?; the format's types are color, \
                dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, \
                gradient, typography (at /palette/tintColor/$type)
                 3 |     "tintColor": {"$type": "colour", "$value": "#0a6ed1"},
                   |                            ^
                tokens.json:4:44: error: '{palette.nothing}' refers to no token (at /palette/header/$value)
                """))
        #expect(run.stderr.hasSuffix("2 errors; nothing written\n"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("theme.nss"), encoding: .utf8)
                == "@tintColor:#FFFFFF;\n")
    }

    @Test("usage: help, a missing subcommand or file, and an output that is an input")
    func usage() throws {
        let help = try FDLCRunner.run(["tokens", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: fdlc tokens import [--map MAP] [-o OUT]"))
        let missing = try FDLCRunner.run(["tokens"])
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "fdlc tokens: error: missing subcommand; expected 'import'\nrun 'fdlc tokens --help' for usage\n")
        let noFile = try FDLCRunner.run(["tokens", "import"])
        #expect(noFile.status == 2)
        #expect(noFile.stderr.hasPrefix("fdlc tokens: error: missing the token file"))
        let folder = try FDLCRunner.folder(["tokens.json": "{}"])
        let same = try FDLCRunner.run(["tokens", "import", "tokens.json", "-o", "tokens.json"], in: folder)
        #expect(same.status == 2)
        #expect(same.stderr.hasPrefix("fdlc tokens: error: the output 'tokens.json' is the input 'tokens.json'"))
        let compileHelp = try FDLCRunner.run(["compile", "--help"])
        #expect(compileHelp.stdout.contains("--format json|swift|tokens"))
    }

    @Test("lint --tokens reports drift on either side; the configuration's 'tokens' does the same; bad tokens exit 2")
    func drift() throws {
        let tokens =
            #"{"palette": {"tintColor": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392, 0.4314, 0.8196]}}}}"#
        let folder = try FDLCRunner.folder([
            "theme.nss": "@tintColor:#0854A0;\n", "design/tokens.json": tokens,
            "design/broken.json": #"{"palette": {"tintColor": {"$value": 1}}}"#,
        ])
        let expected = """
            theme.nss:1:12: warning: '@tintColor' is '#0854A0', but design token 'palette.tintColor' is '#0A6ED1' [FDL410]
             1 | @tintColor:#0854A0;
               |            ^~~~~~~
            """
        let run = try FDLCRunner.run(
            ["lint", "--color", "never", "--tokens", "design/tokens.json", "theme.nss"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.contains(expected))
        let without = try FDLCRunner.run(["lint", "theme.nss"], in: folder)
        #expect(!without.stderr.contains("FDL410"))
        try #"{"tokens": {"file": "design/tokens.json"}}"#.write(
            to: folder.appendingPathComponent(".fdlc.json"), atomically: false,
            encoding: .utf8)
        let configured = try FDLCRunner.run(["lint", "--color", "never", "theme.nss"], in: folder)
        #expect(configured.stderr.contains(expected))
        let printed = try FDLCRunner.run(["config", "--print", "theme.nss"], in: folder)
        #expect(printed.stdout.contains("\"tokens\": {\n    \"file\": \"design/tokens.json\"\n  }"))
        let broken = try FDLCRunner.run(["lint", "--tokens", "design/broken.json", "theme.nss"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("design/broken.json:1:27: error: token 'palette.tintColor' has no '$type'"))
        let mapOnly = try FDLCRunner.run(["lint", "--tokens-map", "map.json", "theme.nss"], in: folder)
        #expect(mapOnly.status == 2)
        #expect(mapOnly.stderr.hasPrefix("fdlc lint: error: --tokens-map needs --tokens FILE"))
    }

    @Test("Docs/tokens.md shows what the import of its real example writes and its errors as fdlc reports them")
    func documentation() throws {
        let page = try String(
            contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent("Docs/tokens.md"), encoding: .utf8)
        let command = "$ fdlc tokens import color.tokens.json --map map.json\n"
        let shown = try #require(
            page.components(separatedBy: command).dropFirst().first?.components(separatedBy: "```").first)
        let folder = FDLCRunner.repositoryRoot.appendingPathComponent(
            "Tests/FioriThemeCompilerTests/Fixtures/tokens/figma-sds")
        let run = try FDLCRunner.run(["tokens", "import", "color.tokens.json", "--map", "map.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == shown)
        let errors = try FDLCRunner.run(
            ["tokens", "import", "tokens.json"],
            in: try FDLCRunner.folder([
                "tokens.json": """
                {
                  "palette": {
                    "tintColor": {"$type": "colour", "$value": "#0a6ed1"},
                    "header": {"$type": "color", "$value": "{palette.nothing}"}
                  }
                }
                """
            ]))
        #expect(page.contains("```\n" + errors.stderr + "```\n"))
    }
}
