import FioriTheme
import FioriThemeCore

/// Writes findings as a SARIF 2.1.0 log, the format code-scanning services read, following
/// GitHub code scanning's rules for uploads.
///
/// One run. `tool.driver` names fdlc (`version`, `semanticVersion`, `informationUri`) and
/// describes every rule: id, name, short and full description, default level, `helpUri`, and
/// `help` as text and Markdown. Each result has its rule, level, message, location, the
/// located notes as related locations, a fix where the finding has one, and
/// `partialFingerprints` (`fdlcFingerprint/v1`, see ``Fingerprint``) so an alert follows its
/// code when lines move. Files inside the repository are URIs relative to `SRCROOT`, which
/// `originalUriBaseIds` sets to the root; others are absolute `file://` URIs. `invocations`
/// says whether the run was complete, with a notification for each file that could not be
/// read. Columns count UTF-16 code units, SARIF's default, and the run says so
/// (`columnKind`). The output is deterministic: sorted keys, results in report order.
///
/// GitHub rejects a run with more than 25 000 results or a result with more than 1 000
/// locations; past those, results (the least severe first) and related locations are left out
/// and a notification says how many.
package enum SARIFReport {
    /// The `$schema` the log declares.
    package static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The most results GitHub accepts in one run.
    package static let maximumResults = 25_000
    /// The most related locations written per result (GitHub accepts 1 000 locations).
    package static let maximumRelatedLocations = 999
    /// The name of the base URI that stands for the repository root.
    package static let rootBaseID = "SRCROOT"

    /// A problem of the run itself rather than a finding, such as a file that could not be read.
    package struct Notification {
        /// The file concerned, as given on the command line, if any.
        package let path: String?
        /// A lowercase sentence.
        package let message: String

        package init(path: String?, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// The SARIF log of `diagnostics` for `fdlc` at `toolVersion`; `failures` are the inputs
    /// that could not be read (the run is then not successful).
    package static func log(
        _ diagnostics: [Diagnostic], toolVersion: String, paths: ReportPaths,
        failures: [Notification] = []
    ) -> JSONValue {
        let rules = DiagnosticDescription.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.code, $0.offset) })
        let fingerprints = Fingerprint.of(diagnostics)
        var kept = Array(diagnostics.indices)
        var notifications = failures.map { notification($0, level: "error", paths: paths) }
        if kept.count > maximumResults {
            kept = kept.enumerated().sorted { lhs, rhs in
                let (l, r) = (diagnostics[lhs.element].severity, diagnostics[rhs.element].severity)
                return l != r ? l > r : lhs.offset < rhs.offset
            }.prefix(maximumResults).map(\.element).sorted()
            let left = diagnostics.count - maximumResults
            notifications.append(
                notification(
                    Notification(
                        path: nil,
                        message:
                            "\(left) findings are left out: github code scanning accepts at most \(maximumResults) results per run"
                    ), level: "warning", paths: paths))
        }
        let driver: JSONValue = .object([
            "name": .string("fdlc"),
            "version": .string(toolVersion),
            "semanticVersion": .string(toolVersion),
            "informationUri": .string(DiagnosticDescription.homepage),
            "rules": .array(rules.map(descriptor)),
        ])
        var invocation: [String: JSONValue] = ["executionSuccessful": .bool(failures.isEmpty)]
        if !notifications.isEmpty { invocation["toolExecutionNotifications"] = .array(notifications) }
        let run: JSONValue = .object([
            "tool": .object(["driver": driver]),
            "originalUriBaseIds": .object([rootBaseID: .object(["uri": .string(uri(paths.root, folder: true))])]),
            "invocations": .array([.object(invocation)]),
            "columnKind": .string("utf16CodeUnits"),
            "results": .array(
                kept.map { index in
                    result(
                        diagnostics[index], ruleIndex: ruleIndex[diagnostics[index].code]!,
                        fingerprint: fingerprints[index], paths: paths)
                }),
        ])
        return .object(["$schema": .string(schemaURI), "version": .string("2.1.0"), "runs": .array([run])])
    }

    private static func descriptor(_ rule: DiagnosticDescription) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.explanation)]),
            "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
            "helpUri": .string(rule.helpURI),
            "help": .object(["text": .string(help(rule.example)), "markdown": .string(rule.markdown)]),
            "properties": .object(["tags": .array([.string(category(rule))])]),
        ])
    }

    private static func help(_ example: DiagnosticDescription.Example) -> String {
        let times = example.repetitions > 1 ? " (\(example.repetitions) times over)" : ""
        return "bad\(times):\n" + example.bad + "\ngood:\n" + example.good
    }

    /// The family of a rule, by its code range: a tag GitHub lets alerts be filtered by.
    private static func category(_ rule: DiagnosticDescription) -> String {
        switch rule.id.dropFirst(3).first {
        case "1": "syntax"
        case "2": "names"
        case "3": "values"
        case "4": "lint"
        case "5": "portability"
        default: "limits"
        }
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String, paths: ReportPaths)
        -> JSONValue
    {
        let unlocated = diagnostic.notes.filter { $0.range == nil || $0.file == nil }.map { "\nnote: " + $0.message }
        var object: [String: JSONValue] = [
            "ruleId": .string(diagnostic.code.rawValue),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(diagnostic.severity)),
            "message": .object(["text": .string(diagnostic.message + unlocated.joined())]),
            "locations": .array([
                .object(["physicalLocation": physicalLocation(diagnostic.file, diagnostic.range, paths)])
            ]),
            "partialFingerprints": .object(["fdlcFingerprint/v1": .string(fingerprint)]),
        ]
        let related = diagnostic.notes.compactMap { note -> (SourceFile, SourceRange, String)? in
            guard let file = note.file, let range = note.range else { return nil }
            return (file, range, note.message)
        }
        if !related.isEmpty {
            object["relatedLocations"] = .array(
                related.prefix(maximumRelatedLocations).enumerated().map { index, note in
                    .object([
                        "id": .int(index), "physicalLocation": physicalLocation(note.0, note.1, paths),
                        "message": .object(["text": .string(note.2)]),
                    ])
                })
            if related.count > maximumRelatedLocations {
                let left = related.count - maximumRelatedLocations
                object["message"] = .object([
                    "text": .string(
                        diagnostic.message + unlocated.joined()
                            + "\nnote: \(left) more related locations are left out")
                ])
            }
        }
        // `fixes` holds only the certain fix, which `--fix` applies; the suggestions, in the
        // same form, go to the result's property bag.
        if let fixIt = diagnostic.fixIt { object["fixes"] = .array([fix(fixIt, of: diagnostic, paths)]) }
        if !diagnostic.suggestions.isEmpty {
            object["properties"] = .object([
                "suggestions": .array(diagnostic.suggestions.map { fix($0, of: diagnostic, paths) })
            ])
        }
        return .object(object)
    }

    /// A SARIF `fix` object: the edit, described and as a replacement.
    private static func fix(_ fixIt: Diagnostic.FixIt, of diagnostic: Diagnostic, _ paths: ReportPaths) -> JSONValue {
        let description =
            fixIt.replacement.isEmpty
            ? "remove '\(diagnostic.file.text(fixIt.range))'"
            : fixIt.range.length == 0
                ? "insert '\(fixIt.replacement)'"
                : "replace '\(diagnostic.file.text(fixIt.range))' with '\(fixIt.replacement)'"
        return .object([
            "description": .object(["text": .string(description)]),
            "artifactChanges": .array([
                .object([
                    "artifactLocation": artifactLocation(diagnostic.file.path, paths),
                    "replacements": .array([
                        .object([
                            "deletedRegion": region(diagnostic.file, fixIt.range),
                            "insertedContent": .object(["text": .string(fixIt.replacement)]),
                        ])
                    ]),
                ])
            ]),
        ])
    }

    private static func notification(_ notification: Notification, level: String, paths: ReportPaths) -> JSONValue {
        var object: [String: JSONValue] = [
            "level": .string(level), "message": .object(["text": .string(notification.message)]),
        ]
        if let path = notification.path {
            object["locations"] = .array([
                .object(["physicalLocation": .object(["artifactLocation": artifactLocation(path, paths)])])
            ])
        }
        return .object(object)
    }

    private static func physicalLocation(_ file: SourceFile, _ range: SourceRange, _ paths: ReportPaths) -> JSONValue {
        .object(["artifactLocation": artifactLocation(file.path, paths), "region": region(file, range)])
    }

    /// A file relative to `SRCROOT` when it is in the repository, else an absolute URI
    /// (standard input without a name: its name as a relative reference).
    private static func artifactLocation(_ path: String, _ paths: ReportPaths) -> JSONValue {
        if let relative = paths.relative(path) {
            return .object(["uri": .string(uri(relative)), "uriBaseId": .string(rootBaseID)])
        }
        if path == "<stdin>" { return .object(["uri": .string(uri(path))]) }
        return .object(["uri": .string(uri(FilePath.absolute(path, from: paths.currentDirectory)))])
    }

    private static func region(_ file: SourceFile, _ range: SourceRange) -> JSONValue {
        .object([
            "startLine": .int(file.location(of: range.start).line),
            "startColumn": .int(file.utf16Column(of: range.start)),
            "endLine": .int(file.location(of: range.end).line),
            "endColumn": .int(file.utf16Column(of: range.end)),
        ])
    }

    /// `error`, `warning` or `note`: SARIF's levels have the same names.
    static func level(_ severity: Diagnostic.Severity) -> String { severity.rawValue }

    /// A path as a URI reference: percent-encoded, an absolute path as a `file://` URI, ending
    /// with `/` when it names a `folder` (as SARIF requires of a base URI).
    static func uri(_ path: String, folder: Bool = false) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar)
            {
                encoded.unicodeScalars.append(scalar)
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        if folder, !encoded.hasSuffix("/") { encoded += "/" }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
