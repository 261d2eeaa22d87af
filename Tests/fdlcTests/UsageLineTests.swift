import Foundation
import Testing

@testable import fdlc

/// Every command's usage line against the options it declares (``CommandSpec``): the usage
/// line names each option of the command's own, `[options]` stands for the shared ones
/// (``CommonOptions``), and `--help` describes every option the parser accepts.
@Suite("usage lines")
struct UsageLineTests {
    /// Each command: its name, help, the options its parser accepts, and its shared groups.
    static let commands: [(name: String, help: String, options: [String], shared: CommonOptions.Groups)] =
        CommandList.commands.map { ($0.name, $0.help, $0.optionNames, $0.shared) }

    /// Short and long spellings of one option: the usage line needs one of them.
    static let spellings: [String: String] = ["-o": "--output", "-i": "--in-place", "-q": "--quiet"]

    /// The usage line: from `USAGE:` to the first blank line.
    static func usage(_ help: String) -> String {
        help.components(separatedBy: "\n\n")[0]
    }

    /// The options a usage line or help text names, as whole words.
    static func named(_ text: String) -> Set<String> {
        let separators: Set<Character> = [" ", "\n", "[", "]", "|", ",", "=", "(", ")", "'"]
        return Set(text.split { separators.contains($0) }.map(String.init).filter { $0.hasPrefix("-") && $0.count > 1 })
    }

    @Test(
        "every usage line names every option of the command's own, and [options] when it takes shared ones",
        arguments: commands.map(\.name))
    func usageLine(command: String) throws {
        let entry = try #require(Self.commands.first { $0.name == command })
        let usage = Self.usage(entry.help)
        #expect(usage.hasPrefix("USAGE: fdlc \(command)"))
        let shared = Set(CommonOptions.specs(entry.shared).flatMap(\.names))
        let named = Self.named(usage)
        for option in entry.options where !shared.contains(option) && option != "-h" && option != "--help" {
            let other = Self.spellings[option] ?? Self.spellings.first { $0.value == option }?.key
            #expect(named.contains(option) || other.map(named.contains) == true, "\(command): usage misses \(option)")
        }
        #expect(
            usage.contains("[options]") == !entry.shared.isEmpty, "\(command): [options] stands for the shared options")
        #expect(
            named.isSubset(of: Set(entry.options)),
            "\(command): usage names an option the parser refuses: \(named.subtracting(entry.options))")
    }

    @Test("--help describes every option the parser accepts, and no other", arguments: commands.map(\.name))
    func helpText(command: String) throws {
        let entry = try #require(Self.commands.first { $0.name == command })
        let optionsSection = entry.help.components(separatedBy: "OPTIONS:").dropFirst().joined()
        let described = Set(
            optionsSection.split(separator: "\n").compactMap { line -> [String]? in
                guard line.hasPrefix("  -") else { return nil }
                return Self.named(String(line.prefix(32))).sorted()
            }.flatMap { $0 })
        #expect(described == Set(entry.options), "\(command): \(described.symmetricDifference(entry.options))")
        let result = try FDLCRunner.run([command, "--help"])
        #expect(result.status == 0 && result.stdout == entry.help + "\n")
    }
}
