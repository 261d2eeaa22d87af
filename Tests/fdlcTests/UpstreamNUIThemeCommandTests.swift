import Foundation
import Testing

/// A theme written for upstream NUI, as the app themes of `../shared/corpus/realworld` are,
/// linted with the default target and no configuration: no error where the runtime reads the
/// file, warnings that say what it reads, and the note that names `--target nui`.
@Suite("fdlc lint on an upstream NUI theme, default target")
struct UpstreamNUIThemeCommandTests {
    /// Variables, NUI's classes and the app's own, a key only the app reads, alpha as 0…255,
    /// a colour only the app understands, a 7-digit hex colour and fonts on TabBar.
    static let theme = """
        @primaryFontName: HelveticaNeue;
        @clrMenusIconColor: nui_ignore;
        @primaryBackgroundColor: #E6E6E6;

        NavigationBar {
            background-color: RGBA(255,255,255,230);
            font-name: @primaryFontName;
        }
        TabBar {
            font-name: @primaryFontName;
        }
        Label {
            font-color: #0000000;
        }
        ChatBubble {
            fill-color: #FF0000;
            font-color: @clrMenusIconColor;
        }
        View {
            background-color: @primaryBackgroundColor;
        }

        """

    @Test("no error, the runtime's readings as warnings, and one note with --target nui and the configuration line")
    func defaultTarget() throws {
        // An empty configuration: the defaults, whatever a folder above the temporary one holds.
        let root = try FDLCRunner.folder(["Style.nss": Self.theme, ".fdlc.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "--format", "json", "Style.nss"], in: root)
        #expect(result.status == 0, "\(result.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map {
            "\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0) \($0["code"] as? String ?? "") \($0["severity"] as? String ?? "")"
        }
        #expect(
            found == [
                "5:1 FDL511 note", "6:23 FDL505 warning", "10:5 FDL211 warning", "13:17 FDL505 warning",
                "16:5 FDL210 warning", "17:17 FDL301 warning",
            ], "\(result.stdout)")
        let note = try #require(diagnostics.first)
        let hints = (note["notes"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        #expect(hints.contains { $0.contains("'--target nui'") && $0.contains(#"{"target": "nui"}"#) })
        let alpha = diagnostics[1]["message"] as? String
        #expect(alpha?.hasPrefix("alpha 230 is read as 230/255 by NUI's converter") == true)
    }

    @Test("with {\"target\": \"nui\"} in .fdlc.json the note goes, and NUI's own findings come")
    func configuredForNUI() throws {
        let root = try FDLCRunner.folder(["Style.nss": Self.theme, ".fdlc.json": #"{"target": "nui"}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try FDLCRunner.run(["lint", "Style.nss"], in: root)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("[FDL511]"))
        #expect(result.stderr.contains("NUI reads only the first six hex digits of '#0000000'"))
    }
}
