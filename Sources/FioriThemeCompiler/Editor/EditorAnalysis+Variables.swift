import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

extension EditorAnalysis {
    /// A variable token under the cursor: a definition's name or a reference in a value.
    package struct VariableOccurrence: Sendable, Equatable {
        /// The name without `@`.
        package var name: String
        /// The token, `@` included.
        package var range: SourceRange
    }

    /// The variable token that contains `offset` or ends at it (the cursor right after a name).
    package func variable(at offset: Int) -> VariableOccurrence? {
        let stylesheet = stylesheet
        if let definition = stylesheet.definitions.first(where: { $0.name.touches(offset) }) {
            return VariableOccurrence(name: variables.name(definition.name), range: definition.name)
        }
        if let part = stylesheet.valueParts.first(where: { $0.kind == .variable && $0.range.touches(offset) }) {
            return VariableOccurrence(name: variables.name(part.range), range: part.range)
        }
        return nil
    }

    /// The name tokens of every definition of `name` (without `@`), in document order,
    /// misplaced ones in rule blocks included.
    package func definitions(of name: String) -> [SourceRange] {
        stylesheet.definitions.filter { variables.name($0.name) == name }.map(\.name)
    }

    /// The definition that takes effect for `name`: its name token; nil when the file does
    /// not define it (a palette colour, or an undefined name).
    package func winningDefinition(of name: String) -> SourceRange? {
        variables.winningDefinition(name).map { stylesheet.definitions[$0].name }
    }

    /// Every reference to `name` in a value, in document order.
    package func references(to name: String) -> [SourceRange] {
        stylesheet.valueParts.filter { $0.kind == .variable && variables.name($0.range) == name }.map(\.range)
    }

    /// The names of the variables the file defines, sorted, each once.
    package var definedVariableNames: [String] {
        Set(
            stylesheet.definitions.compactMap { definition -> String? in
                if case .styleBlock = definition.placement { return nil }
                return variables.name(definition.name)
            }
        ).sorted()
    }

    /// What a variable means in this file.
    package struct VariableMeaning: Sendable, Equatable {
        /// The name without `@`.
        package var name: String
        /// The value of the winning definition after substitution, as the runtime reads it;
        /// nil when it does not resolve (undefined, in a cycle) or the file does not define it.
        package var resolvedValue: String?
        /// The aliases followed, `@accent`, `@brandBlue`, … (empty when the value is not a
        /// single variable; the middle of a very long chain left out, ``VariableTable/shownChain(_:)``).
        package var chain: [String]
        /// Where the winning definition is; nil when the file does not define the name.
        package var definition: SourceRange?
        /// The colour the value is, when it reads as one.
        package var color: ColorValue?
        /// The SDK palette style the name overrides or stands for, e.g. `tintColor_darkBackground`.
        package var palette: String?
    }

    /// What `name` (without `@`) means in this file.
    package func meaning(of name: String) -> VariableMeaning {
        var meaning = VariableMeaning(
            name: name, resolvedValue: nil, chain: [], definition: nil, color: nil,
            palette: Palette.parse(name: name)?.text)
        if let index = variables.winningDefinition(name) {
            let definition = stylesheet.definitions[index]
            meaning.definition = definition.name
            if let resolved = variables.resolve(definition.value) {
                meaning.resolvedValue = ValueParser.text(of: resolved.parts, in: file)
                meaning.chain = variables.shownChain(resolved.chain)
                if case .value(.color(let color), _) = values.parse(resolved.parts, in: file, as: .color) {
                    meaning.color = color
                }
            }
        } else if let palette = Palette.parse(name: name), target.predefinesPaletteNames {
            meaning.color = .palette(style: palette.style, scheme: palette.scheme)
        }
        return meaning
    }

    /// ``VariableMeaning/resolvedValue`` of `name` (without `@`), without the alias chain
    /// ``meaning(of:)`` also builds: a completion lists every variable, and building each
    /// one's chain made a theme of one long chain quadratic.
    package func resolvedValue(of name: String) -> String? {
        guard let index = variables.winningDefinition(name),
            case .parts(let parts) = variables.substitution(of: stylesheet.definitions[index].value)
        else { return nil }
        return ValueParser.text(of: parts, in: file)
    }

    /// Whether `name` (without `@`) can be a variable's name: one or more characters that
    /// continue an identifier (`Grammar/nss.ebnf`, section 2.5) other than `/`, which could
    /// start a comment; and not `media`, which would make `@media` the keyword.
    package static func isValidVariableName(_ name: String) -> Bool {
        !name.isEmpty && name != "media"
            && name.utf8.allSatisfy { ByteClass.isIdentifierContinuation($0) && $0 != UInt8(ascii: "/") }
    }
}
