import FioriTheme
import FioriThemeCompiler
import Foundation

/// `fdlc tokens import TOKENS.json [--map MAP.json] [-o OUT]`: a design-token file (W3C DTCG
/// format) as a formatted `.nss` theme.
struct TokensCommand: Command {
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

    func run(_ options: ParsedOptions) -> ExitStatus {
        let common = CommonOptions(options)
        let output = options.value("--output") ?? "-"
        let map = options.value("--map")
        let paths = options.operands
        guard paths.count == 1, let path = paths.first else {
            return Self.spec.usageError(
                paths.isEmpty ? "missing the token file" : "one token file at a time", console: console)
        }
        if let input = OutputFile.input(among: [path] + (map.map { [$0] } ?? []), replacedBy: output) {
            return Self.spec.usageError("the output '\(output)' is the input '\(input)'", console: console)
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
            return Self.spec.usageError(error.message, console: console)
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
}
