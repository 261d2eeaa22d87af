import FioriTheme
import FioriThemeCompiler
import FioriThemeTestSupport
import Foundation
import Testing

/// `Theme(contentsOf:)`, `Theme(data:)` and `Theme(json:)` load the same theme, and a document
/// that is not a compiled table is reported with its line and column.
@Suite("Theme: loading compiled JSON")
struct ThemeLoadingTests {
    let path = "Themes/fiori-brand.nss"

    func compiledJSON() throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
        let table = try #require(Compiler().compile([SourceFile(path: path, bytes: bytes)]).table)
        return Array(table.json().serialized().utf8)
    }

    /// A fresh folder for files this test writes.
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fdlc-theme-loading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func loadError(_ text: String) -> StyleTableLoadError? {
        loadError(Array(text.utf8))
    }

    func loadError(_ bytes: [UInt8]) -> StyleTableLoadError? {
        do {
            _ = try Theme(json: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test("a URL, Data and bytes give the theme compiled from the sources")
    func threeWays() throws {
        let json = try compiledJSON()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("fiori-brand.json")
        try Data(json).write(to: url)

        let compiled = try Theme(nss: [
            SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path))))
        ])
        let fromURL = try Theme(contentsOf: url)
        #expect(fromURL == compiled)
        #expect(try Theme(data: Data(json)) == compiled)
        #expect(try Theme(json: json) == compiled)
        #expect(fromURL.color("tint-color", for: "fdlFUIKPIView")?.hex == "#0A6ED1FF")
    }

    @Test("a file that cannot be read throws Foundation's error; one that is not a table, the load error")
    func urlErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CocoaError.self) { try Theme(contentsOf: folder.appendingPathComponent("missing.json")) }

        let url = folder.appendingPathComponent("broken.json")
        try Data("{\n  \"formatVersion\": 3\n}\n".utf8).write(to: url)
        do {
            _ = try Theme(contentsOf: url)
            Issue.record("a table of another version loaded")
        } catch let error as StyleTableLoadError {
            #expect(error.message == "unsupported formatVersion 3; this fdlc reads version 2")
            #expect((error.line, error.column, error.offset) == (2, 20, 21))
            #expect(error.description == "2:20: unsupported formatVersion 3; this fdlc reads version 2")
        }
    }

    @Test("lines end at LF, CRLF and a lone CR; columns count Unicode scalars; a byte order mark takes none")
    func lineAndColumn() throws {
        // The error is at the '[' after a non-ASCII key on line 2: column 20, byte 21 of the line.
        let body = "{\"formatVersion\": 2, \"paletteOverrides\": {},\n  \"classes\": {\"ü\": []}}"
        let atValue = try #require(loadError(body))
        #expect(atValue.message == "expected an object for class 'ü'")
        #expect((atValue.line, atValue.column) == (2, 20))

        for lineBreak in ["\n", "\r\n", "\r"] {
            let text = "{" + lineBreak + lineBreak + " \"formatVersion\": 2," + lineBreak + " \"classes\": [ ] }"
            let error = try #require(loadError(text))
            #expect(error.message == "missing 'paletteOverrides' in the style table", "\(Array(lineBreak.utf8))")
            #expect((error.line, error.column) == (1, 1))
            let nested = try #require(
                loadError(text.replacingOccurrences(of: "}", with: ", \"paletteOverrides\": {} }")))
            #expect(nested.message == "expected an object for 'classes' of the style table")
            #expect((nested.line, nested.column) == (4, 13), "\(Array(lineBreak.utf8))")
        }

        let withMark = try #require(loadError([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))
        #expect((withMark.offset, withMark.line, withMark.column) == (3, 1, 1))
        // An invalid byte is one column, as in a code frame; a two-byte scalar is one too.
        let invalid = try #require(loadError(Array("\"é".utf8) + [0xFF] + Array("\" x".utf8)))
        #expect(invalid.message == "unexpected content after the json value")
        #expect((invalid.offset, invalid.line, invalid.column) == (6, 1, 6))
    }
}
