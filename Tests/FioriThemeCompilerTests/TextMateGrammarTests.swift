import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSyntax

/// `Grammar/nss.tmLanguage.json`, the editors' grammar, checked against `Grammar/nss.ebnf`:
/// on every example of the EBNF, each token the real lexer finds gets the scope of its kind.
@Suite("TextMate grammar")
struct TextMateGrammarTests {
    static let grammarURL = repositoryRoot.appendingPathComponent("Grammar/nss.tmLanguage.json")

    /// The grammar, read and compiled.
    static func scanner() throws -> TextMateScanner {
        try TextMateScanner(json: Array(Data(contentsOf: grammarURL)))
    }

    /// The examples whose bytes are valid UTF-8 (an editor shows no other).
    static let examples = GrammarExampleTests.examples.filter { String(validating: $0.input, as: UTF8.self) != nil }

    /// The scope each lexer token must have, by what it is in the parsed tree: comments,
    /// variables and invalid tokens everywhere; where the example is accepted (so the tree is
    /// what was meant), also `@media`, properties, selectors and hex colours.
    func expectedScopes(_ file: SourceFile, accepted: Bool) -> [(range: SourceRange, scope: String, what: String)] {
        let (stylesheet, _) = Parser.parse(file)
        var expected: [(SourceRange, String, String)] = []
        for comment in stylesheet.comments { expected.append((comment.range, "comment.", "comment")) }
        let tokens = lexAll(bytes: file.bytes).tokens
        let properties = Set(stylesheet.declarations.map(\.property))
        let selectors = Set(stylesheet.selectors.map(\.range))
        let values = Set(stylesheet.valueParts.map(\.range))
        for token in tokens {
            switch token.kind {
            case .media where !accepted, .identifier where !accepted: break
            case .variable: expected.append((token.range, "variable.", "variable"))
            case .media: expected.append((token.range, "keyword.control.at-rule.media", "@media"))
            case .string, .invalid: expected.append((token.range, "invalid.", "invalid token"))
            case .identifier where properties.contains(token.range):
                expected.append((token.range, "support.type.property-name", "property"))
            case .identifier where selectors.contains(token.range):
                expected.append((token.range, "entity.name.tag", "selector"))
            case .identifier where values.contains(token.range) && token.text.hasPrefix("#"):
                expected.append((token.range, "constant.other.color", "hex colour"))
            default: break
            }
        }
        return expected
    }

    @Test("the grammar is valid JSON with the scope name and file type editors look for")
    func header() throws {
        let node = try JSONReader.parse(Array(Data(contentsOf: Self.grammarURL)))
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        let keys = Dictionary(members.map { ($0.key, $0.node.value) }) { first, _ in first }
        if case .string(let scope)? = keys["scopeName"] {
            #expect(scope == "source.nss")
        } else {
            Issue.record("no scopeName")
        }
        #expect(throws: Never.self, "every regular expression compiles") { try Self.scanner() }
    }

    @Test("every token of the grammar's examples gets the scope of its kind", arguments: examples)
    func example(_ example: GrammarExampleTests.Example) throws {
        let scanner = try Self.scanner()
        let text = String(decoding: example.input, as: UTF8.self)
        let scopes = scanner.scopes(of: text)
        let file = SourceFile(path: "example.nss", bytes: example.input)
        for (range, scope, what) in expectedScopes(file, accepted: example.expectedCode == nil) {
            let start = file.text(SourceRange(start: 0, end: range.start)).utf16.count
            let length = file.text(range).utf16.count
            for index in start..<min(start + length, scopes.count) {
                #expect(
                    scopes[index].contains(scope), "\(what) '\(file.text(range))' at \(range.start): \(scopes[index])")
            }
        }
        // Nothing but comments is scoped as one.
        let commentUnits = Set(scopes.indices.filter { scopes[$0].contains("comment.") })
        let comments = Parser.parse(file).stylesheet.comments.flatMap { comment -> Range<Int> in
            let start = file.text(SourceRange(start: 0, end: comment.range.start)).utf16.count
            return start..<(start + file.text(comment.range).utf16.count)
        }
        #expect(commentUnits.subtracting(comments).isEmpty, "scoped as comment outside a comment")
    }

    @Test("the VS Code extension ships the same grammar")
    func vscodeCopy() throws {
        let copy = repositoryRoot.appendingPathComponent("Editors/vscode/syntaxes/nss.tmLanguage.json")
        #expect(
            try Data(contentsOf: copy) == Data(contentsOf: Self.grammarURL),
            "copy Grammar/nss.tmLanguage.json to Editors/vscode/syntaxes/")
    }
}
