import Foundation
import Testing

/// The same situation gets the same message and exit status in every command (#23).
@Suite("consistent messages")
struct ConsistentMessagesTests {
    @Test(
        "a missing file is 'no such file or directory', exit 2, in every command that reads themes",
        arguments: [
            ["check", "missing.nss"], ["compile", "missing.nss"], ["preview", "missing.nss"],
            ["query", "missing.nss", "Button"],
            ["lint", "missing.nss"], ["format", "missing.nss"],
        ])
    func missingFile(arguments: [String]) throws {
        let result = try FDLCRunner.run(arguments, in: try FDLCRunner.temporaryDirectory())
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("fdlc: error: cannot read 'missing.nss': no such file or directory\n"),
            "\(result.stderr)")
    }

    @Test(
        "an empty folder, or a folder named like a stylesheet, is exit 2 with one message in format and lint",
        arguments: ["format", "lint"], ["empty", "folder.nss"])
    func emptyFolder(command: String, folder: String) throws {
        let root = try FDLCRunner.folder(["\(folder)/notes.txt": "not a theme"])
        let result = try FDLCRunner.run([command, folder], in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr == "fdlc: warning: no .nss file below '\(folder)'\n"
                + "fdlc \(command): error: no stylesheet to \(command) in '\(folder)'; pass --allow-empty-input to allow that\n"
        )
        let allowed = try FDLCRunner.run([command, "--allow-empty-input", folder], in: root)
        #expect(allowed.status == 0)
    }
}
