import FioriTheme
import FioriThemeCore
import FioriThemeFormat
import FioriThemeOutput
import FioriThemeSemantics

/// Turns a design-token file (DTCG 2025.10) into an `.nss` theme: `fdlc tokens import`.
///
/// Tokens go where their place in the file says (`palette.NAME`, `variables.NAME`,
/// `classes.PATH.PROPERTY`, as `fdlc compile --format tokens` writes them) and where the
/// mapping says. An alias becomes a variable (named by the mapping, or after the token:
/// `color.brand.primary` is `@colorBrandPrimary`); palette overrides get literal values,
/// since FioriThemeManager does not resolve variables. Every mistake is located; when there
/// is one, no theme is made.
package struct TokenImporter {
    /// What an import gives: the formatted theme, or every mistake found.
    package typealias Outcome = Result<String, TokenImportErrors>

    let compiler: Compiler

    /// An importer that checks the theme it makes with `compiler`.
    package init(compiler: Compiler) {
        self.compiler = compiler
    }

    /// Imports the token file `tokens`, with the mapping file `map` when given.
    package func importTheme(_ tokens: SourceFile, map: SourceFile?) -> Outcome {
        build(tokens, map: map).map { StylesheetFormatter().formatted($0.file) ?? $0.builder.text(source: tokens.path) }
    }

    /// What the token file `tokens` (with the mapping file `map`) says each palette override,
    /// variable and property is: what `fdlc lint --tokens` checks a theme against.
    package func expectations(_ tokens: SourceFile, map: SourceFile?) -> Result<TokenExpectations, TokenImportErrors> {
        build(tokens, map: map).map { TokenExpectations(builder: $0.builder, table: $0.table) }
    }

    /// The builder that holds every line of the theme, the theme's text and its table.
    private func build(_ tokens: SourceFile, map: SourceFile?)
        -> Result<(builder: TokenThemeBuilder, file: SourceFile, table: StyleTable), TokenImportErrors>
    {
        let document = TokenDocument(tokens)
        let mapping = map.map(TokenMapping.init) ?? TokenMapping()
        guard document.errors.isEmpty, mapping.errors.isEmpty else {
            return .failure(TokenImportErrors(errors: document.errors + mapping.errors))
        }
        var builder = TokenThemeBuilder(
            document: document, colorFunctions: compiler.target.readsColorFunctions,
            resolvesAliases: compiler.target.resolvesAliases)
        for (name, entry) in mapping.targets.sorted(by: { $0.key < $1.key }) {
            guard let token = document.tokens[name] else {
                let hint = Suggestion.closest(to: name, among: document.order).map { "; did you mean '\($0)'?" } ?? ""
                let message = "the mapping names '\(name)', which is no token of '\(tokens.path)'\(hint)"
                builder.errors.append(TokenError(TokenProblem(message, entry.offset), pointer: entry.pointer, in: map!))
                continue
            }
            for target in entry.targets { builder.add(token, to: target) }
        }
        for name in document.order {
            guard let token = document.tokens[name], let target = Self.placeTarget(token.path) else { continue }
            builder.add(token, to: target)
        }
        for property in document.extensionProperties {
            if property.group.count == 2, property.group[0] == "classes" { builder.addKept(property) }
            if property.group == ["palette"] { builder.addKeptPalette(property) }
        }
        if let media = document.media { builder.addMedia(media) }
        builder.defineQueuedVariables()
        guard builder.errors.isEmpty else {
            let sorted = builder.errors.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
            return .failure(TokenImportErrors(errors: sorted))
        }
        let (text, origins) = builder.written(source: tokens.path)
        let made = SourceFile(path: "(imported from \(tokens.path))", text: text)
        let result = compiler.compile([made])
        guard let table = result.table else {
            let problems = result.diagnostics.filter { $0.severity == .error }
            return .failure(
                TokenImportErrors(errors: problems.map { builder.error(for: $0, in: made, origins: origins) }))
        }
        return .success((builder, made, table))
    }

    /// Where a token goes by its place in the file, as `fdlc compile --format tokens` writes it.
    private static func placeTarget(_ path: [String]) -> TokenTarget? {
        switch (path.first, path.count) {
        case ("palette", 2): .palette(path[1])
        case ("variables", 2): .variable(path[1])
        case ("classes", 3): .property(classPath: path[1], property: path[2])
        default: nil
        }
    }
}

/// The mistakes of a token import, in the order found.
package struct TokenImportErrors: Error, CustomStringConvertible {
    package let errors: [TokenError]

    /// Each mistake with its code frame.
    package var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
