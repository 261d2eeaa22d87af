import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

extension PaletteLineChecker {
    /// FDL503, FDL505 and FDL506 on a written value (``WrittenValue``) of a key the runtime
    /// looks up: what the runtime makes of the value as written, where that is not what it
    /// says. A variable is not substituted; a name, function or text it does not know gives
    /// no colour; a palette reference's suffix is a scheme or ignored; hex it finds in text
    /// that is not plain hex gives what its search finds. The fix writes the same colour in a
    /// form the runtime reads. Suggestions, never applied by `--fix` since they write a name
    /// the line did not have: the variable's value for a variable, a scheme for a background
    /// suffix, the closest name for a misspelling ("did you mean").
    /// `meant` is what the runtime makes of the written value.
    mutating func checkValue(_ written: WrittenValue, meant: ColorValue?, key: String, at line: PaletteLineReader.Line)
    {
        let text = written.text
        let range = written.range
        let fixable = !written.comments.contains { range.start < $0.start && $0.end <= range.end }
        func fix(_ replacement: String?) -> Diagnostic.FixIt? {
            replacement.flatMap { fixable ? Diagnostic.FixIt(range: range, replacement: $0) : nil }
        }
        let keeps = "so '@\(key)' keeps the SDK colour"
        switch meant {
        case nil where text.hasPrefix("@"):
            report(
                .aliasNotResolved,
                "FioriThemeManager does not substitute variables: it reads \(PaletteLineChecker.quoted(text)) "
                    + "as text, which is not a colour, \(keeps); write the colour itself", range,
                suggestions: fix(substitution(of: line)).map { [$0] } ?? [])
        case nil:
            let (reason, replacement, isGuess) = unreadable(text)
            let advice = replacement.map { isGuess ? "; did you mean '\($0)'?" : "; write '\($0)'" } ?? ""
            // A guess (a misspelt name) is a suggestion; the same colour written another way is certain.
            report(
                .portabilityValue, "\(reason), \(keeps)\(advice)", range, fixIt: isGuess ? nil : fix(replacement),
                suggestions: isGuess ? fix(replacement).map { [$0] } ?? [] : [])
        case .palette(let style, .device)?:
            guard let underscore = text.firstIndex(of: "_") else { return }
            let suffix = String(text[text.index(after: underscore)...])
            guard PaletteScheme.backgroundSchemes[suffix] == nil else { return }
            let scheme = ["lightBackground": "lightConstant", "darkBackground": "darkConstant"][suffix]
            report(
                .portabilityValue,
                "FioriThemeManager reads only the schemes device, deviceInverse, lightConstant and darkConstant "
                    + "after '_': it ignores \(PaletteLineChecker.quoted("_" + suffix)), so \(PaletteLineChecker.quoted(text)) "
                    + "follows the device's appearance"
                    + (scheme.map { "; '_\($0)' keeps the background fixed" } ?? ""),
                range, suggestions: fix(scheme.map { style + "_" + $0 }).map { [$0] } ?? [])
        case .rgba(let color)?:
            if let plain = PaletteLineChecker.plainHex(text), plain == color {
                if PaletteLineChecker.hexDigitCount(text) == 8 {
                    for warning in ColorPortability(target: .fioriSwiftUI).warnings(for: text, parsed: .rgba(color)) {
                        report(warning.code, warning.message, range)
                    }
                }
                return
            }
            // Non-ASCII before the digits shifts what it takes: then what was meant is unclear, and no fix is offered.
            let shifted = text.unicodeScalars.prefix { $0 != "#" && $0 != "0" }.contains { !$0.isASCII }
            report(
                .portabilityValue,
                "FioriThemeManager reads \(PaletteLineChecker.quoted(text)) as \(color.hex): it takes the first "
                    + "8, 6 or 3 hex digits after '#' or '0x' anywhere in the value"
                    + (shifted ? "; the non-ASCII characters before the digits shift which characters it takes" : ""),
                range, fixIt: shifted ? nil : fix(PaletteLineChecker.hexText(color)))
        case .named?, .swiftUI?, .palette?:
            return
        }
    }

    /// Why the runtime reads no colour from `text`, and what to write instead: the same colour
    /// in a form it reads, or, for a misspelling, a guess.
    private func unreadable(_ text: String) -> (reason: String, replacement: String?, isGuess: Bool) {
        let quoted = PaletteLineChecker.quoted(text)
        if text.isEmpty { return ("the value is empty", nil, false) }
        if text == "magenta" { return ("'magenta' is listed by FioriThemeManager but gives no colour", nil, false) }
        let style = text.firstIndex(of: "_").map { String(text[..<$0]) } ?? text
        if let renamed = ThemeManagerPalette.removedStyles[style] {
            return (
                "FioriThemeManager has no colour style '\(style)' (it is spelt '\(renamed)')",
                renamed + text.dropFirst(style.count), true
            )
        }
        let lower = text.lowercased()
        if let function = ["rgba(", "rgb(", "hsla(", "hsl("].first(where: { lower.hasPrefix($0) }) {
            var replacement: String?
            if function.hasPrefix("rgb"),
                case .success(.rgba(let color)) = ColorParser.parse(text, hexAlphaOrder: .alphaLast)
            {
                replacement = PaletteLineChecker.hexText(color)
            }
            return (
                "FioriThemeManager reads no '\(function.dropLast())()' (only hex, palette colour styles and colour names)",
                replacement,
                false
            )
        }
        if let name = ThemeManagerColor.names.keys.first(where: { $0.lowercased() == lower }) {
            return (
                "\(quoted) is not a colour FioriThemeManager knows (its colour names are case-sensitive)", name, true
            )
        }
        if PaletteLineChecker.plainHex("#" + text) != nil {
            return ("\(quoted) has no '#' or '0x', and FioriThemeManager reads hex only after one", "#" + text, false)
        }
        let known = ThemeManagerColor.names.keys.filter { ThemeManagerColor.names[$0]! != nil }.sorted().joined(
            separator: ", ")
        let reason =
            "\(quoted) is not a colour FioriThemeManager reads (it reads hex, palette colour styles and the names \(known))"
        // Style names are short: a long text is no misspelling of one.
        let suggestion =
            style.utf8.count > 64
            ? nil : Suggestion.closest(to: style, among: ThemeManagerPalette.sortedStyles, maximumDistance: 2)
        return (reason, suggestion, true)
    }

    /// The text to write for the variable a value names: its final value, when the runtime
    /// reads that as a colour; for a palette style the file does not define, the style's name.
    private func substitution(of line: PaletteLineReader.Line) -> String? {
        guard let index = grammarDefinitions[line.range.start],
            let resolved = variables.resolve(stylesheet.definitions[index].value),
            resolved.parts.count == 1
        else { return nil }
        var text = ValueParser.text(of: resolved.parts, in: file)
        if text.hasPrefix("@") { text.removeFirst() }
        return ThemeManagerColor.color(of: text) != nil ? text : nil
    }

    /// FDL507 for a key that looks like one the runtime looks up but is not: the
    /// `_elevatedContrastLightBackground` suffix (it looks up a misspelt one) and the
    /// `quarternary…` styles it no longer has. The suggestion renames it, unless the new key is
    /// already defined.
    func keyProblem(_ key: String, at range: SourceRange) -> Diagnostic? {
        let name = SourceRange(start: range.start - 1, end: range.end)
        let correct = ColorVariant.elevatedContrastLightBackground
        if key.hasSuffix(correct.suffix), let style = Palette.parse(name: key)?.style,
            ThemeManagerPalette.styles.contains(style)
        {
            let read = style + correct.lookupSuffix
            return Diagnostic(
                .definitionNotRead,
                "FioriThemeManager looks this variant up as '@\(read)' (sic), so this override is "
                    + "never used", file: file, range: name, suggestions: rename(name, to: read))
        }
        let style = key.firstIndex(of: "_").map { String(key[..<$0]) } ?? key
        guard let renamed = ThemeManagerPalette.removedStyles[style],
            ThemeManagerPalette.override(forKey: renamed + key.dropFirst(style.count)) != nil
        else { return nil }
        let read = renamed + key.dropFirst(style.count)
        return Diagnostic(
            .definitionNotRead,
            "FioriThemeManager has no colour style '\(style)' (it is spelt '\(renamed)'), so this "
                + "definition is never used; use '@\(read)'", file: file, range: name,
            suggestions: rename(name, to: read))
    }

    /// The rename, as a suggestion (it writes a name the line did not have), unless the new key
    /// is already defined.
    private func rename(_ name: SourceRange, to key: String) -> [Diagnostic.FixIt] {
        firstDefinitions[key] == nil ? [Diagnostic.FixIt(range: name, replacement: "@" + key)] : []
    }

    /// The colour of `text` when it is plain hex: `#` or `0x` and 3, 6 or 8 digits, nothing else.
    static func plainHex(_ text: String) -> RGBAColor? {
        guard let digits = hexDigitCount(text), [3, 6, 8].contains(digits) else { return nil }
        return ThemeManagerHex.color(of: text)
    }

    /// The number of digits of `#…` or `0x…` when all the rest are hex digits, else nil.
    static func hexDigitCount(_ text: String) -> Int? {
        let body: Substring
        if text.hasPrefix("#") {
            body = text.dropFirst()
        } else if text.hasPrefix("0x") || text.hasPrefix("0X") {
            body = text.dropFirst(2)
        } else {
            return nil
        }
        return body.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) ? body.unicodeScalars.count : nil
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hexText(_ color: RGBAColor) -> String {
        color.alpha == 255 ? String(color.hex.dropLast(2)) : color.hex
    }
}
