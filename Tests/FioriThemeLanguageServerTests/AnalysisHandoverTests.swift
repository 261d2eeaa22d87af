import FioriTheme
import FioriThemeCompiler
import Testing

@testable import FioriThemeLanguageServer

/// A document checked on the worker has one analysis at a time: the server drops the last
/// one when the next check starts (holding both took a 4 MB document past its memory bound),
/// and answers from the check's first stage, the parse and the variables, until its end.
/// Driven step by step: the worker's results are handed to the server by the test.
@Suite("language server: one analysis of a large document at a time", .serialized)
struct AnalysisHandoverTests {
    let uri = "file:///large.nss"
    static let text = BackgroundCheckTests.slowTheme(size: 200_000)
    static let lines = text.utf8.count(where: { $0 == 0x0A })

    /// A server with a worker, the large theme open and checked.
    func openChecked() -> (ServerHarness, CheckWorker) {
        let worker = CheckWorker {}
        let harness = ServerHarness(worker: worker)
        harness.notify(
            "textDocument/didOpen",
            [
                "textDocument": .object([
                    "uri": .string(uri), "languageId": .string("nss"), "version": .int(1), "text": .string(Self.text),
                ])
            ])
        harness.perform { $0.checkPending() }
        worker.waitUntilIdle()
        harness.perform { $0.receiveChecks() }
        return (harness, worker)
    }

    /// The server with the theme checked, then edited (version 2), and the two stages of that
    /// edit's check, run to their end but not yet handed to the server.
    func stagesOfAnEdit() -> (ServerHarness, CheckWorker, [CheckResult]) {
        let (harness, worker) = openChecked()
        insert(harness, "/* 2 */\n", line: 0, version: 2)
        harness.perform { $0.checkPending() }
        worker.waitUntilIdle()
        return (harness, worker, worker.takeFinished())
    }

    func insert(_ harness: ServerHarness, _ text: String, line: Int, version: Int) {
        let at = harness.position(line, 0)
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(version)]),
                "contentChanges": .array([
                    .object(["range": .object(["start": at, "end": at]), "text": .string(text)])
                ]),
            ])
    }

    /// Asks for a hover; its id.
    func hover(_ harness: ServerHarness, line: Int, character: Int) -> Int {
        harness.ask(
            "textDocument/hover",
            ["textDocument": .object(["uri": .string(uri)]), "position": harness.position(line, character)])
    }

    @Test(
        "the last analysis answers until the next check starts, which drops it; its first stage answers hovers, not the outline"
    )
    func oneAnalysisAtATime() throws {
        let (harness, worker) = openChecked()
        let server = harness.server!
        #expect(server.analyses[uri]?.analysis.isChecked == true)
        insert(harness, "@brandNew: #FF0000;\n", line: Self.lines, version: 2)
        #expect(server.analyses[uri]?.revision == server.revisions[uri].map { $0 - 1 }, "kept while the edit waits")
        let unchanged = hover(harness, line: 0, character: 2)
        #expect(harness.response(to: unchanged)?["result"]?["contents"] != nil, "answered through the changed region")
        harness.perform { $0.checkPending() }
        #expect(server.analyses[uri] == nil, "dropped as the check starts, before the worker builds the next")
        // Waiting: the hover for the first stage, the outline for the end.
        let onNew = hover(harness, line: Self.lines, character: 3)
        let outline = harness.ask("textDocument/documentSymbol", ["textDocument": .object(["uri": .string(uri)])])
        #expect(harness.response(to: onNew) == nil && harness.response(to: outline) == nil)
        worker.waitUntilIdle()
        let stages = worker.takeFinished()
        #expect(stages.map { $0.published == nil } == [true, false], "the first stage, then the end")
        let published = harness.sent.count(where: { $0["method"]?.stringValue == "textDocument/publishDiagnostics" })
        harness.perform { $0.receive(stages[0]) }
        #expect(server.analyses[uri]?.analysis.isChecked == false)
        #expect(
            harness.response(to: onNew)?["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@brandNew**")
                == true)
        #expect(harness.response(to: outline) == nil, "the outline waits for the end")
        #expect(
            harness.sent.count(where: { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }) == published)
        harness.perform { $0.receive(stages[1]) }
        #expect(server.analyses[uri]?.analysis.isChecked == true)
        #expect(harness.response(to: outline)?["result"]?.arrayValue?.isEmpty == false)
        let last = harness.sent.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
        #expect(last?["params"]?["version"]?.intValue == 2)
    }

    @Test("edits while a check's first stage runs start no other check of the document until that stage is back")
    func oneCheckAtATime() throws {
        let (harness, worker) = openChecked()
        let server = harness.server!
        insert(harness, "/* 2 */\n", line: 0, version: 2)
        harness.perform { $0.checkPending() }
        insert(harness, "/* 3 */\n", line: 0, version: 3)
        harness.perform { $0.checkPending() }
        #expect(server.running[uri] == nil && server.hasPendingChecks, "the check of the new text waits")
        let waiting = hover(harness, line: 2, character: 2)
        #expect(harness.response(to: waiting) == nil && server.running[uri] == nil, "a request does not start it")
        worker.waitUntilIdle()
        let stages = worker.takeFinished()
        #expect(stages.map(\.job.revision) == [2, 2] || stages.map(\.job.revision) == [2])
        harness.perform { server in stages.forEach(server.receive) }
        let answer = try #require(harness.response(to: waiting))
        #expect(answer["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@color0**") == true)
        #expect(server.analyses[uri]?.revision == 2)
        harness.perform { $0.checkPending() }
        #expect(server.running[uri]?.revision == server.revisions[uri], "the next quiet moment starts it")
        worker.waitUntilIdle()
        harness.perform { $0.receiveChecks() }
        #expect(server.analyses[uri]?.analysis.isChecked == true)
    }

    @Test("shutdown answers a request whose check was put off while an earlier check's first stage ran")
    func shutdownAnswersPutOffChecks() throws {
        let (harness, _) = openChecked()
        insert(harness, "/* 2 */\n", line: 0, version: 2)
        harness.perform { $0.checkPending() }
        insert(harness, "@brandNew: #FF0000;\n", line: 0, version: 3)
        let outline = harness.ask("textDocument/documentSymbol", ["textDocument": .object(["uri": .string(uri)])])
        #expect(harness.response(to: outline) == nil)
        let shutdown = harness.request("shutdown", nil)
        let answer = try #require(harness.response(to: outline))
        #expect(
            answer["result"]?.arrayValue?.first?["name"]?.stringValue == "@brandNew", "the outline of the last text")
        let order = harness.sent.map { $0["id"]?.intValue }
        #expect(order.firstIndex(of: outline)! < order.firstIndex(of: shutdown["id"]?.intValue)!)
    }

    @Test(
        "the first stage of a check on the worker never replaces a newer analysis: one checked inline since the document shrank"
    )
    func shrunkDocument() throws {
        let (harness, _, stages) = stagesOfAnEdit()
        let server = harness.server!
        harness.notify(
            "textDocument/didChange",
            [
                "textDocument": .object(["uri": .string(uri), "version": .int(3)]),
                "contentChanges": .array([.object(["text": .string("@small: #FF0000;\n")])]),
            ])
        harness.perform { $0.checkPending() }
        #expect(server.analyses[uri]?.revision == server.revisions[uri], "checked inline")
        harness.perform { server in stages.forEach(server.receive) }
        #expect(server.analyses[uri]?.revision == server.revisions[uri])
        #expect(server.analyses[uri]?.analysis.isChecked == true)
        #expect(server.resolving[uri] == nil, "and further checks are not held up")
    }

    @Test(
        "the first stage of a check an edit made stale answers hovers until a newer check starts, and is then dropped")
    func staleFirstStage() throws {
        let (harness, worker, stages) = stagesOfAnEdit()
        let server = harness.server!
        insert(harness, "/* 3 */\n", line: 0, version: 3)
        harness.perform { $0.receive(stages[0]) }
        #expect(server.analyses[uri]?.revision == stages[0].job.revision, "kept: nothing newer runs")
        let answer = try #require(harness.response(to: hover(harness, line: 2, character: 2)))
        #expect(answer["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**@color0**") == true)
        #expect(answer["result"]?["range"]?["start"]?["line"]?.intValue == 2, "in the current text")
        harness.perform { $0.checkPending() }
        #expect(server.analyses[uri] == nil)
        harness.perform { $0.receive(stages[1]) }
        #expect(server.analyses[uri] == nil, "not kept beside the newer check's")
        #expect(!harness.sent.contains { $0["params"]?["version"]?.intValue == 2 }, "nor published")
        worker.waitUntilIdle()
        harness.perform { $0.receiveChecks() }
        #expect(server.analyses[uri]?.analysis.isChecked == true)
        #expect(server.analyses[uri]?.revision == server.revisions[uri])
    }
}
