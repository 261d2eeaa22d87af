import FioriThemeCore
import FioriThemeSyntax

/// SAPFiori's NUI fork (UIKit), the default target: NUI's tokeniser and grammar (the fork
/// ships NUI's parser classes), every catalog entry, and NUI's converter behind fdlc's own
/// reading of a colour (``ValueParser/convertedColor(_:in:rejectedBecause:)``). Beyond the shared
/// checks it notes a file that looks written for upstream NUI (``UpstreamNUITheme``).
struct FioriRuntime: Runtime {
    var builtInCatalog: Catalog { Catalog.builtIn }

    func analyze(
        _ parsed: Compiler.ParsedFile, on device: DeviceProfile?, by compiler: Compiler,
        collecting policy: FindingPolicy
    ) -> Compiler.FileAnalysis {
        let stylesheet = parsed.stylesheet
        return compiler.grammarAnalysis(
            of: stylesheet, syntax: parsed.syntax, on: device, into: policy.collector(for: stylesheet)
        ) { stylesheet, _, findings in
            UpstreamNUITheme.note(for: stylesheet, into: &findings)
        }
    }
}
