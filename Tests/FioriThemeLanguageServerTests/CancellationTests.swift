import FioriTheme
import FioriThemeCompiler
import Foundation
import Testing

@testable import FioriThemeLanguageServer

/// A check that a newer edit makes stale stops midway: the pipeline polls its
/// ``Cancellation`` at its phase boundaries and every ``Cancellation/pollInterval`` items of
/// its long loops, and a cancelled check leaves no result. What is asserted is counted, not
/// timed: how often a check polls (so the work between two polls is bounded) and how many
/// polls a check makes once cancelled (so it stops within a few of them).
@Suite("language server: a stale check stops midway", .serialized)
struct CancellationTests {
    /// `count` definitions, each used by a rule set with a misspelt property.
    static func theme(statements count: Int) -> String {
        (0..<count / 2).map { "@color\($0): #0A6ED1;\nCustom\($0) { tint-colr: @color\($0); }\n" }.joined()
    }

    static func job(_ text: String) -> CheckJob {
        CheckJob(
            uri: "file:///c.nss", revision: 1, document: TextDocument(uri: "file:///c.nss", version: 1, text: text),
            linter: Linter())
    }

    @Test("a check not cancelled polls at least once per 256 statements and finds what a check without one finds")
    func pollsThroughTheCheck() throws {
        let statements = 20_000
        let job = Self.job(Self.theme(statements: statements))
        let result = try #require(job.run())
        // The job's first stage, the parse, always runs to its end; its checks poll, at least
        // once for each 256 style blocks.
        let polls = job.cancellation.polls
        #expect(polls.afterCancel == nil)
        #expect(polls.total >= statements / 2 / Cancellation.pollInterval, "\(polls.total) polls")
        let plain = EditorAnalysis(file: job.document.sourceFile, linter: Linter())
        #expect(result.analysis.diagnostics.map(\.message) == plain.diagnostics.map(\.message))
        #expect(
            result.analysis.diagnostics.count == Compiler.maximumDiagnosticsPerFile + 1, "and one says how many more")
    }

    @Test("a check cancelled before it starts stops at the parser's first poll and gives no result")
    func cancelledBeforeStart() throws {
        let text = Self.theme(statements: 20_000)
        let file = SourceFile(path: "c.nss", text: text)
        let cancellation = Cancellation()
        cancellation.cancel()
        let analysis = cancellation.run { Compiler().analyze(file) }
        #expect(
            analysis.stylesheet.definitions.count + analysis.stylesheet.styleBlocks.count < Cancellation.pollInterval)
        #expect(Compiler().analyze(file).stylesheet.definitions.count == 10_000, "without it, the whole file")
        let editor = cancellation.run { EditorAnalysis(file: file, linter: Linter()) }
        #expect(editor.diagnostics.isEmpty, "the lint of a cancelled check is not run")
        let job = Self.job(text)
        job.cancellation.cancel()
        #expect(job.run()?.job.revision == nil, "no result")
    }

    @Test("a check cancelled while it runs on the worker stops within a few polls and publishes nothing")
    func cancelledWhileRunning() throws {
        let text = Self.theme(statements: 40_000)
        let full = Self.job(text)
        _ = full.run()
        let job = Self.job(text)
        let worker = CheckWorker {}
        worker.submit(job)
        let deadline = ContinuousClock.now + .seconds(30)
        while job.cancellation.polls.total == 0, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.001) }
        job.cancellation.cancel()
        worker.waitUntilIdle()
        let finished = worker.takeFinished()
        #expect(finished.count == 1 && finished.allSatisfy { $0.published == nil }, "only the first stage's analysis")
        let polls = job.cancellation.polls
        let afterCancel = try #require(polls.afterCancel)
        // At most one poll in each phase left: the parse, the checks, each of the 8 lint rules, the result.
        #expect(afterCancel <= 12, "polls after the cancellation: \(afterCancel)")
        #expect(
            polls.total < full.cancellation.polls.total,
            "stopped after \(polls.total) of the \(full.cancellation.polls.total) polls of a whole check")
    }
}
