import FioriTheme
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@_spi(Testing) @testable import FioriThemeSemantics

/// What the default target (SAPFiori's fork, which ships NUI's parser, renderers and
/// converter) reports for themes written for upstream NUI: an error only where the runtime
/// rejects the file, crashes or drops the style; a warning that says what it reads otherwise;
/// and one note per file that looks like an upstream NUI theme.
@Suite("Default target: themes written for NUI")
struct DefaultTargetNUIThemeTests {
    func check(_ text: String, target: Target = .fiori) -> [Diagnostic] {
        Compiler(target: target).check([SourceFile(path: "t.nss", text: text)])
    }

    /// `"line:column CODE severity"` for each finding but the FDL511 note.
    func summary(_ text: String, target: Target = .fiori) -> [String] {
        check(text, target: target).filter { $0.code != .upstreamNUITheme }.map {
            "\($0.location) \($0.code.rawValue) \($0.severity.rawValue)"
        }
    }

    func value(_ text: String, _ className: String, _ property: String) -> StyleValue? {
        Compiler().compile([SourceFile(path: "t.nss", text: text)]).tableDespiteErrors.classes[className]?.properties[
            property]?.value
    }

    // MARK: - Values as NUI's converter reads them

    @Test("rgba() with a whole-number alpha above 1 is read as alpha/255, a warning that says so")
    func wholeNumberAlpha() {
        let source = "Button { background-color: RGBA(255,255,255,230); }\n"
        let found = check(source).filter { $0.code != .upstreamNUITheme }
        #expect(found.map { "\($0.location) \($0.code.rawValue) \($0.severity.rawValue)" } == ["1:28 FDL505 warning"])
        #expect(
            found.first?.message == "alpha 230 is read as 230/255 by NUI's converter, which SAPFiori ships: "
                + "'RGBA(255,255,255,230)' is #FFFFFFE6; write the alpha as a fraction with a '.' (0.0 to 1.0) to say so"
        )
        #expect(
            value(source, "Button", "background-color")
                == .color(.rgba(RGBAColor(red: 255, green: 255, blue: 255, alpha: 230))))
        // A fraction is read as written, as before: no finding.
        #expect(summary("Button { background-color: rgba(255,255,255,0.9); }\n").isEmpty)
    }

    @Test("a colour fdlc rejects and NUI's converter reads is a warning with the colour it gets")
    func converterColours() {
        let seven = check("Label { font-color: #0000000; }\n").filter { $0.code != .upstreamNUITheme }
        #expect(seven.map(\.severity) == [.warning])
        #expect(
            seven.first?.message == "'#0000000' is no colour fdlc reads (a hex colour has 3, 6 or 8 digits); "
                + "NUI's converter, which SAPFiori ships, reads it as #000000")
        #expect(seven.first?.fixIt?.replacement == "#000000")
        #expect(
            value("Label { font-color: #0000000; }\n", "Label", "font-color")
                == .color(.rgba(RGBAColor(red: 0, green: 0, blue: 0))))
        #expect(summary("Label { font-color: none; }\n") == ["1:21 FDL505 warning"])
    }

    @Test("a colour nobody reads drops the style where a renderer reads it, and is the app's business on its own class")
    func noColour() {
        #expect(summary("Label { font-color: nui_ignore; }\n") == ["1:21 FDL301 error"])
        #expect(summary("fdlFUIObjectView_headlineLabel { font-color: nui_ignore; }\n") == ["1:46 FDL301 error"])
        let app = check("AbortNUILabel { font-color: nui_ignore; }\n").filter { $0.code != .upstreamNUITheme }
        #expect(app.map(\.severity) == [.warning])
        #expect(
            app.first?.message
                == "invalid value 'nui_ignore' for 'font-color': SAPFiori reads no colour from it (it reads hex, "
                + "rgb(), rgba(), hsl(), hsla(), SDK palette colour names and UIKit colour names), so the property gets no colour"
        )
        // A misspelt palette name keeps its did-you-mean.
        let typo = check("fdlFUIObjectView_headlineLabel { font-color: negative_darkBackgroud; }\n")
        #expect(
            typo.first?.severity == .error
                && typo.first?.notes.first?.message == "did you mean 'negative_darkBackground'?")
    }

    // MARK: - Keys an app may read through NUISettings

    @Test("a key no renderer reads is a warning on NUI's and the app's classes, an error on an SAP Fiori class path")
    func keys() {
        let source =
            "TabBar { font-name: Avenir; }\nChatBubble { fill-color: #FF0000; }\nLabel { tint-colr: red; }\n"
            + "fdlFUIKPIView { fill-color: #FF0000; }\nfdlFontStyle_body { tint-colr: red; }\nfdlFUIKPIView { font-color: red; }\n"
        #expect(
            summary(source) == [
                "1:10 FDL211 warning", "2:14 FDL210 warning", "3:9 FDL210 warning",
                "4:17 FDL210 error", "5:21 FDL210 error", "6:17 FDL211 error",
            ])
        let found = check(source)
        #expect(
            found.first { $0.location.line == 2 }?.message
                == "no renderer reads 'fill-color'; only an app that reads it itself through NUISettings sees it")
        #expect(
            found.first { $0.location.line == 1 }?.notes.map(\.message).first
                == "no renderer reads it for TabBar; only an app that reads it itself through NUISettings sees it")
        #expect(found.first { $0.location.line == 3 }?.suggestions.first?.replacement == "tint-color")
    }

    @Test("a rule set with an SAP Fiori class path among its selectors keeps the error")
    func mixedSelectors() {
        #expect(summary("Label, fdlFUIKPIView { fill-color: #FF0000; }\n") == ["1:24 FDL210 error"])
    }

    @Test("upstream NUI's findings do not change")
    func nuiUnchanged() {
        #expect(
            summary("ChatBubble { fill-color: #FF0000; }\nLabel { tint-colr: red; }\n", target: .nui)
                == ["1:14 FDL210 warning", "2:9 FDL210 warning"])
        #expect(summary("Button { background-color: RGBA(255,255,255,230); }\n", target: .nui).isEmpty)
        #expect(summary("fdlFUIKPIView { fill-color: #FF0000; }\n", target: .nui) == ["1:17 FDL210 warning"])
    }

    // MARK: - The note

    @Test(
        "a file with rule sets and nothing of SAP Fiori's gets one note that names --target nui and the configuration")
    func note() throws {
        let found = check("@brand: #D32F2F;\nButton { font-color: @brand; }\nLabel { border-style: line; }\n")
        let notes = found.filter { $0.code == .upstreamNUITheme }
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.severity == .note && note.location == SourceLocation(line: 2, column: 1))
        #expect(note.message.contains("looks like an upstream NUI theme"))
        #expect(
            note.notes.map(\.message) == [
                "to check it for upstream NUI, run fdlc with '--target nui', or put "
                    + "{\"target\": \"nui\"} in a .fdlc.json beside it"
            ])
        #expect(!found.containsErrors)
    }

    @Test(
        "no note where the file uses an SAP Fiori class path or a palette name, has no rule set, or the target is not the fork",
        arguments: [
            ("fdlFUIKPIView { tint-color: #0A6ED1; }\nLabel { font-color: red; }\n", Target.fiori),
            ("@tintColor: #0A6ED1;\nLabel { font-color: red; }\n", .fiori),
            ("Label { font-color: @primary6; }\n", .fiori),
            ("Label { font-color: negative_darkBackground; }\n", .fiori),
            ("@brand: #0A6ED1;\n", .fiori),
            ("Label { font-color: red; }\n", .nui),
            ("Label { font-color: red; }\n", .fioriSwiftUI),
        ])
    func noNote(source: String, target: Target) {
        #expect(!check(source, target: target).contains { $0.code == .upstreamNUITheme })
    }

    @Test("the note can be turned off like any rule")
    func noteOff() {
        let found = Compiler().check(
            [SourceFile(path: "t.nss", text: "Label { font-color: red; }\n")], severities: [.upstreamNUITheme: .off])
        #expect(found.isEmpty)
    }

    @Test("the themes in Themes/ for the default target stay clean")
    func themesStayClean() throws {
        for name in ["fiori-brand.nss", "fiori-palette.nss", "northwind-night.nss"] {
            let url = fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("Themes").appendingPathComponent(name)
            let file = SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: url)))
            #expect(Compiler().check([file]).isEmpty, "\(name)")
        }
    }
}
