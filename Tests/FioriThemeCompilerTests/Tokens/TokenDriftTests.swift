import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint
@testable import FioriThemeSemantics
@testable import FioriThemeTokens

/// `FDL410` token-drift: `fdlc lint --tokens`.
@Suite("Design tokens: drift check")
struct TokenDriftTests {
    static let theme = """
        @tintColor:#0A6ED1;
        @brand:#0A6ED1;
        fdlFUIKPIView {
            tint-color: @brand;
            tint-color-disabled: rgb(131, 150, 168);
        }
        fdlFUIObjectHeaderView_headlineLabel {
            font-size: 22;
        }

        """

    static let tokens = """
        {
          "palette": {"$type": "color", "tintColor": {"$value": {"colorSpace": "srgb", "components": [0.0392, 0.4314, 0.8196]}}},
          "variables": {"brand": {"$type": "color", "$value": "{palette.tintColor}"}},
          "classes": {
            "fdlFUIKPIView": {"$type": "color", "tint-color": {"$value": "{variables.brand}"},
                              "tint-color-disabled": {"$value": "#8396a8"}},
            "fdlFUIObjectHeaderView_headlineLabel": {"font-size": {"$type": "dimension", "$value": {"value": 22, "unit": "px"}}}
          }
        }
        """

    /// The drift findings of `theme` against `tokens`: `line:column message → fix (suggestion?)`.
    static func drift(_ theme: String, _ tokens: String) throws -> [String] {
        let compiler = Compiler()
        let expectations = try TokenImporter(compiler: compiler).expectations(
            SourceFile(path: "t.json", text: tokens), map: nil
        ).get()
        let file = SourceFile(path: "t.nss", text: theme)
        return Linter(compiler: compiler, tokens: expectations).lint(file).filter { $0.code == .tokenDrift }.map {
            let fix =
                $0.fixIt.map { " → \($0.replacement)" } ?? $0.suggestions.first.map {
                    " → \($0.replacement) (suggestion)"
                } ?? ""
            return "\(file.location(of: $0.range.start)) \($0.message)\(fix)"
        }
    }

    @Test("a theme that has the tokens' values reports nothing; without tokens the rule is silent")
    func agree() throws {
        #expect(try Self.drift(Self.theme, Self.tokens) == [])
        #expect(Linter().lint(SourceFile(path: "t.nss", text: Self.theme)).filter { $0.code == .tokenDrift }.isEmpty)
    }

    @Test("a value changed in the theme is found, with the token's value or variable as a suggested fix")
    func themeChanged() throws {
        let theme = Self.theme.replacingOccurrences(of: "@tintColor:#0A6ED1;", with: "@tintColor:#0854A0;")
            .replacingOccurrences(of: "tint-color: @brand;", with: "tint-color: #0A6ED2;")
            .replacingOccurrences(of: "font-size: 22;", with: "font-size: 20;")
        #expect(
            try Self.drift(theme, Self.tokens) == [
                "1:12 '@tintColor' is '#0854A0', but design token 'palette.tintColor' is '#0A6ED1' → #0A6ED1 (suggestion)",
                "4:17 'tint-color' of 'fdlFUIKPIView' is '#0A6ED2', but design token 'classes.fdlFUIKPIView.tint-color' is "
                    + "'#0A6ED1' → @brand (suggestion)",
                "8:16 'font-size' of 'fdlFUIObjectHeaderView_headlineLabel' is '20', but design token "
                    + "'classes.fdlFUIObjectHeaderView_headlineLabel.font-size' is '22' → 22 (suggestion)",
            ])
    }

    @Test("a value changed in the tokens is found at the declaration or definition it maps to")
    func tokensChanged() throws {
        let tokens = Self.tokens.replacingOccurrences(of: "#8396a8", with: "#8396a9")
            .replacingOccurrences(of: #""{palette.tintColor}""#, with: ##""#0854a0""##)
        #expect(
            try Self.drift(Self.theme, tokens) == [
                "2:8 '@brand' is '#0A6ED1', but design token 'variables.brand' is '#0854A0' → #0854A0 (suggestion)",
                "5:26 'tint-color-disabled' of 'fdlFUIKPIView' is 'rgb(131, 150, 168)', but design token "
                    + "'classes.fdlFUIKPIView.tint-color-disabled' is '#8396A9' → #8396A9 (suggestion)",
            ])
    }

    @Test("the configuration's 'tokens' is a path or {file, map}; anything else is an error at its place")
    func configuration() throws {
        let plain = try ConfigurationFile(json: Array(#"{"tokens": "design/tokens.json"}"#.utf8), path: ".fdlc.json")
        #expect(plain.tokens == "design/tokens.json" && plain.tokensMap == nil)
        let mapped = try ConfigurationFile(
            json: Array(#"{"tokens": {"file": "t.json", "map": "m.json"}}"#.utf8), path: ".fdlc.json")
        #expect(mapped.tokens == "t.json" && mapped.tokensMap == "m.json")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationFile(json: Array(#"{"tokens": {"map": "m.json"}}"#.utf8), path: "c")
        }
        do {
            _ = try ConfigurationFile(json: Array(#"{"tokens": {"fil": "t.json"}}"#.utf8), path: ".fdlc.json")
        } catch {
            #expect(
                error.description
                    == #"invalid configuration .fdlc.json:1:13: expected a path, or {"file": PATH, "map": PATH}, for 'tokens'"#
            )
        }
    }
}
