import FioriThemeCore
import FioriThemeSyntax
import Foundation

/// A suppression comment: `/* fdlc-disable-next-line FDL401, FDL402 -- why */`.
///
/// The comment's text, trimmed, starts with the directive; rules follow, by id or name,
/// separated by commas or spaces (none means every rule); anything after `--` is a free
/// description. Both `/* */` and `//` comments count. Syntax errors cannot be suppressed. A comment
/// that names an unknown rule or directive is reported (`FDL409`).
struct SuppressionDirective {
    /// What a directive does.
    enum Kind: String, CaseIterable {
        /// Suppresses the findings on the line after the comment.
        case disableNextLine = "fdlc-disable-next-line"
        /// Suppresses findings from the comment to the matching `fdlc-enable` or the end of the file.
        case disable = "fdlc-disable"
        /// Ends `fdlc-disable` regions.
        case enable = "fdlc-enable"
        /// Suppresses findings anywhere in the file.
        case disableFile = "fdlc-disable-file"
    }

    /// What the directive does.
    let kind: Kind
    /// The rules it names; empty for every rule.
    let codes: [DiagnosticCode]
    /// The comment.
    let range: SourceRange

    /// The directive as written, without the description: `fdlc-disable FDL401, FDL402`.
    var text: String {
        codes.isEmpty ? kind.rawValue : kind.rawValue + " " + codes.map(\.rawValue).joined(separator: ", ")
    }

    /// The directives of a file's comments, and a finding (`FDL409`) for each comment that
    /// starts with `fdlc-` but is not a valid directive.
    static func parse(_ stylesheet: Stylesheet) -> (directives: [SuppressionDirective], problems: [Diagnostic]) {
        var directives: [SuppressionDirective] = []
        var problems: [Diagnostic] = []
        for comment in stylesheet.comments where mayBeDirective(comment, in: stylesheet) {
            let body = Self.body(of: comment, in: stylesheet)
            guard body.hasPrefix("fdlc-") else { continue }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(
                String.init)
            guard let kind = Kind(rawValue: words[0]) else {
                let expected = Kind.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(
                    problem("unknown directive '\(words[0])'; expected one of: \(expected)", comment.range, stylesheet))
                continue
            }
            var codes: [DiagnosticCode] = []
            var valid = true
            let ids = words.dropFirst().joined(separator: " ").split(separator: ",").flatMap {
                $0.split(separator: " ")
            }
            for id in ids.map(String.init) {
                guard let rule = DiagnosticDescription.named(id) else {
                    problems.append(
                        problem(
                            "unknown rule '\(id)' in '\(kind.rawValue)'; run 'fdlc rules' for the list", comment.range,
                            stylesheet))
                    valid = false
                    continue
                }
                let code = rule.code
                guard !unsuppressible.contains(code) else {
                    problems.append(
                        problem(
                            "\(code.rawValue) cannot be suppressed by a comment; turn it off in the configuration",
                            comment.range, stylesheet))
                    valid = false
                    continue
                }
                guard !rule.isSyntaxError else {
                    problems.append(
                        problem(
                            "\(code.rawValue) is a syntax error, which cannot be suppressed: the runtime does not apply the file as written",
                            comment.range, stylesheet))
                    valid = false
                    continue
                }
                if !codes.contains(code) { codes.append(code) }
            }
            if valid { directives.append(SuppressionDirective(kind: kind, codes: codes, range: comment.range)) }
        }
        return (directives, problems)
    }

    /// The rules about suppression comments themselves, which no comment can suppress.
    static let unsuppressible: Set<DiagnosticCode> = [.unusedSuppression, .invalidSuppression]

    /// The comment's text without its delimiters and description, trimmed.
    /// Whether a comment's text, after its opener and leading ASCII whitespace, starts with
    /// `fdlc-` or a non-ASCII byte (which might be whitespace ``body(of:in:)`` trims): a test
    /// on bytes that spares most comments the work of building their body.
    private static func mayBeDirective(_ comment: Token, in stylesheet: Stylesheet) -> Bool {
        let bytes = stylesheet.file.bytes
        var index = comment.range.start + 2
        while index < comment.range.end, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) { index += 1 }
        guard index < comment.range.end else { return false }
        if bytes[index] >= 0x80 { return true }
        return bytes[index..<min(index + 5, comment.range.end)].elementsEqual("fdlc-".utf8)
    }

    private static func body(of comment: Token, in stylesheet: Stylesheet) -> String {
        var text = stylesheet.text(comment.range)
        if comment.kind == .lineComment {
            text.removeFirst(2)
        } else {
            text.removeFirst(2)
            if text.hasSuffix("*/") { text.removeLast(2) }
        }
        if let description = text.range(of: "--") { text = String(text[..<description.lowerBound]) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func problem(_ message: String, _ range: SourceRange, _ stylesheet: Stylesheet) -> Diagnostic {
        Diagnostic(.invalidSuppression, message, file: stylesheet.file, range: range)
    }
}
