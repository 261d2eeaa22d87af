import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeFormat
@testable import FioriThemeSemantics
@testable import FioriThemeSyntax

/// The formatter's entry points and options; the layout itself is in the goldens
/// (``FormatGoldenTests``).
@Suite("Stylesheet formatter")
struct StylesheetFormatterTests {
    @Test("a file with syntax errors is refused with its errors, not guessed at")
    func refusesSyntaxErrors() {
        let file = SourceFile(path: "t.nss", text: "Label { font-size: 12 }\nButton:Large { font-size: 1; }\n")
        guard case .syntaxErrors(let errors) = StylesheetFormatter().format(file) else {
            Issue.record("a file with syntax errors was formatted")
            return
        }
        #expect(positions(errors) == ["1:22 FDL110", "2:1 FDL115"])
        #expect(StylesheetFormatter().formatted(file) == nil)
    }

    @Test("warnings do not stop formatting")
    func formatsDespiteWarnings() {
        let file = SourceFile(path: "t.nss", text: "// a comment NUI cannot read\nLabel{font-size:2px;}")
        #expect(
            StylesheetFormatter().formatted(file) == "// a comment NUI cannot read\nLabel {\n    font-size: 2px;\n}\n")
    }

    @Test("the tree the parser built can be formatted directly, for the language server")
    func parsedTree() {
        let (stylesheet, diagnostics) = parse("@a : red ;")
        #expect(diagnostics.isEmpty)
        #expect(String(decoding: StylesheetFormatter().format(parsed: stylesheet), as: UTF8.self) == "@a:red;\n")
    }

    @Test("spaceAfterColon writes '@name: value;' for fiori and nui, never for fiori-swiftui")
    func spaceAfterColon() {
        let file = SourceFile(path: "t.nss", text: "@tintColor:blue;\n")
        for (target, expected) in [
            (Target.fiori, "@tintColor: blue;\n"), (.nui, "@tintColor: blue;\n"), (.fioriSwiftUI, "@tintColor:blue;\n"),
        ] {
            let options = FormatOptions(spaceAfterColon: true, target: target)
            #expect(StylesheetFormatter(options: options).formatted(file) == expected, "\(target)")
        }
    }

    @Test("the indent width is kept within 1 to 16")
    func indentWidth() {
        #expect(FormatOptions(indentWidth: 0).indentWidth == 1)
        #expect(FormatOptions(indentWidth: 40).indentWidth == 16)
        let file = SourceFile(path: "t.nss", text: "A{b:c;}")
        #expect(StylesheetFormatter(options: FormatOptions(indentWidth: 3)).formatted(file) == "A {\n   b: c;\n}\n")
    }

    @Test("an already formatted theme is unchanged: Themes/fiori-brand.nss")
    func brandTheme() throws {
        let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Themes/fiori-brand.nss")))
        #expect(
            StylesheetFormatter().formatted(SourceFile(path: "fiori-brand.nss", bytes: bytes)).map { Array($0.utf8) }
                == bytes)
    }

    @Test("the layout FioriThemeManager cannot read (FDL507) is gone after formatting")
    func definitionLayout() {
        let source = "  @tintColor: blue;\n@primaryLabel :#000000;\n@header:\n#FFFFFF;\n"
        let before = Compiler(target: .fioriSwiftUI).check([SourceFile(path: "t.nss", text: source)])
        #expect(before.count { $0.code == .definitionNotRead } == 3)
        let formatted = StylesheetFormatter(options: FormatOptions(target: .fioriSwiftUI)).formatted(
            SourceFile(path: "t.nss", text: source))
        #expect(formatted == "@tintColor:blue;\n@primaryLabel:#000000;\n@header:#FFFFFF;\n")
        #expect(Compiler(target: .fioriSwiftUI).check([SourceFile(path: "t.nss", text: formatted ?? "")]).isEmpty)
    }
}
