/// The members of one JSON object of a compiled style table, read strictly: every key must
/// be expected, every expected key present, and each value of the type asked for.
///
/// `what` names the object in messages (`property 'tint-color' of class 'fdlFUIKPIView'`); it
/// is built only when a message needs it, since loading a table reads thousands of objects.
struct JSONObjectFields {
    typealias Node = JSONReader.Node

    /// The offset of the object's `{`.
    let offset: Int
    /// Builds the object's name for a message.
    private let describe: () -> String
    /// The document, for reading integers exactly as written.
    private let bytes: [UInt8]
    /// The object's members in document order; the reader has rejected duplicate keys, and
    /// an object has few, so a key is found by a linear search.
    private let members: [JSONReader.Member]

    /// Reads `node` as an object with exactly the keys `required`, plus any of `optional`.
    init(
        _ node: Node, what: @autoclosure @escaping () -> String, required: [String], optional: [String] = [],
        in bytes: [UInt8]
    ) throws(JSONError) {
        guard case .object(let members) = node.value else {
            throw JSONError(message: "expected an object for \(what())", offset: node.offset)
        }
        for member in members where !required.contains(member.key) && !optional.contains(member.key) {
            let expected = (required + optional).sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw JSONError(
                message: "unknown key '\(member.key)' in \(what()); expected \(expected)",
                offset: member.keyOffset)
        }
        for key in required where !members.contains(where: { $0.key == key }) {
            throw JSONError(message: "missing '\(key)' in \(what())", offset: node.offset)
        }
        self.offset = node.offset
        self.describe = what
        self.bytes = bytes
        self.members = members
    }

    /// The object's name in messages.
    var what: String { describe() }

    /// The value of `key`, nil when an optional key is absent.
    subscript(key: String) -> Node? {
        members.first { $0.key == key }?.node
    }

    /// The value of a required key.
    func node(_ key: String) -> Node {
        self[key]!
    }

    /// The members of the object at `key`, in document order.
    func members(_ key: String) throws(JSONError) -> [JSONReader.Member] {
        let node = node(key)
        guard case .object(let members) = node.value else { throw mismatch("an object", key, node) }
        return members
    }

    /// The items of the array at `key`.
    func items(_ key: String) throws(JSONError) -> [Node] {
        let node = node(key)
        guard case .array(let items) = node.value else { throw mismatch("an array", key, node) }
        return items
    }

    /// The string at `key`.
    func string(_ key: String) throws(JSONError) -> String {
        let node = node(key)
        guard case .string(let string) = node.value else { throw mismatch("a string", key, node) }
        return string
    }

    /// The string at `key`, or nil for `null`.
    func optionalString(_ key: String) throws(JSONError) -> String? {
        let node = node(key)
        switch node.value {
        case .null: return nil
        case .string(let string): return string
        default: throw mismatch("a string or null", key, node)
        }
    }

    /// The boolean at `key`.
    func bool(_ key: String) throws(JSONError) -> Bool {
        let node = node(key)
        guard case .bool(let bool) = node.value else { throw mismatch("true or false", key, node) }
        return bool
    }

    /// The finite number at `key`.
    func number(_ key: String) throws(JSONError) -> Double {
        let node = node(key)
        guard case .number(let number) = node.value, number.isFinite else {
            throw mismatch("a finite number", key, node)
        }
        return number
    }

    /// The integer at `key`, read from its digits so that no precision is lost on the way
    /// through a `Double`.
    func integer(_ key: String) throws(JSONError) -> Int {
        let node = node(key)
        guard case .number = node.value else { throw mismatch("an integer", key, node) }
        var end = node.offset
        while end < bytes.count,
            bytes[end] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
        {
            end += 1
        }
        let isWhole = end == bytes.count || !".eE".utf8.contains(bytes[end])
        guard isWhole, let integer = Int(String(decoding: bytes[node.offset..<end], as: UTF8.self)) else {
            throw mismatch("an integer", key, node)
        }
        return integer
    }

    /// An error saying `key` holds the wrong kind of value.
    func mismatch(_ expected: String, _ key: String, _ node: Node) -> JSONError {
        JSONError(message: "expected \(expected) for '\(key)' of \(what)", offset: node.offset)
    }
}
