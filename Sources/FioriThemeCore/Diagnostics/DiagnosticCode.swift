/// The stable identifier of each kind of diagnostic.
///
/// Codes never change meaning once released. Ranges: `FDL1xx` syntax, `FDL2xx` names
/// (variables, class paths, properties), `FDL3xx` values, `FDL4xx` lint, `FDL5xx`
/// portability between runtimes, `FDL9xx` the compiler's own limits. What a code is (its
/// name, default severity, summary, explanation, example and fixes) is its ``description``,
/// declared once in `Descriptions/`.
public enum DiagnosticCode: String, Sendable, CaseIterable, Codable {
    // MARK: Lexical
    /// `FDL100`, `invalid-utf8`; its ``description`` says what it means.
    case invalidUTF8 = "FDL100"
    /// `FDL101`, `unexpected-character`; its ``description`` says what it means.
    case unexpectedCharacter = "FDL101"
    /// `FDL102`, `unterminated-comment`; its ``description`` says what it means.
    case unterminatedComment = "FDL102"
    /// `FDL103`, `quoted-string`; its ``description`` says what it means.
    case quotedString = "FDL103"
    /// `FDL104`, `important-not-supported`; its ``description`` says what it means.
    case importantNotSupported = "FDL104"

    // MARK: Syntax
    /// `FDL110`, `expected-semicolon`; its ``description`` says what it means.
    case expectedSemicolon = "FDL110"
    /// `FDL111`, `expected-value`; its ``description`` says what it means.
    case expectedValue = "FDL111"
    /// `FDL112`, `expected-colon`; its ``description`` says what it means.
    case expectedColon = "FDL112"
    /// `FDL113`, `expected-open-brace`; its ``description`` says what it means.
    case expectedOpenBrace = "FDL113"
    /// `FDL114`, `expected-close-brace`; its ``description`` says what it means.
    case expectedCloseBrace = "FDL114"
    /// `FDL115`, `colon-in-selector`; its ``description`` says what it means.
    case colonInSelector = "FDL115"
    /// `FDL116`, `definition-in-block`; its ``description`` says what it means.
    case definitionInBlock = "FDL116"
    /// `FDL117`, `nested-media`; its ``description`` says what it means.
    case nestedMedia = "FDL117"
    /// `FDL118`, `unexpected-token`; its ``description`` says what it means.
    case unexpectedToken = "FDL118"
    /// `FDL119`, `declaration-outside-block`; its ``description`` says what it means.
    case declarationOutsideBlock = "FDL119"
    /// `FDL120`, `expected-selector`; its ``description`` says what it means.
    case expectedSelector = "FDL120"
    /// `FDL121`, `selector-combinator`; its ``description`` says what it means.
    case selectorCombinator = "FDL121"
    /// `FDL122`, `invalid-media-query`; its ``description`` says what it means.
    case invalidMediaQuery = "FDL122"
    /// `FDL123`, `colon-in-value`; its ``description`` says what it means.
    case unexpectedInValue = "FDL123"

    // MARK: Names
    /// `FDL201`, `undefined-variable`; its ``description`` says what it means.
    case undefinedVariable = "FDL201"
    /// `FDL202`, `variable-cycle`; its ``description`` says what it means.
    case variableCycle = "FDL202"
    /// `FDL203`, `duplicate-definition`; its ``description`` says what it means.
    case duplicateDefinition = "FDL203"
    /// `FDL204`, `expansion-too-large`; its ``description`` says what it means.
    case expansionTooLarge = "FDL204"
    /// `FDL210`, `unknown-property`; its ``description`` says what it means.
    case unknownProperty = "FDL210"
    /// `FDL211`, `property-not-on-class`; its ``description`` says what it means.
    case propertyNotOnClass = "FDL211"
    /// `FDL212`, `unknown-class-path`; its ``description`` says what it means.
    case unknownClassPath = "FDL212"
    /// `FDL213`, `palette-name-typo`; its ``description`` says what it means.
    case unknownPaletteName = "FDL213"
    /// `FDL214`, `deprecated-palette-name`; its ``description`` says what it means.
    case deprecatedPaletteName = "FDL214"

    // MARK: Values
    /// `FDL301`, `invalid-value`; its ``description`` says what it means.
    case invalidValue = "FDL301"
    /// `FDL302`, `ignored-unit`; its ``description`` says what it means.
    case ignoredUnit = "FDL302"
    /// `FDL303`, `non-canonical-boolean`; its ``description`` says what it means.
    case nonCanonicalBoolean = "FDL303"

    // MARK: Lint (reported by `fdlc lint`, see ``Linter``)
    /// `FDL401`, `unused-variable`; its ``description`` says what it means.
    case unusedVariable = "FDL401"
    /// `FDL402`, `duplicate-property`; its ``description`` says what it means.
    case duplicateProperty = "FDL402"
    /// `FDL403`, `overridden-declaration`; its ``description`` says what it means.
    case overriddenDeclaration = "FDL403"
    /// `FDL404`, `empty-rule`; its ``description`` says what it means.
    case emptyRule = "FDL404"
    /// `FDL405`, `indirect-alias`; its ``description`` says what it means.
    case indirectAlias = "FDL405"
    /// `FDL406`, `hard-coded-color`; its ``description`` says what it means.
    case hardCodedColor = "FDL406"
    /// `FDL407`, `low-contrast`; its ``description`` says what it means.
    case lowContrast = "FDL407"
    /// `FDL408`, `unused-suppression`; its ``description`` says what it means.
    case unusedSuppression = "FDL408"
    /// `FDL409`, `invalid-suppression`; its ``description`` says what it means.
    case invalidSuppression = "FDL409"
    /// `FDL410`, `token-drift`; its ``description`` says what it means.
    case tokenDrift = "FDL410"

    // MARK: Portability (depend on --target)
    /// `FDL501`, `line-comment`; its ``description`` says what it means.
    case lineComment = "FDL501"
    /// `FDL502`, `keyword-prefix`; its ``description`` says what it means.
    case keywordPrefix = "FDL502"
    /// `FDL503`, `alias-not-resolved`; its ``description`` says what it means.
    case aliasNotResolved = "FDL503"
    /// `FDL504`, `variable-inside-value`; its ``description`` says what it means.
    case variableInsideValue = "FDL504"
    /// `FDL505`, `portability-value`; its ``description`` says what it means.
    case portabilityValue = "FDL505"
    /// `FDL506`, `ambiguous-hex-alpha`; its ``description`` says what it means.
    case ambiguousHexAlpha = "FDL506"
    /// `FDL507`, `definition-not-read`; its ``description`` says what it means.
    case definitionNotRead = "FDL507"
    /// `FDL508`, `rule-sets-ignored`; its ``description`` says what it means.
    case styleBlocksIgnored = "FDL508"
    /// `FDL509`, `media-condition-ignored`; its ``description`` says what it means.
    case mediaConditionIgnored = "FDL509"
    /// `FDL510`, `commented-definition-read`; its ``description`` says what it means.
    case commentedDefinitionRead = "FDL510"
    /// `FDL511`, `upstream-nui-theme`; its ``description`` says what it means.
    case upstreamNUITheme = "FDL511"

    // MARK: Limits
    /// `FDL900`, `too-many-diagnostics`; its ``description`` says what it means.
    case tooManyDiagnostics = "FDL900"

    /// What the code is: its name, default severity, texts, example and fixes.
    public var description: DiagnosticDescription {
        switch self {
        case .invalidUTF8: .invalidUTF8
        case .unexpectedCharacter: .unexpectedCharacter
        case .unterminatedComment: .unterminatedComment
        case .quotedString: .quotedString
        case .importantNotSupported: .importantNotSupported
        case .expectedSemicolon: .expectedSemicolon
        case .expectedValue: .expectedValue
        case .expectedColon: .expectedColon
        case .expectedOpenBrace: .expectedOpenBrace
        case .expectedCloseBrace: .expectedCloseBrace
        case .colonInSelector: .colonInSelector
        case .definitionInBlock: .definitionInBlock
        case .nestedMedia: .nestedMedia
        case .unexpectedToken: .unexpectedToken
        case .declarationOutsideBlock: .declarationOutsideBlock
        case .expectedSelector: .expectedSelector
        case .selectorCombinator: .selectorCombinator
        case .invalidMediaQuery: .invalidMediaQuery
        case .unexpectedInValue: .unexpectedInValue
        case .undefinedVariable: .undefinedVariable
        case .variableCycle: .variableCycle
        case .duplicateDefinition: .duplicateDefinition
        case .expansionTooLarge: .expansionTooLarge
        case .unknownProperty: .unknownProperty
        case .propertyNotOnClass: .propertyNotOnClass
        case .unknownClassPath: .unknownClassPath
        case .unknownPaletteName: .unknownPaletteName
        case .deprecatedPaletteName: .deprecatedPaletteName
        case .invalidValue: .invalidValue
        case .ignoredUnit: .ignoredUnit
        case .nonCanonicalBoolean: .nonCanonicalBoolean
        case .unusedVariable: .unusedVariable
        case .duplicateProperty: .duplicateProperty
        case .overriddenDeclaration: .overriddenDeclaration
        case .emptyRule: .emptyRule
        case .indirectAlias: .indirectAlias
        case .hardCodedColor: .hardCodedColor
        case .lowContrast: .lowContrast
        case .unusedSuppression: .unusedSuppression
        case .invalidSuppression: .invalidSuppression
        case .tokenDrift: .tokenDrift
        case .lineComment: .lineComment
        case .keywordPrefix: .keywordPrefix
        case .aliasNotResolved: .aliasNotResolved
        case .variableInsideValue: .variableInsideValue
        case .portabilityValue: .portabilityValue
        case .ambiguousHexAlpha: .ambiguousHexAlpha
        case .definitionNotRead: .definitionNotRead
        case .styleBlocksIgnored: .styleBlocksIgnored
        case .mediaConditionIgnored: .mediaConditionIgnored
        case .commentedDefinitionRead: .commentedDefinitionRead
        case .upstreamNUITheme: .upstreamNUITheme
        case .tooManyDiagnostics: .tooManyDiagnostics
        }
    }

    /// The severity a diagnostic of this code is made with unless the reporter says otherwise:
    /// an error where the runtime does not apply what is written, a warning where it applies
    /// it but probably not as meant, a note where nothing is wrong but a choice is worth
    /// knowing. A configuration can change any but a syntax error's.
    public var defaultSeverity: Diagnostic.Severity { description.defaultSeverity }

    /// Whether the code reports a syntax error (see ``DiagnosticDescription/isSyntaxError``).
    public var isSyntaxError: Bool { description.isSyntaxError }
}
