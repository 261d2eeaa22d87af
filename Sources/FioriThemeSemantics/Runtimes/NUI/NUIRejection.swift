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

    /// `diagnostics` (of `file`, sorted or not) with the consequence of `outcome` stated.
    static func apply(_ outcome: NUIReading.Outcome, to diagnostics: [Diagnostic], file: SourceFile) -> [Diagnostic] {
        var diagnostics = diagnostics
        switch outcome {
        case .accepted:
            break
        case .unreadable(let offset):
            let message = "invalid UTF-8 byte sequence: NUI cannot read a file that is not UTF-8, so \(consequence)"
            if let index = firstIndex(in: diagnostics, where: { $0.code == .invalidUTF8 }) {
                diagnostics[index].message = message
            } else {
                diagnostics.append(
                    Diagnostic(.invalidUTF8, message, file: file, range: SourceRange(start: offset, end: offset + 1)))
            }
        case .rejected(let failure):
            let stop =
                failure.offset < file.bytes.count
                ? SourceRange(
                    start: failure.offset,
                    end: failure.offset + SourceFile.columnWidth(at: failure.offset, in: file.bytes))
                : .point(failure.offset)
            if let index = firstIndex(in: diagnostics, where: isSyntaxError),
                diagnostics[index].range.start <= failure.offset
            {
                if !diagnostics[index].message.contains(consequence) {
                    diagnostics[index].message += "; NUI stops at this error, so \(consequence)"
                }
                if !(diagnostics[index].range.start...max(diagnostics[index].range.end, diagnostics[index].range.start))
                    .contains(failure.offset)
                {
                    diagnostics[index].notes.append(
                        Diagnostic.Note("NUI's parser stops here: \(failure.reason)", file: file, range: stop))
                }
            } else {
                diagnostics.append(
                    Diagnostic(
                        failure.inTokeniser ? .unexpectedCharacter : .unexpectedToken,
                        "NUI stops here (\(failure.reason)), so \(consequence)", file: file, range: stop))
            }
        }
        return diagnostics
    }

    /// A syntax error: one that makes NUI's tokeniser or parser stop.
    private static func isSyntaxError(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error
            && (diagnostic.code.rawValue.hasPrefix("FDL1")
                || diagnostic.code == .lineComment || diagnostic.code == .keywordPrefix)
    }

    /// The index of the first diagnostic in document order that matches.
    private static func firstIndex(in diagnostics: [Diagnostic], where matches: (Diagnostic) -> Bool) -> Int? {
        diagnostics.indices.filter { matches(diagnostics[$0]) }.min {
            diagnostics[$0].range.start < diagnostics[$1].range.start
        }
    }
}
