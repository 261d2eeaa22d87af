import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc tokens import TOKENS.json [--map MAP.json] [-o OUT]`: a design-token file (W3C DTCG
/// format) as a formatted `.nss` theme.
struct TokensCommand {
    static let spec = CommandSpec(
        name: "tokens", summary: ["Import a W3C design-token file (DTCG) as a theme ('tokens import')"],
        operandsUsage: "<tokens.json>", subcommand: "import",
        description: """
            Writes a formatted .nss theme made from a design-token file of the W3C Design Tokens
            format (DTCG 2025.10), such as a Figma or Tokens Studio export or what 'fdlc compile
            --format tokens' writes. Tokens under 'palette' override the Fiori palette colour of
            their name (tintColor, primary6, tintColor_darkBackground, ...), tokens under
            'variables' and 'classes' become variables and properties; every other token goes
            where the mapping file says. An alias ({color.brand.primary}) becomes a variable.
            Unknown token types, aliases to no token, alias cycles and values the theme cannot
            hold are errors, each with its file, line, column and JSON pointer, and then nothing
            is written. The theme made is checked for the target before it is written. See
            Docs/tokens.md.
            """,
        options: [
            OptionSpec(
                ["--map"], value: "MAP",
                help: [
                    "A mapping file: token name -> {\"variable\": NAME},",
                    "{\"palette\": NAME} or {\"class\": PATH, \"property\": NAME}",
                ]),
            OptionSpec(["-o", "--output"], value: "OUT", help: ["Write to OUT ('-' or no -o: standard output)"]),
        ],
        shared: CommonOptions.Groups.configuration.union(.writes), operands: .words,
        footer: """
            Exit status: 0 imported, 1 errors in the token or mapping file (nothing written), 2
            usage, configuration or I/O problem.
            """)

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        guard let subcommand = arguments.first, !subcommand.hasPrefix("-") else {
            if arguments.first == "-h" || arguments.first == "--help" {
                console.output(Self.spec.help)
                return .success
            }
            return usage("missing subcommand; expected 'import'")
        }
        guard subcommand == "import" else { return usage("unknown subcommand '\(subcommand)'; expected 'import'") }
        let options: ParsedOptions
        switch Self.spec.read(Array(arguments.dropFirst()), console: console) {
        case .success(let parsed): options = parsed
        case .failure(let status): return status
        }
        let common = CommonOptions(options)
        let output = options.value("--output") ?? "-"
        let map = options.value("--map")
        let paths = options.operands
        guard paths.count == 1, let path = paths.first else {
            return usage(paths.isEmpty ? "missing the token file" : "one token file at a time")
        }
        if let input = OutputFile.input(among: [path] + (map.map { [$0] } ?? []), replacedBy: output) {
            return usage("the output '\(output)' is the input '\(input)'")
        }
        var settings = Settings(common.overrides)
        let compiler: Compiler
        do {
            compiler = try settings.compiler(
                for: settings.configuration(for: output == "-" ? "-" : output, isFolder: false))
        } catch {
            guard error.isUsage else {
                console.error(error.message)
                return .usageOrIO
            }
            return usage(error.message)
        }
        var files: [SourceFile] = []
        for input in [path] + (map.map { [$0] } ?? []) {
            switch InputFiles.read(input) {
            case .success(let file): files.append(file)
            case .failure(let failure):
                console.error(failure.message)
                return .usageOrIO
            }
        }
        switch TokenImporter(compiler: compiler).importTheme(files[0], map: files.count > 1 ? files[1] : nil) {
        case .failure(let errors):
            console.error(errors.description)
            console.error("\(errors.errors.count) error\(errors.errors.count == 1 ? "" : "s"); nothing written")
            return .diagnostics
        case .success(let text):
            return console.write(text, to: output, replacingReadOnly: common.force) ? .success : .usageOrIO
        }
    }

    private func usage(_ problem: String) -> ExitStatus {
        Self.spec.usageError(problem, console: console)
    }
}
