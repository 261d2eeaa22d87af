import FioriThemeCompiler
import FioriThemeLanguageServer

/// `fdlc lsp`: the language server, over standard input and output, until the client says
/// `exit`.
struct LspCommand: Command {
    static let spec = CommandSpec(
        name: "lsp", summary: ["Run the language server for editors (over standard input and output)"],
        description: """
            Runs a Language Server Protocol server for .nss stylesheets over standard input and
            output (JSON-RPC with Content-Length headers), for an editor to start. It publishes
            diagnostics on every change (the checks and lint rules of 'fdlc lint', configured by
            the nearest .fdlc.json of each file: target, catalogs, rule severities), and answers
            completion, hover, document colours, go to definition, references, document symbols,
            rename of a variable, code actions for fix-its, and formatting as 'fdlc format' does it
            (with the "format" settings of .fdlc.json). Malformed messages are reported on standard
            error and skipped.
            """,
        footer: """
            Exit status: 0 after 'shutdown' then 'exit', 1 when the client exits (or closes the
            input) without 'shutdown', 2 usage problem.
            """)

    let console: Console

    func run(_: ParsedOptions) -> ExitStatus {
        // Formatting as `fdlc format` does it, with the document's .fdlc.json.
        let formatter: LanguageServer.Formatter = { file, configuration in
            var options = configuration.format
            options.target = configuration.effectiveTarget
            return StylesheetFormatter(options: options).formatted(file)
        }
        // The protocol's own exit codes: 1 is an exit without shutdown, not a finding.
        return LanguageServer.run(version: CommandLineTool.version, formatter: formatter) == 0 ? .success : .diagnostics
    }
}
