import FioriTheme
import FioriThemeCompiler
import FioriThemeLanguageServer
import Foundation
import Testing

@Suite("language server features")
struct FeatureTests {
    let uri = "file:///features/theme.nss"
    let theme = """
        @brandBlue: #0A6ED1;
        @accent: @brandBlue;
        @tintColor_darkBackground: #91C8F6;
        fdlFUIKPIView {
          tint-color: @accent;
          tint-colr: red;
        }
        Label { font-color: tintColor; }

        """

    @Test("diagnostics: UTF-16 ranges, codes, notes as related information or text, fix-its in data")
    func diagnostics() {
        let harness = ServerHarness()
        // An SAP Fiori class path: there an unknown property is an error (on the app's own class, a warning).
        let diagnostics = harness.open(uri, "/* 😀 */ fdlFUIKPIView { tint-colr: red; }\n@a: @b;\n@b: @a;\n")
        let unknown = diagnostics.first { $0["code"]?.stringValue == "FDL210" }
        #expect(unknown?["range"]?.rangeText == "0:25-0:34", "the emoji is two UTF-16 units")
        #expect(unknown?["severity"]?.intValue == 1)
        #expect(unknown?["message"]?.stringValue == "unknown property 'tint-colr'\nnote: did you mean 'tint-color'?")
        #expect(unknown?["data"]?["suggestions"]?[0]?["newText"]?.stringValue == "tint-color")
        let cycle = diagnostics.first { $0["code"]?.stringValue == "FDL202" }
        #expect(cycle?["relatedInformation"]?.arrayValue?.count == 2)
        #expect(cycle?["relatedInformation"]?[0]?["location"]?["uri"]?.stringValue == uri)
        #expect(diagnostics.allSatisfy { $0["source"]?.stringValue == "fdlc" })
    }

    @Test("diagnostics follow every change, full or incremental, with the document's version")
    func changes() {
        let harness = ServerHarness()
        // An SAP Fiori class path: a file of NUI's or the app's classes only gets the FDL511 note.
        #expect(harness.open(uri, "fdlFUIObjectView_headlineLabel { font-size: 12; }").isEmpty)
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
                "contentChanges": .array([
                    .object([
                        "range": .object(["start": harness.position(0, 44), "end": harness.position(0, 46)]),
                        "text": .string("big"),
                    ])
                ]),
            ])
        harness.flush()
        let published = harness.sent.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        #expect(published?["params"]?["version"]?.intValue == 2)
        #expect(harness.lastDiagnostics(uri).map { $0["range"]?.rangeText } == ["0:44-0:47"])
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(3)]),
                "contentChanges": .array([
                    .object(["text": .string("fdlFUIObjectView_headlineLabel { font-size: 13; }")])
                ]),
            ])
        #expect(harness.lastDiagnostics(uri).isEmpty)
        harness.notify("textDocument/didClose", ["textDocument": .object(["uri": .string(uri)])])
        #expect(
            harness.request(
                "textDocument/hover",
                ["textDocument": .object(["uri": .string(uri)]), "position": harness.position(0, 0)])["error"] != nil)
    }

    @Test("completion: class paths, properties of the class with types, values of the type, variables")
    func completion() {
        let harness = ServerHarness()
        harness.open(
            uri,
            "@brandBlue: #0A6ED1;\nfdlFUIKPIV\nfdlFUIKPIView { tint-c }\nLabel { text-align: ce; font-color: tintColor_d; }\nX { font-color: @br; }\nMyOwn { }\n"
        )
        func labels(_ line: Int, _ character: Int) -> [String] {
            harness.result("textDocument/completion", uri, line: line, character: character)?["items"]?.arrayValue?
                .compactMap { $0["label"]?.stringValue } ?? []
        }
        let classes = labels(1, 10)
        #expect(classes.contains("fdlFUIKPIView"))
        #expect(classes.contains("MyOwn"), "the file's own classes")
        let properties =
            harness.result("textDocument/completion", uri, line: 2, character: 22)?["items"]?.arrayValue ?? []
        let tint = properties.first { $0["label"]?.stringValue == "tint-color-disabled" }
        #expect(tint?["detail"]?.stringValue == "Color")
        #expect(tint?["textEdit"]?["range"]?.rangeText == "2:16-2:22", "replaces what was typed")
        #expect(
            !properties.contains { $0["label"]?.stringValue == "progress-tint-color" },
            "not a property of fdlFUIKPIView")
        #expect(labels(3, 22).contains("center"))
        #expect(!labels(3, 22).contains("tintColor"), "alignments only")
        let variants = labels(3, 47)
        #expect(variants.contains("tintColor_darkBackground"))
        #expect(variants.contains("@brandBlue"))
        let variables =
            harness.result("textDocument/completion", uri, line: 4, character: 19)?["items"]?.arrayValue ?? []
        #expect(variables.first?["label"]?.stringValue == "@brandBlue")
        #expect(variables.first?["detail"]?.stringValue == "#0A6ED1")
        #expect(variables.contains { $0["label"]?.stringValue == "@tintColor" }, "palette styles after @")
    }

    @Test(
        "completion context: where the cursor stands, from the tokens before it",
        arguments: [
            ("", CompletionContext.Position.classPath, ""),
            ("@media (device:ipad) { Fo", .classPath, "Fo"),
            ("@media (device:ipad) { Foo, Bar { ti", .property(classPaths: ["Foo", "Bar"]), "ti"),
            ("Foo { a: b; /* } */ ti", .property(classPaths: ["Foo"]), "ti"),
            ("Foo { tint-color: ", .value(property: "tint-color"), ""),
            ("Foo { } @x: re", .value(property: nil), "re"),
            ("Foo { font-color: @", .variable, "@"),
            ("Foo { font-color: @ac", .variable, "@ac"),
            ("Foo { x: 1; } Bar", .classPath, "Bar"),
        ])
    func context(_ text: String, _ position: CompletionContext.Position, _ prefix: String) {
        let file = SourceFile(path: "t.nss", text: text)
        let context = CompletionContext(file: file, offset: file.bytes.count)
        #expect(context.position == position)
        #expect(context.prefix == prefix)
    }

    @Test("hover: property type and states, variable value and alias chain, colours per variant")
    func hover() throws {
        let harness = ServerHarness()
        harness.open(uri, theme)
        let property =
            harness.result("textDocument/hover", uri, line: 4, character: 4)?["contents"]?["value"]?.stringValue ?? ""
        #expect(property.hasPrefix("**tint-color**: Color"))
        #expect(property.contains("States: `-normal`, `-highlighted`, `-selected`, `-disabled`"))
        #expect(property.contains("Source: "))
        let variable =
            harness.result("textDocument/hover", uri, line: 4, character: 16)?["contents"]?["value"]?.stringValue ?? ""
        #expect(variable.contains("**@accent** = `#0A6ED1`"))
        #expect(variable.contains("Alias chain: @accent → @brandBlue → #0A6ED1"))
        #expect(variable.contains("Defined at line 2"))
        let palette =
            harness.result("textDocument/hover", uri, line: 7, character: 22)?["contents"]?["value"]?.stringValue ?? ""
        #expect(palette.contains("Palette colour `tintColor`, per variant:"))
        #expect(palette.contains("| darkBackground | `#91C8F6FF`"), "the file's override")
        let sdk = try #require(Palette.latest.color(style: "tintColor", variant: .lightBackground))
        #expect(
            palette.contains("| lightBackground | `\(sdk.hex)`"), "the SDK's colour where the file does not override")
        #expect(harness.result("textDocument/hover", uri, line: 8, character: 0)?.isNull == true)
    }

    @Test("document colours and their presentation for the target")
    func colors() {
        let harness = ServerHarness()
        harness.open(
            uri, "@a: #FF000080;\nFoo { font-color: rgb(0, 255, 0); background-color: @a; tint-color: darkGray; }\n")
        let colors =
            harness.request("textDocument/documentColor", ["textDocument": .object(["uri": .string(uri)])])["result"]?
            .arrayValue ?? []
        #expect(colors.map { $0["range"]?.rangeText ?? "" } == ["0:4-0:13", "1:18-1:32", "1:68-1:76"])
        #expect(colors.first?["color"]?["alpha"]?.doubleValue == 1, "#AARRGGBB for the fiori target: alpha FF")
        #expect(colors[1]["color"]?["green"]?.doubleValue == 1)
        let presentation = { (alpha: Double) in
            harness.request(
                "textDocument/colorPresentation",
                [
                    "textDocument": .object(["uri": .string(self.uri)]),
                    "color": .object([
                        "red": .double(1), "green": .double(0.5), "blue": .int(0), "alpha": .double(alpha),
                    ]),
                    "range": .object(["start": harness.position(0, 4), "end": harness.position(0, 13)]),
                ])["result"]?[0]?["label"]?.stringValue
        }
        #expect(presentation(1) == "#FF8000")
        #expect(presentation(0.5) == "rgba(255, 128, 0, 0.5)")
    }

    @Test("definition, references, rename of a variable, and its refusals")
    func variables() {
        let harness = ServerHarness()
        harness.open(uri, theme)
        #expect(
            harness.result("textDocument/definition", uri, line: 4, character: 16)?["range"]?.rangeText == "1:0-1:7")
        let references =
            harness.result(
                "textDocument/references", uri, line: 0, character: 3,
                ["context": .object(["includeDeclaration": .bool(true)])])?.arrayValue ?? []
        #expect(references.map { $0["range"]?.rangeText ?? "" } == ["0:0-0:10", "1:9-1:19"])
        #expect(
            harness.result("textDocument/prepareRename", uri, line: 1, character: 2)?["placeholder"]?.stringValue
                == "@accent")
        let edits =
            harness.result("textDocument/rename", uri, line: 1, character: 2, ["newName": .string("link")])?[
                "changes"]?[uri]?.arrayValue ?? []
        #expect(
            edits.map { "\($0["range"]?.rangeText ?? "") \($0["newText"]?.stringValue ?? "")" } == [
                "1:0-1:7 @link", "4:14-4:21 @link",
            ])
        for bad in ["@", "a b", "brandBlue", "media", "x/*"] {
            let response = harness.request(
                "textDocument/rename",
                [
                    "textDocument": .object(["uri": .string(uri)]), "position": harness.position(1, 2),
                    "newName": .string(bad),
                ])
            #expect(response["error"]?["code"]?.intValue == -32803, "\(bad)")
        }
        #expect(
            harness.result("textDocument/prepareRename", uri, line: 4, character: 4)?.isNull == true, "not a variable")
    }

    @Test("document symbols: variables, rule sets with declarations, media blocks")
    func symbols() {
        let harness = ServerHarness()
        harness.open(uri, "@a: red;\nFoo, Bar { font-color: @a; }\n@media (device:ipad) { Baz { font-size: 2; } }\n")
        let symbols =
            harness.request("textDocument/documentSymbol", ["textDocument": .object(["uri": .string(uri)])])["result"]?
            .arrayValue ?? []
        #expect(symbols.map { $0["name"]?.stringValue ?? "" } == ["@a", "Foo, Bar", "@media (device:ipad)"])
        #expect(symbols.map { $0["kind"]?.intValue ?? 0 } == [13, 5, 3])
        #expect(symbols[1]["children"]?[0]?["name"]?.stringValue == "font-color")
        #expect(symbols[2]["children"]?[0]?["name"]?.stringValue == "Baz")
    }

    @Test(
        "code actions: a quick fix per fix and suggestion (suggestions not preferred), and fix all (certain fixes only)"
    )
    func codeActions() {
        let harness = ServerHarness()
        let diagnostics = harness.open(uri, "Foo { tint-colr: red; font-styl: body }\n")
        let withFix = diagnostics.filter { $0["data"] != nil }
        #expect(withFix.count == 3)
        let params: [String: JSONValue] = [
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": harness.position(0, 0), "end": harness.position(0, 0)]),
            "context": .object(["diagnostics": .array([JSONValue(node: withFix[0])])]),
        ]
        let actions = harness.request("textDocument/codeAction", params)["result"]?.arrayValue ?? []
        #expect(actions.map { $0["kind"]?.stringValue ?? "" } == ["quickfix", "source.fixAll.fdlc"])
        #expect(actions[0]["title"]?.stringValue == "replace with 'tint-color'")
        #expect(actions[0]["isPreferred"]?.boolValue == false, "a suggestion is offered, not preferred")
        #expect(actions[0]["edit"]?["changes"]?[uri]?[0]?["newText"]?.stringValue == "tint-color")
        let all = actions[1]["edit"]?["changes"]?[uri]?.arrayValue ?? []
        #expect(
            all.map { $0["newText"]?.stringValue ?? "" } == [";"], "did-you-mean guesses are not applied by fix all")
        var only = params
        only["context"] = .object(["diagnostics": .array([]), "only": .array([.string("source.fixAll")])])
        #expect(harness.request("textDocument/codeAction", only)["result"]?.arrayValue?.count == 1)
    }

    @Test("formatting goes through the formatter the server is given")
    func formatting() {
        let harness = ServerHarness(formatter: { file, _ in
            file.text(SourceRange(start: 0, end: file.bytes.count)).uppercased()
        })
        #expect(harness.request("initialize", [:])["error"] != nil)
        harness.open(uri, "foo { }")
        let edits = harness.request(
            "textDocument/formatting", ["textDocument": .object(["uri": .string(uri)]), "options": .object([:])])[
                "result"]?.arrayValue
        #expect(edits?.count == 1)
        #expect(edits?.first?["newText"]?.stringValue == "FOO { }")
        #expect(edits?.first?["range"]?.rangeText == "0:0-0:7")
        #expect(
            ServerHarness().request("textDocument/formatting", ["textDocument": .object(["uri": .string(uri)])])[
                "error"]?["code"]?.intValue == -32601)
    }

    @Test("configuration from the nearest .fdlc.json: target and rule severities, re-read when it changes")
    func configuration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-lsp-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".fdlc.json")
        try #"{"target": "nui", "rules": {"FDL401": "error"}}"#.write(to: config, atomically: false, encoding: .utf8)
        let uri = folder.appendingPathComponent("sub/theme.nss").absoluteString
        let harness = ServerHarness()
        let codes = {
            harness.lastDiagnostics(uri).map { "\($0["code"]?.stringValue ?? "") \($0["severity"]?.intValue ?? 0)" }
        }
        harness.open(uri, "@unused: red;\nFoo { font-color: @tintColor; }\n")
        #expect(codes() == ["FDL401 1", "FDL201 1"], "nui: palette names are undefined; FDL401 made an error")
        try #"{"rules": {"FDL401": "off"}, "target": "fiori"}"#.write(to: config, atomically: false, encoding: .utf8)
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
                "contentChanges": .array([]),
            ])
        #expect(codes() == [])
        try #"{"rules": {"FDL999": "off"}}"#.write(to: config, atomically: false, encoding: .utf8)
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(3)]),
                "contentChanges": .array([]),
            ])
        harness.flush()
        let message = harness.sent.last { $0["method"]?.stringValue == "window/showMessage" }
        #expect(message?["params"]?["message"]?.stringValue?.contains("unknown rule 'FDL999'") == true)
        #expect(codes() == ["FDL401 2"], "defaults while the configuration is invalid")
    }

    @Test("a configuration rewritten with the same size and modification time is seen (the flaky-test cause)")
    func configurationSameStamp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-lsp-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".fdlc.json")
        try #"{"target": "nui", "rules": {"FDL401": "error"}}"#.write(to: config, atomically: false, encoding: .utf8)
        let modified = try #require(
            FileManager.default.attributesOfItem(atPath: config.path)[.modificationDate] as? Date)
        let uri = folder.appendingPathComponent("theme.nss").absoluteString
        let harness = ServerHarness()
        let codes = { harness.lastDiagnostics(uri).map { $0["code"]?.stringValue ?? "" } }
        harness.open(uri, "@unused: red;\nFoo { font-color: @tintColor; }\n")
        #expect(codes() == ["FDL401", "FDL201"])
        // Same size (47 bytes), and the same time stamp, as two writes within one tick of the clock get.
        try #"{"rules": {"FDL401": "off"}, "target": "fiori"}"#.write(to: config, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: config.path)
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
                "contentChanges": .array([]),
            ])
        #expect(codes() == [])
    }

    @Test(
        "configuration through 'extends', as fdlc lint reads it; an edit to the extended file applies at the next check"
    )
    func configurationExtends() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fdlc-lsp-" + UUID().uuidString)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.json")
        try #"{"rules": {"FDL401": "error"}}"#.write(to: base, atomically: false, encoding: .utf8)
        try #"{"extends": "../base.json", "target": "nui"}"#
            .write(to: folder.appendingPathComponent("app/.fdlc.json"), atomically: false, encoding: .utf8)
        let uri = folder.appendingPathComponent("app/theme.nss").absoluteString
        let harness = ServerHarness()
        let codes = {
            harness.lastDiagnostics(uri).map { "\($0["code"]?.stringValue ?? "") \($0["severity"]?.intValue ?? 0)" }
        }
        harness.open(uri, "@unused: red;\nFoo { font-color: @tintColor; }\n")
        #expect(codes() == ["FDL401 1", "FDL201 1"], "the target from the file, the severity from what it extends")
        try #"{"rules": {"FDL401": "warning"}}"#.write(to: base, atomically: false, encoding: .utf8)
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(2)]),
                "contentChanges": .array([]),
            ])
        #expect(codes() == ["FDL401 2", "FDL201 1"])
    }
}

extension JSONValue {
    /// A node as the server sent it, to send back (as a client does with a diagnostic).
    init(node: JSONReader.Node) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map { JSONValue(node: $0) })
        case .object(let members):
            self = .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, JSONValue(node: $0.node)) }))
        }
    }
}
