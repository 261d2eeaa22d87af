import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Reports what the target runtime will do differently from what the file says: constructs
/// that make it ignore the whole file, variables it does not substitute, media conditions it
/// does not evaluate, and style blocks FioriThemeManager ignores (what its line reader does with
/// definitions is ``PaletteLineChecker``'s).
struct PortabilityChecker {
    let stylesheet: Stylesheet
    let variables: VariableTable
    let target: Target
    /// What the checks found.
    private(set) var findings: DiagnosticCollector

    /// Checks `stylesheet` for `target`, collecting what it finds into `findings`.
    init(stylesheet: Stylesheet, variables: VariableTable, target: Target, findings: DiagnosticCollector) {
        self.findings = findings
        self.stylesheet = stylesheet
        self.variables = variables
        self.target = target
        if target.parsesWithNUIGrammar {
            checkLineComments()
            checkKeywordPrefixes()
            checkMediaConditions()
        }
        if !target.resolvesAliases || !target.substitutesInsideValues { checkSubstitution() }
        if !target.appliesStyleBlocks { checkStyleBlocksIgnored() }
    }

    private var file: SourceFile { stylesheet.file }
    private var runtime: String { target.runtimeName }

    /// A finding at most once per file or per media condition, built before it is collected;
    /// one per declaration is admitted first (``DiagnosticCollector/admits(_:at:severity:)``)
    /// and then reported.
    private mutating func report(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange,
        severity: Diagnostic.Severity? = nil, fixIt: Diagnostic.FixIt? = nil,
        suggestions: [Diagnostic.FixIt] = []
    ) {
        findings.add(
            Diagnostic(
                code, message, file: file, range: range, severity: severity, fixIt: fixIt,
                suggestions: suggestions))
    }

    /// A finding ``findings`` just admitted.
    private mutating func append(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange, severity: Diagnostic.Severity? = nil
    ) {
        findings.append(Diagnostic(code, message, file: file, range: range, severity: severity))
    }

    // MARK: - NUI's grammar

    /// Upstream NUI's behaviour is read in its source (``Target/hasPublishedGrammar``); the
    /// fork's is inferred from the parser classes it ships, so findings about it are warnings
    /// worded as likely.
    private var certain: Bool { target.hasPublishedGrammar }
    private var grammarRuntime: String {
        certain ? target.runtimeName : "\(target.runtimeName)'s fork is built on NUI's parser, which"
    }
    private var stops: String { certain ? "it stops" : "it likely stops" }
    private var appliesNothing: String {
        certain ? "no style from this file applies" : "likely applies no style from this file"
    }
    private var grammarSeverity: Diagnostic.Severity { certain ? .error : .warning }

    /// The first `//` comment, once per file: the parser stops there, and the others change
    /// nothing more; the message counts them.
    private mutating func checkLineComments() {
        let comments = stylesheet.comments.filter { $0.kind == .lineComment }
        guard let comment = comments.first else { return }
        let body = stylesheet.text(SourceRange(start: comment.range.start + 2, end: comment.range.end))
        let others =
            comments.count > 1 ? " (this file has \(comments.count) '//' comments; change each to '/* */')" : ""
        // Certain only where the grammar is published (`nui`), where the comment certainly makes the
        // runtime ignore the rest of the file; for the fork that is inferred, and the comment stays
        // the author's choice.
        let blockComment = Diagnostic.FixIt(range: comment.range, replacement: "/*" + body + " */")
        report(
            .lineComment,
            "\(grammarRuntime) has no '//' comments: \(stops) at the first and \(appliesNothing)\(others)",
            SourceRange(start: comment.range.start, end: comment.range.start + 2), severity: grammarSeverity,
            fixIt: certain ? blockComment : nil, suggestions: certain ? [] : [blockComment])
    }

    /// NUI's keyword recognisers run before its identifier recogniser and match prefixes.
    /// Reported once per file, at the first such name (NUI stops there), with the count.
    private mutating func checkKeywordPrefixes() {
        var count = 0
        var first: (range: SourceRange, keyword: String)?
        // Each name is tested on its bytes in place: this runs over every name of the file.
        file.bytes.withUnsafeBufferPointer { bytes in
            @inline(__always)
            func consider(_ range: SourceRange, _ keyword: StaticString) {
                guard range.length >= keyword.utf8CodeUnitCount, bytes[range.start] == keyword.utf8Start[0] else {
                    return
                }
                for index in 1..<keyword.utf8CodeUnitCount where bytes[range.start + index] != keyword.utf8Start[index]
                { return }
                count += 1
                if first.map({ range.start < $0.range.start }) ?? true { first = (range, keyword.description) }
            }
            for selector in stylesheet.selectors { consider(selector.range, "and") }
            for declaration in stylesheet.declarations { consider(declaration.property, "and") }
            for part in stylesheet.valueParts where part.kind == .identifier { consider(part.range, "and") }
            for block in stylesheet.mediaBlocks {
                for condition in block.conditions {
                    consider(condition.key, "and")
                    consider(condition.value, "and")
                }
            }
            for definition in stylesheet.definitions { consider(definition.name, "@media") }
            for part in stylesheet.valueParts where part.kind == .variable { consider(part.range, "@media") }
        }
        guard let first else { return }
        let text = stylesheet.text(first.range)
        let others = count > 1 ? " (\(count) names in this file start with a keyword; rename each)" : ""
        report(
            .keywordPrefix,
            "\(grammarRuntime) reads '\(text)' as the keyword '\(first.keyword)' followed by '\(text.dropFirst(first.keyword.count))', so the file fails to parse and \(appliesNothing)\(others)",
            SourceRange(start: first.range.start, end: first.range.start + first.keyword.count),
            severity: grammarSeverity)
    }

    private mutating func checkMediaConditions() {
        for block in stylesheet.mediaBlocks {
            for condition in block.conditions {
                let key = stylesheet.text(condition.key)
                let value = stylesheet.text(condition.value)
                guard let values = Target.evaluatedMediaKeys[key] else {
                    report(
                        .mediaConditionIgnored,
                        "\(runtime) evaluates only 'device' and 'orientation': '(\(key):\(value))' is ignored, so this block always applies",
                        condition.range)
                    continue
                }
                if !values.contains(value) {
                    report(
                        .mediaConditionIgnored,
                        "'\(value)' is never the \(key) (\(runtime) compares with \(values.joined(separator: " or ")), case-sensitively): this block never applies",
                        condition.value)
                }
            }
        }
    }

    // MARK: - Variables

    /// NUI substitutes only a whole value, once (the crash when a value starting with `@` is
    /// not one defined name is ``NUICrashCheck``'s).
    private mutating func checkSubstitution() {
        for declaration in stylesheet.declarations
        where declaration.styleBlock >= 0
            && stylesheet.applies(stylesheet.styleBlocks[declaration.styleBlock], on: variables.policy.device)
        {
            let parts = stylesheet.parts(of: declaration.value)
            guard parts.contains(where: { $0.kind == .variable }) else { continue }
            if parts.count > 1 {
                if parts.first?.kind != .variable,
                    findings.admits(.variableInsideValue, at: declaration.value.range, severity: .warning)
                {
                    let text = ValueParser.nuiText(of: parts, in: file)
                    append(
                        .variableInsideValue,
                        "\(runtime) substitutes a variable only when it is the whole value: '\(text)' is used as written",
                        declaration.value.range, severity: .warning)
                }
                continue
            }
            guard let index = variables.winningDefinition(variables.name(parts[parts.startIndex].range)) else {
                continue
            }
            let inner = stylesheet.parts(of: stylesheet.definitions[index].value)
            let aliased = inner.first?.kind == .variable
            guard aliased || inner.contains(where: { $0.kind == .variable }),
                findings.admits(.aliasNotResolved, at: declaration.value.range)
            else { continue }
            let text = ValueParser.nuiText(of: parts, in: file)
            let innerText = ValueParser.nuiText(of: inner, in: file)
            if aliased {
                append(
                    .aliasNotResolved,
                    "\(runtime) does not resolve aliases: '\(text)' stands for the text '\(innerText)', which it does not look up again, so the property gets no value",
                    declaration.value.range)
            } else {
                append(
                    .aliasNotResolved,
                    "\(runtime) substitutes '\(text)' once: it stands for '\(innerText)', whose variables are used as written",
                    declaration.value.range)
            }
        }
    }

    // MARK: - Style blocks

    private mutating func checkStyleBlocksIgnored() {
        guard let first = stylesheet.styleBlocks.first else { return }
        let count = stylesheet.styleBlocks.count
        let range = stylesheet.selectors(of: first).first?.range ?? first.range
        report(
            .styleBlocksIgnored,
            "\(runtime) reads only palette definitions ('@name:value;' lines): the \(count) rule set\(count == 1 ? "" : "s") in this file \(count == 1 ? "is" : "are") ignored",
            range)
    }
}
