import Foundation
import PackagePlugin

/// Checks and compiles the `.nss` themes of a target on every build.
///
/// For each `.nss` file among the target's sources, one build command runs
/// `fdlc compile FILE -o WORK/NAME.json` on its absolute path, so `swift build` and Xcode
/// show each problem as `/abs/path/theme.nss:LINE:COLUMN: error: …` (Xcode puts it in the
/// issue navigator at the line), and an error fails the build. The compiled style table
/// becomes a resource of the target: load it with
/// `Theme(json: …Bundle.module.url(forResource: "NAME", withExtension: "json")…)`.
/// A `.fdlc.json` beside the themes or above is not read by `fdlc compile`; set the
/// target with `--target` in `swift package lint-themes` runs instead.
@main
struct FioriThemeBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let fdlc = try context.tool(named: "fdlc").url
        return module.sourceFiles(withSuffix: "nss").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: name + ".json")
            return .buildCommand(
                displayName: "Checking and compiling theme \(file.url.lastPathComponent)",
                executable: fdlc,
                arguments: ["compile", "--color", "never", file.url.path, "-o", output.path],
                inputFiles: [file.url],
                outputFiles: [output]
            )
        }
    }
}
