import FioriTheme
import FioriThemeCompiler
import Foundation
import Testing

/// The library guide's query snippet (Docs/library.md, "Querying a theme"), run as written,
/// with `print` captured and `URL(fileURLWithPath:)` reading from the repository root rather
/// than the current folder. `ManualExampleInventoryTests` checks that this file holds every
/// line of the snippet.
@Suite("Library guide query example")
struct ReadmeQueryExampleTests {
    @Test("the query snippet prints what the library guide says")
    func querySnippet() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let root = Foundation.URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        func URL(fileURLWithPath path: String) -> Foundation.URL { root.appendingPathComponent(path) }

        let bytes = try Data(contentsOf: URL(fileURLWithPath: "Themes/fiori-brand.nss"))
        let theme = try Theme(nss: [SourceFile(path: "Themes/fiori-brand.nss", bytes: Array(bytes))])

        if let tint = theme.value("tint-color", for: "fdlFUIKPIView", state: "disabled") {
            print(tint.state ?? "normal", tint.origin.description)
            // disabled Themes/fiori-brand.nss:113:5 via @textDisabled → @brandStone
        }
        let selected = theme.value("tint-color", for: "fdlFUIKPIView", state: "selected")
        print(selected?.state ?? "normal")  // normal: no -selected, so the normal value

        let tintColor = ColorValue.palette(style: "tintColor", scheme: .device)
        for variant in [ColorVariant.lightBackground, .darkBackground, .contrastLightBackground] {
            let source = theme.paletteOverride(for: "tintColor", variant: variant)?.origin.description ?? "SDK palette"
            print(variant, theme.color(tintColor, variant: variant)?.hex ?? "none", source)
        }
        // lightBackground #0A6ED1FF Themes/fiori-brand.nss:66:1
        // darkBackground #4DB1FFFF Themes/fiori-brand.nss:67:1
        // contrastLightBackground #0046A8FF SDK palette

        #expect(
            printed == [
                "disabled Themes/fiori-brand.nss:113:5 via @textDisabled → @brandStone",
                "normal",
                "lightBackground #0A6ED1FF Themes/fiori-brand.nss:66:1",
                "darkBackground #4DB1FFFF Themes/fiori-brand.nss:67:1",
                "contrastLightBackground #0046A8FF SDK palette",
            ])
    }
}
