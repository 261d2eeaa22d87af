import Foundation
import Testing

/// `fdlc help`, the man page and the shell completions: the committed files are what fdlc
/// writes today, and each lists exactly the commands and options `--help` lists.
@Suite("help, man page and completions")
struct ManualTests {
    private func file(_ path: String) throws -> String {
        try String(contentsOf: FDLCRunner.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The commands `fdlc --help` lists.
    private static let commands: [String] = {
        let help = (try? FDLCRunner.run(["--help"]).stdout) ?? ""
        let section =
            help.components(separatedBy: "COMMANDS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").filter {
            $0.hasPrefix("  ") && $0.dropFirst(2).first?.isLowercase == true
        }
        .map { String($0.split(separator: " ")[0]) }
    }()

    /// The option names of a command's `--help`, read independently of fdlc's own reader:
    /// every word starting with `-` at the start of an OPTIONS line.
    private static func options(_ command: String) throws -> Set<String> {
        let help = try FDLCRunner.run([command, "--help"]).stdout
        let section =
            help.components(separatedBy: "OPTIONS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        var names: Set<String> = []
        for line in section.split(separator: "\n") where line.hasPrefix("  -") {
            let specification = line.dropFirst(2).components(separatedBy: "  ")[0]
            for word in specification.split(separator: " ") where word.hasPrefix("-") {
                names.insert(word.hasSuffix(",") ? String(word.dropLast()) : String(word))
            }
        }
        return names
    }

    @Test(
        "the committed man page and completions are what fdlc writes (Scripts/generate-manual)",
        arguments: [
            (["man"], "Docs/fdlc.1"), (["completions", "bash"], "Editors/completions/fdlc.bash"),
            (["completions", "zsh"], "Editors/completions/_fdlc"),
            (["completions", "fish"], "Editors/completions/fdlc.fish"),
        ])
    func upToDate(arguments: [String], path: String) throws {
        let result = try FDLCRunner.run(arguments)
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout == (try file(path)), "\(path) is stale: run Scripts/generate-manual")
    }

    @Test("fdlc help lists the commands; fdlc help COMMAND is COMMAND --help")
    func help() throws {
        #expect(Self.commands.count >= 13 && Self.commands.contains("help") && Self.commands.contains("man"))
        #expect(try FDLCRunner.run(["help"]).stdout == FDLCRunner.run(["--help"]).stdout)
        for command in Self.commands {
            let help = try FDLCRunner.run(["help", command])
            #expect(help.status == 0)
            #expect(help.stdout == (try FDLCRunner.run([command, "--help"]).stdout), "\(command)")
            #expect(help.stdout.hasPrefix("USAGE: fdlc \(command)"), "\(command)")
        }
        let unknown = try FDLCRunner.run(["help", "lnt"])
        #expect(unknown.status == 2 && unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("fdlc help: error: unknown command 'lnt'; did you mean 'lint'?"))
        #expect(
            try FDLCRunner.run(["completions", "tcsh"]).stderr.hasPrefix(
                "fdlc completions: error: unknown shell 'tcsh'"))
        #expect(try FDLCRunner.run(["man", "extra"]).status == 2)
    }

    @Test("the man page has a section per command with exactly the options of its --help")
    func manPage() throws {
        let page = try file("Docs/fdlc.1")
        let sections = page.components(separatedBy: "\n.SH ")
        for command in Self.commands {
            let section = try #require(
                sections.first { $0.hasPrefix("\"FDLC \(command.uppercased())\"") }, "\(command)")
            let named = Set(
                section.split(separator: "\n").filter { $0.hasPrefix("\\fB\\-") }.flatMap { line in
                    line.components(separatedBy: "\\fB").dropFirst().map {
                        $0.components(separatedBy: "\\fR")[0].replacingOccurrences(of: "\\-", with: "-")
                    }
                })
            #expect(named == (try Self.options(command)), "\(command)")
            #expect(page.contains(".B \(command)\n"), "\(command) in COMMANDS")
        }
    }

    @Test("bash, zsh and fish complete exactly the options of each command's --help")
    func completions() throws {
        let bash = try file("Editors/completions/fdlc.bash")
        let zsh = try file("Editors/completions/_fdlc")
        let fish = try file("Editors/completions/fdlc.fish")
        for command in Self.commands {
            let expected = try Self.options(command)
            // bash: the words offered after a '-' in the command's case.
            let bashCase =
                bash.components(separatedBy: "\n    \(command))\n").dropFirst().first?.components(
                    separatedBy: "\n        ;;")[0] ?? ""
            let offered =
                bashCase.components(separatedBy: "if [[ $cur == -* ]]; then\n            COMPREPLY=($(compgen -W '")
                .dropFirst().first?
                .components(separatedBy: "'")[0].split(separator: " ").map(String.init) ?? []
            #expect(Set(offered) == expected, "bash \(command)")
            // zsh: the '--name[' specs of the command's _arguments.
            let zshCase =
                zsh.components(separatedBy: "\n    \(command))\n").dropFirst().first?.components(
                    separatedBy: "\n        ;;")[0] ?? ""
            let specs = zshCase.split(separator: "\n").compactMap { line -> String? in
                let spec = line.trimmingCharacters(in: .whitespaces)
                guard spec.hasPrefix("'-") else { return nil }
                return spec.dropFirst().components(separatedBy: "[")[0]
            }
            #expect(Set(specs) == expected, "zsh \(command)")
            // fish: the -s and -l flags of the command's lines.
            let fishNames = fish.split(separator: "\n").filter {
                $0.contains("-n '__fish_seen_subcommand_from \(command)'")
            }.flatMap { line in
                let words = line.split(separator: " ").map(String.init)
                return words.indices.dropLast().compactMap { index -> String? in
                    switch words[index] {
                    case "-s": return "-" + words[index + 1]
                    case "-l": return "--" + words[index + 1]
                    default: return nil
                    }
                }
            }
            #expect(Set(fishNames) == expected, "fish \(command)")
        }
    }

    @Test("bash completes commands, options and option values with the committed script")
    func bashCompletes() throws {
        let script = FDLCRunner.repositoryRoot.appendingPathComponent("Editors/completions/fdlc.bash").path
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let run =
                "complete() { :; }; source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _fdlc; printf '%s\\n' \"${COMPREPLY[@]}\""
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", run]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["fdlc", "li"]) == ["lint"])
        #expect(try complete(["fdlc", "lint", "--max-w"]) == ["--max-warnings"])
        #expect(try complete(["fdlc", "check", "--format", ""]) == ["text", "json"])
        #expect(try complete(["fdlc", "help", "exp"]) == ["explain"])
        #expect(try complete(["fdlc", "completions", ""]) == ["bash", "zsh", "fish"])
    }

    @Test("the scripts parse in their shells, and the man page renders without a warning")
    func render() throws {
        for (shell, path) in [
            ("bash", "Editors/completions/fdlc.bash"), ("zsh", "Editors/completions/_fdlc"),
            ("fish", "Editors/completions/fdlc.fish"),
        ] {
            guard
                let result = try Self.tool(shell, ["-n", FDLCRunner.repositoryRoot.appendingPathComponent(path).path])
            else { continue }
            #expect(result.status == 0 && result.stderr.isEmpty, "\(shell) -n \(path): \(result.stderr)")
        }
        let groff = try Self.tool(
            "groff", ["-man", "-Tutf8", "-ww", FDLCRunner.repositoryRoot.appendingPathComponent("Docs/fdlc.1").path])
        try #require(
            groff != nil || ProcessInfo.processInfo.environment["FDLC_REQUIRE_GROFF"] == nil, "groff is not installed")
        if let groff {
            #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
            var text: [Character] = []
            for character in groff.stdout {
                if character == "\u{8}" { _ = text.popLast() } else { text.append(character) }
            }
            let page = String(text)
            #expect(
                page.contains("User Commands") && page.contains("FDLC LINT") && page.contains("EXIT STATUS"),
                "\(page.prefix(400))")
        }
    }

    /// Runs a tool found on the PATH; nil when it is not installed.
    private static func tool(_ name: String, _ arguments: [String]) throws -> (
        status: Int32, stdout: String, stderr: String
    )? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
