import Dispatch
import FioriTheme
import FioriThemeCompiler

/// One check of a document: a snapshot of its text (immutable, so the server's thread goes
/// on editing the document meanwhile) and the linter its configuration set up when the
/// check was asked for.
struct CheckJob: Sendable {
    /// The document's URI.
    let uri: String
    /// The server's revision of the text (``LanguageServer/revisions``): what the result is
    /// matched against when it comes back.
    let revision: Int
    /// The text checked.
    let document: TextDocument
    /// The linter of the document's configuration.
    let linter: Linter
    /// Set by the server's thread when a newer text of the document, or its close, makes
    /// this check stale: a check not yet started is skipped, a running one stops at the
    /// pipeline's next poll (``Cancellation``), a finished one is dropped.
    let cancellation = Cancellation()

    /// Checks the snapshot: its analysis, and the `publishDiagnostics` params of its findings;
    /// nil when the check was cancelled (then it stops midway, and what it found is dropped).
    func run() -> CheckResult? {
        cancellation.run {
            let analysis = EditorAnalysis(file: document.sourceFile, linter: linter)
            guard !cancellation.isCancelled else { return nil }
            let diagnostics = analysis.diagnostics.map { LanguageServer.json($0, in: document) }
            return CheckResult(
                job: self, analysis: analysis,
                published: .object([
                    "uri": .string(uri), "version": .int(document.version), "diagnostics": .array(diagnostics),
                ]))
        }
    }
}

/// What a check found, handed back to the server's thread, which publishes it only when the
/// document's text is still the one checked (``LanguageServer/receive(_:)``).
struct CheckResult: Sendable {
    /// The check.
    let job: CheckJob
    /// The analysis of the checked text.
    let analysis: EditorAnalysis
    /// The params of its `textDocument/publishDiagnostics`.
    let published: JSONValue
}

/// Runs checks one at a time, in the order they were asked for, on a queue of its own, and
/// keeps their results until the server's thread takes them (``takeFinished()``), having
/// been woken by `signal`. The checks not yet started wait in a list of their own, not in the
/// queue's blocks, so one made stale is dropped, with its snapshot of a large text, as soon as
/// the server says so (``discardCancelled()``), not when its turn comes.
final class CheckWorker: Sendable {
    private let queue = DispatchQueue(label: "fdlc.lsp.check")
    private let pending = Locked<[CheckJob]>([])
    private let finished = Locked<[CheckResult]>([])
    private let signal: @Sendable () -> Void

    /// Creates a worker that calls `signal` (on its own queue) after each check it finishes.
    init(signal: @escaping @Sendable () -> Void) {
        self.signal = signal
    }

    /// Runs `job` after the checks asked for before it, unless it is cancelled by then; a
    /// cancelled job stops midway and leaves no result.
    func submit(_ job: CheckJob) {
        pending.withLock { $0.append(job) }
        // One block for each job: a block finds the first job still waiting, or none when
        // cancelled ones were dropped.
        queue.async { [pending, finished, signal] in
            guard let job = pending.withLock({ $0.isEmpty ? nil : $0.removeFirst() }),
                !job.cancellation.isCancelled, let result = job.run(), !job.cancellation.isCancelled
            else { return }
            finished.withLock { $0.append(result) }
            signal()
        }
    }

    /// Drops the checks not yet started that were cancelled, and their snapshots.
    func discardCancelled() {
        pending.withLock { $0.removeAll { $0.cancellation.isCancelled } }
    }

    /// How many checks wait to start.
    var waitingCount: Int { pending.withLock { $0.count } }

    /// Waits until every check asked for so far has run (or been skipped).
    func waitUntilIdle() {
        queue.sync {}
    }

    /// The checks finished since the last call, in the order they finished.
    func takeFinished() -> [CheckResult] {
        finished.withLock { results in
            defer { results = [] }
            return results
        }
    }
}
