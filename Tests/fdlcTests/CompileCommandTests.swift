import FioriTheme
import Foundation
import Testing

@Suite("fdlc compile, end to end")
struct CompileCommandTests {
    static let theme = "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\nfdlFUIKPIView { tint-color: @accent; }\n"

    @Test("writes the style table as JSON to stdout, deterministically")
    func toStandardOutput() throws {
        let first = try FDLCRunner.run(["compile", "-"], stdin: Data(Self.theme.utf8))
        #expect(first.status == 0)
        #expect(first.stderr == "")
        let document = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect(document?["formatVersion"] as? Int == 2)
        let classes = document?["classes"] as? [String: Any]
        let kpi = (classes?["fdlFUIKPIView"] as? [String: Any])?["properties"] as? [String: Any]
        let tint = kpi?["tint-color"] as? [String: Any]
        #expect((tint?["value"] as? [String: Any])?["hex"] as? String == "#0A6ED1FF")
        #expect((tint?["origin"] as? [String: Any])?["via"] as? [String] == ["@accent", "@brandBlue"])
        let second = try FDLCRunner.run(["compile", "-o", "-", "-"], stdin: Data(Self.theme.utf8))
        #expect(second.stdout == first.stdout)
    }

    @Test("--device compiles what one device gets, @media merged in, as NUI consolidates it")
    func device() throws {
        let theme =
            "@c: #00FF00;\n@media (device:iphone) { @c: #FF0000; }\nLabel { font-color: @c; }\n"
            + "@media (device:ipad) { Label { font-size: 20; } }\n"
        func label(_ arguments: [String]) throws -> [String: Any]? {
            let run = try FDLCRunner.run(["compile", "--target", "nui"] + arguments + ["-"], stdin: Data(theme.utf8))
            #expect(run.status == 0)
            let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return (document?["classes"] as? [String: Any])?["Label"] as? [String: Any]
        }
        let iphone = try label(["--device", "iphone-portrait"])
        let properties = iphone?["properties"] as? [String: Any]
        #expect(
            ((properties?["font-color"] as? [String: Any])?["value"] as? [String: Any])?["hex"] as? String
                == "#FF0000FF")
        #expect(properties?["font-size"] == nil)
        #expect(iphone?["media"] == nil)
        let ipad = try label(["--device=ipad-landscape"])
        #expect(((ipad?["properties"] as? [String: Any])?["font-size"] as? [String: Any]) != nil)
        #expect(ipad?["media"] == nil)
        let anyDevice = try label([])
        #expect(anyDevice?["media"] != nil)
        let refused = try FDLCRunner.run(
            ["compile", "--target", "fiori-swiftui", "--device", "ipad-landscape", "-"], stdin: Data(theme.utf8))
        #expect(refused.status == 2)
        // The targets that evaluate @media are named from the profiles, the one refused by its runtime.
        #expect(
            refused.stderr.contains(
                "--device needs a target that evaluates @media (fiori or nui); FioriThemeManager evaluates none"))
        let unknown = try FDLCRunner.run(["compile", "--device", "watch", "-"], stdin: Data(theme.utf8))
        #expect(unknown.status == 2)
    }

    @Test("-o writes the file; a failing compile leaves it byte-identical and writes nothing")
    func atomicOutput() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.theme.write(to: directory.appendingPathComponent("theme.nss"), atomically: false, encoding: .utf8)
        let ok = try FDLCRunner.run(["compile", "theme.nss", "-o", "out.json"], in: directory)
        #expect(ok.status == 0)
        #expect(ok.stdout == "")
        let written = try Data(contentsOf: directory.appendingPathComponent("out.json"))
        #expect(!written.isEmpty)

        try "fdlFUIKPIView { tint-color: nope; }".write(
            to: directory.appendingPathComponent("theme.nss"), atomically: false, encoding: .utf8)
        let failed = try FDLCRunner.run(["compile", "theme.nss", "-o", "out.json"], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("[FDL301]"))
        #expect(failed.stderr.hasSuffix("1 error; nothing written\n"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.json")) == written)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(leftovers == ["out.json", "theme.nss"])

        let fresh = try FDLCRunner.run(["compile", "theme.nss", "-o", "new.json"], in: directory)
        #expect(fresh.status == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new.json").path))
    }

    @Test(
        "an output path that cannot be written exits 2",
        arguments: [
            ("missing/out.json", "fdlc: error: cannot write 'missing/out.json': the folder"),
            (".", "fdlc: error: cannot write '.': it is a directory"),
        ])
    func unwritable(output: String, message: String) throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FDLCRunner.run(["compile", "-", "-o", output], stdin: Data(Self.theme.utf8), in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message))
    }

    @Test("several files layer in order")
    func layering() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "fdlFUIKPIView { tint-color: #FF0000; tint-color-disabled: #FF0000; }".write(
            to: directory.appendingPathComponent("base.nss"), atomically: false, encoding: .utf8)
        try "fdlFUIKPIView { tint-color: #0A6ED1; }".write(
            to: directory.appendingPathComponent("brand.nss"), atomically: false, encoding: .utf8)
        let result = try FDLCRunner.run(["compile", "base.nss", "brand.nss"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"file\": \"brand.nss\""))
        #expect(result.stdout.contains("\"file\": \"base.nss\""))
    }

    @Test("the brand theme compiles")
    func brandTheme() throws {
        let result = try FDLCRunner.run(["compile", "Themes/fiori-brand.nss"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\n  \"classes\": {"))
    }

    @Test("--format binary -o writes a table that loads equal to the JSON; without -o it is a usage error")
    func binary() throws {
        let directory = try FDLCRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.theme.write(to: directory.appendingPathComponent("theme.nss"), atomically: false, encoding: .utf8)
        let written = try FDLCRunner.run(
            ["compile", "--format", "binary", "theme.nss", "-o", "theme.fdlt"], in: directory)
        #expect(written.status == 0)
        #expect(written.stdout == "" && written.stderr == "")
        #expect(try FDLCRunner.run(["compile", "theme.nss", "-o", "theme.json"], in: directory).status == 0)
        let binary = try Theme(contentsOf: directory.appendingPathComponent("theme.fdlt"))
        #expect(try binary == Theme(contentsOf: directory.appendingPathComponent("theme.json")))
        #expect(binary.color("tint-color", for: "fdlFUIKPIView")?.hex == "#0A6ED1FF")

        let toStandardOutput = try FDLCRunner.run(["compile", "--format", "binary", "theme.nss"], in: directory)
        #expect(toStandardOutput.status == 2)
        #expect(toStandardOutput.stdout == "")
        #expect(
            toStandardOutput.stderr.hasPrefix(
                "fdlc compile: error: --format binary needs -o OUT; a binary table is not text for standard output"))
    }
}
