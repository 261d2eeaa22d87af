import Foundation
import Testing

/// `fdlc lsp` keeps answering: after malformed frames, through bursts of edits, with
/// cancelled requests and invalid ranges, and with a document too large to check.
@Suite("fdlc lsp keeps answering, end to end over stdio")
struct LspRobustnessTests {
    let uri = "file:///lsp-robust/theme.nss"

    /// A started, initialized server that is killed after `seconds` if a test waits on an
    /// answer that never comes (the test then fails at the end of the output, never hangs).
    func client(killedAfter seconds: Double = 120) throws -> LspClient {
        let client = try LspClient()
        let watched = Watched(process: client.process)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if watched.process.isRunning { kill(watched.process.processIdentifier, SIGKILL) }
        }
        try client.request("initialize", ["capabilities": [String: Any]()])
        try client.notify("initialized", [:])
        return client
    }

    /// The server's process, for the watchdog.
    private struct Watched: @unchecked Sendable {
        let process: Process
    }

    func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }

    @Test(
        "after a malformed frame followed by its body, the next request is answered",
        arguments: [
            "Content-Type: x\r\n\r\n", "Content-Length: -7\r\n\r\n", "Content-Length: 12\r\nContent-Length: 13\r\n\r\n",
            "Content-Length: ten\r\n\r\n", "garbage\r\nContent-Length ", "\u{0}\u{1B}[2J",
        ])
    func malformedFrames(_ bad: String) throws {
        let client = try client()
        let body = #"{"jsonrpc":"2.0","id":900,"method":"shutdown"}"#
        client.write(Data((bad + body).utf8))
        let response = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect((response["error"] as? [String: Any])?["code"] as? Int == -32602, "answered: the document is not open")
        #expect(try client.request("shutdown")["result"] is NSNull)
        try client.notify("exit", [:])
        #expect(client.finish() == 0)
    }

    @Test("1 000 edits written at once give a handful of publishes, the last for the last version")
    func burst() throws {
        let client = try client()
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "nss", "version": 1, "text": "@a: red;\n"]])
        _ = try client.next("textDocument/publishDiagnostics")
        var edits = Data()
        for version in 2...1001 {
            let body = try JSONSerialization.data(
                withJSONObject: [
                    "jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": [
                        "textDocument": ["uri": uri, "version": version],
                        "contentChanges": [["text": "@a\(version): red;\nFoo { font-size: \(version); }\n"]],
                    ],
                ] as [String: Any])
            edits += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        client.write(edits)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect((symbols["result"] as? [[String: Any]])?.contains { $0["name"] as? String == "@a1001" } == true)
        let published = client.notifications.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.count < 100, "\(published.count) publishes for 1 000 edits")
        #expect((published.last?["params"] as? [String: Any])?["version"] as? Int == 1001)
    }

    @Test("a request cancelled while it waits is answered with RequestCancelled; an invalid range with InvalidParams")
    func cancelAndRanges() throws {
        let client = try client()
        try client.notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": uri, "languageId": "nss", "version": 1,
                    "text": "@a: #FF0000;\nFoo { font-color: @a; }\n",
                ]
            ])
        _ = try client.next("textDocument/publishDiagnostics")
        let hover =
            #"{"jsonrpc":"2.0","id":"h1","method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":1,"character":19}}}"#
        let cancel = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"h1"}}"#
        client.write(Data((frame(hover) + frame(cancel)).utf8))
        let cancelled = try client.receive()
        #expect(cancelled["id"] as? String == "h1")
        #expect((cancelled["error"] as? [String: Any])?["code"] as? Int == -32800)
        let color = ["red": 0, "green": 1, "blue": 0, "alpha": 1]
        for range in [
            ["start": LspClient.position(0, -1), "end": LspClient.position(0, 2)],
            ["start": LspClient.position(0, 5), "end": LspClient.position(0, 2)],
            ["start": LspClient.position(7, 0), "end": LspClient.position(7, 1)],
        ] {
            let answer = try client.request(
                "textDocument/colorPresentation", ["textDocument": ["uri": uri], "color": color, "range": range])
            #expect(answer["result"] == nil)
            #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32602)
        }
    }

    @Test("a document over 4 MB gets one diagnostic saying so, and the server answers the next request")
    func tooLarge() throws {
        let client = try client()
        let text = String(repeating: "Foo { font-size: 12; }\n", count: 200_000)  // 4.4 MB
        try client.notify(
            "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "nss", "version": 1, "text": text]])
        let published = try client.next("textDocument/publishDiagnostics")["params"] as? [String: Any]
        let diagnostics = published?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.count == 1)
        #expect(
            (diagnostics?.first?["message"] as? String)?.hasPrefix(
                "the document is 4.4 MB, more than the 4 MB fdlc lsp checks") == true)
        let small = "file:///lsp-robust/small.nss"
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": small, "languageId": "nss", "version": 1, "text": "@a: red;\n"]])
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": small]])
        #expect((symbols["result"] as? [Any])?.count == 1)
    }
}
