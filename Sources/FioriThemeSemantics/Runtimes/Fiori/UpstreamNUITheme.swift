import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Whether a file checked for the default target looks written for upstream NUI: style blocks,
/// but no SAP Fiori class path (`fdl…`) and no palette name anywhere (as a definition, a
/// variable, or a value with its variant, `negative_darkBackground`). SAPFiori's fork reads such a file, but fdlc then checks it against
/// the fork, so one note per file names the target the file is probably written for.
enum UpstreamNUITheme {
    /// The note for `stylesheet`, at its first selector, into `findings`; none when the file
    /// uses anything of SAP Fiori's.
    static func note(for stylesheet: Stylesheet, into findings: inout DiagnosticCollector) {
        guard let first = stylesheet.selectors.first, !usesFiori(stylesheet),
            findings.admits(.upstreamNUITheme, at: first.range)
        else { return }
        findings.append(
            Diagnostic(
                .upstreamNUITheme,
                "this file uses no SAP Fiori class path ('fdl…') and no palette name: it looks like an upstream NUI "
                    + "theme, checked here for SAPFiori's fork (the default target)",
                file: stylesheet.file, range: first.range,
                notes: [
                    Diagnostic.Note(
                        "to check it for upstream NUI, run fdlc with '--target nui', or put "
                            + "{\"target\": \"nui\"} in a .fdlc.json beside it")
                ]))
    }

    /// Whether a selector is an `fdl…` class path, or a definition, variable or value names a palette colour.
    private static func usesFiori(_ stylesheet: Stylesheet) -> Bool {
        if stylesheet.selectors.contains(where: { stylesheet.text($0.range).hasPrefix("fdl") }) { return true }
        if stylesheet.definitions.contains(where: { isPaletteName(stylesheet.text($0.name).dropFirst()) }) {
            return true
        }
        return stylesheet.valueParts.contains { part in
            switch part.kind {
            case .variable: isPaletteName(stylesheet.text(part.range).dropFirst())
            // A bare style name as a value is also a common word ('line', 'shadow', 'header'); the
            // '_' is looked for in the bytes, so most values cost no string.
            case .identifier:
                stylesheet.file.bytes[part.range.start..<part.range.end].contains(UInt8(ascii: "_"))
                    && isPaletteName(Substring(stylesheet.text(part.range)))
            default: false
            }
        }
    }

    private static func isPaletteName(_ name: Substring) -> Bool {
        Palette.parse(name: String(name)) != nil
    }
}
