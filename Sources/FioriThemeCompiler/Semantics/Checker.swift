import FioriTheme

/// Checks every class path, property and value of a stylesheet against the catalog.
///
/// For each rule set: an `fdl…` selector the catalog does not know is a warning (the catalog
/// is incomplete); other unknown selectors are the theme's own classes, whose properties are
/// checked against every property fdlc knows. Each declaration's property is looked up on
/// each selector, and its value, after variable substitution, is parsed into the property's
/// type.
///
/// Under upstream NUI (``Target/nui``) the catalog only informs: NUI applies every key and
/// hands any key to an app that reads it itself (`[NUISettings get:withClass:]`), so a key no
/// renderer reads is a warning. Only NUI's element classes (``ClassKind/nuiElement``)
/// have renderers; every other selector, `fdl…` included, is the app's own class, where a
/// value NUI cannot read is a warning too (the app may read it itself).
struct Checker {
    let stylesheet: Stylesheet
    let variables: VariableTable
    let catalog: Catalog
    let values: ValueParser
    private(set) var diagnostics: [Diagnostic] = []
    /// The typed value of each declaration, by index into ``Stylesheet/declarations``; nil
    /// where the declaration did not check clean.
    private(set) var typedValues: [TypedDeclaration?]

    /// A declaration whose value checked clean, with what the style table needs of it.
    struct TypedDeclaration {
        /// The value, parsed into the property's type.
        var value: StyleValue
        /// The property as written (`tint-color-disabled`).
        var property: String
        /// The property's base name (`tint-color`).
        var baseProperty: String
        /// The state suffix, nil for the normal state.
        var state: String?
        /// The variables the value came through, outermost first.
        var chain: [SourceRange]
        /// The rule set's selectors (offsets into its selector list) that do not support the
        /// property; each is an error, so a table is built with this empty unless the error
        /// was configured away.
        var unsupportedSelectors: [Int]
    }

    /// A selector of the rule set being checked, with its catalog entry (nil for a custom class).
    private typealias Selector = (name: String, range: SourceRange, spec: ClassSpec?)
    /// Did-you-mean for unknown class paths and properties.
    private var classSuggestions = SuggestionMemo()
    private var propertySuggestions = SuggestionMemo()
    /// Did-you-mean for a key on the app's own class under NUI: only one edit away.
    private var appPropertySuggestions = SuggestionMemo()
    /// Whether the target is upstream NUI, whose catalog findings are warnings (see above).
    private var nui: Bool { values.target == .nui }

    init(stylesheet: Stylesheet, variables: VariableTable, catalog: Catalog, values: ValueParser) {
        self.stylesheet = stylesheet
        self.variables = variables
        self.catalog = catalog
        self.values = values
        typedValues = Array(repeating: nil, count: stylesheet.declarations.count)
        if values.target.predefinesPaletteNames { checkPaletteOverrides() }
        for ruleSet in stylesheet.ruleSets {
            let classes: [Selector] = stylesheet.selectors(of: ruleSet).map {
                let name = stylesheet.text($0.range)
                // NUI knows no SAP class: under it an SAP Fiori class path is the app's own.
                let spec = catalog.classSpec(for: name).flatMap { nui && $0.kind == .sapFiori ? nil : $0 }
                return (name: name, range: $0.range, spec: spec)
            }
            if !nui { for selector in classes { checkClassPath(selector) } }
            // Values of a rule set that does not apply on the device checked for are not checked.
            let applies = stylesheet.applies(ruleSet, on: variables.policy.device)
            for index in ruleSet.declarations {
                checkDeclaration(index, classes: classes, checksValue: applies)
            }
        }
    }

    private var file: SourceFile { stylesheet.file }

    /// A definition named after a palette style overrides the SDK's colour, so its value must be
    /// a colour the target reads, whether or not the file uses it.
    private mutating func checkPaletteOverrides() {
        var colors = values
        colors.reportsPortability = true
        for (index, definition) in stylesheet.definitions.enumerated() {
            if case .ruleBlock = definition.placement { continue }
            let name = variables.name(definition.name)
            guard variables.winningDefinition(name) == index, Palette.parse(name: name) != nil,
                  !definition.value.containsErrors, !definition.value.parts.isEmpty,
                  let resolved = variables.resolve(definition.value) else { continue }
            switch colors.parse(resolved.parts, in: file, as: .color) {
            case .value(_, let warnings):
                for warning in warnings { report(warning, at: definition.value.range, notes: []) }
            case .invalid(var problem):
                problem.message = "invalid value '\(ValueParser.quotedText(of: resolved.parts, in: file))' for the palette colour '@\(name)': \(problem.message)"
                report(problem, at: definition.value.range, notes: [])
            }
        }
    }

    private mutating func checkClassPath(_ selector: Selector) {
        guard selector.spec == nil, selector.name.hasPrefix("fdl") else { return }
        var notes = [Diagnostic.Note("the catalog may be incomplete: add the class with '--catalog FILE' if it is real")]
        var fixIt: Diagnostic.FixIt?
        if let suggestion = classSuggestions.closest(to: selector.name, among: catalog.classPaths) {
            notes.insert(Diagnostic.Note("did you mean '\(suggestion)'?"), at: 0)
            fixIt = Diagnostic.FixIt(range: selector.range, replacement: suggestion, isSuggestion: true)
        }
        diagnostics.append(Diagnostic(.unknownClassPath, "unknown class path '\(selector.name)'", file: file,
                                      range: selector.range, notes: notes, fixIt: fixIt))
    }

    private mutating func checkDeclaration(_ index: Int, classes: [Selector], checksValue: Bool) {
        let declaration = stylesheet.declarations[index]
        let property = stylesheet.text(declaration.property)
        let rendered = classes.contains { $0.spec?.kind == .nuiElement }
        guard let (form, spec) = catalog.form(of: property) else {
            reportUnknownProperty(property, declaration.property, rendered: rendered)
            return
        }
        var unsupported: [Int] = []
        for (offset, selector) in classes.enumerated() where !(selector.spec?.supports(form.base) ?? true) {
            unsupported.append(offset)
            let supportedBy = catalog.classes(supporting: form.base)
            let shown = supportedBy.prefix(3).joined(separator: ", ") + (supportedBy.count > 3 ? " and \(supportedBy.count - 3) more" : "")
            let message = supportedBy.isEmpty
                ? "'\(property)' is not supported by \(selector.name) nor any \(nui ? "NUI element class" : "class in the catalog")"
                : "'\(property)' is supported by \(shown), not \(selector.name)"
            var notes = classes.count == 1 ? [] : [Diagnostic.Note("for the selector '\(selector.name)' here", file: file, range: selector.range)]
            if nui { notes.append(Diagnostic.Note("no NUI renderer reads it for \(selector.name), so it has no effect there")) }
            // A class named after this one reads it (TabBar's fonts belong on TabBarItem).
            if let related = supportedBy.first(where: { $0.hasPrefix(selector.name) && $0 != selector.name }) {
                notes.append(Diagnostic.Note("'\(related)' reads it: set it there"))
            }
            diagnostics.append(Diagnostic(.propertyNotOnClass, message, file: file, range: declaration.property,
                                          severity: nui ? .warning : nil, notes: notes))
        }
        guard unsupported.count < classes.count, checksValue else { return }
        check(value: declaration.value, index: index, property: property, spec: spec, state: form.state, unsupported: unsupported,
              rendered: rendered)
    }

    /// CSS's names for properties NUI names otherwise, suggested whatever the distance.
    private static let cssSynonyms = ["border-radius": "corner-radius", "font-family": "font-name", "text-color": "font-color"]

    /// An unknown property: an error, except under NUI, where it is a warning (no renderer
    /// reads it; on the app's own class, `rendered` false, the app may), with did-you-mean
    /// only when a known property is really close.
    private mutating func reportUnknownProperty(_ property: String, _ range: SourceRange, rendered: Bool) {
        var notes: [Diagnostic.Note] = []
        var fixIt: Diagnostic.FixIt?
        let suggestion: String?
        if nui {
            suggestion = Checker.cssSynonyms[property].flatMap { catalog.properties[$0] != nil ? $0 : nil }
                ?? (rendered ? propertySuggestions.closest(to: property, among: catalog.nuiPropertyNames)
                    : appPropertySuggestions.closest(to: property, among: catalog.nuiPropertyNames, maximumDistance: 1))
        } else {
            suggestion = propertySuggestions.closest(to: property, among: catalog.propertyNames)
        }
        if let suggestion {
            notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
            fixIt = Diagnostic.FixIt(range: range, replacement: suggestion, isSuggestion: true)
        }
        let message = !nui ? "unknown property '\(property)'"
            : rendered ? "unknown property '\(property)': no NUI renderer reads it, so it has no effect"
            : "no NUI renderer reads '\(property)'; only an app that reads it itself through NUISettings sees it"
        if nui, !rendered {
            notes.append(Diagnostic.Note("declare the app's own properties in a catalog file ('--catalog FILE', see Docs/catalog-format.md)"))
        }
        diagnostics.append(Diagnostic(.unknownProperty, message, file: file, range: range, severity: nui ? .warning : nil,
                                      notes: notes, fixIt: fixIt))
    }

    /// Parses a declaration's resolved value into the property's type. `rendered`: whether an
    /// NUI element class is among the selectors; under NUI, a value it cannot read on the
    /// app's own classes only is a warning.
    private mutating func check(value: Value, index: Int, property: String, spec: PropertySpec, state: String?, unsupported: [Int],
                                rendered: Bool) {
        guard !value.containsErrors, !value.parts.isEmpty else { return }
        let resolved: VariableTable.Resolved
        switch variables.resolution(of: value) {
        case .resolved(let value): resolved = value
        case .unresolved: return
        case .tooLarge:
            diagnostics.append(Diagnostic(.expansionTooLarge, "the value of '\(property)' expands to more than "
                                          + "\(variables.policy.maximumExpandedLength) parts; it is not used", file: file, range: value.range))
            return
        }
        // NUI hands a value with a variable it did not replace (an alias's '@name', or '1 @w')
        // to the converter as written: FDL503 and FDL504 say so, and fdlc types nothing.
        if variables.policy.substitution == .wholeValueOnce, resolved.parts.contains(where: { $0.kind == .variable }) { return }
        switch values.parse(resolved.parts, in: file, as: spec.type) {
        case .value(let typed, let warnings):
            typedValues[index] = TypedDeclaration(value: typed, property: property, baseProperty: spec.name, state: state,
                                                  chain: resolved.chain, unsupportedSelectors: unsupported)
            for warning in warnings { report(warning, at: value.range, notes: definitionNotes(resolved.chain)) }
        case .invalid(let problem):
            var problem = problem
            if problem.code == .invalidValue {
                problem.message = "invalid value '\(ValueParser.quotedText(of: resolved.parts, in: file))' for '\(property)': \(problem.message)"
            }
            let severity: Diagnostic.Severity? = nui && !rendered && !problem.crashes && problem.code == .invalidValue ? .warning : nil
            var notes = definitionNotes(resolved.chain)
            if nui, resolved.parts.contains(where: { stylesheet.text($0.range).contains("//") }) {
                notes.append(Diagnostic.Note("NUI has no '//' comments: after a name, '//' and the words that follow, up to the ';', are part of the value"))
            }
            if severity != nil {
                notes.append(Diagnostic.Note("none of the selectors is an NUI element class, so an app may read the value itself"))
            }
            report(problem, at: value.range, notes: notes, severity: severity)
        }
    }

    private mutating func report(_ problem: ValueProblem, at range: SourceRange, notes: [Diagnostic.Note], severity: Diagnostic.Severity? = nil) {
        var notes = notes
        var fixIt: Diagnostic.FixIt?
        if let suggestion = problem.suggestion {
            notes.insert(Diagnostic.Note("did you mean '\(suggestion)'?"), at: 0)
            if notes.count == 1 { fixIt = Diagnostic.FixIt(range: range, replacement: suggestion, isSuggestion: true) }
        }
        if let replacement = problem.replacement, notes.isEmpty {
            fixIt = Diagnostic.FixIt(range: range, replacement: replacement)
        }
        diagnostics.append(Diagnostic(problem.code, problem.message, file: file, range: range, severity: severity, notes: notes, fixIt: fixIt))
    }

    /// Notes that show where each variable of an alias chain is defined.
    private func definitionNotes(_ chain: [SourceRange]) -> [Diagnostic.Note] {
        chain.compactMap { step in
            let name = variables.name(step)
            guard let index = variables.winningDefinition(name) else { return nil }
            return Diagnostic.Note("value comes from '@\(name)', defined here", file: file,
                                   range: stylesheet.definitions[index].range)
        }
    }
}
