import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

/// `FDL406`: a literal colour in a declaration that equals a colour variable of the file,
/// where the variable means the same thing.
///
/// A variable counts when its definition takes effect, stands at the top level and resolves
/// to a fixed colour (a literal, or a UIKit name with a fixed value). Colours compare as
/// parsed RGBA, so spelling does not matter. Equal colours do not make equal meanings
/// (`@navFontColor` for a background that happens to be white), so a variable is suggested
/// only when the file already uses it for the same property family (`font-color`, its states
/// and `-top`/`-bottom` folded), or when its name names no role, only a colour (`@white`,
/// `@brandBlue`). The first such variable in document order is suggested.
struct HardCodedColorRule: LintRule {
    static let code = DiagnosticCode.hardCodedColor

    /// Words that give a variable's name a role: `@primaryBackgroundColorTop` is for
    /// backgrounds, whatever its colour.
    static let roleWords = [
        "font", "text", "background", "bg", "border", "nav", "button", "bar", "primary", "secondary",
        "tertiary", "shadow", "title", "tint", "separator", "selected", "highlight", "icon", "other",
        "caption", "footnote", "disable", "accent", "top", "bottom",
    ]

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        let stylesheet = context.stylesheet
        let variables = context.variables
        // The declarations that write a fixed colour without a variable, first: most files have
        // none, and then no definition needs typing.
        var literals: [(index: Int, color: RGBAColor)] = []
        for (index, declaration) in stylesheet.declarations.enumerated() {
            guard context.checker.valueType(of: index) == .color,
                !stylesheet.parts(of: declaration.value).contains(where: { $0.kind == .variable }),
                case .color(let value)? = context.checker.typedValue(of: index),
                let color = fixedColor(value)
            else { continue }
            literals.append((index, color))
        }
        guard !literals.isEmpty else { return }
        let wanted = Set(literals.map(\.color))
        var names: [RGBAColor: [String]] = [:]
        for (index, definition) in stylesheet.definitions.enumerated() where definition.placement == .topLevel {
            // The substituted parts only: the alias chain `resolve` builds would make a long
            // chain quadratic.
            guard variables.winningDefinition(of: definition.variableID) == index,
                case .parts(let parts) = variables.substitution(of: definition.value),
                ColorParser.mayBeFixedColor(
                    parts.count == 1
                        ? context.file.text(parts[parts.startIndex].range)
                        : ValueParser.text(of: parts, in: context.file)),
                case .value(.color(let value), _) = context.checker.values.parse(parts, in: context.file, as: .color),
                let color = fixedColor(value), wanted.contains(color)
            else { continue }
            names[color, default: []].append(variables.name(definition.name))
        }
        guard !names.isEmpty else { return }
        var uses: [String: Set<String>] = [:]
        for declaration in stylesheet.declarations {
            let parts = stylesheet.parts(of: declaration.value)
            guard parts.count == 1, parts[parts.startIndex].kind == .variable else { continue }
            uses[variables.name(parts[parts.startIndex].range), default: []].insert(
                family(of: context.text(declaration.property), context))
        }
        // The variable suggested depends only on the colour and the property's family: found
        // once for each pair, not by a scan of every same-coloured variable for each literal.
        var answers: [ColorInFamily: String?] = [:]
        for (index, color) in literals {
            guard let candidates = names[color] else { continue }
            let declaration = stylesheet.declarations[index]
            let family = family(of: context.text(declaration.property), context)
            let key = ColorInFamily(color: color, family: family)
            let answer: String?
            if let known = answers[key] {
                answer = known
            } else {
                answer = candidates.first { uses[$0]?.contains(family) == true || namesNoRole($0) }
                answers[key] = answer
            }
            guard let name = answer, findings.admits(code, at: declaration.value.range) else { continue }
            findings.append(
                finding(
                    "'\(context.text(declaration.value.range))' is the colour of '@\(name)'; use the variable",
                    at: declaration.value.range, in: context,
                    suggestions: [Diagnostic.FixIt(range: declaration.value.range, replacement: "@" + name)]))
        }
    }

    /// A colour written for a property of one family.
    private struct ColorInFamily: Hashable {
        let color: RGBAColor
        let family: String
    }

    /// Whether a variable's name holds none of ``roleWords``, so it names only a colour.
    private static func namesNoRole(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !roleWords.contains { lower.contains($0) }
    }

    /// The property's family: its base name without state, and a gradient's `-top` and
    /// `-bottom` folded (`background-color-top-selected` is `background-color`).
    private static func family(of property: String, _ context: LintContext) -> String {
        var base = context.compiler.catalog.form(of: property)?.form.base ?? property
        for suffix in ["-top", "-bottom"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        return base
    }

    private static func fixedColor(_ value: ColorValue) -> RGBAColor? {
        switch value {
        case .rgba(let color): color
        case .named(_, let color), .swiftUI(_, let color): color
        case .palette: nil
        }
    }
}
