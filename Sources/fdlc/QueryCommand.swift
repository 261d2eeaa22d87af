import FioriTheme
import FioriThemeCompiler

/// `fdlc query THEME CLASS [PROPERTY]`: the values a view gets from a theme, and where each
/// was written.
struct QueryCommand: Command {
    static let spec = CommandSpec(
        name: "query", summary: ["Print the values a class gets from a theme, and where each was written"],
        operandsUsage: "<theme> <class> [<property>]",
        description: """
            Prints the values a view whose nuiClass is <class> gets from <theme>, and where each
            was written. <theme> is one .nss stylesheet, checked and compiled on the fly ('-' reads
            standard input), or a .json file that 'fdlc compile' wrote. <class> is a class path
            (fdlFUIKPIView) or a nuiClass chain (Button:LargeButton), looked up right to left.
            Without <property>, every property the class sets is listed, sorted by name; with it,
            only that property (its base name, e.g. tint-color). An .nss theme is compiled with its
            configuration (the nearest .fdlc.json: target, catalogs, rule severities).

            Fallback order: the state's own declaration (tint-color-disabled) on each class of the
            chain, right to left; then the normal value on each class, right to left
            (tint-color-normal, then tint-color). Palette colours are resolved for the variant as
            FioriThemeManager does: the theme's override, else the SDK palette.

            Text output, one line per property:
              tint-color-disabled = #89919AFF  (theme.nss:12:5 via @muted → @grey5)
            A colour that is not a literal says what it is in brackets: '#555555FF [darkGray]',
            'systemBlue [system colour, follows the appearance]', and for a palette colour the
            name in the variant shown and where its colour comes from:
            '#0A6ED1FF [tintColor_lightBackground, from theme.nss:3:1]' (the theme's override) or
            '#4DB1FFFF [tintColor_darkBackground, sdk palette]'. With --format json, standard output is
            {"classPath", "state", "variant", "properties": {NAME: {"property", "state", "value",
            "origin"}}}, each property as the compiled JSON writes it, plus "resolvedHex" for a
            colour: its #RRGGBBAA in the variant, null when it has no fixed value.
            """,
        options: [
            OptionSpec(
                ["--state"], value: "S", allowed: Theme.states,
                help: [
                    "normal, highlighted, selected, disabled, selected-highlighted,",
                    "selected-disabled, or the states of SAP's rating control",
                    "(standard, accented, editable, editable-disabled) and step",
                    "nodes (highlight) (default: normal); a property with no",
                    "value for S shows its normal value",
                ]),
            OptionSpec(
                ["--variant"], value: "V", allowed: ColorVariant.allCases.map(\.rawValue),
                help: [
                    "The palette variant colours are shown in (default:",
                    "lightBackground): lightBackground, darkBackground,",
                    "elevatedLightBackground, elevatedDarkBackground,",
                    "contrastLightBackground, contrastDarkBackground,",
                    "elevatedContrastLightBackground, elevatedContrastDarkBackground",
                ]),
            ReportFormat.option(ReportFormat.query, help: ["Output format (default: text)"]),
        ],
        shared: .all, operands: .files,
        footer: """
            Exit status: 0 found; 1 the theme has errors (diagnostics on standard error; for a .json
            theme, not a valid compiled table), or no class of <class> is styled, or <property> is
            not set; 2 usage or I/O problem.
            """)

    let console: Console

    /// What the command line asked for.
    private struct Request {
        var themePath = ""
        var classPath = ""
        var property: String?
        var state: String?
        var variant = ColorVariant.lightBackground
        var format = ReportFormat.text
        var common: CommonOptions
    }

    func run(_ options: ParsedOptions) -> ExitStatus {
        var request = Request(common: CommonOptions(options))
        request.state = options.value("--state")
        request.variant = options.value("--variant").flatMap(ColorVariant.init(rawValue:)) ?? .lightBackground
        request.format = options.format(default: .text)
        let positional = options.operands
        guard (2...3).contains(positional.count) else {
            return Self.spec.usageError(
                positional.count < 2
                    ? "expected a theme and a class; e.g. 'fdlc query Themes/fiori-brand.nss fdlFUIKPIView'"
                    : "unexpected argument '\(positional[3])'; expected a theme, a class and at most one property",
                console: console)
        }
        request.themePath = positional[0]
        request.classPath = positional[1]
        request.property = positional.count == 3 ? positional[2] : nil
        guard !request.classPath.isEmpty else {
            return Self.spec.usageError("the class is empty", console: console)
        }

        switch load(request) {
        case .failure(let status): return status
        case .success(let theme): return answer(request, from: theme)
        }
    }

    /// The theme, or the exit status after reporting why it could not be loaded.
    private func load(_ request: Request) -> Result<Theme, ExitStatus> {
        let file: SourceFile
        switch InputFiles.read(request.themePath, standardInputName: request.common.standardInputName) {
        case .success(let read): file = read
        case .failure(let failure):
            console.error(failure.message)
            return .failure(.usageOrIO)
        }
        if request.themePath.lowercased().hasSuffix(".json") {
            do {
                return .success(try Theme(json: file.bytes))
            } catch {
                console.error(
                    "fdlc: error: invalid compiled theme '\(file.path)':\(error.line):\(error.column): \(error.message)"
                )
                return .failure(.diagnostics)
            }
        }
        var settings = Settings(request.common.overrides)
        let result: Compiler.Result
        do {
            let path = request.themePath == "-" ? request.common.standardInputName ?? "-" : request.themePath
            let configuration = try settings.configuration(for: path)
            result = try settings.compiler(for: configuration).compile([file], severities: configuration.severities)
        } catch {
            console.error(error.message)
            return .failure(.usageOrIO)
        }
        let shown = request.common.shown(result.diagnostics)
        let renderer = console.diagnosticRenderer(color: request.common.color)
        console.errorRaw(renderer.text(shown))
        if let summary = renderer.summary(shown) { console.error(summary) }
        guard let table = result.table else { return .failure(.diagnostics) }
        return .success(Theme(table: table))
    }

    /// Looks the request up and prints the answer.
    private func answer(_ request: Request, from theme: Theme) -> ExitStatus {
        let all = theme.properties(for: request.classPath)
        guard !all.isEmpty else {
            console.error("fdlc query: no class '\(request.classPath)' in '\(request.themePath)'")
            return .diagnostics
        }
        var found: [String: ResolvedProperty] = [:]
        if let property = request.property {
            guard let value = theme.value(property, for: request.classPath, state: request.state) else {
                console.error("fdlc query: no property '\(property)' for '\(request.classPath)'")
                return .diagnostics
            }
            found[QueryOutput.name(of: value)] = value
        } else if let state = request.state {
            for base in Set(all.values.map(\.baseProperty)) {
                if let value = theme.value(base, for: request.classPath, state: state) {
                    found[QueryOutput.name(of: value)] = value
                }
            }
        } else {
            found = all
        }
        let output = QueryOutput(theme: theme, variant: request.variant)
        if request.format == .json {
            console.outputRaw(output.json(found, classPath: request.classPath, state: request.state).serialized())
        } else {
            console.outputRaw(output.text(found))
        }
        return .success
    }
}
