import FioriTheme
import FioriThemeCompiler
import Testing

@testable import FioriThemeLanguageServer

/// The worker's checks not yet started wait in a list the server can prune: a check made
/// stale while another runs is dropped at once, with its snapshot of the text, instead of
/// waiting in the queue for its turn (a burst of edits of a large document would otherwise
/// hold a copy of the text for each edit).
@Suite("language server: the check worker")
struct CheckWorkerTests {
    static func job(_ uri: String, _ revision: Int, _ text: String) -> CheckJob {
        CheckJob(
            uri: uri, revision: revision, document: TextDocument(uri: uri, version: revision, text: text),
            linter: Linter())
    }

    @Test("checks cancelled before they start are dropped at once; the last one runs, in order")
    func staleChecksAreDropped() {
        let worker = CheckWorker {}
        // A check that takes a while (seconds in a debug build), so the others wait.
        let slow = Self.job("file:///a.nss", 1, BackgroundCheckTests.slowTheme(size: 400_000))
        worker.submit(slow)
        var previous: CheckJob?
        for revision in 2...6 {
            previous?.cancellation.cancel()
            worker.discardCancelled()
            let job = Self.job(
                "file:///b.nss", revision, "@b\(revision): #fff;\nLabel { font-color: @b\(revision); }\n")
            worker.submit(job)
            previous = job
            #expect(worker.waitingCount <= 2, "the slow check (if not started yet) and the last edit's")
        }
        worker.waitUntilIdle()
        #expect(worker.waitingCount == 0)
        #expect(worker.takeFinished().map(\.job.revision) == [1, 6])
    }
}
