import FioriTheme
import FioriThemeCompiler
import Testing

/// The library guide's snippet (Docs/library.md, "Compiling in a tool"), run as written (with
/// `print` captured). `ManualExampleInventoryTests` checks that this file holds every line of it.
@Suite("Library guide compile example")
struct ReadmeExampleTests {
    @Test("the library snippet prints what the library guide says")
    func librarySnippet() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let file = SourceFile(path: "theme.nss", text: "fdlFUIKPIView { tint-color: #0A6ED1; }")
        let result = Compiler().compile([file])
        for diagnostic in result.diagnostics { print(diagnostic.location, diagnostic.message) }
        if let tint = result.table?.property("tint-color", of: "fdlFUIKPIView"),
            case .color(.rgba(let color)) = tint.value
        {
            print(color.hex, tint.origin.description)  // #0A6ED1FF theme.nss:1:17
        }

        #expect(printed == ["#0A6ED1FF theme.nss:1:17"])
    }
}
