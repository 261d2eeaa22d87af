import FioriTheme
import Foundation

// Loads Themes/fiori-brand.nss twice: compiled to JSON (the path given, read from a URL),
// and compiled to Swift (Theme+FioriBrand.swift, which `fdlc compile --format swift` wrote),
// then reads fdlFUIKPIView's tint-color in the light variant from each.
guard CommandLine.arguments.count == 2 else {
    print("usage: ThemeLookup COMPILED.json  (fdlc compile Themes/fiori-brand.nss -o COMPILED.json)")
    exit(2)
}
let fromJSON = try Theme(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let fromSwift = Theme.fioriBrand

for (form, theme) in [("json", fromJSON), ("swift", fromSwift)] {
    let tint = theme.color("tint-color", for: "fdlFUIKPIView", state: .normal, variant: Appearance().colorVariant)
    print("\(form): fdlFUIKPIView tint-color \(tint?.hex ?? "not set")")
}
print(fromJSON == fromSwift ? "the two forms are equal" : "the two forms differ")
exit(fromJSON == fromSwift ? 0 : 1)
