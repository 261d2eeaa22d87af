import FioriTheme
import FioriThemeCore
import FioriThemeLint
import FioriThemeSemantics
import FioriThemeSyntax

/// One version of a theme, compiled as ``ThemeDiff`` compares it: its table, and for a
/// target that evaluates `@media` per device one table per device; its lint findings; and
/// which class and property pairs its files declare.
struct DiffSide {
    /// Every diagnostic of the compile.
    let diagnostics: [Diagnostic]
    /// The table with no device applied; nil when the compile has errors.
    let table: StyleTable?
    /// The tables compared: one per device (NUI), else the one table under a nil device.
    let scopes: [(device: DeviceProfile?, table: StyleTable)]
    /// The lint findings of every file.
    let findings: [Diagnostic]
    /// `class \0 property` for every declaration of the files, under any `@media`.
    private let declared: Set<String>

    init(files: [SourceFile], compiler: Compiler, severities: [DiagnosticCode: RuleSeverity]) {
        let result = compiler.compile(files, severities: severities)
        diagnostics = result.diagnostics
        table = result.table
        if let table = result.table, compiler.target.evaluatesMediaPerDevice {
            scopes = DeviceProfile.allCases.map { device in
                (device, compiler.compile(files, device: device, severities: severities).table ?? table)
            }
        } else {
            scopes = result.table.map { [(nil, $0)] } ?? []
        }
        let linter = Linter(compiler: compiler, severities: severities)
        findings = result.table == nil ? [] : files.flatMap { linter.lint($0) }
        var declared: Set<String> = []
        for file in files where compiler.target.appliesStyleBlocks {
            let stylesheet = Parser.parse(file, rules: LexicalRules(compiler.target)).stylesheet
            for declaration in stylesheet.declarations {
                let property = stylesheet.text(declaration.property)
                for selector in stylesheet.selectors(of: stylesheet.styleBlocks[declaration.styleBlock]) {
                    declared.insert(stylesheet.text(selector.range) + "\0" + property)
                }
            }
        }
        self.declared = declared
    }

    /// Whether a file of this version declares `property` for `classPath`.
    func declares(_ classPath: String, _ property: String) -> Bool {
        declared.contains(classPath + "\0" + property)
    }
}
