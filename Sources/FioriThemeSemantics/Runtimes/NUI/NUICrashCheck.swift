import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

/// Reports the declarations NUI raises `Undefined variable` on when it loads the stylesheet,
/// which crashes the app: a value that starts with `@` and is not, as a whole, a defined
/// variable (``NUIConsolidation``).
///
/// Run once per device by ``Compiler``, which names the devices when not all of them crash.
struct NUICrashCheck {
    /// What the check found.
    private(set) var findings: DiagnosticCollector

    /// `applied`: whether NUI reads the file at all; when it rejects it, nothing raises yet,
    /// and the message says what will happen once it parses. Collects into `findings`.
    init(
        stylesheet: Stylesheet, variables: VariableTable, consolidation: NUIConsolidation, applied: Bool,
        findings: DiagnosticCollector
    ) {
        self.findings = findings
        let file = stylesheet.file
        // Whether a block's query names an orientation: what NUI re-reads when the device rotates.
        let turns = stylesheet.mediaBlocks.map { block in
            block.conditions.contains { stylesheet.text($0.key) == "orientation" }
        }
        let rotates = { (placement: Placement) in
            if case .media(let index) = placement { return turns[index] }
            return false
        }
        let consequence =
            applied
            ? "it raises 'Undefined variable' when it loads the stylesheet: the app crashes at start"
            : "once the file parses, it will raise 'Undefined variable' when it loads it: the app will crash at start"
        var suggestions = SuggestionMemo()
        var candidates: [String]?
        for index in consolidation.crashSites {
            let value = stylesheet.declarations[index].value
            let parts = stylesheet.parts(of: value)
            guard
                parts.count == 1
                    ? self.findings.admits(.undefinedVariable, at: value.range)
                    : self.findings.admits(.variableInsideValue, at: value.range, severity: .error)
            else {
                // Not reported, but its name counted, so the names reported get the same did-you-mean.
                if parts.count == 1, !suggestions.isFull {
                    _ = suggestions.closest(
                        to: variables.name(parts[parts.startIndex].range), among: [], answering: false)
                }
                continue
            }
            var notes: [Diagnostic.Note] = []
            var guesses: [Diagnostic.FixIt] = []
            let diagnostic: Diagnostic
            if parts.count == 1 {
                let name = variables.name(parts[parts.startIndex].range)
                if candidates == nil { candidates = variables.definedNames }
                if let suggestion = suggestions.closest(to: name, among: candidates!) {
                    notes.append(Diagnostic.Note("did you mean '@\(suggestion)'?"))
                    guesses = [Diagnostic.FixIt(range: value.range, replacement: "@" + suggestion)]
                }
                if Palette.parse(name: name) != nil {
                    notes.append(
                        Diagnostic.Note(
                            "NUI has no SDK palette: '@\(name)' is a variable like any other, and this file does not define it"
                        ))
                }
                diagnostic = Diagnostic(
                    .undefinedVariable, "undefined variable '@\(name)', which NUI looks up: \(consequence)", file: file,
                    range: value.range, notes: notes, suggestions: guesses)
            } else {
                let text = ValueParser.nuiText(of: parts, in: file)
                diagnostic = Diagnostic(
                    .variableInsideValue,
                    "NUI looks the whole value '\(text)' up as one variable name, which is not defined: \(consequence)",
                    file: file, range: value.range, severity: .error)
            }
            var located = diagnostic
            // The site, or a definition of its name, depends on the orientation.
            let name = parts.count == 1 ? variables.name(parts[parts.startIndex].range) : nil
            let styleBlock = stylesheet.styleBlocks[stylesheet.declarations[index].styleBlock]
            if styleBlock.media.map({ turns[$0] }) == true
                || stylesheet.definitions.contains(where: { rotates($0.placement) && variables.name($0.name) == name })
            {
                located.notes.append(
                    Diagnostic.Note(
                        "NUI consolidates the stylesheet again when the device rotates, so this also happens on rotation"
                    ))
            }
            self.findings.append(located)
        }
    }
}
