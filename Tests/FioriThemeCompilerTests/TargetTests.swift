import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics

@Suite("Targets")
struct TargetTests {
    /// The colour a target reads for `value`, as the palette override every target compiles.
    func color(_ value: String, target: Target) -> String? {
        let file = SourceFile(path: "t.nss", text: "@tintColor: \(value);\n")
        guard
            case .rgba(let rgba)? = Compiler(target: target).compile([file]).table?.paletteOverrides["tintColor"]?.color
        else { return nil }
        return rgba.hex
    }

    @Test(
        "an 8-digit hex colour has one canonical value per target's reading",
        arguments: [
            (Target.fiori, "#E68A001E"), (.nui, "#1EE68AFF"), (.fioriSwiftUI, "#1EE68A00"),
        ])
    func eightDigitHex(target: Target, expected: String) {
        #expect(color("#1EE68A00", target: target) == expected)
    }

    @Test("other forms are canonical whatever the target")
    func canonicalForms() {
        for target in Target.allCases {
            #expect(color("#0a6ed1", target: target) == "#0A6ED1FF")
            // FioriThemeManager reads no colour functions: its SDK colour stays.
            #expect(
                color("rgba(10, 110, 209, 0.5)", target: target) == (target.readsColorFunctions ? "#0A6ED180" : nil))
        }
    }

    @Test("which duplicate definition wins follows the target")
    func duplicateWinner() {
        let source = "@tintColor: #FF0000;\n@tintColor: #0A6ED1;\n"
        let last = Compiler(target: .fiori).compile([SourceFile(path: "t", text: source)]).table?.paletteOverrides[
            "tintColor"]
        let first = Compiler(target: .fioriSwiftUI).compile([SourceFile(path: "t", text: source)]).table?
            .paletteOverrides["tintColor"]
        #expect(last?.color == .rgba(RGBAColor(red: 0x0A, green: 0x6E, blue: 0xD1)))
        #expect(first?.color == .rgba(RGBAColor(red: 0xFF, green: 0, blue: 0)))
    }

    @Test("a target that ignores rule sets compiles no classes, even from a rule set it does not report as broken")
    func styleBlocksIgnored() throws {
        let source = "@tintColor: #0A6ED1;\nLabel { font-color: red; }\nButton\u{27}x: y; } { font-color: red; }\n"
        let fiori = Compiler(target: .fiori).compile([SourceFile(path: "t", text: source)])
        #expect(fiori.table == nil)
        let swiftUI = Compiler(target: .fioriSwiftUI).compile([SourceFile(path: "t", text: source)])
        let table = try #require(swiftUI.table)
        #expect(table.classes.isEmpty)
        #expect(table.paletteOverrides.keys.sorted() == ["tintColor"])
    }

    @Test("palette names are predefined except in upstream NUI")
    func paletteNames() {
        let file = SourceFile(path: "t", text: "Label { font-color: @tintColor; }")
        #expect(Compiler(target: .fiori).check([file]).isEmpty)
        #expect(Compiler(target: .nui).check([file]).map(\.code) == [.undefinedVariable])
    }

    @Test("the brand theme checks clean for the default target")
    func brandTheme() throws {
        let url = repositoryRoot.appendingPathComponent("Themes/fiori-brand.nss")
        let file = SourceFile(path: "fiori-brand.nss", bytes: Array(try String(contentsOf: url, encoding: .utf8).utf8))
        #expect(Compiler().check([file]).isEmpty)
    }
}
