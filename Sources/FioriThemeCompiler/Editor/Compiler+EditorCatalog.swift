import FioriTheme
import FioriThemeSemantics

extension Compiler {
    /// Every class path of the catalog, in display order.
    package var classPaths: [String] { catalog.classPaths }

    /// What the catalog says about a property name as written; nil for an unknown property.
    package func propertyInfo(_ name: String) -> PropertyInfo? {
        catalog.info(name)
    }

    /// The component a class path styles and where it is documented; nil for a class the
    /// catalog does not know.
    package func classInfo(_ path: String) -> (component: String, source: String)? {
        catalog.classSpec(for: path).map { ($0.component, $0.source) }
    }

    /// The property names, state forms included, that every one of `classPaths` supports,
    /// sorted; a class the catalog does not know (the theme's own) supports every property.
    package func propertyNames(supportedByAll classPaths: [String]) -> [String] {
        let specs = classPaths.compactMap { catalog.classSpec(for: $0) }
        return catalog.propertyNames.filter { name in
            guard let base = catalog.forms[name]?.base else { return false }
            return specs.allSatisfy { $0.supports(base) }
        }
    }

    /// Colour names a value may use: the SDK palette's current styles, then UIKit's names the
    /// target reads, each sorted.
    package var colorNames: (paletteStyles: [String], uiKit: [String]) {
        let uiKit = target.colorNames.map { Array($0) } ?? Array(ColorParser.uiKitColors.keys)
        return (PaletteData.currentStyles.sorted(), uiKit.sorted())
    }

    /// The names a variable may use without the file defining them: the SDK palette's current
    /// styles where the target predefines them (not for upstream NUI), sorted.
    package var predefinedVariableNames: [String] {
        target.predefinesPaletteNames ? PaletteData.currentStyles.sorted() : []
    }
}
