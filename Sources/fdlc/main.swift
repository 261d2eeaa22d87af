import Foundation

Console.endQuietlyOnClosedPipe()
let status = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status.rawValue)
