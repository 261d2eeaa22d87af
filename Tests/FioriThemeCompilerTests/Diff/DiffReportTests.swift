import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeDiff
@testable import FioriThemePreview

/// The reports of ``DiffReport`` other than the goldens check: the JSON against
/// `Docs/diff.schema.json`, the Markdown as GitHub-flavoured tables, the HTML's marked cells.
@Suite("Theme diff: reports")
struct DiffReportTests {
    static let schemaURL = repositoryRoot.appendingPathComponent("Docs/diff.schema.json")

    static func report(_ name: String) throws -> DiffReport {
        DiffReport([try ThemeDiffGoldenTests.diff(name)])
    }

    @Test("every golden pair's JSON is valid against Docs/diff.schema.json", arguments: ThemeDiffGoldenTests.pairs)
    func schema(name: String) throws {
        let validator = try SchemaValidator(schema: [UInt8](try Data(contentsOf: Self.schemaURL)))
        #expect(try validator.errors(json: Array(try Self.report(name).json().serialized().utf8)) == [])
    }

    @Test("a report that breaks the format is invalid")
    func schemaRejects() throws {
        let validator = try SchemaValidator(schema: [UInt8](try Data(contentsOf: Self.schemaURL)))
        let valid = try Self.report("added-state").json().serialized()
        let broken = valid.replacingOccurrences(of: "\"kind\": \"added\"", with: "\"kind\": \"moved\"")
        #expect(broken != valid)
        #expect(try !validator.errors(json: Array(broken.utf8)).isEmpty)
        #expect(try !validator.errors(json: Array("{\"formatVersion\": 1, \"changed\": true}".utf8)).isEmpty)
    }

    @Test(
        "the Markdown is GitHub-flavoured tables: a header, a delimiter row, rows of as many cells",
        arguments: ThemeDiffGoldenTests.pairs)
    func markdownTables(name: String) throws {
        let lines = try Self.report(name).markdown().split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var tables = 0
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("|") else {
                index += 1
                continue
            }
            let header = Self.cells(lines[index])
            #expect(index > 0 && lines[index - 1].isEmpty, "a table follows a blank line")
            #expect(Self.cells(lines[index + 1]) == Array(repeating: "---", count: header.count), "\(lines[index + 1])")
            index += 2
            var rows = 0
            while index < lines.count, lines[index].hasPrefix("|") {
                #expect(Self.cells(lines[index]).count == header.count, "\(lines[index])")
                #expect(lines[index].hasSuffix(" |"))
                rows += 1
                index += 1
            }
            #expect(rows > 0)
            #expect(index < lines.count && lines[index].isEmpty, "a table ends with a blank line")
            tables += 1
        }
        #expect(tables > 0)
    }

    /// The cells of a table row: split at `|` that is not escaped.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in row.dropFirst() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                cell.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }

    @Test("a contrast regression is marked ⚠ in its class's table")
    func markdownWarning() throws {
        let markdown = try Self.report("contrast-regression").markdown()
        let row = try #require(
            markdown.split(separator: "\n").first { $0.hasPrefix("| `font-color`") && $0.contains("#B0B0B0FF") })
        #expect(row.contains("⚠"))
        #expect(markdown.contains("#### ⚠ Regressions"))
    }

    @Test("a theme compared with itself reports no change in every format")
    func nothing() throws {
        let file = SourceFile(path: "t.nss", text: "@brand: #0A6ED1;\nLabel { font-color: @brand; }\n")
        let report = DiffReport([try ThemeDiff.compare(old: [file], new: [file]).get()])
        #expect(!report.changed)
        #expect(report.text(colored: false) == "")
        #expect(report.markdown() == "## Theme changes\n\nNo change on screen.\n")
        #expect(report.html().contains("No change on screen."))
    }

    @Test("the HTML shows both versions and outlines the cells of changed components in the changed variants")
    func html() throws {
        let html = try Self.report("palette-fan-out").html()
        #expect(html.contains("id=\"theme0-old\"") && html.contains("id=\"theme0-new\""))
        let changed = DiffReport.changedCells(try ThemeDiffGoldenTests.diff("palette-fan-out"))
        #expect(!changed.isEmpty)
        let marked = html.components(separatedBy: "<td class=\"changed\"").count - 1
        #expect(marked == 2 * changed.values.reduce(0) { $0 + $1.filter { PreviewPage.variants.contains($0) }.count })
    }
}
