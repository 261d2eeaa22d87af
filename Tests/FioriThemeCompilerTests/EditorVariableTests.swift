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
    /// The repository's themes, each for its target, and `extra` for every target.
    static func sources(and extra: SourceFile) throws -> [(Target, SourceFile)] {
        try RepositoryThemes.all().map { theme in
            (
                theme.target,
                SourceFile(
                    path: theme.path,
                    bytes: [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(theme.path))))
            )
        } + Target.allCases.map { ($0, extra) }
    }

    @Test("each variable's resolved value is its meaning's, in every theme, alias chains and cycles included")
    func resolvedValueIsMeanings() throws {
        let aliases =
            "@a: @b;\n@b: @c;\n@c: #0A6ED1;\n@loop: @loop2;\n@loop2: @loop;\n@mixed: 1 @a;\n@missing: @nowhere;\n"
        var compared = 0
        for (target, file) in try Self.sources(and: SourceFile(path: "aliases.nss", text: aliases)) {
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

    @Test("a hover shows a chain of more than 32 aliases as its first 16 and last 15 around how many are left out")
    func longChainMeaning() {
        let text = "@v0: #0A6ED1;\n" + (1..<200).map { "@v\($0): @v\($0 - 1);\n" }.joined()
        let meaning = EditorAnalysis(file: SourceFile(path: "t.nss", text: text), linter: Linter()).meaning(of: "v199")
        let chain = (0...198).reversed().map { "@v\($0)" }
        #expect(meaning.chain == Array(chain.prefix(16) + ["… 168 more …"] + chain.suffix(15)))
        #expect(meaning.resolvedValue == "#0A6ED1")
    }

    @Test(
        "an analysis only resolved tells what a checked one tells on every name and value, but a declaration's value waits"
    )
    func resolvedAnswersAsChecked() throws {
        var compared = 0
        var waiting = 0
        let literals =
            "@tintColor: #0A6ED1;\nfdlFUIKPIHeader_kpiView { tint-color: #E9730C; background-color: red; }\n"
            + "fdlFUIObjectView_headlineLabel { font-color: #32363A; font-style: subheadline; }\n"
        for (target, file) in try Self.sources(and: SourceFile(path: "literals.nss", text: literals)) {
            let linter = Linter(compiler: Compiler(target: target))
            let parsed = linter.compiler.parse(file)
            let resolved = EditorAnalysis.resolved(parsed, compiler: linter.compiler)
            let checked = EditorAnalysis(parsed, linter: linter)
            #expect(!resolved.isChecked && checked.isChecked && resolved.diagnostics.isEmpty)
            #expect(
                checked.diagnostics.map(\.message)
                    == EditorAnalysis(file: file, linter: linter).diagnostics.map(\.message))
            let tree = checked.stylesheet
            let offsets =
                tree.definitions.flatMap { [$0.name.start, $0.value.range.start] } + tree.valueParts.map(\.range.start)
                + tree.declarations.map(\.property.start) + tree.selectors.map(\.range.start)
            for offset in offsets {
                let answer = resolved.hoverSubject(at: offset)
                if answer == nil, resolved.declarationValue(at: offset) != nil {
                    if case .color? = checked.hoverSubject(at: offset) { waiting += 1 }
                    continue
                }
                #expect(answer == checked.hoverSubject(at: offset), "\(file.path) at \(offset)")
                compared += 1
            }
        }
        #expect(compared > 1_000 && waiting > 10, "\(compared) compared, \(waiting) colours waiting")
    }
}
