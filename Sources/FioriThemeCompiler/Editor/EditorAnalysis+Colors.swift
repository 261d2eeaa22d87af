import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

extension EditorAnalysis {
    /// A colour written as a literal (hex, a colour function, a UIKit name with a fixed value),
    /// where an editor can show a swatch and offer a picker.
    package struct ColorLiteral: Sendable, Equatable {
        /// The value's bytes.
        package var range: SourceRange
        /// The colour as the target reads it.
        package var color: RGBAColor
    }

    /// Every literal colour of the file: declaration values of colour properties, and
    /// definition values that read as a colour, when they hold no variable. Declarations
    /// count once the file is checked (``isChecked``).
    package var colorLiterals: [ColorLiteral] {
        let stylesheet = stylesheet
        var found: [ColorLiteral] = []
        for (index, declaration) in stylesheet.declarations.enumerated() where !hasVariable(declaration.value) {
            if case .color(let color)? = checker?.typedValue(of: index), let rgba = Self.fixedColor(color) {
                found.append(ColorLiteral(range: declaration.value.range, color: rgba))
            }
        }
        for definition in stylesheet.definitions where !hasVariable(definition.value) && !definition.value.parts.isEmpty
        {
            let parts = Array(stylesheet.parts(of: definition.value))
            guard ColorParser.mayBeFixedColor(ValueParser.text(of: parts, in: file)),
                case .value(.color(let color), _) = values.parse(parts, in: file, as: .color),
                let rgba = Self.fixedColor(color)
            else { continue }
            found.append(ColorLiteral(range: definition.value.range, color: rgba))
        }
        return found.sorted { $0.range.start < $1.range.start }
    }

    /// The colour value under `offset`: a colour property's value, or a definition's value
    /// that reads as a colour; with the value's range. A declaration's value is read as its
    /// property's type once the file is checked: ``declarationValue(at:)`` says whether an
    /// analysis only resolved must wait for that.
    package func colorValue(at offset: Int) -> (color: ColorValue, range: SourceRange)? {
        let stylesheet = stylesheet
        if let index = declarationValue(at: offset) {
            guard case .color(let color)? = checker?.typedValue(of: index) else { return nil }
            return (color, stylesheet.declarations[index].value.range)
        }
        if let definition = stylesheet.definitions.first(where: { $0.value.range.touches(offset) }),
            let resolved = variables.resolve(definition.value),
            case .value(.color(let color), _) = values.parse(resolved.parts, in: file, as: .color)
        {
            return (color, definition.value.range)
        }
        return nil
    }

    /// `color` in each palette variant, as the runtime shows it with this file's palette
    /// overrides; nil for a variant where it has no fixed value (a UIKit system colour).
    package func variants(of color: ColorValue) -> [(variant: ColorVariant, color: RGBAColor?)] {
        var builder = StyleTableBuilder(catalog: compiler.catalog, appliesStyleBlocks: false)
        builder.addPaletteOverrides(of: stylesheet, variables: variables, values: values)
        let theme = Theme(table: builder.table, indexed: false)
        return ColorVariant.allCases.map { ($0, theme.color(color, variant: $0)) }
    }

    /// How a picked colour is written for the target: `#RRGGBB` when opaque; with alpha,
    /// `rgba()` where the target reads colour functions, else `#RRGGBBAA`.
    package func presentation(of color: RGBAColor) -> String {
        let hex = color.hex
        if color.alpha == 255 { return String(hex.prefix(7)) }
        guard target.readsColorFunctions else { return hex }
        let alpha = Double(color.alpha) / 255
        let rounded = (alpha * 100).rounded() / 100
        return "rgba(\(color.red), \(color.green), \(color.blue), \(rounded == 1 ? "0.99" : String(rounded)))"
    }

    /// The index of the declaration whose value holds `offset` (its ends included).
    package func declarationValue(at offset: Int) -> Int? {
        stylesheet.declarations.firstIndex { $0.value.range.touches(offset) }
    }

    private func hasVariable(_ value: Value) -> Bool {
        stylesheet.parts(of: value).contains { $0.kind == .variable }
    }

    /// The fixed value of a literal or UIKit colour; nil for palette references and system colours.
    private static func fixedColor(_ color: ColorValue) -> RGBAColor? {
        switch color {
        case .rgba(let rgba): rgba
        case .named(_, let rgba), .swiftUI(_, let rgba): rgba
        case .palette: nil
        }
    }
}
