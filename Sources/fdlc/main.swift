import Foundation

let status = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status.rawValue)
