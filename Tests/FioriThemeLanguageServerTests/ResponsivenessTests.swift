import FioriTheme
import FioriThemeLanguageServer
import Foundation
import Testing

/// A server that keeps answering: bursts of changes checked once, cancelled requests,
/// documents too large to check.
@Suite("language server responsiveness")
struct ResponsivenessTests {
    let uri = "file:///r.nss"

    func change(_ harness: ServerHarness, version: Int, text: String) {
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                "contentChanges": .array([.object(["text": .string(text)])]),
            ])
    }

    func publishes(_ harness: ServerHarness) -> [JSONReader.Node] {
        harness.sent.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
    }

    @Test("a burst of 1 000 changes is applied at once and checked and published once")
    func burst() {
        let harness = ServerHarness()
        harness.open(uri, "fdlFUIKPIView { tint-color: red; }")
        let before = publishes(harness).count
        for version in 2...1001 {
            change(
                harness, version: version,
                text: "fdlFUIKPIView { tint-color: #\(String(format: "%06X", version)); }\n@unused\(version): red;\n")
        }
        #expect(publishes(harness).count == before, "nothing is checked while the changes keep coming")
        #expect(harness.server.hasPendingChecks)
        harness.flush()
        let published = publishes(harness).dropFirst(before)
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"]?.intValue == 1001)
        #expect(
            harness.lastDiagnostics(uri).first?["message"]?.stringValue == "'@unused1001' is defined but never used")
        harness.flush()
        #expect(publishes(harness).count == before + 1, "nothing left to check")
    }

    @Test("a request about a changed document is answered from its current text (checked first)")
    func requestAfterChange() {
        let harness = ServerHarness()
        harness.open(uri, "@a: red;\n")
        change(harness, version: 2, text: "@brand: #0A6ED1;\nFoo { font-color: @brand; }\n")
        let hover = harness.result("textDocument/hover", uri, line: 1, character: 20)
        #expect(hover?["contents"]?["value"]?.stringValue?.contains("@brand") == true)
        #expect(
            publishes(harness).last?["params"]?["version"]?.intValue == 2, "the check the request needed was published")
        #expect(!harness.server.hasPendingChecks)
    }

    @Test("$/cancelRequest answers a request still waiting in the batch with RequestCancelled; others are answered")
    func cancel() {
        let harness = ServerHarness()
        harness.open(uri, "@a: red;\nFoo { font-color: @a; }\n")
        let hover = { (id: JSONValue) in
            JSONValue.object([
                "jsonrpc": .string("2.0"), "id": id, "method": .string("textDocument/hover"),
                "params": .object([
                    "textDocument": .object(["uri": .string(uri)]), "position": harness.position(1, 19),
                ]),
            ]).serialized(pretty: false)
        }
        let cancel = { (id: JSONValue) in
            JSONValue.object([
                "jsonrpc": .string("2.0"), "method": .string("$/cancelRequest"), "params": .object(["id": id]),
            ])
            .serialized(pretty: false)
        }
        let before = harness.sent.count
        harness.send(batch: [
            hover(.int(50)), hover(.string("s")), cancel(.int(50)), cancel(.string("s")), hover(.int(51)),
            cancel(.int(99)),
        ])
        let answers = harness.sent.dropFirst(before)
        #expect(answers.count == 3, "one answer per request; a cancel of an unknown request is ignored")
        let answer = { (id: String) in
            answers.first { $0["id"].map { "\($0.intValue.map(String.init) ?? $0.stringValue ?? "")" } == id }
        }
        #expect(answer("50")?["error"]?["code"]?.intValue == -32800)
        #expect(answer("s")?["error"]?["code"]?.intValue == -32800)
        #expect(answer("51")?["result"]?["contents"] != nil)
        // A cancel after its request was answered changes nothing.
        let late = harness.sent.count
        harness.send(body: cancel(.int(51)))
        #expect(harness.sent.count == late)
    }

    @Test("a document over the size limit gets one diagnostic saying so; requests about it fail; others are answered")
    func tooLarge() {
        let harness = ServerHarness()
        let line = "fdlFUIKPIView { tint-color: red; }\n"
        let text = String(repeating: line, count: LanguageServer.maximumCheckedLength / line.utf8.count + 1)
        let diagnostics = harness.open(uri, text)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?["message"]?.stringValue?.hasPrefix(
                "the document is 4.0 MB, more than the 4 MB fdlc lsp checks") == true)
        let hover = harness.request(
            "textDocument/hover", ["textDocument": .object(["uri": .string(uri)]), "position": harness.position(0, 0)])
        #expect(hover["error"]?["code"]?.intValue == -32803)
        #expect(hover["error"]?["message"]?.stringValue?.contains("more than the 4 MB") == true)
        harness.open("file:///small.nss", "@a: red;\n")
        #expect(harness.lastDiagnostics("file:///small.nss").count == 1)
        change(harness, version: 2, text: line)
        #expect(harness.lastDiagnostics(uri).isEmpty, "checked again once it is small enough")
    }
}
