/// `fdlc man`: the man page, written from the commands' declarations (``ManPage``).
struct ManCommand: Command {
    static let spec = CommandSpec(
        name: "man", summary: ["Print the man page (roff)"],
        description: """
            Prints the manual page of fdlc (roff, section 1), written from every command's help:
            fdlc man > fdlc.1, then man ./fdlc.1. The repository holds it as Docs/fdlc.1, and
            Scripts/install installs it.
            """,
        footer: "Exit status: 0 printed, 2 usage problem.")

    let console: Console

    func run(_: ParsedOptions) -> ExitStatus {
        console.outputRaw(ManPage(commands: CommandList.commands, version: CommandLineTool.version).roff)
        return .success
    }
}
