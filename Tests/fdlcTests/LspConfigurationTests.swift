import Foundation
import Testing

/// The language server builds each document's linter from its configuration as `fdlc lint`
/// does (one ``LinterBuilder``, reading through the bounded reader): its design tokens are
/// checked, and a `.fdlc.json` that names `/dev/zero` is reported while the document is still
/// checked with the defaults.
@Suite("fdlc lsp, the linter a configuration builds")
struct LspConfigurationTests {
    /// `message` framed as the protocol frames it.
    private static func frame(_ message: [String: Any]) throws -> Data {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// The messages of a framed stream, in order.
    private static func messages(_ stream: String) -> [[String: Any]] {
        stream.components(separatedBy: "Content-Length: ").dropFirst().compactMap { part in
            guard let start = part.range(of: "\r\n\r\n") else { return nil }
            let body = Data(part[start.upperBound...].utf8)
            return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        }
    }

    /// `fdlc lsp` in a new folder with `files` and whose `.fdlc.json` is `configuration` (none
    /// when nil), for a session that opens a document with `text`, asks for its symbols (which
    /// checks it), and shuts down.
    private static func session(
        configuration: String?, files: [String: String] = [:], text: String = "Foo { tint-colr: red; }\n"
    ) throws -> MeasuredRun {
        let folder = try FDLCRunner.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        try configuration?.write(to: folder.appendingPathComponent(".fdlc.json"), atomically: false, encoding: .utf8)
        let uri = folder.appendingPathComponent("theme.nss").absoluteString
        let document: [String: Any] = ["uri": uri]
        var input = Data()
        for message: [String: Any] in [
            ["id": 1, "method": "initialize", "params": ["processId": NSNull(), "capabilities": [String: Any]()]],
            ["method": "initialized", "params": [String: Any]()],
            [
                "method": "textDocument/didOpen",
                "params": [
                    "textDocument": [
                        "uri": uri, "languageId": "nss", "version": 1, "text": text,
                    ]
                ],
            ],
            ["id": 2, "method": "textDocument/documentSymbol", "params": ["textDocument": document]],
            ["id": 3, "method": "shutdown"],
            ["method": "exit"],
        ] {
            input += try frame(message)
        }
        let inputPath = folder.appendingPathComponent("input").path
        try input.write(to: URL(fileURLWithPath: inputPath))
        return try MeasuredRun.run(
            ["lsp"], timeout: 30, stdinPath: inputPath, environment: ["FDLC_MAX_INPUT_SIZE": "1M"], in: folder)
    }

    @Test(
        "a catalog (or design-token file) that is /dev/zero is an error message, not a hang or a heap of memory",
        arguments: [#"{"catalogs": ["/dev/zero"]}"#, #"{"tokens": {"file": "/dev/zero"}}"#])
    func devZero(configuration: String) throws {
        let run = try Self.session(configuration: configuration)
        let plain = try Self.session(configuration: nil)
        #expect(!run.timedOut && run.status == 0, "\(run.figures)")
        // At most the 1 MiB read past the limit, and the allocator's slack, over the same session without it.
        #expect(run.peakMemory < plain.peakMemory + 16_000_000, "\(run.figures), without it \(plain.figures)")
        let sent = Self.messages(run.stdout)
        let shown = sent.first { $0["method"] as? String == "window/showMessage" }
        let text = (shown?["params"] as? [String: Any])?["message"] as? String ?? ""
        #expect(text.hasPrefix("fdlc: cannot read "), "\(text)")
        #expect(
            text.contains("'/dev/zero' named in '")
                && text.hasSuffix("it is larger than 1 MiB, " + BoundedReadTests.limitNote))
        let published = sent.first { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let codes = (((published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []).map {
            $0["code"] as? String
        }
        #expect(codes.contains("FDL210"), "the document is still checked, with the defaults")
    }

    @Test("the design tokens of .fdlc.json are checked, as fdlc lint checks them (FDL410)")
    func tokens() throws {
        let tokens =
            #"{"palette": {"tintColor": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392, 0.4314, 0.8196]}}}}"#
        let run = try Self.session(
            configuration: #"{"tokens": {"file": "design/tokens.json"}}"#, files: ["design/tokens.json": tokens],
            text: "@tintColor:#0854A0;\n")
        #expect(!run.timedOut && run.status == 0, "\(run.figures)")
        let published = Self.messages(run.stdout).first { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = ((published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(diagnostics.map { $0["code"] as? String } == ["FDL410"])
        #expect(
            diagnostics.first?["message"] as? String
                == "'@tintColor' is '#0854A0', but design token 'palette.tintColor' is '#0A6ED1'")
    }
}
