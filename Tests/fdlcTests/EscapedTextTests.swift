import Foundation
import Testing

/// Escaped text (#22): control characters and bidirectional formatting characters from a
/// theme reach no human-readable output raw (terminal diagnostics with their code frames,
/// notes and fix lines, `lint -o`, `--format github`); they show as `\u{1B}`. (JSON and
/// SARIF are escaped by JSON itself; their goldens hold them as they were.)
@Suite("escaped text")
struct EscapedTextTests {
    /// The issue's theme: a value that clears the screen and turns the terminal red.
    static let hostile = "@tintColor:#F46 \u{1B}[2J\u{1B}[31mX;\n"

    /// Whether `text` holds a character that must not reach a terminal raw.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A, 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    @Test("the issue's theme prints no ESC byte on standard error, and says \\u{1B} where it was")
    func issueExample() throws {
        let folder = try FDLCRunner.folder(["e.nss": Self.hostile])
        let result = try FDLCRunner.run(["check", "--target", "fiori-swiftui", "e.nss"], in: folder)
        #expect(!result.stderr.utf8.contains(0x1B))
        #expect(result.stderr.contains(#"reads '#F46 \u{1B}[2J\u{1B}[31mX' as #FF4466FF"#))
        #expect(result.stderr.contains(#"fix: replace '#F46 \u{1B}[2J\u{1B}[31mX' with '#FF4466'"#))
    }

    @Test(
        "every human-readable output escapes control and bidi characters from the theme",
        arguments: [
            ["check", "--target", "fiori-swiftui", "e.nss"],
            ["lint", "--target", "fiori-swiftui", "e.nss"],
            ["lint", "--target", "fiori-swiftui", "--format", "github", "e.nss"],
            ["lint", "--target", "fiori-swiftui", "-o", "report.txt", "e.nss"],
            ["lint", "b.nss"],
            ["lint", "--format", "github", "b.nss"],
            ["lint", "s.nss"],
            ["compile", "b.nss"],
        ])
    func everyTextOutput(arguments: [String]) throws {
        let folder = try FDLCRunner.folder([
            "e.nss": Self.hostile,
            // A right-to-left override and a C1 control in a value, in an unknown name and in a comment.
            "b.nss": "Button { font-color: re\u{202E}d\u{9B}; fo\u{2066}nt-size: 12; }\n",
            // A suppression comment naming a rule that does not exist, with an escape in it.
            "s.nss": "/* fdlc-disable-next-line FDL\u{1B}[2J */\nButton { font-color: red; }\n",
        ])
        let result = try FDLCRunner.run(arguments, in: folder)
        #expect(
            !(result.stderr + result.stdout).isEmpty
                || FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.txt").path))
        #expect(!Self.hasRawControl(result.stderr), "\(result.stderr.debugDescription)")
        if !arguments.contains("compile") {
            #expect(!Self.hasRawControl(result.stdout), "\(result.stdout.debugDescription)")
        }
        if let report = try? String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8) {
            #expect(!Self.hasRawControl(report) && report.contains(#"\u{1B}"#))
        }
        #expect(
            result.stderr.contains(#"\u{"#) || result.stdout.contains(#"\u{"#)
                || FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.txt").path))
    }

    @Test("a code frame keeps its caret under the range when an escape widens the line")
    func caretAlignment() throws {
        let result = try FDLCRunner.run(
            ["check", "-"], stdin: Data("fdlFUIKPIView { tint-color: re\u{202E}d; }\n".utf8))
        let lines = result.stderr.components(separatedBy: "\n")
        let frame = try #require(lines.firstIndex { $0.hasPrefix(" 1 | ") })
        let source = lines[frame]
        let caret = lines[frame + 1]
        #expect(source == #" 1 | fdlFUIKPIView { tint-color: re\u{202E}d; }"#)
        let start = try #require(source.range(of: #"\u{202E}"#))
        let column = source.distance(from: source.startIndex, to: start.lowerBound)
        #expect(caret.dropFirst(column).hasPrefix("^~~~~~~~"), "\(caret)")
    }
}
