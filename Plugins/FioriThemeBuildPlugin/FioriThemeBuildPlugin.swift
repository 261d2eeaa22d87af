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
@main
struct FioriThemeBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return Self.commands(
            themes: module.sourceFiles(withSuffix: "nss").map(\.url),
            fdlc: try context.tool(named: "fdlc").url, work: context.pluginWorkDirectoryURL)
    }

    /// One `fdlc compile` per theme, writing `WORK/NAME.json`.
    static func commands(themes: [URL], fdlc: URL, work: URL) -> [Command] {
        themes.map { theme in
            let output = work.appending(path: theme.deletingPathExtension().lastPathComponent + ".json")
            return .buildCommand(
                displayName: "Checking and compiling theme \(theme.lastPathComponent)",
                executable: fdlc,
                arguments: ["compile", "--color", "never", theme.path, "-o", output.path],
                inputFiles: [theme],
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // The same for a target of an Xcode project (not a package), where Xcode offers the plugin
    // under Build Phases › Run Build Tool Plug-ins. Built only by Xcode, so not by CI on Linux.
    extension FioriThemeBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let themes = target.inputFiles.map(\.url).filter { $0.pathExtension == "nss" }
            return Self.commands(
                themes: themes, fdlc: try context.tool(named: "fdlc").url, work: context.pluginWorkDirectoryURL)
        }
    }
#endif
