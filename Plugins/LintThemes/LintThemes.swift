import Foundation
import PackagePlugin

/// `swift package lint-themes [--fix] [--target NAME]... [fdlc lint options]`: runs
/// `fdlc lint` over the `.nss` files of the package's targets (all of them, or those named
/// with `--target`), with each file's `.fdlc.json` as usual. Other arguments (`--fix`,
/// `--format`, `--rule ID=SEVERITY`, …) go to `fdlc lint` as they are; `--fix` rewrites the
/// themes, which SwiftPM asks permission for. Fails when `fdlc lint` does.
@main
struct LintThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let themes = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles(withSuffix: "nss") }.map(\.url.path)
        guard !themes.isEmpty else {
            Diagnostics.remark(
                "lint-themes: no .nss file in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))"
            )
            return
        }
        let fdlc = try context.tool(named: "fdlc").url
        let process = Process()
        process.executableURL = fdlc
        process.arguments = ["lint"] + extractor.remainingArguments + themes.sorted()
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("lint-themes: fdlc lint exited with status \(process.terminationStatus)")
            throw LintFailure(status: process.terminationStatus)
        }
    }
}

/// `fdlc lint` reported errors or could not run.
struct LintFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "fdlc lint failed (exit status \(status))" }
}
