import FioriTheme

/// `FDL406`: a literal colour in a declaration that equals a colour variable of the file.
///
/// A variable counts when its definition takes effect, stands at the top level and resolves
/// to a fixed colour (a literal, or a UIKit name with a fixed value). Colours compare as
/// parsed RGBA, so spelling does not matter. The first such variable in document order is
/// suggested.
struct HardCodedColorCheck: LintRule {
    static let rule = Rule(.hardCodedColor, "hard-coded-color", .warning,
        summary: "a literal colour equal to a colour variable the file defines",
        explanation: "A colour written out where the file already names it drifts when the variable changes. Colours are compared after parsing, so '#0a6ed1', '#0A6ED1FF' and 'rgb(10,110,209)' are equal. The diagnostic names the first variable, in document order, whose value is that colour; the fix uses it.",
        bad: "@brandBlue: #0A6ED1;\nLabel { font-color: #0a6ed1; }\nButton { font-color: @brandBlue; }\n",
        good: "@brandBlue: #0A6ED1;\nLabel { font-color: @brandBlue; }\nButton { font-color: @brandBlue; }\n")

    static func diagnostics(_ context: LintContext) -> [Diagnostic] {
        let stylesheet = context.stylesheet
        let variables = context.variables
        var names: [RGBAColor: String] = [:]
        for (index, definition) in stylesheet.definitions.enumerated() where definition.placement == .topLevel {
            let name = variables.name(definition.name)
            guard variables.winningDefinition(name) == index, let resolved = variables.resolve(definition.value),
                  ColorParser.mayBeFixedColor(ValueParser.text(of: resolved.parts, in: context.file)),
                  case .value(.color(let value), _) = context.checker.values.parse(resolved.parts, in: context.file, as: .color),
                  let color = fixedColor(value), names[color] == nil else { continue }
            names[color] = name
        }
        guard !names.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for (index, declaration) in stylesheet.declarations.enumerated() {
            guard !stylesheet.parts(of: declaration.value).contains(where: { $0.kind == .variable }),
                  case .color(let value)? = context.checker.typedValues[index]?.value,
                  let color = fixedColor(value), let name = names[color] else { continue }
            found.append(finding("'\(context.text(declaration.value.range))' is the colour of '@\(name)'; use the variable",
                                 at: declaration.value.range, in: context,
                                 fixIt: Diagnostic.FixIt(range: declaration.value.range, replacement: "@" + name)))
        }
        return found
    }

    private static func fixedColor(_ value: ColorValue) -> RGBAColor? {
        switch value {
        case .rgba(let color): color
        case .named(_, let color): color
        case .palette: nil
        }
    }
}
