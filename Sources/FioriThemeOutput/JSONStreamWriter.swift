import FioriTheme

/// Writes a JSON document member by member, byte for byte as ``JSONValue/serialized(pretty:)``
/// prints it pretty, without building the tree first: the caller gives each object's keys in
/// sorted order. Leaves and small subtrees are written by ``JSONValue`` itself.
struct JSONStreamWriter {
    /// The document so far.
    private(set) var bytes: [UInt8] = []
    /// The depth of the open container's members.
    private var depth = 0
    /// Whether the open container has no member yet.
    private var empty = true

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The document, ending with a line break.
    mutating func finish() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `key` of the open object; its value follows.
    mutating func key(_ key: String) {
        item()
        JSONValue.writeString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the member `key`, a literal that needs no escape.
    mutating func fixedKey(_ key: StaticString) {
        item()
        bytes.append(UInt8(ascii: "\""))
        append(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the next item of the open array; its value follows.
    mutating func item() {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        newline()
    }

    mutating func string(_ value: String) { JSONValue.writeString(value, to: &bytes) }
    mutating func null() { append("null") }

    /// An integer in decimal, as ``JSONValue/int(_:)`` writes it.
    mutating func int(_ value: Int) {
        guard value >= 0 else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var rest = UInt64(value)
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                count += 1
                buffer[24 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
        }
    }

    private mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Two spaces per level, copied from a run of spaces.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// A line break and the indentation of the open container's members.
    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        var indent = 2 * depth
        while indent > 0 {
            let run = min(indent, JSONStreamWriter.spaces.count)
            bytes.append(contentsOf: JSONStreamWriter.spaces[..<run])
            indent -= run
        }
    }

    /// A value written by ``JSONValue``, at this depth.
    mutating func value(_ value: JSONValue) { value.write(to: &bytes, pretty: true, indent: depth) }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !empty { newline() }
        bytes.append(bracket)
        // The container just closed is a member of the one around it.
        empty = false
    }
}
