import FioriThemeCore

/// Why a theme could not be loaded from `.nss` sources: the compile found errors.
public struct ThemeLoadError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic of the compile, warnings included, grouped by file in input order;
    /// at least one is an error. Render them with ``DiagnosticRenderer``.
    public let diagnostics: [Diagnostic]

    /// Creates an error from a compile's diagnostics.
    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// `the theme has N error(s)`, then the first error's location and message.
    public var description: String {
        let errors = diagnostics.filter { $0.severity == .error }
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        guard let first = errors.first else { return "the theme has \(count)" }
        return "the theme has \(count); the first: \(first.file.path):\(first.location): \(first.message)"
    }
}
