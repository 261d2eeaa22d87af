/// Turns a parsed compiled-table document back into a ``StyleTable``, checking it as strictly
/// as `Docs/style-table.schema.json` describes it, plus what a schema cannot say: each key
/// agrees with the fields it is made of (`tint-color-disabled` is property `tint-color` in
/// state `disabled`; `tintColor_darkBackground` is style `tintColor` in variant
/// `darkBackground`).
struct StyleTableDecoder {
    typealias Node = JSONReader.Node

    /// The document, for reading integers exactly as written.
    let bytes: [UInt8]

    /// The table the document describes. `formatVersion` is checked before anything else, so
    /// a table of another version is reported as such rather than by its first unknown key.
    func table(_ root: Node) throws(JSONError) -> StyleTable {
        guard case .object(let members) = root.value else {
            throw JSONError(message: "expected an object for the style table", offset: root.offset)
        }
        guard let version = members.first(where: { $0.key == "formatVersion" })?.node else {
            throw JSONError(
                message: "missing 'formatVersion' in the style table; expected the json that 'fdlc compile' writes",
                offset: root.offset
            )
        }
        guard case .number(let number) = version.value else {
            throw JSONError(message: "expected a number for 'formatVersion'", offset: version.offset)
        }
        guard number == Double(StyleTable.formatVersion) else {
            throw JSONError(
                message: "unsupported formatVersion \(JSONValue.double(number).serialized(pretty: false)); "
                    + "this fdlc reads version \(StyleTable.formatVersion)",
                offset: version.offset
            )
        }
        let fields = try JSONObjectFields(
            root, what: "the style table",
            required: ["formatVersion", "classes", "paletteOverrides"], in: bytes)
        var table = StyleTable()
        for member in try fields.members("classes") {
            table.classes[member.key] = try classStyle(member)
        }
        for member in try fields.members("paletteOverrides") {
            table.paletteOverrides[member.key] = try paletteOverride(member)
        }
        return table
    }

    /// One entry of `classes`.
    private func classStyle(_ member: JSONReader.Member) throws(JSONError) -> ClassStyle {
        let what = { "class '\(member.key)'" }
        let fields = try JSONObjectFields(
            member.node, what: what(), required: ["properties"], optional: ["media"], in: bytes)
        var style = ClassStyle()
        style.properties = try properties(fields.node("properties"), of: what())
        if fields["media"] != nil {
            for media in try fields.members("media") {
                style.mediaProperties[media.key] = try properties(
                    media.node, of: "\(what()) under media '\(media.key)'")
            }
        }
        return style
    }

    /// A `properties` object: property name as written → its value.
    private func properties(_ node: Node, of owner: @autoclosure @escaping () -> String) throws(JSONError)
        -> [String: ResolvedProperty]
    {
        guard case .object(let members) = node.value else {
            throw JSONError(message: "expected an object for the properties of \(owner())", offset: node.offset)
        }
        var properties: [String: ResolvedProperty] = [:]
        properties.reserveCapacity(members.count)
        for member in members {
            properties[member.key] = try property(member, of: owner)
        }
        return properties
    }

    /// One property; its key must be `property`, then `-state` when there is a state (for an
    /// image's `-insets` box, the state may come before `-insets`; see ``PropertyKey``).
    private func property(_ member: JSONReader.Member, of owner: @escaping () -> String) throws(JSONError)
        -> ResolvedProperty
    {
        let what = { "property '\(member.key)' of \(owner())" }
        let fields = try JSONObjectFields(
            member.node, what: what(), required: ["property", "state", "value", "origin"], in: bytes)
        let base = try fields.string("property")
        let state = try fields.optionalString("state")
        guard PropertyKey.isSpelling(member.key, of: base, state: state) else {
            let parts = "property '\(base)'" + (state.map { " and state '\($0)'" } ?? " without a state")
            throw JSONError(message: "key '\(member.key)' does not match its \(parts)", offset: member.keyOffset)
        }
        return ResolvedProperty(
            value: try value(fields.node("value"), what: "'value' of \(what())"),
            baseProperty: base, state: state,
            origin: try provenance(fields.node("origin"), what: "'origin' of \(what())"))
    }

    /// One entry of `paletteOverrides`; its key must be `style`, then the variant's suffix when
    /// there is one (either spelling for `elevatedContrastLightBackground`, see
    /// ``ColorVariant/lookupSuffix``). Its `value` is a colour, or null for a value the runtime
    /// cannot read.
    private func paletteOverride(_ member: JSONReader.Member) throws(JSONError) -> PaletteOverride {
        let what = { "palette override '\(member.key)'" }
        let fields = try JSONObjectFields(
            member.node, what: what(), required: ["style", "variant", "value", "origin"], in: bytes)
        let style = try fields.string("style")
        let variant = try self.variant(fields, "variant")
        let spellings = variant.map { [style + $0.suffix, style + $0.lookupSuffix] } ?? [style]
        guard spellings.contains(member.key) else {
            let parts = "style '\(style)'" + (variant.map { " and variant '\($0.rawValue)'" } ?? " without a variant")
            throw JSONError(message: "key '\(member.key)' does not match its \(parts)", offset: member.keyOffset)
        }
        let valueNode = fields.node("value")
        var color: ColorValue?
        if case .null = valueNode.value {
            color = nil
        } else {
            guard case .color(let value) = try value(valueNode, what: "'value' of \(what())") else {
                throw JSONError(
                    message: "expected a color value or null for 'value' of \(what())", offset: valueNode.offset)
            }
            color = value
        }
        return PaletteOverride(
            style: style, variant: variant, color: color,
            origin: try provenance(fields.node("origin"), what: "'origin' of \(what())"))
    }

    /// An `origin` object.
    private func provenance(_ node: Node, what: @autoclosure @escaping () -> String) throws(JSONError) -> Provenance {
        let fields = try JSONObjectFields(node, what: what(), required: ["file", "line", "column", "via"], in: bytes)
        let items = try fields.items("via")
        var via: [String] = []
        via.reserveCapacity(items.count)
        for item in items {
            guard case .string(let name) = item.value else {
                throw JSONError(message: "expected a string for an entry of 'via' of \(what())", offset: item.offset)
            }
            via.append(name)
        }
        return Provenance(
            file: try fields.string("file"), line: try fields.integer("line"),
            column: try fields.integer("column"), via: via)
    }

    /// A variant name or `null` at `key`.
    func variant(_ fields: JSONObjectFields, _ key: String) throws(JSONError) -> ColorVariant? {
        guard let name = try fields.optionalString(key) else { return nil }
        guard let variant = ColorVariant(rawValue: name) else { throw unknownVariant(name, key, fields) }
        return variant
    }

    /// The error for a variant name that is not one.
    func unknownVariant(_ name: String, _ key: String, _ fields: JSONObjectFields) -> JSONError {
        let expected = ColorVariant.allCases.map(\.rawValue).joined(separator: ", ")
        return JSONError(
            message: "unknown variant '\(name)' for '\(key)' of \(fields.what); expected one of \(expected)",
            offset: fields.node(key).offset)
    }
}
