/// `FDL5xx`: where the runtime chosen with `--target` (or the configuration's `target`) reads
/// the file differently from what it says. Several report an error for one target and a warning
/// for another; the default severity here is the one used when the check gives none.
extension DiagnosticDescription {
    static let lineComment = DiagnosticDescription(
        .lineComment, "line-comment", .error, fixes: [.certain, .suggestion],
        summary: "a '//' comment, which makes NUI-based runtimes ignore the file",
        explanation:
            "NUI's grammar has only '/* */' comments: a '//' where a token starts stops its parser and no style from the file applies (an error for the nui target, a warning for fiori, whose fork likely ships the same parser). Inside a name NUI reads '/' as part of it, so 'red// note' is the value 'red// note', not a comment. Reported once per file, at the first, with the count. For nui the fix turns it into a '/* */' comment; for the fork, where the breakage is inferred, that is only a suggestion, which '--fix' leaves.",
        bad: "Label { font-color: red; } // brand red\n",
        good: "Label { font-color: red; } /* brand red */\n",
        target: .nui)

    static let keywordPrefix = DiagnosticDescription(
        .keywordPrefix, "keyword-prefix", .error,
        summary: "a name NUI splits into the keyword 'and' or '@media' and the rest",
        explanation:
            "NUI's tokeniser matches the keywords 'and' and '@media' as prefixes before it reads names, so 'android' is 'and' + 'roid' and '@mediaColor' is '@media' + 'Color', in a definition or a value: the file fails to parse. Reported once per file, at the first such name, with the count. Rename.",
        bad: "@mediaColor: red;\nLabel { font-color: @mediaColor; }\n",
        good: "@colorMedia: red;\nLabel { font-color: @colorMedia; }\n",
        target: .nui)

    static let aliasNotResolved = DiagnosticDescription(
        .aliasNotResolved, "alias-not-resolved", .warning, fixes: .suggestion,
        summary: "an alias the target runtime does not resolve",
        explanation:
            "Upstream NUI substitutes a variable once: '@accent: @brandBlue;' gives the text '@brandBlue', which is no colour, and '@w: 1 @x;' the text '1 @x'. FioriThemeManager substitutes no variable at all: '@tintColor:@brand;' is the text '@brand', so the SDK colour stays. fdlc's table has no value there. Give the value directly.",
        bad: "@brandBlue: #0A6ED1;\n@accent: @brandBlue;\nLabel { font-color: @accent; }\n",
        good: "@accent: #0A6ED1;\nLabel { font-color: @accent; }\n",
        target: .nui)

    static let variableInsideValue = DiagnosticDescription(
        .variableInsideValue, "variable-inside-value", .error,
        summary: "a variable inside a larger value, not substituted by the target",
        explanation:
            "Upstream NUI substitutes a variable only when it is the whole value, and looks a value that starts with '@' up as one name: '@w @w' raises an exception when it loads the stylesheet (the app crashes at start, an error), '1 @w' is used as written (a warning; fdlc's table has no value).",
        bad: "@w: 2;\nButton { border-width: @w @w; }\n",
        good: "@w: 2;\nButton { border-width: @w; }\n",
        target: .nui)

    static let portabilityValue = DiagnosticDescription(
        .portabilityValue, "portability-value", .warning, fixes: [.certain, .suggestion],
        summary: "a value the target runtime reads differently or not at all",
        explanation:
            "A value the target reads differently from what it says, or not at all. Upstream NUI reads no '#f46', 'justified' as left, 'hsl()' as hue/saturation/BRIGHTNESS with every part a fraction (a number without '.' divided by 255), alpha '1' as 1/255, only the first six digits of '#0000000' and the hex colour inside '#FF0000 junk'. FioriThemeManager reads hex, palette colour styles and fifteen colour names (case-sensitive; 'magenta' gives nothing), and no 'rgb()'; after a palette style's '_' it reads only the schemes device, deviceInverse, lightConstant and darkConstant ('negative_darkBackground' follows the device); and it takes the first 8, 6 or 3 hex digits after '#' or '0x' anywhere in the value ('#F468' is #FF4466). The message says what the runtime gets. The fix writes the same value in a form the runtime reads (a colour in hex, a Box or Offset as it parses them); what writes a name the line did not have (a variable's value, a scheme after '_', a misspelt name's closest match) is a suggestion, which '--fix' leaves.",
        bad: "Label { font-color: #f46; }\n",
        good: "Label { font-color: #ff4466; }\n",
        target: .nui)

    static let ambiguousHexAlpha = DiagnosticDescription(
        .ambiguousHexAlpha, "ambiguous-hex-alpha", .warning,
        summary: "an 8-digit hex colour whose alpha position runtimes disagree on",
        explanation:
            "SAPFiori reads '#1EE68A00' as #AARRGGBB, FioriThemeManager as #RRGGBBAA and upstream NUI drops the alpha (no finding for it when the last two digits are FF). Write an opaque 6-digit colour, or 'rgba()' where the target reads it.",
        bad: "Label { font-color: #1EE68A00; }\n",
        good: "Label { font-color: #E68A00; }\n")

    static let definitionNotRead = DiagnosticDescription(
        .definitionNotRead, "definition-not-read", .warning, fixes: [.certain, .suggestion],
        summary: "a definition FioriThemeManager does not read as written",
        explanation:
            "FioriThemeManager reads palette definitions line by line, with no grammar: a line (LF, CR, VT, FF, NEL, LS and PS all end one) must start with '@'; it drops the '@' and the line's last character, whatever that is, and splits the rest at ':' into exactly two parts, the key and the value, trimming neither. So an indented definition, a second ':' on the line, a space around ':', text after ';' and a missing ';' each make it skip the line or read another value. It also reads definitions inside @media and rule blocks, and looks elevatedContrastLightBackground up as '_elevatedContrastLightkBackground' (sic), never as '_elevatedContrastLightBackground'. The diagnostic says what it reads instead; nothing is reported where the difference does not change the colour (hex ignores spaces).",
        bad: "  @tintColor:#0A6ED1;\n",
        good: "@tintColor:#0A6ED1;\n",
        target: .fioriSwiftUI)

    static let styleBlocksIgnored = DiagnosticDescription(
        .styleBlocksIgnored, "rule-sets-ignored", .warning,
        summary: "rule sets, which FioriThemeManager ignores",
        explanation: "FioriThemeManager reads only palette definitions; rule sets in a file for it do nothing.",
        bad: "@tintColor:#0A6ED1;\nfdlFUIKPIView { tint-color: @tintColor; }\n",
        good: "@tintColor:#0A6ED1;\n",
        target: .fioriSwiftUI)

    static let mediaConditionIgnored = DiagnosticDescription(
        .mediaConditionIgnored, "media-condition-ignored", .warning,
        summary: "a media condition NUI ignores, so the block always applies",
        explanation:
            "NUI evaluates only '(device:ipad|iphone)' and '(orientation:portrait|landscape)', case-sensitively. Any other key is ignored, so its block always applies; a value it never sees makes the block never apply.",
        bad: "@media (theme:dark) { Label { font-color: white; } }\n",
        good: "@media (device:ipad) { Label { font-color: white; } }\n",
        target: .nui)

    static let commentedDefinitionRead = DiagnosticDescription(
        .commentedDefinitionRead, "commented-definition-read", .warning,
        summary: "a commented-out definition FioriThemeManager still reads",
        explanation:
            "FioriThemeManager reads definitions line by line and does not know comments, so a definition on its own line inside '/* */' still takes effect. Delete it instead.",
        bad: "/*\n@tintColor:#FF0000;\n*/\n",
        good: "",
        target: .fioriSwiftUI)

    static let upstreamNUITheme = DiagnosticDescription(
        .upstreamNUITheme, "upstream-nui-theme", .note,
        summary: "a file for the default target that looks like an upstream NUI theme",
        explanation:
            "The default target is SAPFiori's fork of NUI. A file with rule sets but no SAP Fiori class path ('fdl…') and no palette name (as a definition, a variable or a value) is most likely written for upstream NUI, whose runtime differs: it resolves no alias, knows no palette name, drops the alpha of '#RRGGBBAA' and evaluates '@media' per device. One note per file, at its first selector; nothing is wrong with the file. Check it for NUI with '--target nui', or set it once with '{\"target\": \"nui\"}' in .fdlc.json; a theme for SAPFiori that styles only NUI's classes can turn the note off with '\"rules\": {\"FDL511\": \"off\"}'. Docs/targets-nui-themes.md says what the default target reports for such a file.",
        bad: "Button { font-color: #FF0000; }\n",
        good: "fdlFUIKPIView { tint-color: #FF0000; }\n")
}
