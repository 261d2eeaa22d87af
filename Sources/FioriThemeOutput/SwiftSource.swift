/// The pieces of Swift source the generated theme is written with: identifiers, string and
/// number literals, so that any table (any class name, path or value) gives code that compiles.
package enum SwiftSource {
    /// Whether `name` can be declared as `static let name` without backquotes: ASCII letters,
    /// digits and `_`, not starting with a digit, and not a keyword.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        let valid = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        return valid && name != "_" && !reservedWords.contains(name)
    }

    /// Words that cannot name a property without backquotes: Swift's keywords, and `Type` and
    /// `Protocol`, which would clash with `Theme.Type`.
    private static let reservedWords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// `value` as a string literal: `\`, `"` and control characters escaped, so no
    /// interpolation or line break can come out of it.
    static func string(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                // Invisible characters and bidirectional controls, escaped so the source shows them.
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// `text` for a `//` comment: on one line, with line breaks and other control characters
    /// shown escaped, as in a string literal without its quotes.
    static func comment(_ text: String) -> String {
        String(string(text).dropFirst().dropLast())
    }

    /// `value` as a `Double` expression that gives the same bits (the table only holds finite
    /// numbers): Swift's shortest round-trip form, which always has a `.` or an exponent; a
    /// subnormal number by its bits, since Swift warns that such a literal underflows.
    static func double(_ value: Double) -> String {
        guard value.isSubnormal else { return String(value) }
        return "Double(bitPattern: 0x" + String(value.bitPattern, radix: 16, uppercase: true) + ")"
    }

    /// An optional string: the literal or `nil`.
    static func optionalString(_ value: String?) -> String {
        value.map(string) ?? "nil"
    }

    /// An array of strings on one line.
    static func strings(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ", ") + "]"
    }
}
