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

extension StyleTable {
    /// ``json()`` as `fdlc compile` writes it (``JSONValue/serialized(pretty:)``), the same
    /// bytes written straight into one buffer: the tree of a large table, its sorting and its
    /// release cost more than the table itself.
    package func jsonText() -> String {
        // About 400 bytes a property: room for the whole document, so the buffer is not
        // copied as it grows (each copy touches fresh pages).
        let properties = classes.values.reduce(paletteOverrides.count) { count, style in
            style.mediaProperties.values.reduce(count + style.properties.count) { $0 + $1.count }
        }
        var writer = JSONStreamWriter(capacity: 4096 + 512 * properties)
        writer.beginObject()
        writer.fixedKey("classes")
        writer.beginObject()
        for (path, style) in classes.sorted(by: { $0.key < $1.key }) {
            writer.key(path)
            writer.beginObject()
            if !style.mediaProperties.isEmpty {
                writer.fixedKey("media")
                writer.beginObject()
                for (query, properties) in style.mediaProperties.sorted(by: { $0.key < $1.key }) {
                    writer.key(query)
                    Self.write(properties, to: &writer)
                }
                writer.endObject()
            }
            writer.fixedKey("properties")
            Self.write(style.properties, to: &writer)
            writer.endObject()
        }
        writer.endObject()
        writer.fixedKey("formatVersion")
        writer.int(StyleTable.formatVersion)
        writer.fixedKey("paletteOverrides")
        writer.beginObject()
        for (name, override) in paletteOverrides.sorted(by: { $0.key < $1.key }) {
            writer.key(name)
            writer.beginObject()
            writer.fixedKey("origin")
            override.origin.write(to: &writer)
            writer.fixedKey("style")
            writer.string(override.style)
            writer.fixedKey("value")
            if let color = override.color { StyleValue.color(color).write(to: &writer) } else { writer.null() }
            writer.fixedKey("variant")
            if let variant = override.variant { writer.string(variant.rawValue) } else { writer.null() }
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        return writer.finish()
    }

    /// Properties by name, each as ``ResolvedProperty/json``.
    private static func write(_ properties: [String: ResolvedProperty], to writer: inout JSONStreamWriter) {
        writer.beginObject()
        for (name, property) in properties.sorted(by: { $0.key < $1.key }) {
            writer.key(name)
            writer.beginObject()
            writer.fixedKey("origin")
            property.origin.write(to: &writer)
            writer.fixedKey("property")
            writer.string(property.baseProperty)
            writer.fixedKey("state")
            if let state = property.state { writer.string(state) } else { writer.null() }
            writer.fixedKey("value")
            property.value.write(to: &writer)
            writer.endObject()
        }
        writer.endObject()
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

extension Provenance {
    /// ``json`` into `writer`.
    fileprivate func write(to writer: inout JSONStreamWriter) {
        writer.beginObject()
        writer.fixedKey("column")
        writer.int(column)
        writer.fixedKey("file")
        writer.string(file)
        writer.fixedKey("line")
        writer.int(line)
        writer.fixedKey("via")
        writer.beginArray()
        for step in via {
            writer.item()
            writer.string(step)
        }
        writer.endArray()
        writer.endObject()
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

extension StyleValue {
    /// ``json`` into `writer`: the same members in sorted order, without the tree
    /// (`CompiledJSONTextTests` holds the two equal for every case).
    fileprivate func write(to writer: inout JSONStreamWriter) {
        writer.beginObject()
        switch self {
        case .color(let color):
            switch color {
            case .rgba(let rgba):
                writer.fixedKey("hex")
                writer.string(rgba.hex)
                writer.fixedKey("type")
                writer.string("color")
            case .named(let name, let rgba), .swiftUI(let name, let rgba):
                writer.fixedKey("hex")
                if let rgba { writer.string(rgba.hex) } else { writer.null() }
                writer.fixedKey("name")
                writer.string(name)
                writer.fixedKey("toolkit")
                if case .named = color { writer.string("uikit") } else { writer.string("swiftui") }
                writer.fixedKey("type")
                writer.string("color")
            case .palette(let style, .variant(let variant)):
                writer.fixedKey("paletteStyle")
                writer.string(style)
                writer.fixedKey("type")
                writer.string("color")
                writer.fixedKey("variant")
                writer.string(variant.rawValue)
            case .palette(let style, let scheme):
                writer.fixedKey("paletteStyle")
                writer.string(style)
                writer.fixedKey("scheme")
                writer.string(scheme.backgroundSchemeName!)
                writer.fixedKey("type")
                writer.string("color")
            }
        case .fontTextStyle(let name): Self.write("fontTextStyle", to: &writer) { $0.string(name) }
        case .textAlignment(let name): Self.write("textAlignment", to: &writer) { $0.string(name) }
        case .number(let value): Self.write("number", to: &writer) { $0.double(value) }
        case .integer(let value): Self.write("integer", to: &writer) { $0.int(value) }
        case .boolean(let value): Self.write("boolean", to: &writer) { $0.bool(value) }
        case .box(let top, let right, let bottom, let left):
            for (key, inset) in [("bottom", bottom), ("left", left), ("right", right), ("top", top)] {
                writer.key(key)
                writer.double(inset)
            }
            writer.fixedKey("type")
            writer.string("box")
        case .offset(let x, let y):
            writer.fixedKey("type")
            writer.string("offset")
            writer.fixedKey("x")
            writer.double(x)
            writer.fixedKey("y")
            writer.double(y)
        case .fontName(let name): Self.write("fontName", to: &writer) { $0.string(name) }
        case .image(let name): Self.write("image", to: &writer) { $0.string(name) }
        case .keyword(let name): Self.write("keyword", to: &writer) { $0.string(name) }
        case .classList(let names):
            Self.write("classList", to: &writer) { writer in
                writer.beginArray()
                for name in names {
                    writer.item()
                    writer.string(name)
                }
                writer.endArray()
            }
        }
        writer.endObject()
    }

    /// The members `type` and `value` of a value of one payload.
    private static func write(
        _ type: String, to writer: inout JSONStreamWriter, value: (inout JSONStreamWriter) -> Void
    ) {
        writer.fixedKey("type")
        writer.string(type)
        writer.fixedKey("value")
        value(&writer)
    }
}
