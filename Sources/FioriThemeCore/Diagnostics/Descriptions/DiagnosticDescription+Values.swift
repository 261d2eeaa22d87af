/// `FDL3xx`: values, after variable substitution, read as their property's type.
extension DiagnosticDescription {
    static let invalidValue = DiagnosticDescription(
        .invalidValue, "invalid-value", .error, fixes: [.certain, .suggestion],
        summary: "a value that does not parse as its property's type",
        explanation:
            "Each property takes one type of value (Color, UIFontTextStyle, Number, Box, …). The runtime turns a value it cannot read into nothing or zero, silently, or crashes on some forms (an offset without ','). The diagnostic names the expected type and the closest choice. For upstream NUI (the nui target) values are read as NUI's converter reads them: what it reads is no error (a warning says where it is probably not what was meant), and on a selector list with no NUI element class a value it cannot read is a warning, since the app may read it itself.",
        bad: "fdlFUIObjectView_headlineLabel { font-style: subheadlin; }\n",
        good: "fdlFUIObjectView_headlineLabel { font-style: subheadline; }\n")

    static let ignoredUnit = DiagnosticDescription(
        .ignoredUnit, "ignored-unit", .warning, fixes: .certain,
        summary: "a unit such as 'px' that the runtime ignores",
        explanation: "Numbers are points; NUI reads '2px' as 2 and ignores the unit. Write the number alone.",
        bad: "Label { font-size: 14px; }\n",
        good: "Label { font-size: 14; }\n")

    static let nonCanonicalBoolean = DiagnosticDescription(
        .nonCanonicalBoolean, "non-canonical-boolean", .warning, fixes: .certain,
        summary: "a Boolean written other than 'true' or 'false'",
        explanation:
            "NUI reads anything but 'true' and 'false' with NSString's boolValue, so 'YES' and '1' are true and 'on' is false. Write 'true' or 'false'.",
        bad: "Label { text-auto-fit: YES; }\n",
        good: "Label { text-auto-fit: true; }\n")
}
