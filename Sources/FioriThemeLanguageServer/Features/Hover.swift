import FioriTheme
import FioriThemeCompiler

extension LanguageServer {
    /// `textDocument/hover`, in Markdown: for a property, its type, state, states and where
    /// it is documented; for a variable, its resolved value, alias chain and definition; for
    /// a colour (a value or a variable that is one), its RGBA in each palette variant; for a
    /// class path of the catalog, the component it styles.
    func hover(_ params: JSONReader.Node) throws(ResponseError) -> JSONValue? {
        guard let last = try lastAnalysis(params), let offset = try last.analyzedOffset(params.required("position"))
        else { return nil }
        let (document, analysis) = (last.document, last.analysis)
        guard let subject = analysis.hoverSubject(at: offset) else {
            // A declaration's value reads as its property's type once the file is checked.
            return !analysis.isChecked && analysis.declarationValue(at: offset) != nil ? nil : .null
        }
        let text: String
        let range: SourceRange
        switch subject {
        case .property(let info, let classPaths, let at):
            range = at
            var lines = [
                "**\(info.name)**: \(info.typeName)"
                    + (info.state.map { " in state `\($0)` of `\(info.baseName)`" } ?? "")
            ]
            if !info.choices.isEmpty {
                lines.append("Values: " + info.choices.map { "`\($0)`" }.joined(separator: ", "))
            }
            if !info.states.isEmpty {
                lines.append("States: " + info.states.map { "`-\($0)`" }.joined(separator: ", "))
            }
            lines.append("Source: \(info.source)")
            if let note = info.note { lines.append("Note: \(note)") }
            if !classPaths.isEmpty { lines.append("Set on: " + classPaths.map { "`\($0)`" }.joined(separator: ", ")) }
            text = lines.joined(separator: "\n\n")
        case .variable(let meaning, let at):
            range = at
            var lines: [String] = []
            if let value = meaning.resolvedValue {
                lines.append("**@\(meaning.name)** = `\(value)`")
                if !meaning.chain.isEmpty {
                    lines.append(
                        "Alias chain: " + (["@" + meaning.name] + meaning.chain + [value]).joined(separator: " → "))
                }
            } else if meaning.definition != nil {
                lines.append("**@\(meaning.name)** does not resolve")
            } else if meaning.palette != nil, meaning.color != nil {
                lines.append("**@\(meaning.name)**: the SDK palette colour")
            } else {
                lines.append("**@\(meaning.name)** is not defined")
            }
            if let definition = meaning.definition {
                guard let definition = last.current(definition) else { return nil }
                lines.append("Defined at line \(document.lines.position(of: definition.start).line + 1)")
            }
            if let palette = meaning.palette, meaning.definition != nil {
                lines.append("Overrides the palette colour `\(palette)`")
            }
            if let color = meaning.color { lines.append(Self.colorTable(color, analysis)) }
            text = lines.joined(separator: "\n\n")
        case .color(let color, let at):
            range = at
            text = Self.colorTable(color, analysis)
        case .classPath(let path, let component, let source, let at):
            range = at
            text = "**\(path)** styles `\(component)`\n\nSource: \(source)"
        }
        guard let shown = last.current(range) else { return nil }
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(text)]),
            "range": document.json(shown),
        ])
    }

    /// A colour's RGBA: one line for a fixed colour, a table of the palette variants for a
    /// palette colour.
    private static func colorTable(_ color: ColorValue, _ analysis: EditorAnalysis) -> String {
        switch color {
        case .rgba(let rgba):
            return "Colour: " + describe(rgba)
        case .named(let name, let rgba):
            return "UIKit colour `\(name)`: " + describe(rgba)
        case .swiftUI(let name, let rgba):
            return "SwiftUI colour `\(name)`: " + describe(rgba)
        case .palette(let style, let scheme):
            let suffix: String
            switch scheme {
            case .device: suffix = ""
            case .variant(let fixed): suffix = fixed.suffix
            default: suffix = "_" + (scheme.backgroundSchemeName ?? "")
            }
            let fixed: ColorVariant? = if case .variant(let variant) = scheme { variant } else { nil }
            let header = "Palette colour `\(style)\(suffix)`" + (fixed == nil ? ", per variant:" : ":")
            let rows = analysis.variants(of: color).filter { fixed == nil || $0.variant == fixed }
                .map { "| \($0.variant.rawValue) | \(describe($0.color)) |" }
            return ([header, "", "| variant | RGBA |", "|---|---|"] + rows).joined(separator: "\n")
        }
    }

    /// `#RRGGBBAA` and `rgba(r, g, b, a)` with alpha as a fraction of at most two decimals.
    private static func describe(_ color: RGBAColor?) -> String {
        guard let color else { return "no fixed value (follows the appearance)" }
        let alpha = color.alpha == 255 ? "1" : String((Double(color.alpha) / 255 * 100).rounded() / 100)
        return "`\(color.hex)` rgba(\(color.red), \(color.green), \(color.blue), \(alpha))"
    }
}
