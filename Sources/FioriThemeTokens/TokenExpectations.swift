import FioriTheme

/// What a design-token file says a theme's palette overrides, variables and properties are:
/// what `fdlc lint --tokens` (rule `FDL410`) checks each definition and declaration against.
public struct TokenExpectations: Sendable {
    /// One value a token gives.
    package struct Expectation: Sendable {
        /// The token's name (`color.brand.primary`).
        package let token: String
        /// The value as a theme writes it: a variable for an alias (`@brandBlue`).
        package let value: String
        /// The value through every alias (`#0A6ED1`).
        package let literal: String
        /// The typed value a declaration of it compiles to; for a variable, its colour when
        /// it is one, otherwise nil.
        package let resolved: StyleValue?
    }

    /// Palette name as written (`tintColor_darkBackground`) → its expectation.
    package let palette: [String: Expectation]
    /// Variable name without `@` → its expectation.
    package let variables: [String: Expectation]
    /// Class path → property as written → its expectation.
    package let properties: [String: [String: Expectation]]

    init(builder: TokenThemeBuilder, table: StyleTable) {
        palette = builder.palette.reduce(into: [:]) { result, entry in
            let color = table.paletteOverrides[entry.key]?.color
            result[entry.key] = Expectation(entry.value, resolved: color.map(StyleValue.color))
        }
        variables = builder.variables.mapValues { Expectation($0, resolved: $0.color.map { .color(.rgba($0)) }) }
        properties = builder.classes.reduce(into: [:]) { result, entry in
            let (path, lines) = entry
            result[path] = lines.reduce(into: [:]) { properties, line in
                properties[line.key] = Expectation(line.value, resolved: table.property(line.key, of: path)?.value)
            }
        }
    }
}

extension TokenExpectations.Expectation {
    init(_ line: TokenThemeBuilder.Line, resolved: StyleValue?) {
        self.init(token: line.token, value: line.value, literal: line.literal, resolved: resolved)
    }
}
