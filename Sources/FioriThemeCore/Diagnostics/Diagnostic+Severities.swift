extension DiagnosticCode {
    /// The severity a finding of this code found at `severity` is reported at under `severities`
    /// (a configuration's `rules`); nil when the rule is ``RuleSeverity/off``. A syntax error
    /// stays an error whatever `severities` says (see ``isSyntaxError``); configurations reject
    /// such a setting before it gets here.
    package func severity(
        _ severity: Diagnostic.Severity, under severities: [DiagnosticCode: RuleSeverity]
    ) -> Diagnostic.Severity? {
        guard !severities.isEmpty, let setting = severities[self], !isSyntaxError else { return severity }
        return setting.diagnosticSeverity
    }
}
