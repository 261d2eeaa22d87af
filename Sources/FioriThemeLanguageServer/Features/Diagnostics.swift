import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/didOpen`: stores the document; its check is scheduled (``scheduleCheck(_:)``).
    func didOpen(_ params: JSONReader.Node) throws(ResponseError) {
        let item = try params.required("textDocument")
        let uri = try item.required("uri").string()
        documents.open(
            TextDocument(
                uri: uri, version: try item.required("version").integer(), text: try item.required("text").string()))
        newRevision(uri)
        scheduleCheck(uri)
    }

    /// `textDocument/didChange`: applies the changes (whole text or ranges) at once; the
    /// re-check is scheduled, so a burst of changes is checked and published once.
    func didChange(_ params: JSONReader.Node) throws(ResponseError) {
        let identifier = try params.required("textDocument")
        let uri = try identifier.required("uri").string()
        let version = try identifier.required("version").integer()
        var changes: [TextDocument.Change] = []
        for change in try params.required("contentChanges").array() {
            let range = try change["range"].map { node throws(ResponseError) in try TextDocument.range(json: node) }
            changes.append(TextDocument.Change(range: range, text: try change.required("text").string()))
        }
        guard documents.change(uri, changes, version: version) else {
            throw .invalidParams("the document '\(uri)' is not open")
        }
        newRevision(uri)
        scheduleCheck(uri)
    }

    /// `textDocument/didClose`: forgets the document and clears its diagnostics.
    func didClose(_ params: JSONReader.Node) throws(ResponseError) {
        let uri = try params.required("textDocument").required("uri").string()
        documents.close(uri)
        newRevision(uri)
        revisions[uri] = nil
        analyses[uri] = nil
        resolving[uri] = nil
        staleDocuments.removeAll { $0 == uri }
        writer.notify("textDocument/publishDiagnostics", .object(["uri": .string(uri), "diagnostics": .array([])]))
    }

    /// Gives the document's text a new revision: the check of its earlier text, if one runs,
    /// is cancelled, and the requests that waited for it are answered with `ContentModified`.
    private func newRevision(_ uri: String) {
        lastRevision += 1
        revisions[uri] = lastRevision
        running.removeValue(forKey: uri)?.cancellation.cancel()
        let stale = waiting.filter { $0.uri == uri }
        waiting.removeAll { $0.uri == uri }
        for request in stale { writer.respond(to: request.id, error: .contentModified) }
    }

    /// Marks an open document as changed: it is checked when the input is idle
    /// (``checkPending()``) or when a request needs its analysis, whichever comes first.
    func scheduleCheck(_ uri: String) {
        if !staleDocuments.contains(uri) { staleDocuments.append(uri) }
    }

    /// Whether a changed document waits for its check to start.
    package var hasPendingChecks: Bool { !staleDocuments.isEmpty }

    /// Checks every changed document and publishes its diagnostics: what the server does when
    /// the client has been quiet for a moment (see ``run(version:formatter:input:output:checkDelay:)``).
    /// With a worker, the checks start here and are published when they come back.
    package func checkPending() {
        let uris = staleDocuments
        staleDocuments = []
        for uri in uris { check(uri) }
    }

    /// Starts the check of a document's current text unless it runs already (a request needs it).
    func checkNow(_ uri: String) {
        if running[uri] == nil, analyses[uri]?.revision != revisions[uri] { check(uri) }
    }

    /// Checks an open document with the linter its configuration sets up, on the worker (or
    /// inline, without one or for a document of at most ``inlineCheckLength``), and publishes
    /// the findings (``receive(_:)``). A document longer than
    /// ``maximumCheckedLength`` is not checked: it gets one diagnostic that says so at once,
    /// and requests about it fail with a message that says so.
    func check(_ uri: String) {
        staleDocuments.removeAll { $0 == uri }
        guard let document = documents[uri], let revision = revisions[uri] else { return }
        guard document.bytes.count <= Self.maximumCheckedLength else {
            analyses[uri] = nil
            writer.notify(
                "textDocument/publishDiagnostics",
                .object([
                    "uri": .string(uri),
                    "version": .int(document.version),
                    "diagnostics": .array([
                        .object([
                            "range": .object([
                                "start": Position(line: 0, character: 0).json,
                                "end": Position(line: 0, character: 0).json,
                            ]),
                            "severity": .int(2),
                            "source": .string("fdlc"),
                            "message": .string(Self.tooLargeMessage(document)),
                        ])
                    ]),
                ]))
            answerWaiting(uri)
            return
        }
        let setting = configuration.setting(for: DocumentURI.path(of: uri))
        if let problem = setting.problem {
            writer.notify("window/showMessage", .object(["type": .int(1), "message": .string("fdlc: \(problem)")]))
        }
        let job = CheckJob(uri: uri, revision: revision, document: document, linter: setting.linter)
        guard let worker, document.bytes.count > Self.inlineCheckLength else {
            if let result = job.run() { receive(result) }  // not cancellable: always a result
            return
        }
        // One check of a document at a time on the worker, until its first stage is back: the
        // next one starts when the input is next quiet.
        if let pending = resolving[uri] {
            if pending != revision { scheduleCheck(uri) }
            return
        }
        running[uri]?.cancellation.cancel()
        running[uri] = job
        resolving[uri] = revision
        // The last analysis is dropped before the worker builds the next: holding both is what
        // took a large document's server past its memory bound. Requests wait for the check's
        // first stage, the parse and the variables, to answer from.
        analyses[uri] = nil
        worker.submit(job)
    }

    /// Takes the checks the worker finished and publishes those still current (``receive(_:)``).
    package func receiveChecks() {
        for result in worker?.takeFinished() ?? [] { receive(result) }
    }

    /// Takes a stage of a check. Its first stage's analysis is what requests are answered
    /// from until the check ends, even when the text was edited since (read through the
    /// region changed, ``lastAnalysis(_:)``). Its end replaces it, and is published when the
    /// document still has the text that was checked. Either answers the requests that waited.
    func receive(_ result: CheckResult) {
        let uri = result.job.uri
        guard let revision = revisions[uri] else { return }
        let checked = CheckedText(
            revision: result.job.revision, document: result.job.document, analysis: result.analysis)
        if let published = result.published {
            let current = result.job.revision == revision
            guard current || analyses[uri]?.revision == result.job.revision else { return }
            analyses[uri] = checked
            if current {
                running[uri] = nil
                writer.notify("textDocument/publishDiagnostics", published)
            }
        } else {
            guard resolving[uri] == result.job.revision else { return }
            resolving[uri] = nil
            // Not over a newer analysis: one checked inline since (the document shrank).
            guard analyses[uri].map({ $0.revision < result.job.revision }) ?? true else { return }
            analyses[uri] = checked
        }
        answerWaiting(uri)
    }

    /// Waits for the checks that requests wait for, and answers those requests: what
    /// `shutdown` does, so that every request sent before it is answered before it.
    func answerWaitingNow() {
        guard let worker else { return }
        while !waiting.isEmpty {
            worker.waitUntilIdle()
            receiveChecks()
            // A check put off while the first stage of an earlier one ran starts now.
            let uris = Set(waiting.map(\.uri))
            for uri in uris { checkNow(uri) }
            guard uris.contains(where: { running[$0] != nil }) else { return }
        }
    }

    /// Answers the requests that waited for the check of the document's current text.
    private func answerWaiting(_ uri: String) {
        let ready = waiting.filter { $0.uri == uri }
        waiting.removeAll { $0.uri == uri }
        for request in ready { answer(request.id, request.method, request.params) }
    }

    /// A document up to this long (in UTF-8 bytes) is checked inline even with a worker: its
    /// check takes a few milliseconds at most (a 10 KB theme, under one), less than a hand-off
    /// to the worker and back costs, and holds up no request for longer than that.
    static let inlineCheckLength = 64 * 1024

    /// A document longer than this (in UTF-8 bytes) is not checked: well above any real
    /// theme (the largest known is under 100 KB), and checked in about a second.
    package static let maximumCheckedLength = 4 * 1024 * 1024

    /// Why a document is not checked.
    static func tooLargeMessage(_ document: TextDocument) -> String {
        let megabytes = (Double(document.bytes.count) / 1024 / 1024 * 10).rounded() / 10
        return
            "the document is \(megabytes) MB, more than the \(maximumCheckedLength / 1024 / 1024) MB fdlc lsp checks; "
            + "run 'fdlc check' on it"
    }

    /// A diagnostic as LSP writes it: notes that point somewhere as related information,
    /// the others appended to the message; the fix-it, if any, in `data` for code actions.
    static func json(_ diagnostic: Diagnostic, in document: TextDocument) -> JSONValue {
        var message = diagnostic.message
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let range = note.range, note.file === diagnostic.file || note.file?.path == diagnostic.file.path {
                related.append(.object(["location": document.location(range), "message": .string(note.message)]))
            } else {
                message += "\nnote: " + note.message
            }
        }
        var object: [String: JSONValue] = [
            "range": document.json(diagnostic.range),
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.code.rawValue),
            "source": .string("fdlc"),
            "message": .string(message),
        ]
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        if let tag = tag(diagnostic.code) { object["tags"] = .array([.int(tag)]) }
        // What the code actions offer: the certain fix (`fix`) and the suggestions.
        let edit = { (fixIt: Diagnostic.FixIt) -> JSONValue in
            .object([
                "title": .string(fixTitle(fixIt, in: diagnostic.file)),
                "range": document.json(fixIt.range),
                "newText": .string(fixIt.replacement),
            ])
        }
        var data: [String: JSONValue] = [:]
        if let fixIt = diagnostic.fixIt { data["fix"] = edit(fixIt) }
        if !diagnostic.suggestions.isEmpty { data["suggestions"] = .array(diagnostic.suggestions.map(edit)) }
        if !data.isEmpty { object["data"] = .object(data) }
        return .object(object)
    }

    /// LSP's severities: 1 error, 2 warning, 3 information.
    private static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// LSP's tags: 1 unnecessary code (shown faded), 2 deprecated (struck through).
    private static func tag(_ code: DiagnosticCode) -> Int? {
        switch code {
        case .unusedVariable, .unusedSuppression: 1
        case .deprecatedPaletteName: 2
        default: nil
        }
    }

    /// How a code action names a fix-it: `insert ';'`, `remove '…'`, `replace with '…'`.
    static func fixTitle(_ fixIt: Diagnostic.FixIt, in file: SourceFile) -> String {
        let shown = { (text: String) in text.shortened(to: 40) }
        if fixIt.range.length == 0 { return "insert '\(shown(fixIt.replacement))'" }
        if fixIt.replacement.isEmpty {
            return "remove '\(shown(file.text(fixIt.range)))'"
        }
        return "replace with '\(shown(fixIt.replacement))'"
    }
}
