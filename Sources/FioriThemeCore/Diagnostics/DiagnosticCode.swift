/// The stable identifier of each kind of diagnostic.
///
/// Codes never change meaning once released. Ranges: `FDL1xx` syntax, `FDL2xx` names
/// (variables, class paths, properties), `FDL3xx` values, `FDL4xx` lint, `FDL5xx`
/// portability between runtimes, `FDL9xx` the compiler's own limits. What a code is (its
/// name, default severity, summary, explanation, example and fixes) is its ``description``,
/// declared once in `Descriptions/`.
public enum DiagnosticCode: String, Sendable, CaseIterable, Codable {
    // MARK: Lexical
    case invalidUTF8 = "FDL100"
    case unexpectedCharacter = "FDL101"
    case unterminatedComment = "FDL102"
    case quotedString = "FDL103"
    case importantNotSupported = "FDL104"

    // MARK: Syntax
    case expectedSemicolon = "FDL110"
    case expectedValue = "FDL111"
    case expectedColon = "FDL112"
    case expectedOpenBrace = "FDL113"
    case expectedCloseBrace = "FDL114"
    case colonInSelector = "FDL115"
    case definitionInBlock = "FDL116"
    case nestedMedia = "FDL117"
    case unexpectedToken = "FDL118"
    case declarationOutsideBlock = "FDL119"
    case expectedSelector = "FDL120"
    case selectorCombinator = "FDL121"
    case invalidMediaQuery = "FDL122"
    case unexpectedInValue = "FDL123"

    // MARK: Names
    case undefinedVariable = "FDL201"
    case variableCycle = "FDL202"
    case duplicateDefinition = "FDL203"
    case expansionTooLarge = "FDL204"
    case unknownProperty = "FDL210"
    case propertyNotOnClass = "FDL211"
    case unknownClassPath = "FDL212"
    case unknownPaletteName = "FDL213"
    case deprecatedPaletteName = "FDL214"

    // MARK: Values
    case invalidValue = "FDL301"
    case ignoredUnit = "FDL302"
    case nonCanonicalBoolean = "FDL303"

    // MARK: Lint (reported by `fdlc lint`, see ``Linter``)
    case unusedVariable = "FDL401"
    case duplicateProperty = "FDL402"
    case overriddenDeclaration = "FDL403"
    case emptyRule = "FDL404"
    case indirectAlias = "FDL405"
    case hardCodedColor = "FDL406"
    case lowContrast = "FDL407"
    case unusedSuppression = "FDL408"
    case invalidSuppression = "FDL409"
    case tokenDrift = "FDL410"

    // MARK: Portability (depend on --target)
    case lineComment = "FDL501"
    case keywordPrefix = "FDL502"
    case aliasNotResolved = "FDL503"
    case variableInsideValue = "FDL504"
    case portabilityValue = "FDL505"
    case ambiguousHexAlpha = "FDL506"
    case definitionNotRead = "FDL507"
    case ruleSetsIgnored = "FDL508"
    case mediaConditionIgnored = "FDL509"
    case commentedDefinitionRead = "FDL510"
    case upstreamNUITheme = "FDL511"

    // MARK: Limits
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
        case .ruleSetsIgnored: .ruleSetsIgnored
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
