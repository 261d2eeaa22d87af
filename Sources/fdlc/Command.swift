/// A command of `fdlc`: its declaration, and what it does with the options it was given.
protocol Command: Sendable {
    /// What the command reads and how it is shown: its options, usage and help.
    static var spec: CommandSpec { get }
    init(console: Console)
    /// Does the command's work; its arguments were read against ``spec``.
    func run(_ options: ParsedOptions) -> ExitStatus
}

extension Command {
    /// Runs the command with the arguments after its name: reads them, then runs it.
    static func main(_ arguments: [String], console: Console) -> ExitStatus {
        switch spec.read(arguments, console: console) {
        case .success(let options): return Self(console: console).run(options)
        case .failure(let status): return status
        }
    }
}
