import FioriTheme
import FioriThemeCore
import FioriThemeOutput

extension DiffReport {
    /// The version of the JSON format (`Docs/diff.schema.json`); bumped on any incompatible change.
    package static let formatVersion = 1

    /// The report as one JSON document, described by `Docs/diff.schema.json`; keys sorted,
    /// so the same input gives the same bytes.
    package func json() -> JSONValue {
        .object([
            "formatVersion": .int(Self.formatVersion),
            "changed": .bool(changed),
            "themes": .array(diffs.map(\.json)),
        ])
    }
}

extension ThemeDiff {
    var json: JSONValue {
        .object([
            "oldFiles": .array(oldFiles.map(JSONValue.string)),
            "newFiles": .array(newFiles.map(JSONValue.string)),
            "target": .string(target.rawValue),
            "changes": .array(changes.map(\.json)),
            "paletteChanges": .array(
                paletteChanges.map { change in
                    .object([
                        "name": .string(change.name), "kind": .string(Self.kind(change.before, change.after)),
                        "before": change.before?.json ?? .null, "after": change.after?.json ?? .null,
                    ])
                }),
            "regressions": .object([
                "contrast": .array(contrastRegressions.map(\.json)),
                "findings": .array(newFindings.map(DiagnosticRenderer.json)),
                "droppedStyles": .array(droppedStyles.map(\.json)),
            ]),
            "summary": .object([
                "changes": .int(changes.count), "classes": .int(changedClasses),
                "paletteChanges": .int(paletteChanges.count),
                "regressions": .int(regressionCount),
            ]),
        ])
    }

    /// `added`, `removed` or `changed`.
    static func kind(_ before: DiffValue?, _ after: DiffValue?) -> String {
        before == nil ? "added" : after == nil ? "removed" : "changed"
    }
}

extension PropertyChange {
    var json: JSONValue {
        let cause: JSONValue
        switch self.cause {
        case .variable(let name): cause = .object(["kind": .string("variable"), "name": .string(name)])
        case .palette(let style): cause = .object(["kind": .string("palette"), "name": .string(style)])
        case .declaration: cause = .object(["kind": .string("declaration"), "name": .null])
        }
        return .object([
            "classPath": .string(classPath),
            "media": media.map(JSONValue.string) ?? .null,
            "devices": devices.map { .array($0.map { .string($0.name) }) } ?? .null,
            "property": .string(property),
            "baseProperty": .string(baseProperty),
            "state": state.map(JSONValue.string) ?? .null,
            "variants": variants.map { .array($0.map { .string($0.rawValue) }) } ?? .null,
            "kind": .string(kind),
            "before": before?.json ?? .null,
            "after": after?.json ?? .null,
            "cause": cause,
        ])
    }
}

extension DiffValue {
    var json: JSONValue {
        .object(["text": .string(text), "hex": hex.map(JSONValue.string) ?? .null, "origin": origin.json])
    }
}

extension ContrastRegression {
    var json: JSONValue {
        .object([
            "classPath": .string(classPath),
            "devices": devices.map { .array($0.map { .string($0.name) }) } ?? .null,
            "state": state.map(JSONValue.string) ?? .null,
            "variants": .array(variants.map { .string($0.rawValue) }),
            "before": before.map(JSONValue.double) ?? .null,
            "after": .double(after),
            "minimum": .double(minimum),
            "text": .string(text),
            "background": .string(background),
        ])
    }
}
