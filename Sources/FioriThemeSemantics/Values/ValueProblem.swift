import FioriThemeCore

/// Why a value does not fit its property's type, or a remark on a value that fits.
package struct ValueProblem: Equatable, Sendable {
    /// The diagnostic code.
    var code: DiagnosticCode
    /// For ``DiagnosticCode/invalidValue``, the reason (the checker prefixes the value and the
    /// property); for a warning, the whole lowercase message.
    var message: String
    /// A close valid spelling, for a did-you-mean note and a fix-it.
    var suggestion: String?
    /// The exact text to replace the whole value with, when the fix is mechanical.
    var replacement: String?
    /// Whether the runtime raises on the value (the app crashes), rather than ignoring or
    /// misreading it.
    var crashes = false
}
