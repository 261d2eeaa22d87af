import Foundation
import Testing

@testable import fdlc

/// The declarations (``CommandSpec``, ``OptionSpec``) are the single source of each command's
/// options: everything that lists or reads options is written from them, so an option declared
/// once is in `--help`, the usage line, the man page and every completion script, and parses.
@Suite("command declarations")
struct CommandSpecTests {
    static let commands = CommandList.commands.map(\.name)

    /// The command named `name`.
    static func command(_ name: String) throws -> CommandSpec {
        try #require(CommandList.command(name))
    }

    /// A value `option` accepts: its first allowed one, or one that passes its check.
    static func value(for option: OptionSpec) -> String {
        if let allowed = option.allowed { return allowed[0] }
        switch option.name {
        case "--rule": return "FDL401=off"
        case "--max-warnings": return "3"
        default: return "x.nss"
        }
    }

    @Test(
        "every declared option is in --help, the man page and the bash, zsh and fish completions",
        arguments: commands)
    func everywhere(name: String) throws {
        let command = try Self.command(name)
        let help = command.help
        let page = ManPage(commands: CommandList.commands, version: "0").roff
        let section = page.components(separatedBy: ".SH \"FDLC \(name.uppercased())\"\n")[1]
            .components(separatedBy: "\n.SH ")[0]
        let scripts = ShellCompletions.Shell.allCases.map {
            ShellCompletions(commands: CommandList.commands).script(for: $0)
        }
        // bash: the words offered after a '-' in the command's case.
        let bashCase = scripts[0].components(separatedBy: "\n    \(name))\n")[1].components(
            separatedBy: "\n        ;;")[0]
        let bashWords = Set(
            bashCase.components(separatedBy: "if [[ $cur == -* ]]; then\n            COMPREPLY=($(compgen -W '")[1]
                .components(separatedBy: "'")[0].split(separator: " ").map(String.init))
        for option in command.allOptions {
            #expect(help.contains("\n  " + option.label + " "), "\(name) --help lists \(option.label)")
            for spelling in option.names {
                #expect(section.contains("\\fB" + ManPage.escape(spelling) + "\\fR"), "\(name) man page: \(spelling)")
                let long = spelling.hasPrefix("--")
                let fishFlag = (long ? " -l " : " -s ") + spelling.drop { $0 == "-" }
                #expect(bashWords.contains(spelling), "bash \(name): \(spelling)")
                #expect(scripts[1].contains("'" + spelling + "["), "zsh \(name): \(spelling)")
                #expect(
                    scripts[2].split(separator: "\n").contains {
                        $0.contains("__fish_seen_subcommand_from \(name)'") && $0.contains(fishFlag + " ")
                    }, "fish \(name): \(spelling)")
            }
            for choice in option.allowed ?? [] {
                #expect(scripts[1].contains(choice), "zsh \(name) \(option.name) offers \(choice)")
            }
        }
    }

    @Test("every option --help lists parses, with a value it accepts", arguments: commands)
    func everyOptionParses(name: String) throws {
        let command = try Self.command(name)
        let listed = command.help.components(separatedBy: "OPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").filter { $0.hasPrefix("  -") }
        #expect(listed.count == command.allOptions.count)
        for option in command.allOptions where option.name != "--help" {
            for spelling in option.names {
                let arguments = [spelling] + (option.value == nil ? [] : [Self.value(for: option)])
                guard case .parsed(let parsed) = command.parse(arguments) else {
                    Issue.record("\(name) \(arguments) does not parse")
                    continue
                }
                #expect(parsed.isSet(option.name), "\(name) \(arguments)")
                #expect(option.value == nil || parsed.value(option.name) == arguments[1])
            }
        }
        guard case .help = command.parse(["--help", "--no-such-option"]) else {
            Issue.record("\(name) --help")
            return
        }
    }

    @Test("an unknown option is answered with the nearest declared one", arguments: commands)
    func didYouMean(name: String) throws {
        let command = try Self.command(name)
        for option in command.allOptions {
            let long = try #require(option.names.last)
            guard long.count > 4 else { continue }
            let typo = String(long.dropLast())
            guard case .problem(let problem) = command.parse([typo]) else {
                Issue.record("\(name) \(typo) parses")
                continue
            }
            #expect(problem == "unknown option '\(typo)'; did you mean '\(long)'?", "\(name)")
        }
    }

    @Test("a repeatable option keeps every value in order; any other keeps the last")
    func repeatable() throws {
        let lint = try Self.command("lint")
        guard
            case .parsed(let parsed) = lint.parse([
                "--catalog", "a.json", "--format", "json", "--catalog=b.json", "--format", "sarif", "x.nss",
            ])
        else {
            Issue.record("does not parse")
            return
        }
        #expect(parsed.values("--catalog") == ["a.json", "b.json"])
        #expect(parsed.format(default: .text) == .sarif)
        #expect(parsed.values("--format") == ["sarif"], "a later value replaces an earlier one")
        #expect(parsed.operands == ["x.nss"])
        #expect(lint.allOptions.filter(\.repeatable).map(\.name) == ["--catalog", "--rule"])
    }

    @Test("--format accepts exactly the command's report formats, and says which on a wrong one")
    func reportFormats() throws {
        let accepted: [String: [ReportFormat]] = [
            "check": ReportFormat.check, "lint": ReportFormat.lint, "compile": ReportFormat.compile,
            "query": ReportFormat.query, "diff": ReportFormat.diff, "rules": ReportFormat.rules,
        ]
        for command in CommandList.commands {
            let format = command.options.first { $0.name == "--format" }
            #expect(format?.allowed == accepted[command.name]?.map(\.rawValue), "\(command.name)")
            for value in ReportFormat.allCases.map(\.rawValue) {
                let outcome = command.parse(["--format", value])
                if case .parsed(let parsed) = outcome {
                    #expect(accepted[command.name]?.map(\.rawValue).contains(value) == true)
                    #expect(parsed.format(default: .text).rawValue == value)
                }
            }
        }
        guard case .problem(let problem) = try Self.command("lint").parse(["--format", "sarf"]) else {
            Issue.record("sarf parses")
            return
        }
        #expect(
            problem
                == "invalid value 'sarf' for '--format'; did you mean 'sarif'? expected one of: text, json, sarif, github"
        )
    }

    @Test("options a command declares as conflicting are refused together, in either order")
    func conflicts() throws {
        let format = try Self.command("format")
        for arguments in [["--check", "-i"], ["--in-place", "--check"]] {
            guard case .problem(let problem) = format.parse(arguments) else {
                Issue.record("\(arguments) parses")
                continue
            }
            #expect(problem == "--check and --in-place cannot be combined")
        }
        guard case .parsed = format.parse(["-i", "--in-place", "x.nss"]) else {
            Issue.record("-i --in-place")
            return
        }
    }

    @Test("a command that takes no operands refuses one at once")
    func refusedOperands() throws {
        for name in ["rules", "lsp", "man"] {
            guard case .problem(let problem) = try Self.command(name).parse(["extra", "--bogus"]) else {
                Issue.record("\(name) takes an operand")
                continue
            }
            #expect(problem == "unexpected argument 'extra'")
        }
    }
}
