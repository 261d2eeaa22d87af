import Testing

@testable import FioriTheme

/// The JSON reader's two syntaxes: strict JSON, and JSON with comments and trailing commas for
/// files people write (configurations).
@Suite("JSON reader syntax")
struct JSONReaderSyntaxTests {
    private func parse(_ text: String, _ syntax: JSONReader.Syntax) throws(JSONError) -> JSONReader.Node {
        try JSONReader.parse(Array(text.utf8), syntax: syntax)
    }

    private func keys(_ node: JSONReader.Node) -> [String] {
        guard case .object(let members) = node.value else { return [] }
        return members.map(\.key)
    }

    static let lenient = [
        "// a comment\n{ \"a\": 1 }",
        "{ /* inside */ \"a\": 1 }",
        "{ \"a\": 1, }",
        "{ \"a\": [1, 2,], }",
        "{ \"a\" /* between */ : // to the end of the line\n 1 }",
        "{ \"a\": 1 }\n// trailing comment",
        "{ \"a\": 1 } /* ** / */",
    ]

    @Test(
        "comments and trailing commas are read with .commentsAndTrailingCommas and rejected by .strict",
        arguments: lenient)
    func lenientSyntax(_ text: String) throws {
        #expect(keys(try parse(text, .commentsAndTrailingCommas)) == ["a"])
        #expect(throws: JSONError.self) { try parse(text, .strict) }
    }

    @Test("a string holding comment markers is a string in both syntaxes")
    func markersInStrings() throws {
        let node = try parse("{ \"a\": \"/* x */ // y\" }", .strict)
        guard case .object(let members) = node.value, case .string(let value) = members[0].node.value else {
            Issue.record("expected an object with a string")
            return
        }
        #expect(value == "/* x */ // y")
    }

    static let invalid: [(String, String, Int)] = [
        ("{ \"a\": 1 /* open", "unterminated comment", 9),
        ("{ \"a\": 1 / }", "expected a comment after '/'", 9),
        ("{ , }", "expected a string key", 2),
        ("[ , ]", "expected a json value", 2),
        ("{ \"a\": 1,, }", "expected a string key", 9),
        ("[1,,]", "expected a json value", 3),
    ]

    @Test("what stays an error with .commentsAndTrailingCommas, at its byte", arguments: invalid)
    func stillInvalid(_ row: (String, String, Int)) {
        do {
            _ = try parse(row.0, .commentsAndTrailingCommas)
            Issue.record("expected an error for \(row.0)")
        } catch {
            #expect(error == JSONError(message: row.1, offset: row.2))
        }
    }
}
