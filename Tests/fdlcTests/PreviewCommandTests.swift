import FioriThemeCore
import FioriThemeTestSupport
import Foundation
import Testing

@Suite("fdlc preview, end to end")
struct PreviewCommandTests {
    static let theme = "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\nfdlFUIKPIView { tint-color: @accent; }\n"

    @Test("writes one HTML page to standard output, the same bytes on every run")
    func toStandardOutput() throws {
        let first = try FDLCRunner.run(["preview", "-"], stdin: Data(Self.theme.utf8))
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(first.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(first.stdout.hasSuffix("</html>\n"))
        #expect(
            first.stdout.contains(
                "title=\"metric and units: fdlFUIKPIView tint-color = #0A6ED1FF\n&lt;stdin&gt;:3:17 via @accent → @brandBlue\""
            ))
        let second = try FDLCRunner.run(["preview", "-o", "-", "-"], stdin: Data(Self.theme.utf8))
        #expect(second.stdout == first.stdout)
    }

    @Test("every theme's page is the same bytes in two processes (Swift seeds its hashing per process)")
    func deterministicAcrossProcesses() throws {
        for theme in try RepositoryThemes.all() {
            let arguments = ["preview", "--target", theme.target.rawValue, theme.path]
            let (first, second) = (try FDLCRunner.run(arguments), try FDLCRunner.run(arguments))
            #expect(first.status == 0 && first.stderr == "", "\(theme): \(first.stderr)")
            #expect(first.stdout == second.stdout, "\(theme)")
        }
    }

    @Test("-o writes the file atomically; a theme with errors writes nothing and leaves the file as it was")
    func atomicOutput() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.theme.write(to: directory.appendingPathComponent("theme.nss"), atomically: false, encoding: .utf8)
        let ok = try FDLCRunner.run(["preview", "theme.nss", "-o", "page.html"], in: directory)
        #expect(ok.status == 0 && ok.stdout == "" && ok.stderr == "")
        let written = try Data(contentsOf: directory.appendingPathComponent("page.html"))
        #expect(String(decoding: written, as: UTF8.self).contains("<title>theme.nss: fdlc preview</title>"))

        try "fdlFUIKPIView { tint-color: nope; }".write(
            to: directory.appendingPathComponent("theme.nss"), atomically: false, encoding: .utf8)
        let failed = try FDLCRunner.run(["preview", "theme.nss", "-o", "page.html"], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("[FDL301]"))
        #expect(failed.stderr.hasSuffix("1 error; nothing written\n"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("page.html")) == written)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["page.html", "theme.nss"])
    }

    @Test("warnings go to standard error and into the page, which is still written")
    func warnings() throws {
        let result = try FDLCRunner.run(
            ["preview", "--color", "never", "-"], stdin: Data("fdlFUIKPIView { tint-color: @primary6; }".utf8))
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("warning: '@primary6' is a deprecated colour style")
                && result.stderr.hasSuffix("1 warning\n"))
        #expect(
            result.stdout.contains(
                "<pre class=\"diagnostics\" tabindex=\"0\">&lt;stdin&gt;:1:29: warning: &#39;@primary6&#39;"))
    }

    @Test("--target picks the runtime: a palette name is the SDK's colour for fiori, undefined for nui")
    func target() throws {
        let source = Data("fdlFUIKPIView { tint-color: @tintColor; }".utf8)
        #expect(try FDLCRunner.run(["preview", "-"], stdin: source).status == 0)
        let nui = try FDLCRunner.run(["preview", "--target", "nui", "-"], stdin: source)
        #expect(nui.status == 1 && nui.stdout == "")
        let page = try FDLCRunner.run(["preview", "--target=nui", "Themes/nui/harbor.nss"])
        #expect(page.status == 0)
        #expect(page.stdout.contains("Target <code>nui</code> (NUI)"))
    }

    @Test(
        "usage problems exit 2 and say what is wrong",
        arguments: [
            (["preview"], "fdlc preview: error: no input file"),
            (["preview", "-x", "a.nss"], "fdlc preview: error: unknown option '-x'"),
            (["preview", "--target", "web", "a.nss"], "fdlc preview: error: invalid value 'web' for '--target'"),
            (["preview", "-o"], "fdlc preview: error: missing value for '-o'"),
            (
                ["preview", "Themes/missing.nss"],
                "fdlc: error: cannot read 'Themes/missing.nss': no such file or directory"
            ),
            (
                ["preview", "Themes/fiori-brand.nss", "-o", "Themes/fiori-brand.nss"],
                "fdlc preview: error: the output 'Themes/fiori-brand.nss' is the input 'Themes/fiori-brand.nss'"
            ),
            (
                ["preview", "Themes/fiori-brand.nss", "-o", "missing/page.html"],
                "fdlc: error: cannot write 'missing/page.html': the folder"
            ),
        ])
    func usage(arguments: [String], message: String) throws {
        let result = try FDLCRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test("the README's command writes the page of the dark-first theme, quietly")
    func readmeCommand() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: FDLCRunner.repositoryRoot.appendingPathComponent("Themes/northwind-night.nss"),
            to: directory.appendingPathComponent("Themes/northwind-night.nss"))
        let result = try FDLCRunner.run(["preview", "Themes/northwind-night.nss", "-o", "preview.html"], in: directory)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        let page = try String(contentsOf: directory.appendingPathComponent("preview.html"), encoding: .utf8)
        #expect(page.contains("<title>northwind-night.nss: fdlc preview</title>"))
        #expect(page.contains("12 colour styles of the SDK palette, in each variant"))
    }

    @Test("--help describes the command, and fdlc --help lists it")
    func help() throws {
        let help = try FDLCRunner.run(["preview", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: fdlc preview [-o OUT] [options] <file>..."))
        for option in ["--color", "--target", "--catalog", "--config", "--rule"] {
            #expect(help.stdout.contains(option), "\(option)")
        }
        #expect(try FDLCRunner.run(["--help"]).stdout.contains("preview     Write an HTML page"))
    }
}
