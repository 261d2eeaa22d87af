import FioriTheme
import FioriThemeCompiler
import Foundation
import Testing

@testable import FioriThemeLanguageServer

/// The worker runs checks in order and hands back two stages of each: the parse and the
/// variables, then the checks and lint. The first stage always runs, as the server waits for
/// it before it asks for the next check of the document; the second is skipped or stopped
/// when the check was cancelled.
@Suite("language server: the check worker")
struct CheckWorkerTests {
    static func job(_ uri: String, _ revision: Int, _ text: String) -> CheckJob {
        CheckJob(
            uri: uri, revision: revision, document: TextDocument(uri: uri, version: revision, text: text),
            linter: Linter())
    }

    @Test("each check hands back its first stage, then its end; one cancelled before its end only its first stage")
    func stages() {
        let worker = CheckWorker {}
        // A check that takes a while (seconds in a debug build), so the others wait.
        worker.submit(Self.job("file:///a.nss", 1, BackgroundCheckTests.slowTheme(size: 400_000)))
        let small = "@b: #fff;\nLabel { font-color: @b; }\n"
        let cancelled = Self.job("file:///b.nss", 2, small)
        worker.submit(cancelled)
        worker.submit(Self.job("file:///b.nss", 3, small))
        cancelled.cancellation.cancel()
        worker.waitUntilIdle()
        let stages = worker.takeFinished().map { "\($0.job.revision) \($0.published == nil ? "resolved" : "checked")" }
        #expect(stages == ["1 resolved", "1 checked", "2 resolved", "3 resolved", "3 checked"])
        #expect(worker.takeFinished().isEmpty, "taken once")
    }
}
