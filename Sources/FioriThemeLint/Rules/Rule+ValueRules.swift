extension Rule {
    /// `FDL3xx`: values, after variable substitution, read as their property's type.
    static let valueRules: [Rule] = [
        Rule(
            .invalidValue, "invalid-value",
            summary: "a value that does not parse as its property's type",
            explanation:
                "Each property takes one type of value (Color, UIFontTextStyle, Number, Box, …). The runtime turns a value it cannot read into nothing or zero, silently, or crashes on some forms (an offset without ','). The diagnostic names the expected type and the closest choice. For upstream NUI (the nui target) values are read as NUI's converter reads them: what it reads is no error (a warning says where it is probably not what was meant), and on a selector list with no NUI element class a value it cannot read is a warning, since the app may read it itself.",
            bad: "fdlFUIObjectView_headlineLabel { font-style: subheadlin; }\n",
            good: "fdlFUIObjectView_headlineLabel { font-style: subheadline; }\n"),
        Rule(
            .ignoredUnit, "ignored-unit",
            summary: "a unit such as 'px' that the runtime ignores",
            explanation: "Numbers are points; NUI reads '2px' as 2 and ignores the unit. Write the number alone.",
            bad: "Label { font-size: 14px; }\n",
            good: "Label { font-size: 14; }\n"),
        Rule(
            .nonCanonicalBoolean, "non-canonical-boolean",
            summary: "a Boolean written other than 'true' or 'false'",
            explanation:
                "NUI reads anything but 'true' and 'false' with NSString's boolValue, so 'YES' and '1' are true and 'on' is false. Write 'true' or 'false'.",
            bad: "Label { text-auto-fit: YES; }\n",
            good: "Label { text-auto-fit: true; }\n"),
    ]
}
