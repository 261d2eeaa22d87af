/// `fdlc man`: the man page, written from the commands' `--help` (``ManPage``).
struct ManCommand {
    static let help = """
        USAGE: fdlc man

        Prints the manual page of fdlc (roff, section 1), written from every command's help:
        fdlc man > fdlc.1, then man ./fdlc.1. The repository holds it as Docs/fdlc.1, and
        Scripts/install installs it.

        OPTIONS:
          -h, --help                    Show this help

        Exit status: 0 printed, 2 usage problem.
        """

    let console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        var parser = OptionParser(arguments, known: ["--help", "-h"])
        while let argument = parser.next() {
            switch argument {
            case .option("-h"), .option("--help"):
                console.output(Self.help)
                return .success
            case .option(let option):
                parser.unknown(option)
            case .positional(let extra):
                parser.problem = "unexpected argument '\(extra)'"
            }
            if parser.problem != nil {
                console.error("fdlc man: error: \(parser.problem ?? "")\nrun 'fdlc man --help' for usage")
                return .usageOrIO
            }
        }
        console.outputRaw(ManPage(commands: CommandList.entries, version: CommandLineTool.version).roff)
        return .success
    }
}
