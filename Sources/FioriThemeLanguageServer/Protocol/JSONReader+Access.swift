import FioriTheme

extension JSONReader.Node {
    /// The member `key` of an object; nil when absent or when this is not an object.
    subscript(_ key: String) -> JSONReader.Node? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The member `key`, which must be present.
    func required(_ key: String) throws(ResponseError) -> JSONReader.Node {
        guard let node = self[key] else { throw .invalidParams("missing '\(key)'") }
        return node
    }

    /// The value as a string.
    func string() throws(ResponseError) -> String {
        guard case .string(let text) = value else { throw .invalidParams("expected a string") }
        return text
    }

    /// The value as a whole number that fits in an `Int` (as JSON-RPC's integers do).
    func integer() throws(ResponseError) -> Int {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 else {
            throw .invalidParams("expected an integer")
        }
        return Int(number)
    }

    /// The value as a number.
    func number() throws(ResponseError) -> Double {
        guard case .number(let number) = value else { throw .invalidParams("expected a number") }
        return number
    }

    /// The value as a Boolean.
    func bool() throws(ResponseError) -> Bool {
        guard case .bool(let flag) = value else { throw .invalidParams("expected true or false") }
        return flag
    }

    /// The value as an array.
    func array() throws(ResponseError) -> [JSONReader.Node] {
        guard case .array(let items) = value else { throw .invalidParams("expected an array") }
        return items
    }
}
