import FioriTheme

/// Checks every class path, property and value of a stylesheet against the catalog.
///
/// For each rule set: an `fdl…` selector the catalog does not know is a warning (the catalog
/// is incomplete); other unknown selectors are the theme's own classes, whose properties are
/// checked against every property fdlc knows. Each declaration's property is looked up on
/// each selector, and its value, after variable substitution, is parsed into the property's
/// type.
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

    init(stylesheet: Stylesheet, variables: VariableTable, catalog: Catalog, values: ValueParser) {
        self.stylesheet = stylesheet
        self.variables = variables
        self.catalog = catalog
        self.values = values
        typedValues = Array(repeating: nil, count: stylesheet.declarations.count)
        checkPaletteOverrides()
        for ruleSet in stylesheet.ruleSets {
            let classes: [Selector] = stylesheet.selectors(of: ruleSet).map {
                let name = stylesheet.text($0.range)
                return (name: name, range: $0.range, spec: catalog.classSpec(for: name))
            }
            for selector in classes { checkClassPath(selector) }
            for index in ruleSet.declarations {
                checkDeclaration(index, classes: classes)
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

    private mutating func checkDeclaration(_ index: Int, classes: [Selector]) {
        let declaration = stylesheet.declarations[index]
        let property = stylesheet.text(declaration.property)
        guard let (form, spec) = catalog.form(of: property) else {
            reportUnknownProperty(property, declaration.property)
            return
        }
        var unsupported: [Int] = []
        for (offset, selector) in classes.enumerated() where !(selector.spec?.supports(form.base) ?? true) {
            unsupported.append(offset)
            let supportedBy = catalog.classes(supporting: form.base)
            let shown = supportedBy.prefix(3).joined(separator: ", ") + (supportedBy.count > 3 ? " and \(supportedBy.count - 3) more" : "")
            let message = supportedBy.isEmpty ? "'\(property)' is not supported by \(selector.name) nor any class in the catalog"
                : "'\(property)' is supported by \(shown), not \(selector.name)"
            diagnostics.append(Diagnostic(.propertyNotOnClass, message,
                                          file: file, range: declaration.property,
                                          notes: classes.count == 1 ? [] : [
                                              Diagnostic.Note("for the selector '\(selector.name)' here", file: file, range: selector.range)]))
        }
        guard unsupported.count < classes.count else { return }
        check(value: declaration.value, index: index, property: property, spec: spec, state: form.state, unsupported: unsupported)
    }

    private mutating func reportUnknownProperty(_ property: String, _ range: SourceRange) {
        var notes: [Diagnostic.Note] = []
        var fixIt: Diagnostic.FixIt?
        if let suggestion = propertySuggestions.closest(to: property, among: catalog.propertyNames) {
            notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
            fixIt = Diagnostic.FixIt(range: range, replacement: suggestion, isSuggestion: true)
        }
        diagnostics.append(Diagnostic(.unknownProperty, "unknown property '\(property)'", file: file, range: range,
                                      notes: notes, fixIt: fixIt))
    }

    private mutating func check(value: Value, index: Int, property: String, spec: PropertySpec, state: String?, unsupported: [Int]) {
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
        switch values.parse(resolved.parts, in: file, as: spec.type) {
        case .value(let typed, let warnings):
            typedValues[index] = TypedDeclaration(value: typed, property: property, baseProperty: spec.name, state: state,
                                                  chain: resolved.chain, unsupportedSelectors: unsupported)
            for warning in warnings { report(warning, at: value.range, notes: definitionNotes(resolved.chain)) }
        case .invalid(let problem):
            var problem = problem
            problem.message = "invalid value '\(ValueParser.quotedText(of: resolved.parts, in: file))' for '\(property)': \(problem.message)"
            report(problem, at: value.range, notes: definitionNotes(resolved.chain))
        }
    }

    private mutating func report(_ problem: ValueProblem, at range: SourceRange, notes: [Diagnostic.Note]) {
        var notes = notes
        var fixIt: Diagnostic.FixIt?
        if let suggestion = problem.suggestion {
            notes.insert(Diagnostic.Note("did you mean '\(suggestion)'?"), at: 0)
            if notes.count == 1 { fixIt = Diagnostic.FixIt(range: range, replacement: suggestion, isSuggestion: true) }
        }
        if let replacement = problem.replacement, notes.isEmpty {
            fixIt = Diagnostic.FixIt(range: range, replacement: replacement)
        }
        diagnostics.append(Diagnostic(problem.code, problem.message, file: file, range: range, notes: notes, fixIt: fixIt))
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
