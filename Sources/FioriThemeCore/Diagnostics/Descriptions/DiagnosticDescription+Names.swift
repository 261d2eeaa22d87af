/// `FDL2xx`: variables, class paths, properties and palette names.
extension DiagnosticDescription {
    static let undefinedVariable = DiagnosticDescription(
        .undefinedVariable, "undefined-variable", .error, fixes: .suggestion,
        summary: "a variable that is not defined",
        explanation:
            "NUI raises an exception for a variable it cannot find, so the app crashes when it loads the stylesheet. Define the variable in the same file (variables are scoped to their file), or use a palette colour name. Upstream NUI (the nui target) looks up only a rule-set value that starts with '@', as one name, on the devices whose '@media' blocks apply, and knows no palette: a variable inside a definition or after the first part of a value is never looked up, so it is no error there; the message names the devices when not every one crashes.",
        bad: "Label { font-color: @brandRed; }\n",
        good: "@brandRed: #BB0000;\nLabel { font-color: @brandRed; }\n")

    static let variableCycle = DiagnosticDescription(
        .variableCycle, "variable-cycle", .error,
        summary: "variables that refer to each other in a loop",
        explanation:
            "A variable whose value leads back to itself has no value. The diagnostic lists the whole loop with each step. Upstream NUI (the nui target) never resolves an alias, so there a cycle is harmless (alias-not-resolved says what the property gets).",
        bad: "@accent: @brand;\n@brand: @accent;\nLabel { font-color: @accent; }\n",
        good: "@accent: @brand;\n@brand: #0A6ED1;\nLabel { font-color: @accent; }\n")

    static let duplicateDefinition = DiagnosticDescription(
        .duplicateDefinition, "duplicate-definition", .warning,
        summary: "a variable defined more than once",
        explanation:
            "Only one definition takes effect: the last in NUI and SAPFiori, the first in FioriThemeManager. Keep one.",
        bad: "@brand: #0A6ED1;\n@brand: #0854A0;\nLabel { font-color: @brand; }\n",
        good: "@brand: #0854A0;\nLabel { font-color: @brand; }\n")

    static let expansionTooLarge = DiagnosticDescription(
        .expansionTooLarge, "expansion-too-large", .error,
        summary: "a value whose variables expand beyond the resolver's limits",
        explanation:
            "Variables that use other variables several times grow exponentially ('@b: @a @a; @c: @b @b; …'). A value that would expand past the resolver's limit (256 parts, and a budget for the whole file) is not used, and reported, rather than exhausting memory.",
        bad:
            "@w: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1;\n@x: @w @w @w @w @w @w @w @w @w @w @w @w @w @w @w @w @w;\nLabel { padding: @x; }\n",
        good: "@w: 1;\n@x: @w @w;\nLabel { padding: @x; }\n")

    static let unknownProperty = DiagnosticDescription(
        .unknownProperty, "unknown-property", .error, fixes: .suggestion,
        summary: "a property no component supports",
        explanation:
            "The runtime ignores a property it does not know, silently. The diagnostic suggests the closest known property. For upstream NUI (the nui target) it is a warning: NUI hands every key to an app that reads it itself ('[NUISettings get:withClass:]'), so a key on the app's own class (not an NUI element class such as 'Label') may be meant for the app; did-you-mean is offered there only when a known property is one edit away, or is CSS's name for it ('border-radius'). Declare the app's own properties in a catalog file ('--catalog', or 'catalogs' in the configuration).",
        bad: "Label { font-colour: red; }\n",
        good: "Label { font-color: red; }\n")

    static let propertyNotOnClass = DiagnosticDescription(
        .propertyNotOnClass, "property-not-on-class", .error,
        summary: "a property the class does not support",
        explanation:
            "The property exists, but the component of this class path never reads it. The diagnostic names the classes that do. For upstream NUI (the nui target) it is a warning naming NUI's element classes only: the declaration has no effect, and nothing fails.",
        bad: "fdlFUIKPIView { progress-tint-color: red; }\n",
        good: "fdlFUIKPIProgressView { progress-tint-color: red; }\n")

    static let unknownClassPath = DiagnosticDescription(
        .unknownClassPath, "unknown-class-path", .warning, fixes: .suggestion,
        summary: "an 'fdl…' class path the catalog does not know",
        explanation:
            "A misspelt class path styles nothing. The catalog may be incomplete: add a real class with '--catalog FILE' or the configuration's 'catalogs'. Not reported for upstream NUI (the nui target), which knows no SAP class: an 'fdl…' selector is the app's own class there.",
        bad: "fdlFUIKPIVeiw { tint-color: red; }\n",
        good: "fdlFUIKPIView { tint-color: red; }\n")

    static let unknownPaletteName = DiagnosticDescription(
        .unknownPaletteName, "palette-name-typo", .warning, fixes: .suggestion,
        summary: "an unused definition named almost like a palette colour",
        explanation:
            "A definition named after a palette colour style overrides the SDK's colour. One named almost like one ('@primaryLable') overrides nothing and is probably a typo.",
        bad: "@primaryLable: #32363A;\n",
        good: "@primaryLabel: #32363A;\n")

    static let deprecatedPaletteName = DiagnosticDescription(
        .deprecatedPaletteName, "deprecated-palette-name", .warning, fixes: .suggestion,
        summary: "a deprecated palette colour name",
        explanation:
            "The SDK renamed many colour styles ('primary1' is now 'primaryLabel'). A deprecated name keeps an old palette's colour; the diagnostic names its replacement and suggests it (a suggestion, which '--fix' leaves: the replacement may have another colour). For FioriThemeManager the rename is suggested only where it changes no colour: '@tintColorDark' is tintColor's last light-mode fallback, and '@tintColor_lightBackground' would win over a '@tintColor' the file also defines.",
        bad: "Label { font-color: @primary1; }\n",
        good: "Label { font-color: @primaryLabel; }\n")
}
