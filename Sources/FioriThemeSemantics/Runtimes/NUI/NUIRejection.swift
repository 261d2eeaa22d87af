import FioriThemeCore

/// Makes the diagnostics of a file upstream NUI cannot read or parse say so: NUI then applies
/// no style from the file, silently, which is the consequence that matters.
///
/// fdlc's parser reports every syntax error and recovers; ``NUIReading`` knows exactly where
/// NUI stops. The first syntax error at or before that point says that NUI stops there (with
/// a note where NUI's parser stops, when that is elsewhere); when fdlc has none there, one is
/// added at NUI's stop.
enum NUIRejection {
    /// The phrase every rejection message carries.
    static let consequence = "no style from this file applies"

    /// Which findings ``apply(_:to:)`` states the consequence on, the first of them in
    /// document order (``DiagnosticCollector/watch``): for a file NUI cannot read, an invalid
    /// UTF-8 sequence; for one it stops reading, a syntax error; none for one it reads.
    static func stop(for outcome: NUIReading.Outcome) -> (@Sendable (DiagnosticCode, Diagnostic.Severity) -> Bool)? {
        switch outcome {
        case .accepted: nil
        case .unreadable: { code, _ in code == .invalidUTF8 }
        case .rejected: isSyntaxError
        }
    }

    /// The findings in `findings` (watched with ``stop(for:)``) with the consequence of
    /// `outcome` stated: on the first finding where NUI stops, or in one more.
    static func apply(_ outcome: NUIReading.Outcome, to findings: inout DiagnosticCollector) {
        let file = findings.file
        switch outcome {
        case .accepted:
            break
        case .unreadable(let offset):
            let message = "invalid UTF-8 byte sequence: NUI cannot read a file that is not UTF-8, so \(consequence)"
            if let first = findings.firstWatched {
                findings.modify(at: first) { $0.message = message }
            } else {
                findings.add(
                    Diagnostic(.invalidUTF8, message, file: file, range: SourceRange(start: offset, end: offset + 1)))
            }
        case .rejected(let failure):
            let stop =
                failure.offset < file.bytes.count
                ? SourceRange(
                    start: failure.offset,
                    end: failure.offset + SourceFile.columnWidth(at: failure.offset, in: file.bytes))
                : .point(failure.offset)
            if let first = findings.firstWatched, first.start <= failure.offset {
                findings.modify(at: first) { diagnostic in
                    if !diagnostic.message.contains(consequence) {
                        diagnostic.message += "; NUI stops at this error, so \(consequence)"
                    }
                    if !(diagnostic.range.start...max(diagnostic.range.end, diagnostic.range.start))
                        .contains(failure.offset)
                    {
                        diagnostic.notes.append(
                            Diagnostic.Note("NUI's parser stops here: \(failure.reason)", file: file, range: stop))
                    }
                }
            } else {
                findings.add(
                    Diagnostic(
                        failure.inTokeniser ? .unexpectedCharacter : .unexpectedToken,
                        "NUI stops here (\(failure.reason)), so \(consequence)", file: file, range: stop))
            }
        }
    }

    /// A syntax error: one that makes NUI's tokeniser or parser stop.
    private static func isSyntaxError(_ code: DiagnosticCode, _ severity: Diagnostic.Severity) -> Bool {
        severity == .error && (code.rawValue.hasPrefix("FDL1") || code == .lineComment || code == .keywordPrefix)
    }
}
