/// `FDL1xx`: bytes, tokens and the grammar of `Grammar/nss.ebnf`. NUI's parser stops at the first
/// of these and applies nothing from the file, so each is an error.
extension DiagnosticDescription {
    static let invalidUTF8 = DiagnosticDescription(
        .invalidUTF8, "invalid-utf8", .error,
        summary: "the file is not valid UTF-8",
        explanation:
            "The runtimes read stylesheets as UTF-8 text; bytes that are not UTF-8 make the file unreadable, even inside a comment: NUI then applies no style from it, and says nothing, and FioriThemeManager ignores it whole (for --target fiori-swiftui this is the one error). Save the file as UTF-8.",
        bad: "fdlFUIKPIView { font-name: Caf\\xE9; }\n",
        good: "fdlFUIKPIView { font-name: Cafe; }\n")

    static let unexpectedCharacter = DiagnosticDescription(
        .unexpectedCharacter, "unexpected-character", .error,
        summary: "a character no runtime accepts outside a comment",
        explanation:
            "NUI's tokeniser knows letters, digits, a few punctuation marks and whitespace (Unicode spaces such as U+00A0 and U+2028 included). Any other character outside a comment (such as '%', '!', '*' right after a name, or a non-ASCII letter) stops it, and no style from the file applies; for the nui target the first such error says so.",
        bad: "Label { text-alpha: 50%; }\n",
        good: "Label { text-alpha: 0.5; }\n")

    static let unterminatedComment = DiagnosticDescription(
        .unterminatedComment, "unterminated-comment", .error,
        summary: "a '/*' comment is never closed",
        explanation:
            "A '/*' comment runs to the next '*/'. Without one, NUI's tokeniser fails and the whole file is ignored.",
        bad: "/* brand colours\n@brandBlue: #0A6ED1;\n",
        good: "/* brand colours */\n@brandBlue: #0A6ED1;\n")

    static let quotedString = DiagnosticDescription(
        .quotedString, "quoted-string", .error, fixes: .certain,
        summary: "quoted strings are not part of NSS",
        explanation:
            "NSS has no strings: no runtime strips quotes, and NUI's tokeniser rejects them. Write names without quotes; a font name may contain spaces.",
        bad: "Label { font-name: \"Helvetica Neue\"; }\n",
        good: "Label { font-name: Helvetica Neue; }\n")

    static let importantNotSupported = DiagnosticDescription(
        .importantNotSupported, "important-not-supported", .error, fixes: .certain,
        summary: "'!important' is not part of NSS",
        explanation:
            "NSS has no cascade to win: the last declaration for a property wins. '!important' is a syntax error that makes NUI ignore the file.",
        bad: "Label { font-color: red !important; }\n",
        good: "Label { font-color: red; }\n")

    static let expectedSemicolon = DiagnosticDescription(
        .expectedSemicolon, "expected-semicolon", .error, fixes: .certain,
        summary: "a declaration or definition lacks its ';'",
        explanation:
            "Every declaration and definition ends with ';', including the last one in a block. NUI's grammar requires it.",
        bad: "fdlFUIKPIView { tint-color: red }\n",
        good: "fdlFUIKPIView { tint-color: red; }\n")

    static let expectedValue = DiagnosticDescription(
        .expectedValue, "expected-value", .error,
        summary: "a declaration or definition has no value",
        explanation: "A declaration needs a value after ':'. Write one or remove the declaration.",
        bad: "Label { font-color: ; }\n",
        good: "Label { font-color: red; }\n")

    static let expectedColon = DiagnosticDescription(
        .expectedColon, "expected-colon", .error, fixes: .certain,
        summary: "a property or variable is not followed by ':'",
        explanation: "A declaration is 'property: value;' and a definition '@name: value;'.",
        bad: "Label { font-color red; }\n",
        good: "Label { font-color: red; }\n")

    static let expectedOpenBrace = DiagnosticDescription(
        .expectedOpenBrace, "expected-open-brace", .error,
        summary: "a selector list is not followed by '{'",
        explanation: "A rule set is a selector list followed by a block in braces.",
        bad: "Label\n",
        good: "Label { font-color: red; }\n")

    static let expectedCloseBrace = DiagnosticDescription(
        .expectedCloseBrace, "expected-close-brace", .error, fixes: .certain,
        summary: "a block is not closed by '}'",
        explanation: "Every '{' needs its '}' before the next rule set or the end of the file.",
        bad: "Label { font-color: red;\nButton { font-color: blue; }\n",
        good: "Label { font-color: red; }\nButton { font-color: blue; }\n")

    static let colonInSelector = DiagnosticDescription(
        .colonInSelector, "colon-in-selector", .error,
        summary: "a ':' inside a selector",
        explanation:
            "'Button:LargeButton' is a nuiClass chain: a view is given it, and NUI looks up each class of the chain. A stylesheet styles each class on its own.",
        bad: "Button:LargeButton { font-size: 20; }\n",
        good: "LargeButton { font-size: 20; }\n")

    static let definitionInBlock = DiagnosticDescription(
        .definitionInBlock, "definition-in-block", .error,
        summary: "a variable definition inside a rule block",
        explanation: "Variables are defined at the top level or inside '@media', never inside a rule block.",
        bad: "Label { @red: #FF0000; font-color: @red; }\n",
        good: "@red: #FF0000;\nLabel { font-color: @red; }\n")

    static let nestedMedia = DiagnosticDescription(
        .nestedMedia, "nested-media", .error,
        summary: "an '@media' block inside another",
        explanation: "'@media' blocks cannot nest; join the conditions with 'and' instead.",
        bad: "@media (device:ipad) { @media (orientation:landscape) { Label { font-size: 20; } } }\n",
        good: "@media (device:ipad) and (orientation:landscape) { Label { font-size: 20; } }\n")

    static let unexpectedToken = DiagnosticDescription(
        .unexpectedToken, "unexpected-token", .error, fixes: .certain,
        summary: "a token that cannot stand where it is",
        explanation: "The parser found a token, such as a stray '}', where the grammar allows none.",
        bad: "Label { font-color: red; } }\n",
        good: "Label { font-color: red; }\n")

    static let declarationOutsideBlock = DiagnosticDescription(
        .declarationOutsideBlock, "declaration-outside-block", .error,
        summary: "a declaration outside any rule block",
        explanation:
            "A declaration styles the classes of the rule set around it; outside one it styles nothing and is a syntax error.",
        bad: "font-color: red;\n",
        good: "Label { font-color: red; }\n")

    static let expectedSelector = DiagnosticDescription(
        .expectedSelector, "expected-selector", .error,
        summary: "a selector is missing",
        explanation:
            "A selector list names one or more classes separated by ','; a ',' or '{' needs a class name before it.",
        bad: "Label, { font-color: red; }\n",
        good: "Label { font-color: red; }\n")

    static let selectorCombinator = DiagnosticDescription(
        .selectorCombinator, "selector-combinator", .error, fixes: .suggestion,
        summary: "two class names in a row in a selector",
        explanation:
            "NSS has no descendant selectors: a selector is exactly one class name. Separate classes with ',' to style several.",
        bad: "Table Label { font-color: red; }\n",
        good: "Table, Label { font-color: red; }\n")

    static let invalidMediaQuery = DiagnosticDescription(
        .invalidMediaQuery, "invalid-media-query", .error,
        summary: "a malformed '@media' query",
        explanation: "A media query is one or more '(key:value)' conditions joined by 'and'.",
        bad: "@media device:ipad { Label { font-size: 20; } }\n",
        good: "@media (device:ipad) { Label { font-size: 20; } }\n")

    static let unexpectedInValue = DiagnosticDescription(
        .unexpectedInValue, "colon-in-value", .error,
        summary: "a ':' inside a value",
        explanation:
            "Values may contain names, numbers, variables, '(', ')' and ','; a ':' (as in a URL) is a syntax error.",
        bad: "Label { background-image: http://example.com/a.png; }\n",
        good: "Label { background-image: a.png; }\n")
}
