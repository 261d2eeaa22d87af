import FioriTheme
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@_spi(Testing) @testable import FioriThemeSemantics

/// What `--target nui` reports and compiles, rule by rule of upstream NUI.
@Suite("Target nui")
struct NUITargetTests {
    let compiler = Compiler(target: .nui)

    func check(_ text: String) -> [Diagnostic] {
        compiler.check([SourceFile(path: "t.nss", text: text)])
    }

    /// `"line:column CODE severity"` for each finding.
    func summary(_ text: String) -> [String] {
        check(text).map { "\($0.location) \($0.code.rawValue) \($0.severity.rawValue)" }
    }

    func value(_ text: String, _ className: String, _ property: String, on device: DeviceProfile? = nil) -> StyleValue?
    {
        compiler.compile([SourceFile(path: "t.nss", text: text)], device: device).tableDespiteErrors.classes[className]?
            .properties[property]?.value
    }

    // MARK: - Rejections and crashes

    @Test("the first syntax error says that NUI applies no style from the file")
    func rejection() {
        let found = check("Label { font-color: red }\nButton { font-color: blue }\n")
        #expect(
            found.map(\.message) == [
                "expected ';' after the value of 'font-color'; NUI stops at this error, so no style from this file applies",
                "expected ';' after the value of 'font-color'",
            ])
    }

    @Test("where fdlc's parser sees no error, one is added where NUI stops")
    func rejectionWithoutSyntaxError() {
        let found = check("Label/*c*/ { font-color: red; }\n")
        #expect(found.first.map { "\($0.location) \($0.code.rawValue)" } == "1:7 FDL101")
        #expect(found.first?.message.hasSuffix("NUI stops at this error, so no style from this file applies") == true)
    }

    @Test("a file that is not UTF-8 is one that NUI cannot read")
    func unreadable() {
        let file = SourceFile(path: "t.nss", bytes: Array("/* caf".utf8) + [0xE9] + Array(" */ Label { }".utf8))
        #expect(
            compiler.check([file]).map(\.message)
                == [
                    "invalid UTF-8 byte sequence: NUI cannot read a file that is not UTF-8, so no style from this file applies"
                ])
    }

    @Test("a '//' comment is reported once per file, with the count")
    func lineComments() {
        let found = check("// one\nLabel { font-color: red; } // two\n// three\n")
        #expect(found.map { "\($0.location) \($0.code.rawValue)" } == ["1:1 FDL501"])
        #expect(found.first?.message.hasSuffix("(this file has 3 '//' comments; change each to '/* */')") == true)
    }

    @Test("'//' inside a name is part of it, as in NUI")
    func slashesInValue() {
        #expect(summary("Label { font-name: Foo//Bar; }\n").isEmpty)
        #expect(value("Label { font-name: Foo//Bar; }\n", "Label", "font-name") == .fontName("Foo//Bar"))
    }

    @Test("a variable that starts with '@media' stops NUI, in a value too")
    func mediaPrefixInValue() {
        #expect(summary("Label { font-color: @mediaX; }\n").contains("1:21 FDL502 error"))
        let repeated = check("@mediaX: red;\nLabel { font-color: @mediaX; font-name: android; }\n").filter {
            $0.code == .keywordPrefix
        }
        #expect(repeated.map { "\($0.location)" } == ["1:1"])
        #expect(repeated.first?.message.hasSuffix("(3 names in this file start with a keyword; rename each)") == true)
    }

    @Test("a value NUI looks up and does not find crashes the app at start, on the devices where it is looked up")
    func crashes() {
        let undefined = check("Label { font-color: @nope; }\n")
        #expect(
            undefined.map(\.message) == [
                "undefined variable '@nope', which NUI looks up: it raises 'Undefined variable' when it loads the stylesheet: the app crashes at start"
            ])
        let ipadOnly = check("@media (device:iphone) { @c: red; }\nLabel { font-color: @c; }\n")
        #expect(
            ipadOnly.map(\.message) == [
                "undefined variable '@c', which NUI looks up: it raises 'Undefined variable' when it loads the stylesheet: the app crashes at start (only on iPad)"
            ])
        let portrait = check("@media (orientation:landscape) { @c: red; }\nLabel { font-color: @c; }\n")
        #expect(portrait.first?.message.hasSuffix("(only in portrait)") == true)
        #expect(
            portrait.first?.notes.map(\.message) == [
                "NUI consolidates the stylesheet again when the device rotates, so this also happens on rotation"
            ])
        #expect(summary("@media (device:ipad) { Label { font-color: @nope; } }\n") == ["1:44 FDL201 error"])
        #expect(
            check("@media (device:ipad) { Label { font-color: @nope; } }\n").first?.message.hasSuffix("(only on iPad)")
                == true)
    }

    @Test("NUI has no palette: a palette name is a variable like any other")
    func palette() {
        let found = check("Label { font-color: @primary6; }\n")
        #expect(
            found.first?.notes.map(\.message) == [
                "NUI has no SDK palette: '@primary6' is a variable like any other, and this file does not define it"
            ])
    }

    @Test("a value that starts with '@' is one name to NUI")
    func wholeValueLookup() {
        #expect(summary("@w: 2;\nLabel { border-width: @w @w; }\n") == ["2:23 FDL504 error"])
        #expect(summary("@w: 2;\nLabel { border-width: @w , 2; }\n") == ["2:23 FDL504 error"])
    }

    @Test("only the last declaration of a property in a block counts, as in NUI's dictionary")
    func blockDictionary() {
        #expect(summary("Label { font-color: @nope; font-color: red; }\n").isEmpty)
    }

    // MARK: - What NUI never looks at

    @Test("a definition is never looked inside: undefined names and cycles in it are no error")
    func definitionsNotLookedInside() {
        #expect(summary("@a: @nope;\nLabel { font-color: red; }\n").isEmpty)
        #expect(summary("@a: @b;\n@b: @a;\nLabel { font-color: red; }\n").isEmpty)
    }

    @Test("an alias gives the property the text '@name': no value, and a warning")
    func alias() {
        let source = "@a: #FF0000;\n@b: @a;\nLabel { font-color: @b; }\n"
        #expect(summary(source) == ["3:21 FDL503 warning"])
        #expect(value(source, "Label", "font-color") == nil)
    }

    @Test("a variable inside a larger value is used as written: no value, and a warning")
    func variableInsideValue() {
        let source = "@w: 1;\nButton { shadow-offset: 2 , @w; padding: 1 @w; }\n"
        #expect(summary(source) == ["2:25 FDL504 warning", "2:42 FDL504 warning"])
        #expect(value(source, "Button", "shadow-offset") == nil)
    }

    // MARK: - Media per device

    @Test("per device, the last definition whose block holds wins, and blocks merge in document order")
    func perDevice() {
        let source = """
            @c: #00FF00;
            @media (device:iphone) { @c: #FF0000; }
            @media (device:ipad) { @w: 2; }
            @media (device:iphone) { @w: 1; }
            Label { font-color: @c; border-width: @w; }
            @media (device:ipad) { Label { font-color: blue; } }

            """
        #expect(
            value(source, "Label", "font-color", on: .iphonePortrait)
                == .color(.rgba(RGBAColor(red: 255, green: 0, blue: 0))))
        #expect(
            value(source, "Label", "font-color", on: .ipadLandscape)
                == .color(.named("blue", RGBAColor(red: 0, green: 0, blue: 255))))
        #expect(value(source, "Label", "border-width", on: .iphoneLandscape) == .number(1))
        #expect(value(source, "Label", "border-width", on: .ipadPortrait) == .number(2))
        #expect(summary(source).isEmpty)
        let table = compiler.compile([SourceFile(path: "t.nss", text: source)], device: .ipadLandscape).table
        #expect(table?.classes["Label"]?.mediaProperties.isEmpty == true)
    }

    @Test("what NUI hands its converters per device is the tokens joined by single spaces")
    func nuiValues() {
        let file = SourceFile(
            path: "t.nss", text: "@o: 0,-11;\nLabel { text-shadow-offset: @o; font-name: Foo,Bar; }\nButton { }\n")
        #expect(
            compiler.nuiValues(of: file, on: .iphonePortrait)
                == ["Label": ["text-shadow-offset": "0 , -11", "font-name": "Foo , Bar"], "Button": [:]])
        #expect(
            compiler.nuiValues(of: SourceFile(path: "t.nss", text: "Label { font-color: @x; }"), on: .iphonePortrait)
                == nil)
        #expect(
            compiler.nuiValues(of: SourceFile(path: "t.nss", text: "Label { font-color: red }"), on: .iphonePortrait)
                == [:])
    }

    // MARK: - Values as NUI's converter reads them

    @Test(
        "colour components without '.' are n/255; no error for a value NUI reads",
        arguments: [
            ("RGBA(255,255,255,230)", "#FFFFFFE6", [String]()),
            ("rgba(255,0,0,1)", "#FF000001", ["1:16 FDL505 warning"]),
            ("hsl(0,100,50)", "#321E1E", ["1:16 FDL505 warning"]),
            ("#0000000", "#000000", ["1:16 FDL505 warning"]),
            ("#FF0000 junk", "#FF0000", ["1:16 FDL505 warning"]),
            ("#FF000080", "#FF0000", ["1:16 FDL506 warning"]),
            ("#FF0000FF", "#FF0000", [String]()),
        ])
    func colors(text: String, hex: String, findings: [String]) {
        let source = "Label { color: \(text); }\n".replacingOccurrences(of: "color:", with: "font-color:")
        let expected = hex.count == 7 ? hex + "FF" : hex
        if case .color(.rgba(let color))? = value(source, "Label", "font-color") {
            #expect(color.hex == expected)
        } else {
            Issue.record("no colour for \(text)")
        }
        #expect(summary(source).map { $0.replacingOccurrences(of: "1:21", with: "1:16") } == findings)
    }

    @Test("names NUI reads no colour from: an error on an element class, a warning on the app's own class")
    func noColor() {
        #expect(summary("Label { font-color: nui_ignore; }\n") == ["1:21 FDL301 error"])
        #expect(summary("MyLabel { font-color: nui_ignore; }\n") == ["1:23 FDL301 warning"])
        let palette = check("Label { font-color: tintColor; }\n")
        #expect(palette.first?.message.contains("NUI has no palette") == true)
        #expect(
            value("Label { font-color: secondaryLabel; }\n", "Label", "font-color")
                == .color(.named("secondaryLabel", nil)))
        #expect(summary("Button { background-color: none; }\n") == ["1:28 FDL505 warning"])
        #expect(summary("Label { font-color: #f46; }\n") == ["1:21 FDL505 warning"])
        #expect(value("Label { font-color: #f46; }\n", "Label", "font-color") == nil)
    }

    @Test("offsets: one part crashes when a view reads it; three parts read the first two")
    func offsets() {
        #expect(
            check("Label { shadow-offset: 1 2; }\n").map(\.message)
                == [
                    "invalid value '1 2' for 'shadow-offset': an Offset is two numbers separated by a comma, 'x,y'; with one part NUI's converter raises NSRangeException, and the app crashes when a view reads the value"
                ])
        #expect(summary("MyLabel { shadow-offset: 1 2; }\n") == ["1:26 FDL301 error"])
        #expect(summary("Label { shadow-offset: 1,2,3; }\n") == ["1:24 FDL505 warning"])
        #expect(value("Label { shadow-offset: 1,2,3; }\n", "Label", "shadow-offset") == .offset(x: 1, y: 2))
    }

    @Test("a box with commas: the message says what NUI reads")
    func boxWithCommas() {
        #expect(
            check("Button { padding: 1,2; }\n").map(\.message)
                == [
                    "invalid value '1,2' for 'padding': a Box is 1 to 4 numbers separated by spaces; NUI splits '1 , 2' at its spaces and reads top 1, right 0, bottom 2, left 0"
                ])
    }

    @Test("text values are NUI's single-space join")
    func textValues() {
        #expect(value("Label { font-name: Foo,Bar; }\n", "Label", "font-name") == .fontName("Foo , Bar"))
    }

    // MARK: - The catalog under NUI

    @Test("a key no renderer reads is a warning; on the app's own class did-you-mean only when really close")
    func unknownProperties() {
        #expect(
            summary("ChatBalloon { fill-color: red; line-color: blue; }\n") == [
                "1:15 FDL210 warning", "1:32 FDL210 warning",
            ])
        #expect(check("ChatBalloon { line-color: blue; }\n").first?.suggestions.isEmpty == true)
        #expect(check("Bar { border-radius: 4; }\n").first?.suggestions.first?.replacement == "corner-radius")
        #expect(check("Bar { font-colr: red; }\n").first?.suggestions.first?.replacement == "font-color")
        let typo = check("Label { font-colour: red; }\n")
        #expect(typo.map(\.severity) == [.warning])
        #expect(
            typo.map(\.message) == ["unknown property 'font-colour': no NUI renderer reads it, so it has no effect"])
    }

    @Test("a key an element class does not read is a warning naming NUI's classes only")
    func notOnClass() {
        let found = check("NavigationBar { tint-color: red; }\n")
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("fdl") == false)
    }

    @Test("an fdl… class is the app's own class under NUI")
    func fdlClasses() {
        #expect(summary("fdlFUIKPIViewX { tint-color: red; }\n").isEmpty)
    }

    @Test("app properties declared in a catalog file are known and typed")
    func declaredAppProperties() throws {
        let catalog = SourceFile(path: "app.json", text: #"{"properties": {"fill-color": {"type": "color"}}}"#)
        let compiler = try Compiler(target: .nui, catalogExtensions: [catalog])
        let file = SourceFile(path: "t.nss", text: "ChatBalloon { fill-color: #FF0000; }\n")
        let result = compiler.compile([file])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.table?.classes["ChatBalloon"]?.properties["fill-color"]?.value
                == .color(.rgba(RGBAColor(red: 255, green: 0, blue: 0))))
    }

    @Test("the documented app-properties catalog makes an app's own keys known")
    func documentedAppProperties() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Docs/catalog-format.md").standardized
        let text = try String(contentsOf: doc, encoding: .utf8)
        let section = try #require(text.range(of: "## App properties"))
        let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let catalog = SourceFile(path: "app.json", text: String(text[start.upperBound..<end.lowerBound]))
        let theme = SourceFile(path: "t.nss", text: "ChatBalloon { fill-color-selected: #FF0000; line-width: 2; }\n")
        #expect(Compiler(target: .nui).check([theme]).map(\.code) == [.unknownProperty, .unknownProperty])
        #expect(try Compiler(target: .nui, catalogExtensions: [catalog]).check([theme]).isEmpty)
    }
}
