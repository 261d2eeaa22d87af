import Foundation
import Testing

@Suite("fdlc lsp, end to end over stdio")
struct LspCommandTests {
    let uri = "file:///lsp-e2e/theme.nss"

    @Test("an editor's session: initialize, open, change, complete, hover, colours, definition, rename, shutdown, exit")
    func session() throws {
        let client = try LspClient()
        let initialized = try client.request(
            "initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["hoverProvider"] as? Bool == true)
        #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        try client.notify("initialized", [:])

        let text = "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\nfdlFUIKPIView {\n  tint-color: @accent;\n}\n"
        try client.notify(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "nss", "version": 1, "text": text]])
        let opened = try client.next("textDocument/publishDiagnostics")["params"] as? [String: Any]
        #expect((opened?["diagnostics"] as? [Any])?.isEmpty == true)

        // Type a typo into the property name: `tint-color` becomes `tint-colr`.
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": ["start": LspClient.position(3, 10), "end": LspClient.position(3, 11)], "text": ""]
                ],
            ])
        let changed = try client.next("textDocument/publishDiagnostics")["params"] as? [String: Any]
        #expect(changed?["version"] as? Int == 2)
        let diagnostic = (changed?["diagnostics"] as? [[String: Any]])?.first
        #expect(diagnostic?["code"] as? String == "FDL210")
        #expect(diagnostic?["message"] as? String == "unknown property 'tint-colr'\nnote: did you mean 'tint-color'?")
        let range = diagnostic?["range"] as? [String: [String: Int]]
        #expect(range?["start"] == ["line": 3, "character": 2] && range?["end"] == ["line": 3, "character": 11])

        let document = ["uri": uri]
        let completion = try client.request(
            "textDocument/completion", ["textDocument": document, "position": LspClient.position(3, 6)])
        let labels = (((completion["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []).compactMap {
            $0["label"] as? String
        }
        #expect(labels.contains("tint-color"))

        let hover = try client.request(
            "textDocument/hover", ["textDocument": document, "position": LspClient.position(3, 16)])
        let markdown = (((hover["result"] as? [String: Any])?["contents"]) as? [String: Any])?["value"] as? String ?? ""
        #expect(markdown.contains("Alias chain: @accent → @brandBlue → #0A6ED1"))

        let colors = try client.request("textDocument/documentColor", ["textDocument": document])
        #expect((colors["result"] as? [Any])?.count == 1)

        let definition = try client.request(
            "textDocument/definition", ["textDocument": document, "position": LspClient.position(3, 16)])
        #expect(
            ((definition["result"] as? [String: Any])?["range"] as? [String: [String: Int]])?["start"] == [
                "line": 1, "character": 0,
            ])

        let rename = try client.request(
            "textDocument/rename", ["textDocument": document, "position": LspClient.position(0, 3), "newName": "brand"])
        let edits =
            (((rename["result"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]) ?? []
        #expect(edits.map { $0["newText"] as? String } == ["@brand", "@brand"])

        #expect(try client.request("shutdown")["result"] is NSNull)
        try client.notify("exit", [:])
        #expect(client.finish() == 0)
    }

    @Test("formatting: the whole document as fdlc format writes it, with the format settings of .fdlc.json")
    func formatting() throws {
        let folder = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"format": {"indentWidth": 2}}"#.write(
            to: folder.appendingPathComponent(".fdlc.json"), atomically: false, encoding: .utf8)
        let theme = folder.appendingPathComponent("theme.nss")
        let text = "Foo{font-size:12;}\n"
        try text.write(to: theme, atomically: false, encoding: .utf8)
        let expected = try FDLCRunner.run(["format", theme.path]).stdout
        #expect(expected.contains("\n  font-size"), "two spaces, from the configuration")

        let client = try LspClient()
        #expect(
            try client.request("initialize", ["capabilities": [String: Any]()])["result"].map {
                (($0 as? [String: Any])?["capabilities"] as? [String: Any])?["documentFormattingProvider"] as? Bool
            } == true)
        let uri = theme.absoluteString
        try client.notify(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "nss", "version": 1, "text": text]])
        let response = try client.request(
            "textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true]])
        let edits = response["result"] as? [[String: Any]] ?? []
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == expected)
        _ = try client.request("shutdown")
        try client.notify("exit", [:])
        #expect(client.finish() == 0)
    }

    @Test("exit without shutdown is status 1")
    func exitWithoutShutdown() throws {
        let client = try LspClient()
        try client.notify("exit", [:])
        #expect(client.finish() == 1)
    }

    @Test("garbage on the input: the server answers what it can and ends at the end of input, status 1")
    func garbage() throws {
        let client = try LspClient()
        client.write(Data("Content-Length: nope\r\n\r\nhello\r\n\r\n".utf8))
        client.write(Data("Content-Length: 3\r\n\r\n{x}".utf8))
        let response = try client.request("initialize", ["capabilities": [String: Any]()])
        #expect(response["result"] != nil)
        let parseError = client.notifications.first { $0["error"] != nil }
        #expect((parseError?["error"] as? [String: Any])?["code"] as? Int == -32700)
        client.write(Data("Content-Length: 99\r\n\r\n{\"jsonrpc\"".utf8))
        #expect(client.finish() == 1)
    }

    @Test("a usage problem is status 2")
    func usage() throws {
        let result = try FDLCRunner.run(["lsp", "--stdio-please"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("fdlc lsp: error: unknown option '--stdio-please'"))
        #expect(try FDLCRunner.run(["lsp", "--help"]).stdout.hasPrefix("USAGE: fdlc lsp"))
    }
}
