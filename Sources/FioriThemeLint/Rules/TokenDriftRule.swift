import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax
import FioriThemeTokens

/// `FDL410`: a palette override, variable or property whose value differs from the design
/// token it maps to (`fdlc lint --tokens TOKENS.json`, or the configuration's `tokens`).
///
/// Tokens map as `fdlc tokens import` maps them: `palette.NAME`, `variables.NAME` and
/// `classes.PATH.PROPERTY` by their place, any other through the mapping file. Values compare
/// typed, as the property reads them (colours as RGBA, so `#0a6ed1` and `rgb(10,110,209)` are
/// equal); declarations inside `@media` are not compared. The fix writes the token's value, or
/// its variable when the token is an alias of a variable the file defines; it is a suggestion,
/// since which side is right is for the team to say.
struct TokenDriftRule: LintRule {
    static let code = DiagnosticCode.tokenDrift

    static func report(_ context: LintContext, into findings: inout DiagnosticCollector) {
        guard let tokens = context.tokens else { return }
        let stylesheet = context.stylesheet
        for definition in stylesheet.definitions where definition.placement == .topLevel {
            let name = context.variables.name(definition.name)
            guard let expected = tokens.palette[name] ?? tokens.variables[name],
                let resolved = context.variables.resolve(definition.value)
            else { continue }
            let text = ValueParser.text(of: resolved.parts, in: context.file)
            var actual: StyleValue?
            if case .value(let value, _) = context.checker.values.parse(resolved.parts, in: context.file, as: .color) {
                actual = value
            }
            guard !same(actual, text, as: expected), findings.admits(code, at: definition.value.range) else { continue }
            findings.append(
                finding(
                    context, "'@\(name)' is '\(context.text(definition.value.range))'", expected,
                    at: definition.value.range))
        }
        for (index, declaration) in stylesheet.declarations.enumerated() {
            let styleBlock = stylesheet.styleBlocks[declaration.styleBlock]
            guard styleBlock.media == nil else { continue }
            let property = context.text(declaration.property)
            for selector in stylesheet.selectors(of: styleBlock) {
                let path = context.text(selector.range)
                guard let expected = tokens.properties[path]?[property] else { continue }
                let text = ValueParser.text(of: stylesheet.parts(of: declaration.value), in: context.file)
                // The variable the token names is checked where it is defined.
                guard text != expected.value, !same(context.checker.typedValue(of: index), text, as: expected) else {
                    continue
                }
                // One finding per declaration, at most: the first selector with a token decides.
                if findings.admits(code, at: declaration.value.range) {
                    findings.append(
                        finding(
                            context, "'\(property)' of '\(path)' is '\(context.text(declaration.value.range))'",
                            expected, at: declaration.value.range))
                }
                break
            }
        }
    }

    /// Whether a value (typed when it could be read, and as written) is the token's.
    private static func same(_ actual: StyleValue?, _ text: String, as expected: TokenExpectations.Expectation) -> Bool
    {
        if let actual, let wanted = expected.resolved {
            if case .color(let left) = actual, case .color(let right) = wanted, let one = fixed(left),
                let other = fixed(right)
            {
                return one == other
            }
            return actual == wanted
        }
        return text.lowercased() == expected.literal.lowercased()
    }

    private static func fixed(_ value: ColorValue) -> RGBAColor? {
        switch value {
        case .rgba(let color): color
        case .named(_, let color), .swiftUI(_, let color): color
        case .palette: nil
        }
    }

    /// The finding for a value `subject` describes, with the suggestion that writes the token's value.
    private static func finding(
        _ context: LintContext, _ subject: String, _ expected: TokenExpectations.Expectation,
        at range: SourceRange
    ) -> Diagnostic {
        var replacement = expected.literal
        if expected.value.hasPrefix("@"), context.variables.winningDefinition(String(expected.value.dropFirst())) != nil
        {
            replacement = expected.value
        }
        return finding(
            "\(subject), but design token '\(expected.token)' is '\(expected.literal)'", at: range, in: context,
            suggestions: [Diagnostic.FixIt(range: range, replacement: replacement)])
    }
}
