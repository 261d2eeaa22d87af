import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Checks names of the SDK palette: deprecated colour styles, and definitions that look like
/// palette overrides but are not (`@primaryLable`, `@tintColor_darkBackgrund`).
///
/// For FioriThemeManager (``readKeys`` given), names are its own: `quarternary…` and
/// `_elevatedContrastLightBackground` are reported by ``PaletteLineChecker``, its misspelt
/// `_elevatedContrastLightkBackground` is a name, and a deprecated name's rename is offered
/// only when it changes no colour: when no key the renamed one would win over, or tie
/// with, is read.
struct PaletteChecker {
    let stylesheet: Stylesheet
    let variables: VariableTable
    /// The keys FioriThemeManager reads from the file; nil for the other targets.
    let readKeys: Set<String>?
    /// What the checks found.
    private(set) var findings: DiagnosticCollector

    /// Checks the names of `stylesheet`, collecting what it finds into `findings`.
    init(
        stylesheet: Stylesheet, variables: VariableTable, readKeys: Set<String>? = nil, findings: DiagnosticCollector
    ) {
        self.findings = findings
        self.stylesheet = stylesheet
        self.variables = variables
        self.readKeys = readKeys
        for (index, definition) in stylesheet.definitions.enumerated() {
            // A name is checked once, at the definition that takes effect, and only when nothing uses it.
            if case .styleBlock = definition.placement { continue }
            let name = variables.name(definition.name)
            if readKeys != nil, ThemeManagerPalette.override(forKey: name) == nil, Palette.parse(name: name) != nil {
                continue
            }
            if Palette.parse(name: name) != nil {
                checkDeprecated(name, at: definition.name)
            } else if readKeys == nil || ThemeManagerPalette.override(forKey: name) == nil,
                let winner = variables.winningDefinition(of: definition.variableID), !variables.isReferenced(winner),
                winner == index
            {
                checkNearMiss(name, at: definition.name)
            }
        }
        guard readKeys == nil else { return }
        for (index, part) in stylesheet.valueParts.enumerated()
        where part.kind == .variable && !variables.namesDefinition(part: index) {
            let name = variables.name(part.range)
            if Palette.parse(name: name) != nil {
                checkDeprecated(name, at: part.range)
            }
        }
    }

    private var file: SourceFile { stylesheet.file }

    private mutating func checkDeprecated(_ name: String, at range: SourceRange) {
        guard let palette = Palette.parse(name: name),
            let replacement = Palette.replacement(forDeprecated: palette.style),
            findings.admits(.deprecatedPaletteName, at: range)
        else { return }
        let suggested = replacement + (palette.variant?.suffix ?? "")
        var notes: [Diagnostic.Note] = []
        // A suggestion: it writes a name the line did not have.
        var suggestions = [Diagnostic.FixIt(range: range, replacement: "@" + suggested)]
        if let readKeys, let competing = competitor(of: suggested, replacing: name, among: readKeys) {
            notes.append(
                Diagnostic.Note(
                    "not renamed automatically: '@\(competing)' is also defined, and the rename would change "
                        + "which definition FioriThemeManager uses"))
            suggestions = []
        }
        findings.append(
            Diagnostic(
                .deprecatedPaletteName, "'@\(name)' is a deprecated colour style; use '@\(suggested)'",
                file: file, range: range, notes: notes, suggestions: suggestions))
    }

    /// A key read from the file that `replacement` would win over or tie with in
    /// FioriThemeManager's lookup (``PaletteResolver/overrideKeys(style:variant:)``), nil when none.
    private func competitor(of replacement: String, replacing name: String, among readKeys: Set<String>) -> String? {
        guard let (style, variant) = ThemeManagerPalette.override(forKey: replacement) else { return nil }
        let keys = PaletteResolver.overrideKeys(style: style, variant: variant ?? .lightBackground)
        guard let position = keys.firstIndex(of: replacement) else { return nil }
        return keys[position...].first { $0 != name && readKeys.contains($0) }
    }

    private mutating func checkNearMiss(_ name: String, at range: SourceRange) {
        let suggestion: String?
        if let underscore = name.utf8.firstIndex(of: UInt8(ascii: "_")), Palette.isStyle(String(name[..<underscore])) {
            let suffix = String(name[underscore...])
            let suffixes = ColorVariant.allCases.map { readKeys == nil ? $0.suffix : $0.lookupSuffix }
            suggestion = Suggestion.closest(to: suffix, among: suffixes).map { String(name[..<underscore]) + $0 }
        } else {
            // Tighter than elsewhere: any user variable is a candidate, so only near-certain misspellings count.
            suggestion = Suggestion.closest(to: name, among: SuggestionCandidates.paletteStyles, maximumDistance: 2)
        }
        guard let suggestion, findings.admits(.unknownPaletteName, at: range) else { return }
        findings.append(
            Diagnostic(
                .unknownPaletteName,
                "'@\(name)' is not a palette colour and is never used; did you mean '@\(suggestion)'?",
                file: file, range: range,
                suggestions: [Diagnostic.FixIt(range: range, replacement: "@" + suggestion)]))
    }
}
