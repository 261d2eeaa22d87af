import FioriTheme
import Foundation
import Testing

@testable import FioriThemeLanguageServer

/// Checks run off the server's thread (`LanguageServer.run`, as `fdlc lsp` runs it): a
/// request is answered while a long check runs, a stale check is never published, and the
/// server ends at once while one runs.
///
/// The large document is about 1.7 MB of variables and rule sets, each with two misspelt
/// properties and an undefined variable: tens of thousands of findings with suggestions, so
/// its check is slow. Measured on the 2-core machine these tests run on: about 3-5 s in the
/// debug build the tests use (0.4 s in release), while a hover answered from the last check
/// comes back in 20-150 ms (mostly applying the edit to 1.7 MB). The bounds asserted are
/// well above what a loaded machine needs (1 s for a hover), and what matters is asserted as
/// an order: the hover is answered before the check's diagnostics are published.
@Suite("language server: checks in the background", .serialized)
struct BackgroundCheckTests {
    let uri = "file:///background/theme.nss"

    /// About `size` bytes of a theme whose check is slow (see the suite's comment); line
    /// `2 * i` defines `@colori`, line `2 * i + 1` is the rule set `Customi`.
    static func slowTheme(size: Int) -> String {
        var text = ""
        var index = 0
        while text.utf8.count < size {
            text +=
                "@color\(index): #0A6ED1;\nCustom\(index) { tint-colr: @color\(index); font-colour: @missing\(index); }\n"
            index += 1
        }
        return text
    }

    static let largeTheme = slowTheme(size: 1_700_000)

    func textDocument(version: Int? = nil) -> JSONValue {
        var identifier: [String: JSONValue] = ["uri": .string(uri)]
        if let version { identifier["version"] = .int(version) }
        return .object(identifier)
    }

    /// Opens the document and waits for its first diagnostics.
    func open(_ server: StreamServer, _ text: String) {
        server.send(
            notification: "textDocument/didOpen",
            [
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string("nss"), "version": .int(1), "text": .string(text),
                ])
            ])
        #expect(server.next { $0.isPublish(version: 1) } != nil, "the first check is published")
    }

    /// A `didChange` inserting `text` at the start of `line`.
    func insert(_ server: StreamServer, _ text: String, line: Int, version: Int) -> JSONValue {
        let at = JSONValue.object(["line": .int(line), "character": .int(0)])
        return server.notification(
            "textDocument/didChange",
            [
                "textDocument": textDocument(version: version),
                "contentChanges": .array([
                    .object(["range": .object(["start": at, "end": at]), "text": .string(text)])
                ]),
            ])
    }

    func hover(_ server: StreamServer, line: Int, character: Int) -> (id: Int, message: JSONValue) {
        server.request(
            "textDocument/hover",
            [
                "textDocument": textDocument(),
                "position": .object(["line": .int(line), "character": .int(character)]),
            ])
    }

    @Test("a hover sent right after an edit of a large document is answered before its check is published")
    func hoverDuringCheck() throws {
        let server = StreamServer()
        let text = Self.largeTheme
        let lines = text.utf8.count(where: { $0 == 0x0A })
        open(server, text)
        let sent = ContinuousClock.now
        let edit = insert(server, "@brandNew: #FF0000;\n", line: lines, version: 2)
        let (id, hover) = hover(server, line: 0, character: 2)
        server.send([edit, hover])
        let answer = try #require(server.next { $0["id"]?.intValue == id })
        let published = try #require(server.next { $0.isPublish(version: 2) })
        let answered = answer.time - sent
        let checked = published.time - sent
        #expect(answer.index < published.index, "answered \(answered), published \(checked)")
        #expect(answered < .seconds(1), "the hover waited \(answered) while the check took \(checked)")
        #expect(
            answer.message["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@color0** = `#0A6ED1`") == true)
        #expect(answer.message["result"]?["range"]?.rangeText == "0:0-0:7")
    }

    @Test(
        "hovers sent during a stream of edits of a large document are each answered at once, and the last edit is published"
    )
    func hoversDuringEdits() throws {
        let server = StreamServer()
        let text = Self.largeTheme
        var lines = text.utf8.count(where: { $0 == 0x0A })
        open(server, text)
        var waits: [Duration] = []
        for version in 2...11 {
            let edit = insert(server, "@edit\(version): #FF0000;\n", line: lines, version: version)
            lines += 1
            let (id, hover) = hover(server, line: 0, character: 2)
            let sent = ContinuousClock.now
            server.send([edit, hover])
            let answer = try #require(server.next { $0["id"]?.intValue == id })
            waits.append(answer.time - sent)
            #expect(answer.message["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@color0**") == true)
            // Longer than the delay before a check: each edit starts one, which the next makes stale.
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(waits.allSatisfy { $0 < .seconds(1) }, "hovers waited \(waits)")
        #expect(server.next { $0.isPublish(version: 11) } != nil)
        let versions = server.publishes.compactMap { $0["params"]?["version"]?.intValue }
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 }, "published in order: \(versions)")
    }

    @Test(
        "requests that need the checked text wait for its check; hovers and completion only for its first stage, the parse and the variables"
    )
    func waitingRequests() throws {
        let server = StreamServer()
        let text = Self.slowTheme(size: 200_000)  // the order is fixed: the requests arrive together
        let lines = text.utf8.count(where: { $0 == 0x0A })
        open(server, text)
        let edit = insert(server, "@brandNew: #FF0000;\n", line: lines, version: 2)
        let symbols = server.request("textDocument/documentSymbol", ["textDocument": textDocument()])
        let onNew = hover(server, line: lines, character: 3)
        let elsewhere = hover(server, line: 1, character: 22)
        let completion = server.request(
            "textDocument/completion",
            ["textDocument": textDocument(), "position": .object(["line": .int(lines), "character": .int(12)])])
        server.send([edit, symbols.message, onNew.message, elsewhere.message, completion.message])
        let published = try #require(server.next { $0.isPublish(version: 2) })
        let answers = [symbols.id, onNew.id, elsewhere.id, completion.id].map { id in
            server.next { $0["id"]?.intValue == id }
        }
        let (symbolAnswer, onNewAnswer, elsewhereAnswer, completionAnswer) = (
            try #require(answers[0]), try #require(answers[1]), try #require(answers[2]), try #require(answers[3])
        )
        // The outline starts the check at once, which drops the last analysis: the hovers and
        // the completion after it wait for the check's first stage, not for its end.
        #expect(elsewhereAnswer.index < published.index, "a hover is answered before the check ends")
        #expect(
            elsewhereAnswer.message["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@color0** = ") == true)
        #expect(completionAnswer.index < published.index, "completion reads the text and the last check's names")
        #expect(completionAnswer.message["result"]?["items"]?.arrayValue?.isEmpty == false)
        #expect(symbolAnswer.index > published.index, "the outline waits for the check of the text it describes")
        #expect(
            symbolAnswer.message["result"]?.arrayValue?.contains { $0["name"]?.stringValue == "@brandNew" } == true)
        #expect(onNewAnswer.index < published.index, "a hover on the edited text waits for the first stage only")
        #expect(onNewAnswer.message["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@brandNew**") == true)
    }

    @Test("a waiting request is answered ContentModified when the text changes first, RequestCancelled when cancelled")
    func waitingRequestsEnd() throws {
        let server = StreamServer()
        open(server, Self.largeTheme)
        let first = server.request("textDocument/documentSymbol", ["textDocument": textDocument()])
        let second = server.request("textDocument/documentColor", ["textDocument": textDocument()])
        server.send([insert(server, "/* 2 */\n", line: 0, version: 2), first.message, second.message])
        server.send([
            server.notification("$/cancelRequest", ["id": .int(second.id)]),
            insert(server, "/* 3 */\n", line: 0, version: 3),
        ])
        let cancelled = try #require(server.next { $0["id"]?.intValue == second.id })
        #expect(cancelled.message["error"]?["code"]?.intValue == -32800)
        let modified = try #require(server.next { $0["id"]?.intValue == first.id })
        #expect(modified.message["error"]?["code"]?.intValue == -32801)
        #expect(server.next { $0.isPublish(version: 3) } != nil)
        #expect(
            !server.publishes.contains { $0["params"]?["version"]?.intValue == 2 }, "the check of version 2 was stale")
    }

    @Test(
        "1 000 edits of a large document, in bursts that start checks: publishes go up in version, the last is the last"
    )
    func rapidEdits() throws {
        let server = StreamServer()
        let text = Self.slowTheme(size: 300_000)
        open(server, text)
        for burst in 0..<20 {
            server.send(
                (0..<50).map { index in
                    insert(server, "/* \(burst * 50 + index) */", line: 0, version: 2 + burst * 50 + index)
                })
            Thread.sleep(forTimeInterval: 0.1)  // longer than the delay before a check: one starts, and is stale
        }
        #expect(server.next { $0.isPublish(version: 1001) } != nil)
        let versions = server.publishes.compactMap { $0["params"]?["version"]?.intValue }
        #expect(versions.last == 1001)
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 }, "published in order: \(versions)")
        let symbols = server.send(request: "textDocument/documentSymbol", ["textDocument": textDocument()])
        #expect(server.next { $0["id"]?.intValue == symbols } != nil)
        #expect(server.publishes.count == versions.count, "nothing published after the last version")
    }

    @Test("a check of a document closed (and opened again) while it runs is never published")
    func closeDuringCheck() throws {
        let server = StreamServer()
        open(server, Self.slowTheme(size: 300_000))
        let symbols = server.request("textDocument/documentSymbol", ["textDocument": textDocument()])
        server.send([
            insert(server, "/* 2 */\n", line: 0, version: 2), symbols.message,
            server.notification("textDocument/didClose", ["textDocument": textDocument()]),
            server.notification(
                "textDocument/didOpen",
                [
                    "textDocument": .object([
                        "uri": .string(uri), "languageId": .string("nss"), "version": .int(2),
                        "text": .string("@unused: red;\n"),
                    ])
                ]),
        ])
        let reopened = try #require(server.next { $0.isPublish(version: 2) })
        #expect(reopened.message["params"]?["diagnostics"]?.arrayValue?.count == 1, "the reopened text's one finding")
        let modified = try #require(server.next { $0["id"]?.intValue == symbols.id })
        #expect(modified.message["error"]?["code"]?.intValue == -32801)
        let cleared = server.publishes.filter { $0["params"]?["version"] == nil }
        #expect(cleared.count == 1 && cleared.first?["params"]?["diagnostics"]?.arrayValue?.isEmpty == true)
        let symbolsAfter = server.send(request: "textDocument/documentSymbol", ["textDocument": textDocument()])
        #expect(server.next { $0["id"]?.intValue == symbolsAfter }?.message["result"]?.arrayValue?.count == 1)
        #expect(server.publishes.filter { $0.isPublish(version: 2) }.count == 1, "the stale check was dropped")
    }

    @Test("a request waiting for a check when shutdown comes is answered first; then the server ends")
    func shutdownAnswersWaiting() throws {
        let server = StreamServer()
        let text = Self.slowTheme(size: 300_000)
        let symbols = server.request("textDocument/documentSymbol", ["textDocument": textDocument()])
        let shutdown = server.request("shutdown", [:])
        server.send([
            server.notification(
                "textDocument/didOpen",
                [
                    "textDocument": .object([
                        "uri": .string(uri), "languageId": .string("nss"), "version": .int(1),
                        "text": .string(text),
                    ])
                ]),
            symbols.message, shutdown.message, server.notification("exit", [:]),
        ])
        let shutDown = try #require(server.next { $0["id"]?.intValue == shutdown.id })
        let answer = try #require(server.next(within: 0) { $0["id"]?.intValue == symbols.id })
        #expect(answer.index < shutDown.index)
        #expect(server.finish(within: 10) == 0)
        let lines = text.utf8.count(where: { $0 == 0x0A })
        #expect(answer.message["result"]?.arrayValue?.count == lines, "a variable or a rule set a line")
    }

    @Test("shutdown and exit while a large document is checked end the server at once")
    func exitDuringCheck() {
        let server = StreamServer()
        server.send(
            notification: "textDocument/didOpen",
            [
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string("nss"), "version": .int(1),
                    "text": .string(Self.largeTheme),
                ])
            ])
        Thread.sleep(forTimeInterval: 0.3)  // the check starts after 50 ms of quiet
        let sent = ContinuousClock.now
        let (id, shutdown) = server.request("shutdown", [:])
        server.send([shutdown, server.notification("exit", [:])])
        #expect(server.finish(within: 10) == 0)
        let took = ContinuousClock.now - sent
        #expect(took < .seconds(1), "the server took \(took) to end")
        #expect(server.next(within: 1) { $0["id"]?.intValue == id } != nil)
        #expect(server.publishes.isEmpty, "the check, still running, was not published")
    }
}
