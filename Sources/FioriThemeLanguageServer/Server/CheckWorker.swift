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
    /// this check stale: its second stage is skipped if not started, stopped at the
    /// pipeline's next poll (``Cancellation``) if running, and dropped if finished.
    let cancellation = Cancellation()

    /// Checks the snapshot in two stages. First the file is parsed and its variables
    /// resolved, handed to `resolved` (when given) as soon as they are, so the server answers
    /// hovers from them while the rest runs: this stage always runs to its end (it is
    /// bounded: about 40 ms for the largest document checked), as the server waits for it
    /// before it starts another check of the document. Then its checks and lint: the analysis
    /// and the `publishDiagnostics` params of its findings; nil when cancelled (then it stops
    /// midway, and what it found is dropped).
    func run(resolved: ((CheckResult) -> Void)? = nil) -> CheckResult? {
        let parsed = linter.compiler.parse(document.sourceFile)
        if let resolved {
            resolved(
                CheckResult(job: self, analysis: .resolved(parsed, compiler: linter.compiler), published: nil))
        }
        // Made stale meanwhile: the checks would run their phases that do not poll first.
        guard !cancellation.isCancelled else { return nil }
        return cancellation.run {
            let analysis = EditorAnalysis(parsed, linter: linter)
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
    /// The analysis of the checked text: only resolved after the check's first stage
    /// (``EditorAnalysis/isChecked``).
    let analysis: EditorAnalysis
    /// The params of its `textDocument/publishDiagnostics`; nil after the first stage.
    let published: JSONValue?
}

/// Runs checks one at a time, in the order they were asked for, on a queue of its own, and
/// keeps their results until the server's thread takes them (``takeFinished()``), having
/// been woken by `signal`: each check's first stage (``CheckJob/run(resolved:)``), then its
/// end unless it was cancelled. The server asks for one check of a document at a time (see
/// ``LanguageServer/check(_:)``), so a burst of edits never queues a snapshot of a large
/// text for each.
final class CheckWorker: Sendable {
    private let queue = DispatchQueue(label: "fdlc.lsp.check")
    private let finished = Locked<[CheckResult]>([])
    private let signal: @Sendable () -> Void

    /// Creates a worker that calls `signal` (on its own queue) after each stage it finishes.
    init(signal: @escaping @Sendable () -> Void) {
        self.signal = signal
    }

    /// Runs `job` after the checks asked for before it.
    func submit(_ job: CheckJob) {
        queue.async { [finished, signal] in
            let deliver = { (result: CheckResult) in
                finished.withLock { $0.append(result) }
                signal()
            }
            if let result = job.run(resolved: deliver), !job.cancellation.isCancelled { deliver(result) }
        }
    }

    /// Waits until every check asked for so far has run.
    func waitUntilIdle() {
        queue.sync {}
    }

    /// The stages finished since the last call, in the order they finished.
    func takeFinished() -> [CheckResult] {
        finished.withLock { results in
            defer { results = [] }
            return results
        }
    }
}
