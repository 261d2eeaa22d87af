import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Checks every class path, property and value of a stylesheet against the catalog.
///
/// For each style block: an `fdl…` selector the catalog does not know is a warning (the catalog
/// is incomplete); other unknown selectors are the theme's own classes, whose properties are
/// checked against every property fdlc knows. Each declaration's property is looked up on
/// each selector, and its value, after variable substitution, is parsed into the property's
/// type.
///
/// Under a runtime that reads no SAP Fiori class (``Target/readsSAPFioriClasses``: upstream
/// NUI) the catalog only informs: NUI applies every key and hands any key to an app that reads
/// it itself (`[NUISettings get:withClass:]`), so a key no renderer reads is a warning; a
/// did-you-mean then looks among the properties NUI's classes read, and takes CSS's names for
/// them (`border-radius`) whatever the distance. Only NUI's element classes (``ClassKind/nuiElement``)
/// have renderers; every other selector, `fdl…` included, is the app's own class, where a
/// value NUI cannot read is a warning too (the app may read it itself).
///
/// SAPFiori's fork (``Target/fiori``) hands keys to the app the same way
/// (``Target/handsKeysToApp``): a key on NUI's element classes or the app's own that no
/// renderer reads is a warning there too, and so is a value no renderer reads on the app's
/// own classes. Its documented components, the SAP Fiori class paths (`fdl…`), keep their
/// errors.
package struct Checker {
    let stylesheet: Stylesheet
    let variables: VariableTable
    let catalog: Catalog
    package let values: ValueParser
    /// What the checks found; a caller moves it out (``DiagnosticCollector/take()``) before it
    /// shares the checker.
    var findings: DiagnosticCollector

    /// A property name of this file that the catalog knows, looked up once per file.
    struct CheckedProperty {
        /// The name as written (`tint-color-disabled`).
        let name: String
        /// How it decomposes, and the spec of its values.
        let form: Catalog.Form
        let spec: PropertySpec
    }

    /// A class path of this file, looked up once per file, with what the checks of every
    /// selector ask of it: 12 bytes, so a theme of thousands of the app's own classes costs
    /// next to nothing here (its name is read from the file when a message needs it).
    private struct CheckedClass {
        /// The class path, interned in the stylesheet's names.
        let nameID: NameID
        /// The catalog's entry (an index into ``classSpecs``), -1 for the app's own class
        /// (and, under NUI, an SAP class path).
        let specIndex: Int32
        /// One of NUI's element classes, which NUI's renderers read.
        let isNUIElement: Bool
        /// See ``isFioriClass(_:)``.
        let isFiori: Bool
        /// Named like an SAP Fiori class path (`fdl…`), which the catalog lacks.
        let isUnknownFioriPath: Bool
    }

    /// Each known property name of the file, in order of first use (see ``cleanProperty(of:)``).
    private(set) var checkedProperties: [CheckedProperty] = []
    /// The value type of each of ``checkedProperties``, by the same index.
    private var propertyTypes: [ValueType] = []
    /// ``NameID`` → index into ``checkedProperties``; ``unknownName`` for a name the catalog
    /// does not know, ``notLookedUp`` before its first use.
    private var propertyIndex: [Int32]
    private var checkedClasses: [CheckedClass] = []
    /// The catalog's entries of the classes of ``checkedClasses`` it knows.
    private var classSpecs: [ClassSpec] = []
    /// ``NameID`` → index into ``checkedClasses``, or ``notLookedUp``.
    private var classIndex: [Int32]
    /// Whether a class (index into ``checkedClasses``) supports a property (into
    /// ``checkedProperties``): 1 or 0, worked out once per pair.
    private var support = IntTable()
    /// The outcome of each distinct value of the file other than the usual forms, by type.
    private var valueMemo = ValueMemo()
    private static let notLookedUp: Int32 = -2
    private static let unknownName: Int32 = -1

    /// For each declaration, the index into ``checkedProperties`` of its property when its value
    /// checked clean, else -1. The value itself is parsed again when asked for
    /// (``typedValue(of:)``): most declarations of a theme are overridden, and keeping one
    /// typed value each would cost more memory than the file.
    private var cleanProperties: [Int32]
    /// The selectors that do not support the property of a clean declaration, where any do
    /// (each is also an error).
    private var unsupported: [Int: [Int]] = [:]

    /// Did-you-mean for unknown class paths and properties.
    private var classSuggestions = SuggestionMemo()
    private var propertySuggestions = SuggestionMemo()
    /// Did-you-mean for a key on the app's own class under NUI: only one edit away.
    private var appPropertySuggestions = SuggestionMemo()
    /// Whether the target reads SAP Fiori's class paths; where it does not (upstream NUI), its
    /// catalog findings are warnings and name NUI's element classes only (see above).
    private var readsSAPFiori: Bool { values.target.readsSAPFioriClasses }
    /// Whether fdlc follows the runtime's tokeniser exactly, so a note may say that `//` after a
    /// name is part of the value.
    private var certainTokens: Bool { values.target.hasPublishedGrammar }
    /// Whether the runtime hands keys to the app, so a key no renderer reads is a warning.
    private var appReads: Bool { values.target.handsKeysToApp }

    /// Checks `stylesheet`, collecting what it finds into `findings`.
    init(
        stylesheet: Stylesheet, variables: VariableTable, catalog: Catalog, values: ValueParser,
        findings: DiagnosticCollector
    ) {
        self.findings = findings
        self.stylesheet = stylesheet
        self.variables = variables
        self.catalog = catalog
        self.values = values
        cleanProperties = Array(repeating: -1, count: stylesheet.declarations.count)
        propertyIndex = Array(repeating: Checker.notLookedUp, count: stylesheet.names.count)
        classIndex = Array(repeating: Checker.notLookedUp, count: stylesheet.names.count)
        if values.target.predefinesPaletteNames { checkPaletteOverrides() }
        var classes: [Int] = []
        var count = 0
        for styleBlock in stylesheet.styleBlocks {
            count &+= 1
            if Cancellation.isPollPoint(count), Cancellation.isRequested { break }  // a stale check
            classes.removeAll(keepingCapacity: true)
            var rendered = false
            var fiori = false
            for selector in stylesheet.selectors(of: styleBlock) {
                let index = checkedClass(selector.nameID)
                classes.append(index)
                rendered = rendered || checkedClasses[index].isNUIElement
                fiori = fiori || checkedClasses[index].isFiori
                if readsSAPFiori { checkClassPath(index, at: selector.range) }
            }
            // Values of a style block that does not apply on the device checked for are not checked.
            let applies = stylesheet.applies(styleBlock, on: variables.policy.device)
            for index in styleBlock.declarations {
                checkDeclaration(
                    index, styleBlock: styleBlock, classes: classes, readers: Readers(nui: rendered, fiori: fiori),
                    checksValue: applies)
            }
        }
        releaseWorkingState()
    }

    /// Drops what only the checks read (the lookups by name, their memos): an editor holds the
    /// checker for as long as the file is open, and what it asks after the checks
    /// (``cleanProperty(of:)``, ``typedValue(of:)``) reads none of it.
    private mutating func releaseWorkingState() {
        propertyIndex = []
        classIndex = []
        checkedClasses = []
        classSpecs = []
        support = IntTable()
        valueMemo = ValueMemo()
        classSuggestions = SuggestionMemo()
        propertySuggestions = SuggestionMemo()
        appPropertySuggestions = SuggestionMemo()
    }

    // MARK: - What the checks found

    /// The index into ``checkedProperties`` of the property of a declaration whose value
    /// checked clean; nil when it did not.
    package func cleanProperty(of declaration: Int) -> Int? {
        let index = cleanProperties[declaration]
        return index < 0 ? nil : Int(index)
    }

    /// The selectors (offsets into the style block's list, ascending) that do not support the
    /// property of a declaration that checked clean.
    func unsupportedSelectors(of declaration: Int) -> [Int] {
        unsupported.isEmpty ? [] : unsupported[declaration] ?? []
    }

    /// The type of the value of a declaration that checked clean (its property's), without
    /// parsing the value again: a lint rule about one type asks this before ``typedValue(of:)``.
    package func valueType(of declaration: Int) -> ValueType? {
        cleanProperty(of: declaration).map { checkedProperties[$0].spec.type }
    }

    /// The typed value of a declaration that checked clean, parsed again from its tokens.
    package func typedValue(of declaration: Int) -> StyleValue? {
        guard let property = cleanProperty(of: declaration),
            case .parts(let parts) = variables.substitution(of: stylesheet.declarations[declaration].value),
            case .value(let value, _) = values.parse(parts, in: file, as: checkedProperties[property].spec.type)
        else { return nil }
        return value
    }

    // MARK: - Names, once per file

    /// The index into ``checkedClasses`` of a selector's class path.
    private mutating func checkedClass(_ id: NameID) -> Int {
        let found = classIndex[Int(id.index)]
        if found >= 0 { return Int(found) }
        let name = stylesheet.text(stylesheet.names.firstRange(of: id))
        // NUI knows no SAP class: under it an SAP Fiori class path is the app's own.
        let spec = catalog.classSpec(for: name).flatMap { !readsSAPFiori && $0.kind == .sapFiori ? nil : $0 }
        if let spec { classSpecs.append(spec) }
        let fdl = name.hasPrefix("fdl")
        checkedClasses.append(
            CheckedClass(
                nameID: id, specIndex: spec == nil ? -1 : Int32(classSpecs.count - 1),
                isNUIElement: spec?.kind == .nuiElement,
                isFiori: readsSAPFiori && (spec.map { $0.kind == .sapFiori } ?? fdl),
                isUnknownFioriPath: spec == nil && fdl))
        classIndex[Int(id.index)] = Int32(checkedClasses.count - 1)
        return checkedClasses.count - 1
    }

    /// The class path of a class of ``checkedClasses``, as written.
    private func className(_ index: Int) -> String {
        stylesheet.text(stylesheet.names.firstRange(of: checkedClasses[index].nameID))
    }

    /// The index into ``checkedProperties`` of a property name, nil when the catalog does not know it.
    private mutating func checkedProperty(_ id: NameID) -> Int? {
        let found = propertyIndex[Int(id.index)]
        if found != Checker.notLookedUp { return found < 0 ? nil : Int(found) }
        let name = stylesheet.text(stylesheet.names.firstRange(of: id))
        guard let (form, spec) = catalog.form(of: name) else {
            propertyIndex[Int(id.index)] = Checker.unknownName
            return nil
        }
        checkedProperties.append(CheckedProperty(name: name, form: form, spec: spec))
        propertyTypes.append(spec.type)
        propertyIndex[Int(id.index)] = Int32(checkedProperties.count - 1)
        return checkedProperties.count - 1
    }

    /// Whether the class (into ``checkedClasses``) supports the property (into ``checkedProperties``).
    private mutating func supports(_ checkedClass: Int, _ property: Int) -> Bool {
        if let known = support[checkedClass, property] { return known != 0 }
        let specIndex = Int(checkedClasses[checkedClass].specIndex)
        let answer = specIndex < 0 || classSpecs[specIndex].supports(checkedProperties[property].form.base)
        support[checkedClass, property] = answer ? 1 : 0
        return answer
    }

    private var file: SourceFile { stylesheet.file }

    /// Which renderers read a style block's keys: NUI's (one of its selectors is an NUI element
    /// class) and the fork's own components (one is an SAP Fiori class path, under a target
    /// that reads them). Neither: only the app's own code reads them.
    private struct Readers {
        let nui: Bool
        let fiori: Bool

        /// Whether some renderer reads the keys.
        var any: Bool { nui || fiori }
    }

    /// Whether a class (into ``checkedClasses``) is an SAP Fiori class path the target reads:
    /// one the catalog documents, or one named like it (`fdl…`) that it lacks. Under upstream
    /// NUI none is: NUI knows no SAP class.
    private func isFioriClass(_ index: Int) -> Bool {
        checkedClasses[index].isFiori
    }

    /// A definition named after a palette style overrides the SDK's colour, so its value must be
    /// a colour the target reads, whether or not the file uses it.
    private mutating func checkPaletteOverrides() {
        var colors = values
        colors.reportsPortability = true
        for (index, definition) in stylesheet.definitions.enumerated() {
            if case .styleBlock = definition.placement { continue }
            let name = variables.name(definition.name)
            guard variables.winningDefinition(of: definition.variableID) == index, Palette.parse(name: name) != nil,
                !definition.value.containsErrors, !definition.value.parts.isEmpty,
                let resolved = variables.resolve(definition.value)
            else { continue }
            switch colors.parse(resolved.parts, in: file, as: .color) {
            case .value(_, let warnings):
                for warning in warnings where findings.admits(warning.code, at: definition.value.range) {
                    append(warning, at: definition.value.range, notes: [])
                }
            case .invalid(var problem):
                guard findings.admits(problem.code, at: definition.value.range) else { continue }
                problem.message =
                    "invalid value '\(ValueParser.quotedText(of: resolved.parts, in: file))' for the palette colour '@\(name)': \(problem.message)"
                append(problem, at: definition.value.range, notes: [])
            }
        }
    }

    private mutating func checkClassPath(_ index: Int, at range: SourceRange) {
        guard checkedClasses[index].isUnknownFioriPath else { return }
        let name = className(index)
        guard findings.admits(.unknownClassPath, at: range) else {
            // Not reported, but its name counted, so the names reported get the same did-you-mean.
            _ = classSuggestions.closest(to: name, among: [], answering: false)
            return
        }
        var notes = [
            Diagnostic.Note("the catalog may be incomplete: add the class with '--catalog FILE' if it is real")
        ]
        var suggestions: [Diagnostic.FixIt] = []
        if let suggestion = classSuggestions.closest(to: name, among: catalog.classPaths) {
            notes.insert(Diagnostic.Note("did you mean '\(suggestion)'?"), at: 0)
            suggestions = [Diagnostic.FixIt(range: range, replacement: suggestion)]
        }
        findings.append(
            Diagnostic(
                .unknownClassPath, "unknown class path '\(name)'", file: file,
                range: range, notes: notes, suggestions: suggestions))
    }

    /// Checks one declaration of `styleBlock`, whose selectors are `classes` (indices into
    /// ``checkedClasses``); `readers`: which renderers read its keys.
    private mutating func checkDeclaration(
        _ index: Int, styleBlock: StyleBlock, classes: [Int], readers: Readers, checksValue: Bool
    ) {
        let declaration = stylesheet.declarations[index]
        guard let property = checkedProperty(declaration.propertyID) else {
            reportUnknownProperty(stylesheet.text(declaration.property), declaration.property, readers: readers)
            return
        }
        var unsupported: [Int] = []
        for (offset, checkedClass) in classes.enumerated() where !supports(checkedClass, property) {
            unsupported.append(offset)
            reportUnsupported(
                property, on: checkedClass, at: declaration.property,
                selector: stylesheet.selectors[styleBlock.selectors.lowerBound + offset].range,
                alone: classes.count == 1)
        }
        guard unsupported.count < classes.count, checksValue else { return }
        check(value: declaration.value, index: index, property: property, unsupported: unsupported, readers: readers)
    }

    /// A known property on a catalog class that does not list it.
    private mutating func reportUnsupported(
        _ property: Int, on checkedClass: Int, at range: SourceRange, selector: SourceRange, alone: Bool
    ) {
        // The fork's own components keep the error; on NUI's classes and the app's, the app may read the key.
        let appMayRead = appReads && !isFioriClass(checkedClass)
        guard findings.admits(.propertyNotOnClass, at: range, severity: appMayRead ? .warning : nil) else { return }
        let name = checkedProperties[property].name
        let className = className(checkedClass)
        let supportedBy = catalog.classes(supporting: checkedProperties[property].form.base)
        let shown =
            supportedBy.prefix(3).joined(separator: ", ")
            + (supportedBy.count > 3 ? " and \(supportedBy.count - 3) more" : "")
        let message =
            supportedBy.isEmpty
            ? "'\(name)' is not supported by \(className) nor any \(readsSAPFiori ? "class in the catalog" : "NUI element class")"
            : "'\(name)' is supported by \(shown), not \(className)"
        var notes = alone ? [] : [Diagnostic.Note("for the selector '\(className)' here", file: file, range: selector)]
        if !readsSAPFiori {
            notes.append(Diagnostic.Note("no NUI renderer reads it for \(className), so it has no effect there"))
        } else if appMayRead {
            notes.append(
                Diagnostic.Note(
                    "no renderer reads it for \(className); only an app that reads it itself through NUISettings sees it"
                ))
        }
        // A class named after this one reads it (TabBar's fonts belong on TabBarItem).
        if let related = supportedBy.first(where: { $0.hasPrefix(className) && $0 != className }) {
            notes.append(Diagnostic.Note("'\(related)' reads it: set it there"))
        }
        findings.append(
            Diagnostic(
                .propertyNotOnClass, message, file: file, range: range,
                severity: appMayRead ? .warning : nil, notes: notes))
    }

    /// CSS's names for properties NUI names otherwise, suggested whatever the distance.
    private static let cssSynonyms = [
        "border-radius": "corner-radius", "font-family": "font-name", "text-color": "font-color",
    ]

    /// An unknown property: an error on an SAP Fiori class path; a warning where the runtime
    /// hands keys to the app (no renderer reads it; on the app's own class, no reader in
    /// `readers`, the app may), with did-you-mean only when a known property is really close.
    private mutating func reportUnknownProperty(_ property: String, _ range: SourceRange, readers: Readers) {
        let rendered = readers.nui
        let appMayRead = appReads && !readers.fiori
        let reported = findings.admits(.unknownProperty, at: range, severity: appMayRead ? .warning : nil)
        // Asked whether reported or not, so the names reported get the same did-you-mean.
        let suggestion = suggestion(forUnknown: property, readers: readers, answering: reported)
        guard reported else { return }
        var notes: [Diagnostic.Note] = []
        var suggestions: [Diagnostic.FixIt] = []
        if let suggestion {
            notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
            suggestions = [Diagnostic.FixIt(range: range, replacement: suggestion)]
        }
        let renderer = readsSAPFiori ? "renderer" : "NUI renderer"
        let message =
            !appMayRead
            ? "unknown property '\(property)'"
            : rendered && !readsSAPFiori
                ? "unknown property '\(property)': no NUI renderer reads it, so it has no effect"
                : rendered
                    ? "unknown property '\(property)': no renderer reads it, so it has no effect unless the app reads it itself through NUISettings"
                    : "no \(renderer) reads '\(property)'; only an app that reads it itself through NUISettings sees it"
        if appMayRead, !rendered {
            notes.append(
                Diagnostic.Note(
                    "declare the app's own properties in a catalog file ('--catalog FILE', see Docs/catalog-format.md)")
            )
        }
        findings.append(
            Diagnostic(
                .unknownProperty, message, file: file, range: range, severity: appMayRead ? .warning : nil,
                notes: notes, suggestions: suggestions))
    }

    /// The did-you-mean for an unknown property, from the memo its `readers` choose; with
    /// `answering: false` (a finding not reported), nil, the name only counted.
    private mutating func suggestion(forUnknown property: String, readers: Readers, answering: Bool) -> String? {
        if !readsSAPFiori {
            if let synonym = Checker.cssSynonyms[property], catalog.properties[synonym] != nil { return synonym }
            return readers.nui
                ? propertySuggestions.closest(to: property, among: catalog.nuiPropertyNames, answering: answering)
                : appPropertySuggestions.closest(
                    to: property, among: catalog.nuiPropertyNames, maximumDistance: 1, answering: answering)
        }
        if appReads && !readers.fiori, !readers.nui {
            return appPropertySuggestions.closest(
                to: property, among: catalog.propertyNames, maximumDistance: 1, answering: answering)
        }
        return propertySuggestions.closest(to: property, among: catalog.propertyNames, answering: answering)
    }

    /// Parses a declaration's resolved value into the property's type. `readers`: which
    /// renderers read the style block's keys; where the runtime hands keys to the app, a value no
    /// renderer reads (on the app's own classes only) is a warning.
    private mutating func check(value: Value, index: Int, property: Int, unsupported: [Int], readers: Readers) {
        guard !value.containsErrors, !value.parts.isEmpty else { return }
        let parts: ArraySlice<Token>
        switch variables.substitution(of: value) {
        case .parts(let substituted): parts = substituted
        case .unresolved: return
        case .tooLarge:
            guard findings.admits(.expansionTooLarge, at: value.range) else { return }
            findings.append(
                Diagnostic(
                    .expansionTooLarge,
                    "the value of '\(checkedProperties[property].name)' expands to more than "
                        + "\(variables.policy.maximumExpandedLength) parts; it is not used", file: file,
                    range: value.range))
            return
        }
        // NUI hands a value with a variable it did not replace (an alias's '@name', or '1 @w')
        // to the converter as written: FDL503 and FDL504 say so, and fdlc types nothing.
        if variables.policy.substitution == .wholeValueOnce, parts.contains(where: { $0.kind == .variable }) { return }
        switch values.parse(parts, in: file, as: propertyTypes[property], memo: &valueMemo) {
        case .value(_, let warnings):
            cleanProperties[index] = Int32(property)
            if !unsupported.isEmpty { self.unsupported[index] = unsupported }
            for warning in warnings where findings.admits(warning.code, at: value.range) {
                append(warning, at: value.range, notes: definitionNotes(variables.chain(of: value)))
            }
        case .invalid(let problem):
            var problem = problem
            let severity: Diagnostic.Severity? =
                appReads && !readers.any && !problem.crashes && problem.code == .invalidValue ? .warning : nil
            guard findings.admits(problem.code, at: value.range, severity: severity) else { return }
            if problem.code == .invalidValue {
                problem.message =
                    "invalid value '\(ValueParser.quotedText(of: parts, in: file))' for '\(checkedProperties[property].name)': \(problem.message)"
            }
            var notes = definitionNotes(variables.chain(of: value))
            if certainTokens, parts.contains(where: { stylesheet.text($0.range).contains("//") }) {
                notes.append(
                    Diagnostic.Note(
                        "NUI has no '//' comments: after a name, '//' and the words that follow, up to the ';', are part of the value"
                    ))
            }
            if severity != nil {
                notes.append(
                    Diagnostic.Note(
                        readsSAPFiori
                            ? "none of the selectors is an NUI element class or an SAP Fiori class path, so an app may read the value itself"
                            : "none of the selectors is an NUI element class, so an app may read the value itself"
                    ))
            }
            append(problem, at: value.range, notes: notes, severity: severity)
        }
    }

    /// Builds the finding of a value problem that ``findings`` just admitted.
    private mutating func append(
        _ problem: ValueProblem, at range: SourceRange, notes: [Diagnostic.Note], severity: Diagnostic.Severity? = nil
    ) {
        var notes = notes
        var fixIt: Diagnostic.FixIt?
        var suggestions: [Diagnostic.FixIt] = []
        if let suggestion = problem.suggestion {
            notes.insert(Diagnostic.Note("did you mean '\(suggestion)'?"), at: 0)
            if notes.count == 1 { suggestions = [Diagnostic.FixIt(range: range, replacement: suggestion)] }
        }
        if let replacement = problem.replacement, notes.isEmpty {
            fixIt = Diagnostic.FixIt(range: range, replacement: replacement)
        }
        findings.append(
            Diagnostic(
                problem.code, problem.message, file: file, range: range, severity: severity, notes: notes,
                fixIt: fixIt, suggestions: suggestions))
    }

    /// Notes that show where each variable of an alias chain is defined.
    private func definitionNotes(_ chain: [SourceRange]) -> [Diagnostic.Note] {
        chain.compactMap { step in
            let name = variables.name(step)
            guard let index = variables.winningDefinition(name) else { return nil }
            return Diagnostic.Note(
                "value comes from '@\(name)', defined here", file: file,
                range: stylesheet.definitions[index].range)
        }
    }
}
