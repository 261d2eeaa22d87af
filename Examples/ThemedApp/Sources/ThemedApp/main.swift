import FioriTheme
import Foundation

// Loads the theme the build compiled (a resource of this target) and prints what a view gets.
guard let url = Bundle.module.url(forResource: "brand", withExtension: "json"),
      let data = FileManager.default.contents(atPath: url.path) else {
    print("the compiled theme is missing from the bundle")
    exit(1)
}
let theme = try Theme(json: Array(data))
for variant in [ColorVariant.lightBackground, .darkBackground] {
    let tint = theme.color("tint-color", for: "fdlFUIKPIView", variant: variant)?.hex ?? "none"
    let label = theme.color("font-color", for: "Label", variant: variant)?.hex ?? "none"
    print("\(variant): fdlFUIKPIView tint-color \(tint), Label font-color \(label)")
}
