import FioriTheme
import FioriThemeCore

/// Findings accepted once, so that a project can adopt the linter and be held only to what is
/// new: `fdlc lint --write-baseline FILE` records today's findings, `--baseline FILE` reports
/// only the findings not in it.
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     { "rule": "FDL401", "file": "Themes/brand.nss", "fingerprint": "5e0c8e2f1b7a9d34:1", "message": "'@x' is defined but never used" }
///   ]
/// }
/// ```
///
/// A finding matches an entry by rule, file (relative to the baseline's folder) and
/// ``Fingerprint``, never by line, so a baseline survives edits elsewhere in the file. The
/// message is there for people reviewing the file and is not compared. Syntax errors are never
/// recorded: the runtime does not apply such a file as written.
package struct Baseline: Sendable {
    /// One accepted finding.
    package struct Entry: Hashable, Sendable {
        package let rule: String
        package let file: String
        package let fingerprint: String

        package init(rule: String, file: String, fingerprint: String) {
            self.rule = rule
            self.file = file
            self.fingerprint = fingerprint
        }
    }

    /// A baseline file that could not be read.
    package struct ReadError: Error, CustomStringConvertible {
        package let description: String
    }

    /// The accepted findings.
    package private(set) var entries: Set<Entry>
    /// The entries of each file, so that a file's lint looks at its own entries only.
    private var entriesByFile: [String: Set<Entry>] = [:]

    /// Reads a baseline file's JSON; `path` names it in errors.
    package init(json bytes: [UInt8], path: String) throws(ReadError) {
        let source = SourceFile(path: path, bytes: bytes)
        func failure(_ message: String, _ offset: Int?) -> ReadError {
            ReadError(description: "invalid baseline \(path):\(source.location(of: offset ?? 0)): \(message)")
        }
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw failure(error.message, error.offset)
        }
        guard case .object(let members) = root.value,
            let version = members.first(where: { $0.key == "version" }), case .number(1) = version.node.value
        else {
            throw failure("expected an object with \"version\": 1", root.offset)
        }
        guard let findings = members.first(where: { $0.key == "findings" }),
            case .array(let items) = findings.node.value
        else {
            throw failure("expected an array 'findings'", root.offset)
        }
        var entries: Set<Entry> = []
        for item in items {
            guard case .object(let fields) = item.value else {
                throw failure("expected an object in 'findings'", item.offset)
            }
            var strings: [String: String] = [:]
            for field in fields { if case .string(let value) = field.node.value { strings[field.key] = value } }
            guard let rule = strings["rule"], let file = strings["file"], let fingerprint = strings["fingerprint"]
            else {
                throw failure("expected the strings 'rule', 'file' and 'fingerprint'", item.offset)
            }
            entries.insert(Entry(rule: rule, file: file, fingerprint: fingerprint))
        }
        self.entries = entries
        for entry in entries { entriesByFile[entry.file, default: []].insert(entry) }
    }

    /// The baseline file recording `diagnostics` (syntax errors left out), deterministic:
    /// entries sorted by file, rule and fingerprint. `file` names a diagnostic's file as the
    /// baseline records it.
    package static func json(_ diagnostics: [Diagnostic], file: (SourceFile) -> String) -> JSONValue {
        var rows: [(Entry, String)] = []
        var seen: Set<Entry> = []
        for (entry, diagnostic) in zip(entries(diagnostics, file: file), diagnostics) {
            guard let entry, seen.insert(entry).inserted else { continue }
            rows.append((entry, diagnostic.message))
        }
        rows.sort { ($0.0.file, $0.0.rule, $0.0.fingerprint) < ($1.0.file, $1.0.rule, $1.0.fingerprint) }
        return .object([
            "version": .int(1),
            "findings": .array(
                rows.map { entry, message in
                    .object([
                        "rule": .string(entry.rule), "file": .string(entry.file),
                        "fingerprint": .string(entry.fingerprint), "message": .string(message),
                    ])
                }),
        ])
    }

    /// What a lint run makes of the baseline.
    package struct Outcome {
        /// The findings not in the baseline, in their order.
        package let new: [Diagnostic]
        /// How many findings the baseline accepted.
        package let accepted: Int
        /// How many entries for the files linted matched no finding: fixed, or changed.
        package let stale: Int
    }

    /// Splits `diagnostics`, found in the files `linted` (as the baseline names files), into
    /// new and accepted findings, and counts the entries of those files that no longer occur.
    package func apply(to diagnostics: [Diagnostic], linted: Set<String>, file: (SourceFile) -> String) -> Outcome {
        var new: [Diagnostic] = []
        var matched: Set<Entry> = []
        for (entry, diagnostic) in zip(Self.entries(diagnostics, file: file), diagnostics) {
            if let entry, entries.contains(entry) {
                matched.insert(entry)
            } else {
                new.append(diagnostic)
            }
        }
        let stale = linted.reduce(0) { count, file in
            count + (entriesByFile[file] ?? []).count { !matched.contains($0) }
        }
        return Outcome(new: new, accepted: diagnostics.count - new.count, stale: stale)
    }

    /// The entry of each diagnostic, nil for a syntax error.
    private static func entries(_ diagnostics: [Diagnostic], file: (SourceFile) -> String) -> [Entry?] {
        var names: [ObjectIdentifier: String] = [:]
        return zip(diagnostics, Fingerprint.of(diagnostics)).map { diagnostic, fingerprint in
            guard !diagnostic.code.isSyntaxError else { return nil }
            let key = ObjectIdentifier(diagnostic.file)
            let name = names[key] ?? file(diagnostic.file)
            names[key] = name
            return Entry(rule: diagnostic.code.rawValue, file: name, fingerprint: fingerprint)
        }
    }
}
