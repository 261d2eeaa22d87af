import FioriTheme

extension StyleTable {
    /// The table as a JSON document (`fdlc compile`'s output), with sorted keys so the same
    /// input always gives the same bytes. The format is described in README ("Compiled JSON").
    package func json() -> JSONValue {
        .object([
            "formatVersion": .int(StyleTable.formatVersion),
            "classes": .object(
                classes.mapValues { style in
                    var object: [String: JSONValue] = ["properties": .object(style.properties.mapValues(\.json))]
                    if !style.mediaProperties.isEmpty {
                        object["media"] = .object(style.mediaProperties.mapValues { .object($0.mapValues(\.json)) })
                    }
                    return .object(object)
                }),
            "paletteOverrides": .object(
                paletteOverrides.mapValues { override in
                    .object([
                        "style": .string(override.style),
                        "variant": override.variant.map { .string($0.rawValue) } ?? .null,
                        "value": override.color.map { StyleValue.color($0).json } ?? .null,
                        "origin": override.origin.json,
                    ])
                }),
        ])
    }
}

extension ResolvedProperty {
    package var json: JSONValue {
        .object([
            "property": .string(baseProperty),
            "state": state.map(JSONValue.string) ?? .null,
            "value": value.json,
            "origin": origin.json,
        ])
    }
}

extension Provenance {
    package var json: JSONValue {
        .object([
            "file": .string(file), "line": .int(line), "column": .int(column), "via": .array(via.map(JSONValue.string)),
        ])
    }
}

extension StyleValue {
    /// `{"type": …, …}`: the type name and the typed payload.
    package var json: JSONValue {
        switch self {
        case .color(let color):
            switch color {
            case .rgba(let rgba):
                return .object(["type": .string("color"), "hex": .string(rgba.hex)])
            case .named(let name, let rgba):
                return .object([
                    "type": .string("color"), "name": .string(name), "hex": rgba.map { .string($0.hex) } ?? .null,
                    "toolkit": .string("uikit"),
                ])
            case .swiftUI(let name, let rgba):
                return .object([
                    "type": .string("color"), "name": .string(name), "hex": rgba.map { .string($0.hex) } ?? .null,
                    "toolkit": .string("swiftui"),
                ])
            case .palette(let style, .variant(let variant)):
                return .object([
                    "type": .string("color"), "paletteStyle": .string(style), "variant": .string(variant.rawValue),
                ])
            case .palette(let style, let scheme):
                return .object([
                    "type": .string("color"), "paletteStyle": .string(style),
                    "scheme": .string(scheme.backgroundSchemeName!),
                ])
            }
        case .fontTextStyle(let name): return .object(["type": .string("fontTextStyle"), "value": .string(name)])
        case .textAlignment(let name): return .object(["type": .string("textAlignment"), "value": .string(name)])
        case .number(let value): return .object(["type": .string("number"), "value": .double(value)])
        case .integer(let value): return .object(["type": .string("integer"), "value": .int(value)])
        case .boolean(let value): return .object(["type": .string("boolean"), "value": .bool(value)])
        case .box(let top, let right, let bottom, let left):
            return .object([
                "type": .string("box"), "top": .double(top), "right": .double(right),
                "bottom": .double(bottom), "left": .double(left),
            ])
        case .offset(let x, let y): return .object(["type": .string("offset"), "x": .double(x), "y": .double(y)])
        case .fontName(let name): return .object(["type": .string("fontName"), "value": .string(name)])
        case .image(let name): return .object(["type": .string("image"), "value": .string(name)])
        case .keyword(let name): return .object(["type": .string("keyword"), "value": .string(name)])
        case .classList(let names):
            return .object(["type": .string("classList"), "value": .array(names.map(JSONValue.string))])
        }
    }
}
