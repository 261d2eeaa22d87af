/// The stable identifier of each kind of diagnostic.
///
/// Codes never change meaning once released. Ranges: `FDL1xx` syntax, `FDL2xx` names
/// (variables, class paths, properties), `FDL3xx` values, `FDL4xx` lint, `FDL5xx`
/// portability between runtimes, `FDL9xx` the compiler's own limits.
public enum DiagnosticCode: String, Sendable, CaseIterable, Codable {
    // MARK: Lexical
    /// Bytes that are not valid UTF-8.
    case invalidUTF8 = "FDL100"
    /// A character no runtime accepts outside a comment.
    case unexpectedCharacter = "FDL101"
    /// A `/*` comment without its `*/`.
    case unterminatedComment = "FDL102"
    /// A quoted string: no runtime strips quotes.
    case quotedString = "FDL103"
    /// `!important`, which NSS does not have.
    case importantNotSupported = "FDL104"

    // MARK: Syntax
    /// A declaration or definition whose `;` is missing.
    case expectedSemicolon = "FDL110"
    /// A declaration or definition with nothing after `:`.
    case expectedValue = "FDL111"
    /// A property or variable not followed by `:`.
    case expectedColon = "FDL112"
    /// A selector list not followed by `{`.
    case expectedOpenBrace = "FDL113"
    /// A block still open at the end of the file or where the next rule starts.
    case expectedCloseBrace = "FDL114"
    /// `Button:LargeButton { … }`: a colon inside a selector.
    case colonInSelector = "FDL115"
    /// `@name: value;` inside a rule block.
    case definitionInBlock = "FDL116"
    /// `@media` inside `@media`.
    case nestedMedia = "FDL117"
    /// A token that cannot appear where it stands, such as a stray `}`.
    case unexpectedToken = "FDL118"
    /// `property: value;` outside any rule block.
    case declarationOutsideBlock = "FDL119"
    /// A `,` or `{` where a selector was expected.
    case expectedSelector = "FDL120"
    /// Two class names in a row, as in a CSS descendant selector.
    case selectorCombinator = "FDL121"
    /// A media query that is not `(key:value)` joined by `and`.
    case invalidMediaQuery = "FDL122"
    /// A `:` inside a value.
    case unexpectedInValue = "FDL123"

    // MARK: Names
    /// A variable that is neither defined in the file nor a palette name.
    case undefinedVariable = "FDL201"
    /// Variables that refer to each other in a loop.
    case variableCycle = "FDL202"
    /// A variable defined more than once.
    case duplicateDefinition = "FDL203"
    /// A value whose variables expand beyond the resolver's limits.
    case expansionTooLarge = "FDL204"
    /// A property no component supports.
    case unknownProperty = "FDL210"
    /// A property that exists, but not on this class.
    case propertyNotOnClass = "FDL211"
    /// An `fdl…` class path the catalog does not know.
    case unknownClassPath = "FDL212"
    /// An unused definition whose name is close to, but not, a palette colour style.
    case unknownPaletteName = "FDL213"
    /// A deprecated palette colour style.
    case deprecatedPaletteName = "FDL214"

    // MARK: Values
    /// A value that does not parse as its property's type.
    case invalidValue = "FDL301"
    /// A number with a unit (`2px`) whose unit the runtime ignores.
    case ignoredUnit = "FDL302"
    /// A Boolean other than `true` or `false`, read by the runtime's `boolValue`.
    case nonCanonicalBoolean = "FDL303"

    // MARK: Portability (depend on --target)
    /// A `//` comment, which NUI's grammar does not have: the whole file is ignored.
    case lineComment = "FDL501"
    /// A name starting with `and` or `@media`, which NUI splits into a keyword and the rest.
    case keywordPrefix = "FDL502"
    /// An alias, which the target does not resolve.
    case aliasNotResolved = "FDL503"
    /// A variable inside a larger value, which the target does not substitute.
    case variableInsideValue = "FDL504"
    /// A valid value the target reads differently or not at all.
    case portabilityValue = "FDL505"
    /// An 8-digit hex colour, whose alpha position the runtimes disagree on.
    case ambiguousHexAlpha = "FDL506"
    /// A definition FioriThemeManager never reads, or reads wrongly, because of its layout.
    case definitionNotRead = "FDL507"
    /// Rule sets, which FioriThemeManager ignores.
    case ruleSetsIgnored = "FDL508"
    /// A media condition NUI does not evaluate, so the block always applies.
    case mediaConditionIgnored = "FDL509"
    /// A definition inside a comment, which FioriThemeManager still reads.
    case commentedDefinitionRead = "FDL510"

    // MARK: Limits
    /// More diagnostics in one file than are shown; stands for the rest.
    case tooManyDiagnostics = "FDL900"

    /// The severity a diagnostic of this code has unless configured otherwise.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .duplicateDefinition, .unknownClassPath, .ignoredUnit, .nonCanonicalBoolean, .unknownPaletteName,
             .deprecatedPaletteName, .aliasNotResolved, .portabilityValue, .ambiguousHexAlpha, .definitionNotRead,
             .ruleSetsIgnored, .mediaConditionIgnored, .commentedDefinitionRead: .warning
        default: .error
        }
    }

    /// A one-line description, for `fdlc rules` and documentation.
    public var summary: String {
        switch self {
        case .invalidUTF8: "the file is not valid UTF-8"
        case .unexpectedCharacter: "a character no runtime accepts outside a comment"
        case .unterminatedComment: "a '/*' comment is never closed"
        case .quotedString: "quoted strings are not part of NSS"
        case .importantNotSupported: "'!important' is not part of NSS"
        case .expectedSemicolon: "a declaration or definition lacks its ';'"
        case .expectedValue: "a declaration or definition has no value"
        case .expectedColon: "a property or variable is not followed by ':'"
        case .expectedOpenBrace: "a selector list is not followed by '{'"
        case .expectedCloseBrace: "a block is not closed by '}'"
        case .colonInSelector: "a ':' inside a selector"
        case .definitionInBlock: "a variable definition inside a rule block"
        case .nestedMedia: "an '@media' block inside another"
        case .unexpectedToken: "a token that cannot stand where it is"
        case .declarationOutsideBlock: "a declaration outside any rule block"
        case .expectedSelector: "a selector is missing"
        case .selectorCombinator: "two class names in a row in a selector"
        case .invalidMediaQuery: "a malformed '@media' query"
        case .unexpectedInValue: "a ':' inside a value"
        case .tooManyDiagnostics: "more problems in one file than are shown"
        case .undefinedVariable: "a variable that is not defined"
        case .variableCycle: "variables that refer to each other in a loop"
        case .duplicateDefinition: "a variable defined more than once"
        case .expansionTooLarge: "a value whose variables expand beyond the resolver's limits"
        case .unknownProperty: "a property no component supports"
        case .propertyNotOnClass: "a property the class does not support"
        case .unknownClassPath: "an 'fdl…' class path the catalog does not know"
        case .invalidValue: "a value that does not parse as its property's type"
        case .ignoredUnit: "a unit such as 'px' that the runtime ignores"
        case .nonCanonicalBoolean: "a Boolean written other than 'true' or 'false'"
        case .unknownPaletteName: "an unused definition named almost like a palette colour"
        case .deprecatedPaletteName: "a deprecated palette colour name"
        case .lineComment: "a '//' comment, which makes NUI-based runtimes ignore the file"
        case .keywordPrefix: "a name NUI splits into the keyword 'and' or '@media' and the rest"
        case .aliasNotResolved: "an alias the target runtime does not resolve"
        case .variableInsideValue: "a variable inside a larger value, not substituted by the target"
        case .portabilityValue: "a value the target runtime reads differently or not at all"
        case .ambiguousHexAlpha: "an 8-digit hex colour whose alpha position runtimes disagree on"
        case .definitionNotRead: "a definition FioriThemeManager does not read as written"
        case .ruleSetsIgnored: "rule sets, which FioriThemeManager ignores"
        case .mediaConditionIgnored: "a media condition NUI ignores, so the block always applies"
        case .commentedDefinitionRead: "a commented-out definition FioriThemeManager still reads"
        }
    }
}
