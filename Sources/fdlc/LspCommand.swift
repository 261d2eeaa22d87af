import FioriThemeCompiler
import FioriThemeLanguageServer

/// `fdlc lsp`: the language server, over standard input and output, until the client says
/// `exit`.
struct LspCommand {
    static let help = """
        USAGE: fdlc lsp

        Runs a Language Server Protocol server for .nss stylesheets over standard input and
        output (JSON-RPC with Content-Length headers), for an editor to start. It publishes
        diagnostics on every change (the checks and lint rules of 'fdlc lint', configured by
        the nearest .fdlc.json of each file: target, catalogs, rule severities), and answers
        completion, hover, document colours, go to definition, references, document symbols,
        rename of a variable, code actions for fix-its, and formatting as 'fdlc format' does it
        (with the "format" settings of .fdlc.json). Malformed messages are reported on standard
        error and skipped.

        OPTIONS:
          -h, --help                    Show this help

        Exit status: 0 after 'shutdown' then 'exit', 1 when the client exits (or closes the
        input) without 'shutdown', 2 usage problem.
        """

    static let options = ["--help", "-h"]

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var options = OptionParser(arguments, known: Self.options)
        while let argument = options.next() {
            switch argument {
            case .option("-h"), .option("--help"):
                console.output(LspCommand.help)
                return .success
            case .option(let option):
                options.unknown(option)
                return usage(options)
            case .positional(let value):
                options.problem = "unexpected argument '\(value)'"
                return usage(options)
            }
        }
        // Formatting as `fdlc format` does it, with the document's .fdlc.json.
        let formatter: LanguageServer.Formatter = { file, configuration in
            var options = configuration.format
            options.target = configuration.effectiveTarget
            return StylesheetFormatter(options: options).formatted(file)
        }
        // The protocol's own exit codes: 1 is an exit without shutdown, not a finding.
        return LanguageServer.run(version: CommandLineTool.version, formatter: formatter) == 0 ? .success : .diagnostics
    }

    private func usage(_ options: OptionParser) -> ExitStatus {
        console.error("fdlc lsp: error: \(options.problem ?? "invalid arguments")\nrun 'fdlc lsp --help' for usage")
        return .usageOrIO
    }
}
