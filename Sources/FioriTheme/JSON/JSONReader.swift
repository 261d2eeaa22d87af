/// A small strict JSON reader that keeps the byte offset of every value, so an error in a
/// compiled table, a `--catalog` file or a configuration can point at the exact place.
///
/// It accepts RFC 8259 JSON (and a leading UTF-8 byte-order mark), and rejects duplicate
/// object keys, which plain JSON leaves undefined. A file people write by hand (a
/// configuration) can also be read with ``Syntax/commentsAndTrailingCommas``: `//` and
/// `/* */` comments where whitespace may stand, and a `,` before a closing `]` or `}`.
package struct JSONReader {
    /// Which JSON the reader accepts.
    package enum Syntax: Sendable {
        /// RFC 8259 JSON and nothing else: compiled tables and catalogs, which tools write.
        case strict
        /// JSON with `//` and `/* */` comments and trailing commas, as editors allow in
        /// configuration files (JSONC).
        case commentsAndTrailingCommas
    }

    /// A JSON value and the byte offset where it starts.
    package struct Node {
        /// The value itself.
        package enum Value {
            /// `null`
            case null
            /// `true` or `false`
            case bool(Bool)
            /// A number.
            case number(Double)
            /// A string, unescaped.
            case string(String)
            /// An array.
            case array([Node])
            /// An object's members, in document order.
            case object([Member])
        }

        /// The value itself.
        package let value: Value
        /// The offset of the value's first byte.
        package let offset: Int
    }

    /// One `"key": value` pair of an object, in document order.
    package struct Member {
        /// The key, unescaped.
        package let key: String
        /// The offset of the key's opening quote.
        package let keyOffset: Int
        /// The value.
        package let node: Node
    }

    /// Deeper nesting than this is rejected rather than risking the stack.
    private static let maximumDepth = 64

    /// The document.
    private let bytes: [UInt8]
    /// Which JSON is accepted.
    private let syntax: Syntax
    /// The offset of the next byte to read.
    private var index = 0

    /// Creates a reader at the start of `bytes`.
    private init(bytes: [UInt8], syntax: Syntax) {
        self.bytes = bytes
        self.syntax = syntax
    }

    /// Parses a whole document: exactly one value, surrounded by optional whitespace (and
    /// comments, when `syntax` allows them).
    package static func parse(_ bytes: [UInt8], syntax: Syntax = .strict) throws(JSONError) -> Node {
        var reader = JSONReader(bytes: bytes, syntax: syntax)
        if TextPosition.hasByteOrderMark(bytes) { reader.index = TextPosition.byteOrderMark.count }
        let node = try reader.value(depth: 0)
        try reader.skipWhitespace()
        guard reader.index == bytes.count else {
            throw JSONError(message: "unexpected content after the json value", offset: reader.index)
        }
        return node
    }

    /// Reads the value at `index`, `depth` containers deep.
    private mutating func value(depth: Int) throws(JSONError) -> Node {
        try skipWhitespace()
        let start = index
        guard let byte = peek() else {
            throw JSONError(message: "expected a json value", offset: start)
        }
        guard depth < Self.maximumDepth else {
            throw JSONError(message: "json nested too deeply", offset: start)
        }
        switch byte {
        case UInt8(ascii: "{"): return Node(value: .object(try object(depth: depth)), offset: start)
        case UInt8(ascii: "["): return Node(value: .array(try array(depth: depth)), offset: start)
        case UInt8(ascii: "\""): return Node(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return Node(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return Node(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return Node(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Node(value: .number(try number()), offset: start)
        default:
            throw JSONError(message: "expected a json value", offset: start)
        }
    }

    /// Reads an object; `index` is at its `{`.
    private mutating func object(depth: Int) throws(JSONError) -> [Member] {
        index += 1
        var members: [Member] = []
        members.reserveCapacity(4)  // most objects of a compiled table have one to five members
        // Keys seen so far, hashed only for a large object; a small one is searched.
        var seen: Set<String>?
        try skipWhitespace()
        if consume(UInt8(ascii: "}")) { return members }
        repeat {
            try skipWhitespace()
            if syntax == .commentsAndTrailingCommas, !members.isEmpty, consume(UInt8(ascii: "}")) { return members }
            let keyOffset = index
            guard peek() == UInt8(ascii: "\"") else {
                throw JSONError(message: "expected a string key", offset: keyOffset)
            }
            let key = try string()
            guard !Self.isDuplicate(key, in: members, seen: &seen) else {
                throw JSONError(message: "duplicate key '\(key)'", offset: keyOffset)
            }
            try skipWhitespace()
            guard consume(UInt8(ascii: ":")) else {
                throw JSONError(message: "expected ':' after key '\(key)'", offset: index)
            }
            members.append(Member(key: key, keyOffset: keyOffset, node: try value(depth: depth + 1)))
            try skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else {
            throw JSONError(message: "expected ',' or '}' in object", offset: index)
        }
        return members
    }

    /// Whether `key` is already among `members`: a linear search while the object is small,
    /// then a set built once and kept up to date.
    private static func isDuplicate(_ key: String, in members: [Member], seen: inout Set<String>?) -> Bool {
        guard members.count >= 16 else { return members.contains { $0.key == key } }
        if seen == nil { seen = Set(members.lazy.map(\.key)) }
        return !seen!.insert(key).inserted
    }

    /// Reads an array; `index` is at its `[`.
    private mutating func array(depth: Int) throws(JSONError) -> [Node] {
        index += 1
        var items: [Node] = []
        try skipWhitespace()
        if consume(UInt8(ascii: "]")) { return items }
        repeat {
            try skipWhitespace()
            if syntax == .commentsAndTrailingCommas, !items.isEmpty, consume(UInt8(ascii: "]")) { return items }
            items.append(try value(depth: depth + 1))
            try skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else {
            throw JSONError(message: "expected ',' or ']' in array", offset: index)
        }
        return items
    }

    /// Reads a string; `index` is at its opening quote. Runs of bytes without an escape are
    /// copied whole, so a string without escapes is decoded in one step.
    private mutating func string() throws(JSONError) -> String {
        let start = index
        index += 1
        var run = index
        var unescaped: String?
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                let tail = String(decoding: bytes[run..<index], as: UTF8.self)
                index += 1
                guard var text = unescaped else { return tail }
                text += tail
                return text
            case UInt8(ascii: "\\"):
                var text = unescaped ?? ""
                unescaped = nil  // keeps `text` uniquely referenced, so appending does not copy it
                text += String(decoding: bytes[run..<index], as: UTF8.self)
                text.unicodeScalars.append(try escape())
                unescaped = text
                run = index
            case 0x00..<0x20:
                throw JSONError(message: "control character in string", offset: index)
            default:
                index += 1
            }
        }
        throw JSONError(message: "unterminated string", offset: start)
    }

    /// Reads an escape sequence, including a UTF-16 surrogate pair; `index` is at its `\`.
    private mutating func escape() throws(JSONError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard let byte = peek() else { throw JSONError(message: "unterminated string", offset: start) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexQuad(escapeStart: start)
            if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: Array("\\u".utf8)) {
                index += 2
                let low = try hexQuad(escapeStart: start)
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw JSONError(message: "invalid unicode escape", offset: start)
            }
            return scalar
        default:
            throw JSONError(message: "invalid escape in string", offset: start)
        }
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func hexQuad(escapeStart: Int) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw JSONError(message: "invalid unicode escape", offset: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// The value of one hex digit.
    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reads a number with JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func number() throws(JSONError) -> Double {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if !consume(UInt8(ascii: "0")) {
            guard skipDigits() else { throw JSONError(message: "invalid number", offset: start) }
        }
        if consume(UInt8(ascii: ".")), !skipDigits() {
            throw JSONError(message: "invalid number", offset: start)
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            guard skipDigits() else { throw JSONError(message: "invalid number", offset: start) }
        }
        if let whole = wholeNumber(start..<index) { return whole }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw JSONError(message: "invalid number", offset: start)
        }
        return number
    }

    /// The value of `range` when it is an integer of at most 15 digits (exact as a `Double`,
    /// and most numbers of a compiled table), read without building a string; else nil.
    private func wholeNumber(_ range: Range<Int>) -> Double? {
        let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
        let digits = (negative ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound
        guard digits.count <= 15 else { return nil }
        var value = 0
        for offset in digits {
            let digit = bytes[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return negative ? -Double(value) : Double(value)
    }

    /// Skips ASCII digits; returns whether there was at least one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index > start
    }

    /// Reads `true`, `false` or `null`.
    private mutating func literal(_ word: String) throws(JSONError) {
        guard bytes[index...].starts(with: word.utf8) else {
            throw JSONError(message: "expected a json value", offset: index)
        }
        index += word.utf8.count
    }

    /// Skips JSON's four whitespace characters, and comments when ``syntax`` allows them.
    private mutating func skipWhitespace() throws(JSONError) {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if syntax == .commentsAndTrailingCommas, byte == UInt8(ascii: "/") {
                try skipComment()
            } else {
                return
            }
        }
    }

    /// Skips a `//` comment to the end of its line, or a `/* */` comment; `index` is at its `/`.
    private mutating func skipComment() throws(JSONError) {
        let start = index
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        else {
            throw JSONError(message: "expected a comment after '/'", offset: start)
        }
        if bytes[index + 1] == UInt8(ascii: "/") {
            while let byte = peek(), byte != 0x0A, byte != 0x0D { index += 1 }
            return
        }
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            index += 1
        }
        throw JSONError(message: "unterminated comment", offset: start)
    }

    /// The byte at `index`, or `nil` at the end.
    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Skips `byte` if it comes next; returns whether it did.
    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }
}
