/// How a configuration sets a rule: off, or reported at a severity.
public enum RuleSeverity: String, Sendable, CaseIterable {
    /// Not reported.
    case off
    /// Reported as a warning.
    case warning
    /// Reported as an error.
    case error

    /// The diagnostic severity, nil for ``off``.
    public var diagnosticSeverity: Diagnostic.Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}
