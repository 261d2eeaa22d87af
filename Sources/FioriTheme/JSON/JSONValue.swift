/// A JSON document, written deterministically: object keys sorted, numbers in their
/// shortest round-trip form, no insignificant whitespace unless pretty-printed.
///
/// fdlc writes all machine-readable output through this type so the same input always
/// gives the same bytes.
package enum JSONValue: Hashable, Sendable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// An integer, written without a fraction.
    case int(Int)
    /// A finite number, written in its shortest round-trip form.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; keys are written sorted.
    case object([String: JSONValue])

    /// The serialised text, indented by two spaces per level when `pretty`, and ending with
    /// a line break when `pretty`.
    package func serialized(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        if pretty { output += "\n" }
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                if pretty { JSONValue.newline(&output, indent + 1) }
                item.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(&output, indent) }
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                if pretty { JSONValue.newline(&output, indent + 1) }
                JSONValue.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                members[key]!.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { JSONValue.newline(&output, indent) }
            output += "}"
        }
    }

    private static func newline(_ output: inout String, _ indent: Int) {
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// Integral values print without a fraction; others in Swift's shortest round-trip form.
    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
