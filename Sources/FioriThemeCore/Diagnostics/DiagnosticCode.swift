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

    // MARK: Lint (reported by `fdlc lint`, see ``Linter``)
    /// A variable that is defined and never used.
    case unusedVariable = "FDL401"
    /// The same property twice in one rule block.
    case duplicateProperty = "FDL402"
    /// A declaration that a later rule for the same class path replaces everywhere it applies.
    case overriddenDeclaration = "FDL403"
    /// A rule block without declarations.
    case emptyRule = "FDL404"
    /// An alias of an alias, which could name the final variable directly.
    case indirectAlias = "FDL405"
    /// A literal colour equal to a colour variable the file defines.
    case hardCodedColor = "FDL406"
    /// Text and background colours of one class whose contrast is below WCAG 2.x level AA.
    case lowContrast = "FDL407"
    /// A suppression comment that suppresses nothing.
    case unusedSuppression = "FDL408"
    /// A suppression comment that names an unknown rule or directive.
    case invalidSuppression = "FDL409"
    /// A value that differs from the design token it maps to (`fdlc lint --tokens`).
    case tokenDrift = "FDL410"

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
    /// A file checked for the default target that uses nothing of SAP Fiori's: probably an
    /// upstream NUI theme, for `--target nui`.
    case upstreamNUITheme = "FDL511"

    // MARK: Limits
    /// More diagnostics in one file than are shown; stands for the rest.
    case tooManyDiagnostics = "FDL900"

    /// Whether the code reports a syntax error (`FDL1xx`): the runtime does not apply the file
    /// as written, so neither a configuration nor a baseline can make it less than an error.
    public var isSyntaxError: Bool {
        rawValue.hasPrefix("FDL1") && defaultSeverity == .error
    }

    /// The severity a diagnostic of this code is made with unless the reporter says otherwise:
    /// an error where the runtime does not apply what is written, a warning where it applies
    /// it but probably not as meant, a note where nothing is wrong but a choice is worth
    /// knowing. Lint findings (`FDL4xx`) are warnings unless their rule
    /// declares otherwise (see `LintRule`); a configuration can change any of them.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .duplicateDefinition, .unknownClassPath, .unknownPaletteName, .deprecatedPaletteName,
            .ignoredUnit, .nonCanonicalBoolean,
            .unusedVariable, .duplicateProperty, .overriddenDeclaration, .emptyRule, .indirectAlias, .hardCodedColor,
            .lowContrast, .unusedSuppression, .invalidSuppression, .tokenDrift,
            .aliasNotResolved, .portabilityValue, .ambiguousHexAlpha, .definitionNotRead, .ruleSetsIgnored,
            .mediaConditionIgnored, .commentedDefinitionRead:
            .warning
        case .upstreamNUITheme:
            .note
        default:
            .error
        }
    }
}
