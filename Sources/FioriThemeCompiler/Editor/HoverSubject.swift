import FioriTheme
import FioriThemeCore

/// What the cursor is on, for a hover: the facts an editor shows about it.
package enum HoverSubject: Sendable, Equatable {
    /// A property name in a declaration, with the class paths of its style block.
    case property(PropertyInfo, classPaths: [String], range: SourceRange)
    /// A variable, defined here or referenced.
    case variable(EditorAnalysis.VariableMeaning, range: SourceRange)
    /// A colour value.
    case color(ColorValue, range: SourceRange)
    /// A selector's class path the catalog knows.
    case classPath(String, component: String, source: String, range: SourceRange)
}

extension EditorAnalysis {
    /// What is at byte `offset`: a variable, a property name, a colour value or a known class
    /// path; nil elsewhere.
    package func hoverSubject(at offset: Int) -> HoverSubject? {
        if let variable = variable(at: offset) {
            return .variable(meaning(of: variable.name), range: variable.range)
        }
        let stylesheet = stylesheet
        if let declaration = stylesheet.declarations.first(where: { $0.property.touches(offset) }),
            let info = compiler.propertyInfo(stylesheet.text(declaration.property))
        {
            let classPaths = stylesheet.selectors(of: stylesheet.styleBlocks[declaration.styleBlock]).map {
                stylesheet.text($0.range)
            }
            return .property(info, classPaths: classPaths, range: declaration.property)
        }
        if let (color, range) = colorValue(at: offset) {
            return .color(color, range: range)
        }
        if let selector = stylesheet.selectors.first(where: { $0.range.touches(offset) }),
            let info = compiler.classInfo(stylesheet.text(selector.range))
        {
            return .classPath(
                stylesheet.text(selector.range), component: info.component, source: info.source, range: selector.range)
        }
        return nil
    }
}
