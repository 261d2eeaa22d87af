import FioriThemeTestSupport
import Foundation
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeLint

/// What an editor says of a file's variables: a completion lists each with its resolved value
/// (``EditorAnalysis/resolvedValue(of:)``), which must be the value a hover shows
/// (``EditorAnalysis/meaning(of:)``).
@Suite("An editor's variables")
struct EditorVariableTests {
    @Test("each variable's resolved value is its meaning's, in every theme, alias chains and cycles included")
    func resolvedValueIsMeanings() throws {
        var sources = try RepositoryThemes.all().map { theme in
            (
                theme.target,
                SourceFile(
                    path: theme.path,
                    bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(theme.path))))
            )
        }
        let aliases =
            "@a: @b;\n@b: @c;\n@c: #0A6ED1;\n@loop: @loop2;\n@loop2: @loop;\n@mixed: 1 @a;\n@missing: @nowhere;\n"
        for target in Target.allCases { sources.append((target, SourceFile(path: "aliases.nss", text: aliases))) }
        var compared = 0
        for (target, file) in sources {
            let analysis = EditorAnalysis(file: file, linter: Linter(compiler: Compiler(target: target)))
            for name in analysis.definedVariableNames {
                #expect(
                    analysis.resolvedValue(of: name) == analysis.meaning(of: name).resolvedValue,
                    "\(file.path) @\(name) (\(target.rawValue))")
                compared += 1
            }
        }
        #expect(compared > 100)
    }
}
