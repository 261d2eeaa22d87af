import Foundation
import Testing

/// A configuration reached through `extends` that is no fdlc configuration (#22): it is named,
/// never quoted, whatever it holds.
@Suite("extends names a file that is not a configuration")
struct ExtendsForeignFileTests {
    @Test(
        "a JSON file with other keys, a non-JSON file or a JSON array: 'PATH' is not an fdlc configuration",
        arguments: [
            #"{ "secretToken": "ghp_abc123", "target": "nui" }"#,
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n",
            #"["ghp_abc123"]"#,
        ])
    func foreignBase(content: String) throws {
        let folder = try FDLCRunner.folder([
            ".fdlc.json": #"{ "extends": "secret.json" }"#, "secret.json": content,
            "t.nss": "Button { font-color: red; }\n",
        ])
        for arguments in [
            ["lint", "t.nss"], ["check", "t.nss"], ["format", "t.nss"], ["config", "--print", "t.nss"],
        ] {
            let result = try FDLCRunner.run(arguments, in: folder)
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "fdlc: error: invalid configuration .fdlc.json:1:14: 'secret.json' is not an fdlc configuration\n",
                "\(arguments): \(result.stderr)")
            for secret in ["secretToken", "ghp_abc123", "BEGIN", "b3Bl"] { #expect(!result.stderr.contains(secret)) }
        }
    }

    @Test(
        "a base that is a configuration keeps its located mistakes, and a configuration named itself its unknown keys")
    func realConfigurations() throws {
        let folder = try FDLCRunner.folder([
            "a/.fdlc.json": #"{ "extends": "base.json" }"#, "a/base.json": "{\n  \"target\": \"swift\"\n}",
            "a/t.nss": "Button { }\n",
            "b/.fdlc.json": #"{ "tarrget": "nui" }"#, "b/t.nss": "Button { }\n",
        ])
        let base = try FDLCRunner.run(["lint", "a/t.nss"], in: folder)
        #expect(
            base.status == 2
                && base.stderr.hasPrefix("fdlc: error: invalid configuration a/base.json:2:13: expected one of"))
        let own = try FDLCRunner.run(["lint", "b/t.nss"], in: folder)
        #expect(
            own.status == 2
                && own.stderr.hasPrefix("fdlc: error: invalid configuration b/.fdlc.json:1:3: unknown key 'tarrget'"))
    }
}
