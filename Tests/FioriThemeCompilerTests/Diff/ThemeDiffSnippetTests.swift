import FioriThemeCompiler
import Testing

/// Docs/diff.md's "From Swift" snippet, line for line, run with `print` captured.
@Suite("Docs/diff.md Swift snippet")
struct ThemeDiffSnippetTests {
    @Test("the snippet compiles, and prints the change the variable causes and no regression")
    func snippet() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let old = [SourceFile(path: "old.nss", text: "@brand: #0A6ED1;\nLabel { font-color: @brand; }\n")]
        let new = [SourceFile(path: "new.nss", text: "@brand: #FF0000;\nLabel { font-color: @brand; }\n")]
        switch ThemeDiff.compare(old: old, new: new, compiler: Compiler(target: .fiori)) {
        case .success(let diff):
            for group in diff.groups {
                print(group.cause, group.changes.map { "\($0.classPath) \($0.property)" })
            }
            print(diff.contrastRegressions, diff.newFindings, diff.droppedStyles)
        case .failure(let failure):
            print(failure.diagnostics)  // the errors of a version that does not compile
        }

        #expect(printed.count == 2)
        #expect(printed.first?.contains("Label font-color") == true)
        #expect(printed.last == "[] [] []")
    }
}
