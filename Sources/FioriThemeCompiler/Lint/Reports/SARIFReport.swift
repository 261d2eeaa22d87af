import FioriTheme

/// Writes findings as a SARIF 2.1.0 log, the format code-scanning services read.
///
/// One run: `tool.driver` names fdlc and describes every rule (id, name, short and full
/// description, default level, the bad/good example as help); each result has its rule,
/// level, message, location, the located notes as related locations, and a fix where the
/// finding has one. Columns count UTF-16 code units, SARIF's default, and the run says so
/// (`columnKind`). Paths become relative URI references (absolute paths `file://` URIs). The
/// output is deterministic: sorted keys, results in report order.
package enum SARIFReport {
    /// The `$schema` the log declares.
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The SARIF log of `diagnostics`, for `fdlc` at `toolVersion`.
    package static func log(_ diagnostics: [Diagnostic], toolVersion: String) -> JSONValue {
        let rules = Rule.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.code, $0.offset) })
        let driver: JSONValue = .object([
            "name": .string("fdlc"),
            "version": .string(toolVersion),
            "rules": .array(rules.map(descriptor)),
        ])
        let run: JSONValue = .object([
            "tool": .object(["driver": driver]),
            "columnKind": .string("utf16CodeUnits"),
            "results": .array(diagnostics.map { result($0, ruleIndex: ruleIndex[$0.code]!) }),
        ])
        return .object(["$schema": .string(schemaURI), "version": .string("2.1.0"), "runs": .array([run])])
    }

    private static func descriptor(_ rule: Rule) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.explanation)]),
            "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
            "help": .object(["text": .string(help(rule.example))]),
        ])
    }

    private static func help(_ example: Rule.Example) -> String {
        let times = example.repetitions > 1 ? " (\(example.repetitions) times over)" : ""
        return "bad\(times):\n" + example.bad + "\ngood:\n" + example.good
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        let unlocated = diagnostic.notes.filter { $0.range == nil || $0.file == nil }.map { "\nnote: " + $0.message }
        var object: [String: JSONValue] = [
            "ruleId": .string(diagnostic.code.rawValue),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(diagnostic.severity)),
            "message": .object(["text": .string(diagnostic.message + unlocated.joined())]),
            "locations": .array([.object(["physicalLocation": physicalLocation(diagnostic.file, diagnostic.range)])]),
        ]
        let related = diagnostic.notes.compactMap { note -> (SourceFile, SourceRange, String)? in
            guard let file = note.file, let range = note.range else { return nil }
            return (file, range, note.message)
        }
        if !related.isEmpty {
            object["relatedLocations"] = .array(related.enumerated().map { index, note in
                .object(["id": .int(index), "physicalLocation": physicalLocation(note.0, note.1),
                         "message": .object(["text": .string(note.2)])])
            })
        }
        if let fixIt = diagnostic.fixIt {
            let description = fixIt.replacement.isEmpty ? "remove '\(diagnostic.file.text(fixIt.range))'"
                : fixIt.range.length == 0 ? "insert '\(fixIt.replacement)'"
                : "replace '\(diagnostic.file.text(fixIt.range))' with '\(fixIt.replacement)'"
            object["fixes"] = .array([.object([
                "description": .object(["text": .string(description)]),
                "artifactChanges": .array([.object([
                    "artifactLocation": .object(["uri": .string(uri(diagnostic.file.path))]),
                    "replacements": .array([.object([
                        "deletedRegion": region(diagnostic.file, fixIt.range),
                        "insertedContent": .object(["text": .string(fixIt.replacement)]),
                    ])]),
                ])]),
            ])])
        }
        return .object(object)
    }

    private static func physicalLocation(_ file: SourceFile, _ range: SourceRange) -> JSONValue {
        .object(["artifactLocation": .object(["uri": .string(uri(file.path))]), "region": region(file, range)])
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

    /// A path as a URI reference: percent-encoded, an absolute path as a `file://` URI.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~/".unicodeScalars.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
