import Foundation
import Testing

@Suite("fdlc check --catalog, end to end")
struct CatalogOptionTests {
    static let badgeCatalog = """
        {
          "version": 1,
          "properties": { "badge-color": { "type": "color", "states": "tint", "source": "spec" } },
          "classes": { "fdlMyBadge": { "component": "MyBadge", "properties": ["badge-color", "tint-color"], "source": "spec" } }
        }
        """

    @Test("a user catalog makes its component known")
    func extendsCatalog() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.badgeCatalog.write(
            to: directory.appendingPathComponent("badge.json"), atomically: false, encoding: .utf8)
        let theme = Data("fdlMyBadge { badge-color-disabled: #0A6ED1; tint-color: red; }".utf8)
        let without = try FDLCRunner.run(["check", "-"], stdin: theme, in: directory)
        #expect(without.status == 1)
        #expect(without.stderr.contains("unknown class path 'fdlMyBadge'"))
        #expect(without.stderr.contains("unknown property 'badge-color-disabled'"))
        let with = try FDLCRunner.run(["check", "--catalog", "badge.json", "-"], stdin: theme, in: directory)
        #expect(with.status == 0)
        #expect(with.stderr == "")
    }

    @Test("a numbered class path matches its '#' entry, built in and in a user catalog")
    func indexedClassPaths() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"classes": {"fdlMyTable_row#": {"properties": ["font-color"]}}}"#
            .write(to: directory.appendingPathComponent("table.json"), atomically: false, encoding: .utf8)
        let theme = Data(
            """
            fdlFUIDataTableCardView_textItem_row4_column2 { font-color: #0A6ED1; }
            fdlMyTable_row12 { font-color: #0A6ED1; }
            fdlMyTable_row3 { tint-color: #0A6ED1; }

            """.utf8)
        let result = try FDLCRunner.run(["check", "--catalog", "table.json", "-"], stdin: theme, in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:3:19: error: 'tint-color' is supported by "))
        #expect(
            result.stderr.hasSuffix(
                "not fdlMyTable_row3 [FDL211]\n 3 | fdlMyTable_row3 { tint-color: #0A6ED1; }\n   |                   ^~~~~~~~~~\n1 error\n"
            ))
    }

    @Test("under --target nui, no SAP Fiori class path is named as supporting a property")
    func nuiTarget() throws {
        let theme = Data("View { tint-color: #0A6ED1; }\n".utf8)
        let fiori = try FDLCRunner.run(["check", "-"], stdin: theme)
        #expect(fiori.status == 0)
        // A key no NUI renderer reads for the class is a warning there: it has no effect, nothing fails.
        let nui = try FDLCRunner.run(["check", "--target", "nui", "-"], stdin: theme)
        #expect(nui.status == 0)
        #expect(
            nui.stderr.hasPrefix(
                "<stdin>:1:8: warning: 'tint-color' is supported by ImageView, Switch, TableCell and 1 more, not View [FDL211]\n"
            ))
    }

    @Test("an invalid catalog file is a located error with exit 2")
    func invalidCatalog() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "{\n  \"version\": 1,\n  \"bogus\": 2\n}".write(
            to: directory.appendingPathComponent("bad.json"), atomically: false, encoding: .utf8)
        let result = try FDLCRunner.run(
            ["check", "--catalog", "bad.json", "-"], stdin: Data("A { }".utf8), in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("fdlc: error: invalid catalog 'bad.json':3:"))
        let missing = try FDLCRunner.run(
            ["check", "--catalog", "nope.json", "-"], stdin: Data("A { }".utf8), in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr == "fdlc: error: cannot read 'nope.json': no such file or directory\n")
    }
}
