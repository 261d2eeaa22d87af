import FioriTheme

extension Catalog {
    /// The `source` recorded for user entries that do not give one.
    static let userSource = "user catalog"

    /// Decodes a user extension file (JSON, format documented in Docs/catalog-format.md).
    /// Errors carry a message and, where possible, a byte offset into the JSON.
    ///
    /// The result holds only the file's own entries; merge it into ``builtIn`` with
    /// ``merging(_:)``. A class may list properties of this file or of ``builtIn``.
    package init(json bytes: [UInt8]) throws(JSONError) {
        let fields = try JSONReader.parse(bytes)
            .fields(of: "the catalog", allowed: ["version", "properties", "classes"])
        if let version = fields["version"] {
            guard case .number(let number) = version.value else {
                throw JSONError(message: "expected a number for 'version'", offset: version.offset)
            }
            guard number == 1 else {
                throw JSONError(
                    message: "unsupported catalog version; this fdlc reads version 1", offset: version.offset
                )
            }
        }
        var properties: [PropertySpec] = []
        for member in try fields["properties"]?.members(of: "'properties'") ?? [] {
            properties.append(try Catalog.property(member))
        }
        let known = Set(properties.map(\.name)).union(Catalog.builtIn.properties.keys)
        var classes: [ClassSpec] = []
        for member in try fields["classes"]?.members(of: "'classes'") ?? [] {
            classes.append(try Catalog.classSpec(member, knownProperties: known))
        }
        self.init(properties: properties, classes: classes)
    }

    /// Decodes one entry of `properties`.
    private static func property(_ member: JSONReader.Member) throws(JSONError) -> PropertySpec {
        let what = "property '\(member.key)'"
        try checkName(member.key, kind: "property name", offset: member.keyOffset)
        let fields = try member.node.fields(of: what, allowed: ["type", "states", "insets", "source", "note"])
        guard let typeNode = fields["type"] else {
            throw JSONError(message: "\(what) has no 'type'", offset: member.node.offset)
        }
        let typeName = try typeNode.string(for: "'type' of \(what)")
        guard let type = ValueType(rawValue: typeName) else {
            let expected = ValueType.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONError(
                message: "unknown value type '\(typeName)' for \(what); expected one of \(expected)",
                offset: typeNode.offset
            )
        }
        var states = StateFamily.none
        if let statesNode = fields["states"] {
            let familyName = try statesNode.string(for: "'states' of \(what)")
            guard let family = StateFamily(rawValue: familyName) else {
                let expected = StateFamily.allCases.map(\.rawValue).joined(separator: ", ")
                throw JSONError(
                    message: "unknown state family '\(familyName)' for \(what); expected one of \(expected)",
                    offset: statesNode.offset
                )
            }
            states = family
        }
        let insets = try fields["insets"]?.bool(for: "'insets' of \(what)") ?? false
        if insets, type != .image, let insetsNode = fields["insets"] {
            throw JSONError(
                message: "'insets' applies only to image properties, not \(what)", offset: insetsNode.offset
            )
        }
        return PropertySpec(
            name: member.key, type: type, states: states, insets: insets,
            source: try fields["source"]?.string(for: "'source' of \(what)") ?? userSource,
            note: try fields["note"]?.string(for: "'note' of \(what)")
        )
    }

    /// Decodes one entry of `classes`; its properties must be in `knownProperties`.
    private static func classSpec(
        _ member: JSONReader.Member, knownProperties: Set<String>
    ) throws(JSONError) -> ClassSpec {
        let what = "class '\(member.key)'"
        try checkClassPath(member.key, offset: member.keyOffset)
        let fields = try member.node.fields(
            of: what, allowed: ["component", "properties", "openProperties", "source", "note"]
        )
        var names: Set<String> = []
        for item in try fields["properties"]?.items(of: "'properties' of \(what)") ?? [] {
            let name = try item.string(for: "an entry of 'properties' of \(what)")
            guard knownProperties.contains(name) else {
                throw JSONError(message: unknownPropertyMessage(name, in: what), offset: item.offset)
            }
            names.insert(name)
        }
        let open = try fields["openProperties"]?.bool(for: "'openProperties' of \(what)") ?? false
        guard open || !names.isEmpty else {
            throw JSONError(
                message: "\(what) lists no properties; list them or set 'openProperties' to true",
                offset: member.node.offset
            )
        }
        return ClassSpec(
            path: member.key,
            component: try fields["component"]?.string(for: "'component' of \(what)") ?? member.key,
            kind: ClassKind.declared(member.key, builtIn: builtIn),
            properties: names,
            openProperties: open,
            source: try fields["source"]?.string(for: "'source' of \(what)") ?? userSource,
            note: try fields["note"]?.string(for: "'note' of \(what)")
        )
    }

    /// Explains an unknown name in a class's list, pointing out a state form written for a base.
    private static func unknownPropertyMessage(_ name: String, in what: String) -> String {
        if let form = builtIn.forms[name], form.base != name {
            return "\(what) lists '\(name)', a form of '\(form.base)'; list base property names only"
        }
        return "\(what) lists unknown property '\(name)'; define it under 'properties'"
    }

    /// The characters of property names and class paths in a catalog file.
    private static let nameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")

    /// Accepts names made of ASCII letters, digits, `-` and `_`, as NSS selectors and
    /// property names are.
    private static func checkName(_ name: String, kind: String, offset: Int) throws(JSONError) {
        guard !name.isEmpty, name.allSatisfy(nameCharacters.contains) else {
            throw JSONError(message: "invalid \(kind) '\(name)'; use letters, digits, '-' and '_'", offset: offset)
        }
    }

    /// Accepts a class path as ``checkName(_:kind:offset:)`` does, or with `#` standing for an
    /// index (`fdlMyTable_row#`) in a path that has no digit of its own.
    private static func checkClassPath(_ path: String, offset: Int) throws(JSONError) {
        guard path.contains("#") else { return try checkName(path, kind: "class path", offset: offset) }
        guard path.allSatisfy({ $0 == "#" || (nameCharacters.contains($0) && !$0.isNumber) }), !path.contains("##")
        else {
            throw JSONError(
                message: "invalid class path '\(path)'; '#' stands for an index, alone, in a path with no other digit",
                offset: offset
            )
        }
    }
}

extension JSONReader.Node {
    /// The members of an object whose keys must all be in `allowed`.
    fileprivate func fields(of what: String, allowed: [String]) throws(JSONError) -> [String: JSONReader.Node] {
        var fields: [String: JSONReader.Node] = [:]
        for member in try members(of: what) {
            guard allowed.contains(member.key) else {
                let expected = allowed.map { "'\($0)'" }.joined(separator: ", ")
                throw JSONError(
                    message: "unknown field '\(member.key)' in \(what); expected \(expected)", offset: member.keyOffset
                )
            }
            fields[member.key] = member.node
        }
        return fields
    }

    /// The members of an object.
    fileprivate func members(of what: String) throws(JSONError) -> [JSONReader.Member] {
        guard case .object(let members) = value else {
            throw JSONError(message: "expected an object for \(what)", offset: offset)
        }
        return members
    }

    /// The items of an array.
    fileprivate func items(of what: String) throws(JSONError) -> [JSONReader.Node] {
        guard case .array(let items) = value else {
            throw JSONError(message: "expected an array for \(what)", offset: offset)
        }
        return items
    }

    /// A string value.
    fileprivate func string(for what: String) throws(JSONError) -> String {
        guard case .string(let string) = value else {
            throw JSONError(message: "expected a string for \(what)", offset: offset)
        }
        return string
    }

    /// A boolean value.
    fileprivate func bool(for what: String) throws(JSONError) -> Bool {
        guard case .bool(let bool) = value else {
            throw JSONError(message: "expected true or false for \(what)", offset: offset)
        }
        return bool
    }
}
