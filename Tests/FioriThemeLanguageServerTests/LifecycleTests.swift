import FioriTheme
import FioriThemeLanguageServer
import Testing

@Suite("language server lifecycle and robustness")
struct LifecycleTests {
    @Test("requests before initialize are refused, notifications dropped")
    func beforeInitialize() {
        let harness = ServerHarness(initialize: false)
        #expect(harness.request("textDocument/hover", [:])["error"]?["code"]?.intValue == -32002)
        harness.notify(
            "textDocument/didOpen",
            ["textDocument": .object(["uri": .string("file:///a.nss"), "version": .int(1), "text": .string("x")])])
        #expect(harness.sent.count == 1, "no diagnostics before initialize")
        let initialized = harness.request("initialize", ["capabilities": .object([:])])
        #expect(initialized["result"]?["capabilities"]?["hoverProvider"] != nil)
        #expect(
            initialized["result"]?["capabilities"]?["documentFormattingProvider"] == nil, "no formatter, no formatting")
        #expect(harness.request("initialize", [:])["error"]?["code"]?.intValue == -32600)
    }

    @Test("shutdown then exit is status 0; exit without shutdown is 1; requests after shutdown are refused")
    func shutdownAndExit() {
        let clean = ServerHarness()
        #expect(clean.request("shutdown", nil)["result"]?.isNull == true)
        #expect(clean.request("textDocument/hover", [:])["error"]?["code"]?.intValue == -32600)
        #expect(clean.server.exitStatus == nil)
        clean.notify("exit", [:])
        #expect(clean.server.exitStatus == 0)

        let abrupt = ServerHarness()
        abrupt.notify("exit", [:])
        #expect(abrupt.server.exitStatus == 1)
        #expect(ServerHarness().server.statusAtEndOfInput == 1)
    }

    @Test(
        "malformed bodies get JSON-RPC errors and the server goes on",
        arguments: [
            ("{not json", -32700), ("[1, 2]", -32600), ("{\"jsonrpc\": \"2.0\", \"id\": 7}", -32600),
            ("{\"id\": 8, \"method\": 42}", -32600), ("{\"id\": {}, \"method\": \"x\"}", -32600), ("\"text\"", -32600),
        ])
    func malformedBodies(_ body: String, _ code: Int) {
        let harness = ServerHarness()
        let before = harness.sent.count
        harness.send(body: body)
        #expect(harness.sent.count == before + 1)
        #expect(harness.sent.last?["error"]?["code"]?.intValue == code)
        #expect(harness.request("shutdown", nil)["result"]?.isNull == true, "still answering")
    }

    @Test("unknown methods: MethodNotFound for requests, nothing for notifications")
    func unknownMethods() {
        let harness = ServerHarness()
        let response = harness.request("workspace/somethingNew", ["x": .int(1)])
        #expect(response["error"]?["code"]?.intValue == -32601)
        #expect(response["error"]?["message"]?.stringValue == "unknown method 'workspace/somethingNew'")
        let before = harness.sent.count
        harness.notify("$/somethingNew", [:])
        harness.notify("$/cancelRequest", ["id": .int(3)])
        #expect(harness.sent.count == before)
    }

    @Test("params of the wrong shape are InvalidParams, wherever they are wrong")
    func wrongTypes() {
        let harness = ServerHarness()
        harness.open("file:///a.nss", "Foo { font-size: 12; }")
        let cases: [(String, [String: JSONValue]?)] = [
            ("textDocument/hover", nil),
            ("textDocument/hover", ["textDocument": .string("file:///a.nss")]),
            ("textDocument/hover", ["textDocument": .object(["uri": .int(3)]), "position": harness.position(0, 0)]),
            (
                "textDocument/hover",
                [
                    "textDocument": .object(["uri": .string("file:///a.nss")]),
                    "position": .object(["line": .string("0")]),
                ]
            ),
            (
                "textDocument/hover",
                [
                    "textDocument": .object(["uri": .string("file:///a.nss")]),
                    "position": .object(["line": .double(0.5), "character": .int(0)]),
                ]
            ),
            (
                "textDocument/completion",
                ["textDocument": .object(["uri": .string("file:///not-open.nss")]), "position": harness.position(0, 0)]
            ),
            (
                "textDocument/colorPresentation",
                ["textDocument": .object(["uri": .string("file:///a.nss")]), "color": .array([])]
            ),
            (
                "textDocument/rename",
                ["textDocument": .object(["uri": .string("file:///a.nss")]), "position": harness.position(0, 0)]
            ),
        ]
        for (method, params) in cases {
            #expect(
                harness.request(method, params)["error"]?["code"]?.intValue == -32602,
                "\(method) \(String(describing: params))")
        }
        // A notification with bad params is logged, not answered.
        let before = harness.sent.count
        harness.notify(
            "textDocument/didChange",
            ["textDocument": .object(["uri": .string("file:///a.nss")]), "contentChanges": .int(1)])
        #expect(harness.sent.count == before)
        #expect(harness.logged.last?.hasPrefix("fdlc lsp: ignored 'textDocument/didChange'") == true)
    }

    @Test(
        "a character past the end of its line is the line's end; a negative position or a line past the last is InvalidParams",
        arguments: [
            (0, 10_000, true), (2, 0, true), (3, 0, false), (10_000, 0, false), (-5, -5, false), (0, -1, false),
            (Int(Int32.max), Int(Int32.max), false),
        ])
    func outOfRange(_ line: Int, _ character: Int, _ valid: Bool) {
        let harness = ServerHarness()
        harness.open("file:///a.nss", "@a: red;\nfdlFontStyle_body { font-color: @a; }\n")
        for method in [
            "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
            "textDocument/prepareRename", "textDocument/rename",
        ] {
            let response = harness.request(
                method,
                [
                    "textDocument": .object(["uri": .string("file:///a.nss")]),
                    "position": harness.position(line, character),
                    "context": .object(["includeDeclaration": .bool(true)]), "newName": .string("@b"),
                ])
            #expect((response["error"]?["code"]?.intValue == -32602) == !valid, "\(method)")
        }
        let published = harness.sent.count
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string("file:///a.nss"), "version": .int(2)]),
                "contentChanges": .array([
                    .object([
                        "range": .object([
                            "start": harness.position(line, character), "end": harness.position(line, character),
                        ]),
                        "text": .string("/* x */"),
                    ])
                ]),
            ])
        #expect(harness.lastDiagnostics("file:///a.nss").isEmpty)
        if line < 0 || character < 0 {
            #expect(harness.sent.count == published, "a change with a negative position is not applied")
            #expect(harness.logged.last?.contains("is negative") == true)
        }
    }

    @Test(
        "a range starting after its end, negative or past the document is InvalidParams, never echoed",
        arguments: [
            (0, 5, 0, 2), (0, -1, 0, 2), (-1, 0, 0, 0), (0, 0, 5, 0), (1, 0, 0, 0),
        ])
    func invalidRanges(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) {
        let harness = ServerHarness()
        harness.open("file:///a.nss", "@a: red;\nFoo { font-color: @a; }\n")
        let range = JSONValue.object([
            "start": harness.position(startLine, startCharacter),
            "end": harness.position(endLine, endCharacter),
        ])
        let document = JSONValue.object(["uri": .string("file:///a.nss")])
        let color = JSONValue.object(["red": .double(1), "green": .double(0), "blue": .double(0), "alpha": .double(1)])
        let presentation = harness.request(
            "textDocument/colorPresentation", ["textDocument": document, "color": color, "range": range])
        #expect(presentation["result"] == nil)
        #expect(presentation["error"]?["code"]?.intValue == -32602)
        let action = harness.request(
            "textDocument/codeAction",
            [
                "textDocument": document, "range": range,
                "context": .object(["diagnostics": .array([])]),
            ])
        #expect(action["error"]?["code"]?.intValue == -32602)
        let fix = JSONValue.object(["data": .object(["fix": .object(["range": range, "newText": .string("x")])])])
        let quickFix = harness.request(
            "textDocument/codeAction",
            [
                "textDocument": document,
                "range": .object(["start": harness.position(0, 0), "end": harness.position(0, 0)]),
                "context": .object(["diagnostics": .array([fix])]),
            ])
        #expect(quickFix["error"]?["code"]?.intValue == -32602)
        let valid = harness.request(
            "textDocument/colorPresentation",
            [
                "textDocument": document, "color": color,
                "range": .object(["start": harness.position(0, 4), "end": harness.position(0, 7)]),
            ])
        #expect(valid["result"]?[0]?["textEdit"]?["range"]?.rangeText == "0:4-0:7")
    }
}
