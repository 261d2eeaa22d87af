import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSyntax

/// Lexes `text` and returns `(kind, text)` for every significant token before the end.
func lexTokens(_ text: String) -> [(TokenKind, String)] {
    lexAll(text).tokens.map { ($0.kind, $0.text) }
}

/// Lexes `text` completely: tokens with their text and ranges, comments, diagnostics.
func lexAll(_ text: String) -> (
    tokens: [(kind: TokenKind, text: String, range: SourceRange)], comments: [Token], diagnostics: [Diagnostic]
) {
    lexAll(bytes: Array(text.utf8))
}

/// Lexes raw bytes completely, with NUI's tokenisation unless `rules` says otherwise.
func lexAll(bytes: [UInt8], rules: LexicalRules = .nui) -> (
    tokens: [(kind: TokenKind, text: String, range: SourceRange)], comments: [Token], diagnostics: [Diagnostic]
) {
    let file = SourceFile(path: "test.nss", bytes: bytes)
    return bytes.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(file: file, bytes: buffer, rules: rules)
        var tokens: [(kind: TokenKind, text: String, range: SourceRange)] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            tokens.append((token.kind, file.text(token.range), token.range))
        }
        return (tokens, lexer.comments, lexer.diagnostics)
    }
}

/// Parses `text` as `test.nss`.
func parse(_ text: String) -> (stylesheet: Stylesheet, diagnostics: [Diagnostic]) {
    Parser.parse(SourceFile(path: "test.nss", text: text))
}

/// Diagnostics summarised as `"line:column CODE"`, the form most assertions compare.
func positions(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location) \($0.code.rawValue)" }
}

/// The folder of this test target's fixtures.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Whether golden files should be rewritten instead of compared (`FDLC_RECORD=1 swift test`).
let recordingGoldens = ProcessInfo.processInfo.environment["FDLC_RECORD"] == "1"

/// The names, without `.nss`, of the `.nss` files in `folder`, sorted.
func nssFixtureNames(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".nss") }.map { String($0.dropLast(4)) }.sorted()
}

/// Diagnostics as a golden `.expected` file holds them: the rendered text, then the summary.
func goldenText(_ diagnostics: [Diagnostic]) -> String {
    let renderer = DiagnosticRenderer(colored: false)
    return renderer.text(diagnostics) + (renderer.summary(diagnostics) ?? "no problems") + "\n"
}

/// Expects `actual` to equal the golden file at `url`, or rewrites the file under `FDLC_RECORD=1`.
func expectGolden(_ actual: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if recordingGoldens {
        try actual.write(to: url, atomically: false, encoding: .utf8)
    } else {
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "rerun with FDLC_RECORD=1 to accept the new output, then review the diff",
            sourceLocation: sourceLocation)
    }
}
