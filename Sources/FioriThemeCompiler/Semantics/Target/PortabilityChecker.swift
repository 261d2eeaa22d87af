import FioriTheme

/// Reports what the target runtime will do differently from what the file says: constructs
/// that make it ignore the whole file, variables it does not substitute, media conditions it
/// does not evaluate, and definitions FioriThemeManager's line reader never sees.
struct PortabilityChecker {
    let stylesheet: Stylesheet
    let variables: VariableTable
    let target: Target
    private(set) var diagnostics: [Diagnostic] = []

    init(stylesheet: Stylesheet, variables: VariableTable, target: Target) {
        self.stylesheet = stylesheet
        self.variables = variables
        self.target = target
        if target.parsesWithNUIGrammar {
            checkLineComments()
            checkKeywordPrefixes()
            checkMediaConditions()
        }
        if !target.resolvesAliases || !target.substitutesInsideValues { checkSubstitution() }
        if target == .fioriSwiftUI {
            checkRuleSetsIgnored()
            checkDefinitionLayout()
            checkCommentedDefinitions()
        }
    }

    private var file: SourceFile { stylesheet.file }
    private var runtime: String { target.runtimeName }

    private mutating func report(_ code: DiagnosticCode, _ message: String, _ range: SourceRange,
                                 severity: Diagnostic.Severity? = nil, fixIt: Diagnostic.FixIt? = nil) {
        diagnostics.append(Diagnostic(code, message, file: file, range: range, severity: severity, fixIt: fixIt))
    }

    // MARK: - NUI's grammar

    /// Upstream NUI's behaviour is read in its source; the fork's is inferred from the parser
    /// classes it ships, so findings about it are warnings worded as likely.
    private var grammarRuntime: String { target == .nui ? "NUI" : "SAPFiori's fork is built on NUI's parser, which" }
    private var stops: String { target == .nui ? "it stops" : "it likely stops" }
    private var appliesNothing: String { target == .nui ? "no style from this file applies" : "likely applies no style from this file" }
    private var grammarSeverity: Diagnostic.Severity { target == .nui ? .error : .warning }

    private mutating func checkLineComments() {
        for comment in stylesheet.comments where comment.kind == .lineComment {
            let body = stylesheet.text(SourceRange(start: comment.range.start + 2, end: comment.range.end))
            report(.lineComment, "\(grammarRuntime) has no '//' comments: \(stops) at this one and \(appliesNothing)",
                   SourceRange(start: comment.range.start, end: comment.range.start + 2), severity: grammarSeverity,
                   fixIt: Diagnostic.FixIt(range: comment.range, replacement: "/*" + body + " */"))
        }
    }

    /// NUI's keyword recognisers run before its identifier recogniser and match prefixes.
    private mutating func checkKeywordPrefixes() {
        var names: [SourceRange] = stylesheet.selectors.map(\.range) + stylesheet.declarations.map(\.property)
        names += stylesheet.valueParts.filter { $0.kind == .identifier }.map(\.range)
        names += stylesheet.mediaBlocks.flatMap { $0.conditions.flatMap { [$0.key, $0.value] } }
        let bytes = file.bytes
        for range in names where range.length >= 3 && bytes[range.start] == UInt8(ascii: "a")
            && bytes[range.start + 1] == UInt8(ascii: "n") && bytes[range.start + 2] == UInt8(ascii: "d") {
            let text = stylesheet.text(range)
            report(.keywordPrefix, "\(grammarRuntime) reads '\(text)' as the keyword 'and' followed by '\(text.dropFirst(3))', so the file fails to parse and \(appliesNothing)",
                   SourceRange(start: range.start, end: range.start + 3), severity: grammarSeverity)
        }
        for definition in stylesheet.definitions {
            let text = stylesheet.text(definition.name)
            guard text.hasPrefix("@media") else { continue }
            report(.keywordPrefix, "\(grammarRuntime) reads '\(text)' as the keyword '@media' followed by '\(text.dropFirst(6))', so the file fails to parse and \(appliesNothing)",
                   SourceRange(start: definition.name.start, end: definition.name.start + 6), severity: grammarSeverity)
        }
    }

    private mutating func checkMediaConditions() {
        for block in stylesheet.mediaBlocks {
            for condition in block.conditions {
                let key = stylesheet.text(condition.key)
                let value = stylesheet.text(condition.value)
                guard let values = Target.evaluatedMediaKeys[key] else {
                    report(.mediaConditionIgnored, "\(runtime) evaluates only 'device' and 'orientation': '(\(key):\(value))' is ignored, so this block always applies",
                           condition.range)
                    continue
                }
                if !values.contains(value) {
                    report(.mediaConditionIgnored, "'\(value)' is never the \(key) (\(runtime) compares with \(values.joined(separator: " or ")), case-sensitively): this block never applies",
                           condition.value)
                }
            }
        }
    }

    // MARK: - Variables

    private mutating func checkSubstitution() {
        for declaration in stylesheet.declarations where declaration.ruleSet >= 0 {
            let parts = stylesheet.parts(of: declaration.value)
            guard parts.contains(where: { $0.kind == .variable }) else { continue }
            let text = ValueParser.text(of: Array(parts), in: file)
            if parts.count > 1, !target.substitutesInsideValues {
                if parts.first?.kind == .variable {
                    report(.variableInsideValue, "\(runtime) looks the whole value '\(text)' up as one variable name, finds none and raises an exception: the app crashes",
                           declaration.value.range)
                } else {
                    report(.variableInsideValue, "\(runtime) substitutes a variable only when it is the whole value: '\(text)' is used as written",
                           declaration.value.range, severity: .warning)
                }
                continue
            }
            guard parts.count == 1, !target.resolvesAliases,
                  let index = variables.winningDefinition(variables.name(parts[parts.startIndex].range)) else { continue }
            let definition = stylesheet.definitions[index]
            let inner = stylesheet.parts(of: definition.value)
            guard inner.contains(where: { $0.kind == .variable }) else { continue }
            report(.aliasNotResolved, "\(runtime) does not resolve aliases: '\(text)' stands for the text '\(stylesheet.text(definition.value.range))', which is not a value, so the property is not applied",
                   declaration.value.range)
        }
    }

    // MARK: - FioriThemeManager's line reader

    private mutating func checkRuleSetsIgnored() {
        guard let first = stylesheet.ruleSets.first else { return }
        let count = stylesheet.ruleSets.count
        let range = stylesheet.selectors(of: first).first?.range ?? first.range
        report(.ruleSetsIgnored, "\(runtime) reads only palette definitions ('@name:value;' lines): the \(count) rule set\(count == 1 ? "" : "s") in this file \(count == 1 ? "is" : "are") ignored",
               range)
    }

    private mutating func checkDefinitionLayout() {
        let bytes = file.bytes
        for definition in stylesheet.definitions {
            if case .ruleBlock = definition.placement { continue }
            let name = definition.name
            // It looks up only palette colour styles; other lines it reads are never used.
            guard let palette = Palette.parse(name: variables.name(name)) else { continue }
            let lineStart = name.start == 0 || bytes[name.start - 1] == 0x0A || bytes[name.start - 1] == 0x0D
            if !lineStart {
                report(.definitionNotRead, "this definition does not start its line; \(runtime) reads only lines that begin with '@' and never sees it", name)
                continue
            }
            if let colon = definition.colon, colon.start != name.end {
                report(.definitionNotRead, "this definition has a space before ':' and is never read by \(runtime): the key would include the space",
                       SourceRange(start: name.end, end: colon.start), fixIt: Diagnostic.FixIt(range: SourceRange(start: name.end, end: colon.start), replacement: ""))
                continue
            }
            let valueText = stylesheet.text(definition.value.range)
            if let colon = definition.colon, colon.end != definition.value.range.start, !valueText.hasPrefix("#") {
                let gap = SourceRange(start: colon.end, end: definition.value.range.start)
                report(.definitionNotRead, "\(runtime) keeps the space after ':' in the value, so '\(valueText)' is not recognised",
                       gap, fixIt: Diagnostic.FixIt(range: gap, replacement: ""))
            }
            if file.location(of: name.start).line != file.location(of: definition.range.end).line {
                report(.definitionNotRead, "this definition spans several lines; \(runtime) reads one line at a time and skips it", name)
            }
            if let semicolon = definition.semicolon, !valueText.hasPrefix("#") {
                let rest = file.lineRange(file.location(of: semicolon.end).line)
                let trailing = SourceRange(start: semicolon.end, end: rest.end)
                if !stylesheet.text(trailing).allSatisfy(\.isWhitespace) {
                    report(.definitionNotRead, "\(runtime) drops only the last character of the line, so the text after ';' becomes part of the value '\(valueText)'",
                           trailing)
                }
            }
            if !PaletteResolver.isRead(palette) {
                report(.definitionNotRead, "\(runtime) looks this variant up as '_elevatedContrastLightkBackground' (sic), so this override is never used",
                       name)
            }
        }
    }

    private mutating func checkCommentedDefinitions() {
        let bytes = file.bytes
        for comment in stylesheet.comments where comment.kind == .blockComment {
            var index = comment.range.start + 1
            while index < comment.range.end {
                if bytes[index] == 0x40, bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D {
                    var end = index
                    while end < comment.range.end, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                    report(.commentedDefinitionRead, "\(runtime) reads lines that begin with '@' even inside comments: this commented-out definition is applied",
                           SourceRange(start: index, end: end))
                    index = end
                }
                index += 1
            }
        }
    }
}
