extension Array where Element == Diagnostic {
    /// The diagnostics with configured severities, without those of rules that are
    /// ``RuleSeverity/off``. A syntax error stays an error whatever `severities` says (see
    /// ``DiagnosticCode/isSyntaxError``); configurations reject such a setting before it gets here.
    public func applying(_ severities: [DiagnosticCode: RuleSeverity]) -> [Diagnostic] {
        guard !severities.isEmpty else { return self }
        return compactMap { diagnostic in
            guard let setting = severities[diagnostic.code], !diagnostic.code.isSyntaxError else {
                return diagnostic
            }
            guard let severity = setting.diagnosticSeverity else { return nil }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }
}
