import Testing

@testable import FioriTheme

/// The values the JSON reader gives back: strings copied in runs between escapes, integers
/// read without a string, and duplicate keys found in small and in large objects.
@Suite("JSON reader values")
struct JSONReaderValueTests {
    private func value(_ text: String) throws(JSONError) -> JSONReader.Node.Value {
        try JSONReader.parse(Array(text.utf8)).value
    }

    static let strings: [(String, String)] = [
        (#""""#, ""),
        (#""plain""#, "plain"),
        (#""a longer string than fits inline, without escapes""#, "a longer string than fits inline, without escapes"),
        (#""\n""#, "\n"),
        (#""run\tbetween\"escapes\\and after""#, "run\tbetween\"escapes\\and after"),
        (#""é \u00e9 \ud83d\ude00 😀""#, "é é 😀 😀"),
        (#""\/\b\f\r""#, "/\u{08}\u{0C}\r"),
    ]

    @Test("strings are unescaped, with the runs around each escape kept", arguments: strings)
    func string(_ row: (String, String)) throws {
        guard case .string(let string) = try value(row.0) else {
            Issue.record("expected a string for \(row.0)")
            return
        }
        #expect(string == row.1)
    }

    static let numbers = [
        "0", "-0", "7", "-42", "123456789012345", "1234567890123456789", "-9007199254740993",
        "0.5", "-1.25e3", "1E2", "2e-3",
    ]

    @Test("numbers read as Double reads their text, integers of up to 15 digits included", arguments: numbers)
    func number(_ text: String) throws {
        guard case .number(let number) = try value(text), let expected = Double(text) else {
            Issue.record("expected a number for \(text)")
            return
        }
        #expect(number == expected && number.sign == expected.sign)
    }

    @Test("a duplicate key is rejected at its quote, in a small object and in one of more than 16 keys")
    func duplicateKeys() {
        let many = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        for (text, key) in [
            (#"{"a": 1, "b": 2, "a": 0}"#, "a"), ("{\(many), \"k3\": 0}", "k3"), ("{\(many), \"k19\": 0}", "k19"),
        ] {
            let offset = text.utf8.count - "\"\(key)\": 0}".utf8.count  // the duplicate's opening quote
            #expect(throws: JSONError(message: "duplicate key '\(key)'", offset: offset)) { try value(text) }
        }
        #expect(throws: Never.self) { try value("{\(many), \"k20\": 0}") }
    }
}
