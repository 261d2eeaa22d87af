/// `FDL4xx`: the lint rules of `fdlc lint`, each reported by a `…Rule` of `FioriThemeLint` (or, for
/// suppression comments, by its suppression filter); warnings by default.
extension DiagnosticDescription {
    static let unusedVariable = DiagnosticDescription(
        .unusedVariable, "unused-variable", .warning, fixes: .certain,
        summary: "a variable that is defined and never used",
        explanation:
            "Variables are scoped to their file, so a definition nothing in the file refers to does nothing. A definition named after a palette colour ('@tintColor') overrides the SDK's colour and is never unused. The fix removes the definition (and its line when nothing else is on it): nothing reads it, so the compiled table is the same without it.",
        bad: "@oldBrand: #0854A0;\nLabel { font-color: #0A6ED1; }\n",
        good: "Label { font-color: #0A6ED1; }\n")

    static let duplicateProperty = DiagnosticDescription(
        .duplicateProperty, "duplicate-property", .warning, fixes: .certain,
        summary: "the same property twice in one rule block",
        explanation:
            "Within a block the last declaration of a property wins, so the earlier one does nothing. The diagnostic is at the ignored declaration, with a note at the one that wins; the fix removes the ignored one, unless the one that wins has a finding of its own (a runtime that drops its value may apply the earlier one).",
        bad: "Label { font-color: red; font-size: 14; font-color: blue; }\n",
        good: "Label { font-size: 14; font-color: blue; }\n")

    static let overriddenDeclaration = DiagnosticDescription(
        .overriddenDeclaration, "overridden-declaration", .warning,
        summary: "a declaration that a later rule replaces for every class it styles",
        explanation:
            "Rules for the same class path merge in document order and the last declaration of a property wins. A declaration that a later block replaces for every class of its selector list does nothing. Declarations inside '@media' are compared only with those under the same media query. A declaration still in effect for one of its classes ('A, B { … }' then 'B { … }') is not reported.",
        bad: "Label { font-color: red; }\nLabel { font-color: blue; }\n",
        good: "Label { font-color: blue; }\n")

    static let emptyRule = DiagnosticDescription(
        .emptyRule, "empty-rule", .warning, fixes: .certain,
        summary: "a rule block without declarations",
        explanation:
            "A block without declarations styles nothing; it is usually left over from an edit. The fix removes it (the compiled table is the same without it), unless a comment inside it would go too.",
        bad: "Label { }\nButton { font-color: red; }\n",
        good: "Button { font-color: red; }\n")

    static let indirectAlias = DiagnosticDescription(
        .indirectAlias, "indirect-alias", .warning, fixes: .suggestion,
        summary: "an alias of an alias, which could name the final variable directly",
        explanation:
            "'@link: @accent;' where '@accent' is itself only '@brandBlue' makes a reader follow two steps to find the value, and upstream NUI resolves no alias at all. A chain of any length is reported once, at its last link, with notes naming the links it passes through. Refer to the variable that holds the value; the suggestion does that, and '--fix' leaves it to you, since it writes a name the line did not have. Turn the rule off if your theme layers semantic names on purpose.",
        bad:
            "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\n@link: @accent;\nLabel { font-color: @link; background-color: @accent; }\n",
        good:
            "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\n@link: @brandBlue;\nLabel { font-color: @link; background-color: @accent; }\n"
    )

    static let hardCodedColor = DiagnosticDescription(
        .hardCodedColor, "hard-coded-color", .warning, fixes: .suggestion,
        summary: "a literal colour equal to a colour variable the file defines for the same use",
        explanation:
            "A colour written out where the file already names it drifts when the variable changes. Colours are compared after parsing, so '#0a6ed1', '#0A6ED1FF' and 'rgb(10,110,209)' are equal. Equal colours are not equal meanings: a variable is suggested only when the file already uses it for the same property (states and a gradient's '-top'/'-bottom' folded, so 'font-color-highlighted' is a 'font-color'), or when its name names only a colour ('@white', '@brandBlue'), not a role ('@navFontColor', '@primaryBackgroundColor'). The diagnostic names the first such variable, in document order, and suggests it; '--fix' never applies the suggestion, since the two only have the same value today: the next change to the variable would restyle the declaration.",
        bad: "@brandBlue: #0A6ED1;\nLabel { font-color: #0a6ed1; }\nButton { font-color: @brandBlue; }\n",
        good: "@brandBlue: #0A6ED1;\nLabel { font-color: @brandBlue; }\nButton { font-color: @brandBlue; }\n")

    static let lowContrast = DiagnosticDescription(
        .lowContrast, "low-contrast", .warning,
        summary: "text and background colours of one class with a contrast below WCAG 2.x AA",
        explanation: """
            For each class path that sets both a text colour ('font-color') and a 'background-color', the WCAG 2.x contrast ratio of the two is computed in each of the eight palette variants (a palette colour such as '@primaryLabel' differs per variant; the theme's overrides are used) and must be at least 4.5:1, or 3:1 for large text (success criterion 1.4.3, level AA). Large text is a 'font-style' of largeTitle, title1, title2 or title3 (34, 28, 22 and 20 pt at the default text size, at least WCAG's 18 pt) or a 'font-size' of 18 or more; headline (17 pt semibold) and Fiori's KPI styles count as normal text. States are compared with the background of the same state, or the normal one; disabled states are exempt, as WCAG exempts inactive components. Colours that are not opaque, or that follow the appearance (UIKit system colours), are not compared. Only unconditional rules are compared, not '@media' ones.
            """,
        bad: "Label { font-color: #999999; background-color: #FFFFFF; }\n",
        good: "Label { font-color: #595959; background-color: #FFFFFF; }\n")

    static let unusedSuppression = DiagnosticDescription(
        .unusedSuppression, "unused-suppression", .warning, fixes: .certain,
        summary: "a suppression comment that suppresses nothing",
        explanation:
            "A 'fdlc-disable…' comment that hides no finding, or a 'fdlc-enable' that ends no region, is stale: remove it, or it will hide a future finding nobody looked at. Suppression comments cannot suppress this rule; configure it instead.",
        bad: "/* fdlc-disable-next-line FDL404 */\nLabel { font-color: red; }\n",
        good: "/* fdlc-disable-next-line FDL404 */\nLabel { }\n")

    static let invalidSuppression = DiagnosticDescription(
        .invalidSuppression, "invalid-suppression", .warning,
        summary: "a suppression comment that names an unknown rule or directive",
        explanation:
            "A comment starting with 'fdlc-' must be one of fdlc-disable-next-line, fdlc-disable, fdlc-enable or fdlc-disable-file, followed by rule ids such as FDL401 (comma-separated; none means every rule). A misspelt one suppresses nothing. Suppression comments cannot suppress this rule; configure it instead.",
        bad: "/* fdlc-disable-next-line FDL999 */\nLabel { }\n",
        good: "/* fdlc-disable-next-line FDL404 */\nLabel { }\n")

    static let tokenDrift = DiagnosticDescription(
        .tokenDrift, "token-drift", .warning, fixes: .suggestion,
        summary: "a value that differs from the design token it maps to",
        explanation:
            "With design tokens to check against ('fdlc lint --tokens TOKENS.json [--tokens-map MAP.json]', or 'tokens' in .fdlc.json), each palette override, variable and property a token maps to must have the token's value. Tokens map as 'fdlc tokens import' maps them: 'palette.NAME', 'variables.NAME' and 'classes.PATH.PROPERTY' by their place in the file, any other through the mapping file. Values are compared as the property reads them, so colours compare as RGBA. The suggested fix writes the token's value, or its variable when the token is an alias of a variable the file defines; update the token file instead when the theme is right. Declarations inside '@media' are not compared. See Docs/tokens.md.",
        bad: "@tintColor:#0A6ED1;\nfdlFUIKPIView { tint-color: #0854A0; }\n",
        good: "@tintColor:#0A6ED1;\nfdlFUIKPIView { tint-color: #0A6ED1; }\n",
        tokens:
            #"{"palette": {"tintColor": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.0392, 0.4314, 0.8196]}}}, "classes": {"fdlFUIKPIView": {"tint-color": {"$type": "color", "$value": "{palette.tintColor}"}}}}"#
    )
}
