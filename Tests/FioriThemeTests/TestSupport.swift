@testable import FioriTheme
import Foundation

/// Lexes `text` and returns `(kind, text)` for every significant token before the end.
func lexTokens(_ text: String) -> [(TokenKind, String)] {
    lexAll(text).tokens.map { ($0.kind, $0.text) }
}

/// Lexes `text` completely: tokens with their text and ranges, comments, diagnostics.
func lexAll(_ text: String) -> (tokens: [(kind: TokenKind, text: String, range: SourceRange)], comments: [Token], diagnostics: [Diagnostic]) {
    lexAll(bytes: Array(text.utf8))
}

/// Lexes raw bytes completely.
func lexAll(bytes: [UInt8]) -> (tokens: [(kind: TokenKind, text: String, range: SourceRange)], comments: [Token], diagnostics: [Diagnostic]) {
    let file = SourceFile(path: "test.nss", bytes: bytes)
    return bytes.withUnsafeBufferPointer { buffer in
        var lexer = Lexer(file: file, bytes: buffer)
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

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether golden files should be rewritten instead of compared (`FDLC_RECORD=1 swift test`).
let recordingGoldens = ProcessInfo.processInfo.environment["FDLC_RECORD"] == "1"
