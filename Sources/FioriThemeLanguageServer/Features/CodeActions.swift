import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// The kind of the action that applies every fix-it of a document at once.
    static let fixAllKind = "source.fixAll.fdlc"

    /// `textDocument/codeAction`: for each diagnostic of the request, a preferred quick fix for
    /// its certain fix and a quick fix that is not preferred for each suggestion (both carried in
    /// its `data`), and "fix all" when the document has any certain fix.
    ///
    /// "Fix all" applies the certain fixes of the current diagnostics (``Diagnostic/fixIt``, what
    /// `--fix` applies; never a ``Diagnostic/suggestions``) in document order, leaving out any
    /// that overlaps one before it; running it again applies what is left.
    func codeActions(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let (document, analysis) = try document(params) else { return nil }
        if let range = params["range"] { _ = try document.checkedRange(json: range) }
        let only = try params["context"]?["only"].map { node throws(ResponseError) in
            try node.array().map { node throws(ResponseError) in try node.string() }
        }
        let wants = { (kind: String) in only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        var actions: [JSONValue] = []
        if wants("quickfix") {
            for diagnostic in try params["context"]?["diagnostics"]?.array() ?? [] {
                let data = diagnostic["data"]
                let offered =
                    (data?["fix"].map { [($0, true)] } ?? [])
                    + (try data?["suggestions"]?.array() ?? []).map { ($0, false) }
                for (fix, isPreferred) in offered {
                    guard let range = fix["range"], let newText = fix["newText"] else { continue }
                    let edit = try JSONValue.textEdit(
                        range: document.checkedRange(json: range), newText: newText.string())
                    actions.append(
                        .object([
                            "title": .string(try fix["title"]?.string() ?? "apply the fix"),
                            "kind": .string("quickfix"),
                            "diagnostics": .array([JSONValue(diagnostic)]),
                            "isPreferred": .bool(isPreferred),
                            "edit": .object(["changes": .object([document.uri: .array([edit])])]),
                        ]))
                }
            }
        }
        let fixes = Self.nonOverlappingFixIts(analysis.diagnostics)
        if wants(Self.fixAllKind), !fixes.isEmpty {
            let edits = fixes.map { JSONValue.textEdit(range: document.range($0.range), newText: $0.replacement) }
            actions.append(
                .object([
                    "title": .string("fix all: apply \(fixes.count) fix\(fixes.count == 1 ? "" : "es") (fdlc)"),
                    "kind": .string(Self.fixAllKind),
                    "edit": .object(["changes": .object([document.uri: .array(edits)])]),
                ]))
        }
        return .array(actions)
    }

    /// The certain fix-its of `diagnostics` in document order, without any that overlaps (or
    /// inserts at the same place as) one before it.
    static func nonOverlappingFixIts(_ diagnostics: [Diagnostic]) -> [Diagnostic.FixIt] {
        var chosen: [Diagnostic.FixIt] = []
        for fixIt in diagnostics.compactMap(\.fixIt).sorted(by: { $0.range.start < $1.range.start }) {
            if let last = chosen.last, fixIt.range.start < last.range.end || fixIt.range.start == last.range.start {
                continue
            }
            chosen.append(fixIt)
        }
        return chosen
    }
}

extension JSONValue {
    /// A `TextEdit`.
    static func textEdit(range: (start: Position, end: Position), newText: String) -> JSONValue {
        .object(["range": .object(["start": range.start.json, "end": range.end.json]), "newText": .string(newText)])
    }

    /// A node read from a message, written back as it was.
    init(_ node: JSONReader.Node) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            self = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, JSONValue($0.node)) }) { first, _ in first })
        }
    }
}
