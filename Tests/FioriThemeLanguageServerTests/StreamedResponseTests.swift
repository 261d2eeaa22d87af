import FioriTheme
import FioriThemeCompiler
import FioriThemeLanguageServer
import FioriThemeTestSupport
import Testing

/// The answers that cover a whole document (outline, colours, references, rename, completion,
/// formatting) are written
/// straight into the response, in pieces, instead of as a tree: their bytes must be those the
/// tree's serialisation gives (compact, keys sorted, numbers in their shortest form).
@Suite("language server: streamed responses")
struct StreamedResponseTests {
    let uri = "file:///streamed/theme.nss"

    /// A theme with each shape an answer has: `@media` blocks, a definition misplaced in a
    /// block, text that needs escapes or is not ASCII (an emoji is two UTF-16 units),
    /// translucent colours; repeated so each answer is many pieces long.
    static let theme: String = {
        let unit = """
            @brandBlue: #0A6ED1;
            @accent: @brandBlue; /* 😀 */
            @label_é: rgba(10, 20, 30, 0.5);
            fdlFUIKPIView, Label { tint-color: @accent; font-color: @label_é; @misplaced: #fff; }
            @media (device:ipad) { Button { background-color: #12345680; font-name: "Quoted \\"Font\\""; } }

            """
        return String(repeating: unit, count: 400)
    }()

    /// The body of the response to a request, as the server wrote it, and its result.
    static func response(_ harness: ServerHarness, _ method: String, _ params: [String: JSONValue]) -> (
        body: [UInt8], result: JSONReader.Node?
    ) {
        let response = harness.request(method, params)
        let index = harness.sent.lastIndex { $0["id"]?.intValue == response["id"]?.intValue }!
        return (harness.bodies[index], response["result"])
    }

    @Test("outline, colours, references and rename: the bytes of their value's serialisation, many pieces long")
    func bytesOfTheValue() {
        let harness = ServerHarness()
        harness.open(uri, Self.theme)
        let document: JSONValue = .object(["uri": .string(uri)])
        let at = harness.position(1, 12)  // `@brandBlue`, used on every unit
        let requests: [(String, [String: JSONValue])] = [
            ("textDocument/documentSymbol", ["textDocument": document]),
            ("textDocument/documentColor", ["textDocument": document]),
            (
                "textDocument/references",
                ["textDocument": document, "position": at, "context": .object(["includeDeclaration": .bool(true)])]
            ),
            ("textDocument/rename", ["textDocument": document, "position": at, "newName": .string("brand_Blue2")]),
        ]
        for (method, params) in requests {
            let (body, result) = Self.response(harness, method, params)
            let reparsed = JSONValue(node: try! JSONReader.parse(body))
            #expect(body == reparsed.serializedBytes(pretty: false), "\(method)")
            #expect(body.count > 64 * 1024, "\(method) is sent in several pieces")
            #expect(result?.arrayValue?.isEmpty == false || result?["changes"] != nil, "\(method)")
        }
    }

    @Test("completion with a large theme's variables: the bytes of its value's serialisation, many pieces long")
    func completionBytes() {
        var theme = ""
        for index in 0..<3_000 { theme += "@color\(index)_x: #0A6ED1;\n" }
        theme += "Label { font-color: @col }\n"
        let harness = ServerHarness()
        harness.open(uri, theme)
        let (body, result) = Self.response(
            harness, "textDocument/completion",
            ["textDocument": .object(["uri": .string(uri)]), "position": harness.position(3_000, 24)])
        let reparsed = JSONValue(node: try! JSONReader.parse(body))
        #expect(body == reparsed.serializedBytes(pretty: false))
        #expect(body.count > 64 * 1024, "sent in several pieces")
        let labels = result?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.filter { $0.hasPrefix("@color") }.count == 3_000)
        #expect(labels.contains("@color2999_x"))
        // Each item replaces what is typed, `@col`, in UTF-16 positions.
        let edit = result?["items"]?.arrayValue?.first?["textEdit"]
        #expect(edit?["range"]?["start"]?["character"]?.intValue == 20)
        #expect(edit?["range"]?["end"]?["character"]?.intValue == 24)
    }

    @Test("formatting: one edit of the whole text, the bytes of its value's serialisation, many pieces long")
    func formattingBytes() {
        let harness = ServerHarness(formatter: { file, _ in
            file.text(SourceRange(start: 0, end: file.bytes.count)).uppercased()
        })
        harness.open(uri, Self.theme)
        let (body, result) = Self.response(
            harness, "textDocument/formatting",
            ["textDocument": .object(["uri": .string(uri)]), "options": .object([:])])
        let reparsed = JSONValue(node: try! JSONReader.parse(body))
        #expect(body == reparsed.serializedBytes(pretty: false))
        #expect(body.count > 64 * 1024, "sent in several pieces")
        #expect(result?.arrayValue?.first?["newText"]?.stringValue == Self.theme.uppercased())
        let lines = Self.theme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(result?.arrayValue?.first?["range"]?.rangeText == "0:0-\(lines - 1):0")
    }

    @Test("the outline is the tree of the document's symbols, each range in UTF-16 positions")
    func outlineValue() {
        let harness = ServerHarness()
        harness.open(uri, Self.theme)
        let (_, result) = Self.response(
            harness, "textDocument/documentSymbol", ["textDocument": .object(["uri": .string(uri)])])
        let document = TextDocument(uri: uri, version: 1, text: Self.theme)
        let analysis = EditorAnalysis(file: document.sourceFile, linter: Linter())
        func expected(_ symbol: EditorSymbol) -> JSONValue {
            let kind: Int =
                switch symbol.kind {
                case .variable: 13
                case .styleBlock: 5
                case .declaration: 7
                case .media: 3
                }
            var object: [String: JSONValue] = [
                "name": .string(symbol.name), "kind": .int(kind), "range": document.json(symbol.range),
                "selectionRange": document.json(symbol.selectionRange),
            ]
            if let detail = symbol.detail { object["detail"] = .string(detail) }
            if !symbol.children.isEmpty { object["children"] = .array(symbol.children.map(expected)) }
            return .object(object)
        }
        let tree = JSONValue.array(analysis.symbols.map(expected))
        #expect(
            result.map { JSONValue(node: $0).serializedBytes(pretty: false) } == tree.serializedBytes(pretty: false))
    }

    @Test("a streamed result is framed as the same value sent whole, for any id")
    func framing() {
        let items = (0..<5_000).map { index -> JSONValue in
            .object(["index": .int(index), "name": .string("item \(index) \"é\""), "ratio": .double(Double(index) / 7)])
        }
        for id: JSONValue in [.int(7), .string("request \"7\""), .null] {
            for value: JSONValue in [.array(items), .array([]), .object(["a": .array(items)])] {
                var whole: [UInt8] = []
                MessageWriter { whole += $0 }.respond(to: id, result: value)
                var pieces: [[UInt8]] = []
                MessageWriter { pieces.append($0) }.respond(to: id) { writer in writer.writeMemberByMember(value) }
                #expect(Array(pieces.joined()) == whole)
                #expect(pieces.allSatisfy { $0.count <= 64 * 1024 })
            }
        }
    }
}
