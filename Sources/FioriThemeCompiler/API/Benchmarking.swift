import FioriTheme
import FioriThemeCore
import FioriThemeSemantics
import FioriThemeSyntax

/// What the benchmark package (`Benchmarks/`) measures or draws on that is not public API:
/// lexing and parsing alone, writing the compiled JSON, and the built-in catalog as plain
/// data for its theme generator.
/// Not for apps or tools: `@_spi(Benchmarks) import FioriThemeCompiler` to see it.
@_spi(Benchmarks) public enum Benchmarking {
    /// Lexes and parses `file`, nothing more: how many declarations the syntax tree holds and
    /// how many syntax diagnostics were found.
    public static func parse(_ file: SourceFile) -> (declarations: Int, diagnostics: Int) {
        let (stylesheet, diagnostics) = Parser.parse(file)
        return (stylesheet.declarations.count, diagnostics.count)
    }

    /// The compiled JSON of `table`, as `fdlc compile` writes it.
    public static func compiledJSON(_ table: StyleTable) -> String {
        table.jsonText()
    }

    /// A class path of the built-in catalog and the properties it lists.
    public struct CatalogClass: Sendable {
        /// The class path, e.g. `fdlFUIKPIView_textView`.
        public let path: String
        /// The component it belongs to, e.g. `FUIKPIView`.
        public let component: String
        /// Its properties, sorted by name.
        public let properties: [CatalogProperty]
    }

    /// A property as the catalog describes it.
    public struct CatalogProperty: Sendable, Hashable {
        /// The base name, e.g. `tint-color`.
        public let name: String
        /// The value type's name as catalog files write it, e.g. `color`, `fontTextStyle`.
        public let type: String
        /// The state suffixes it takes, e.g. `disabled`.
        public let states: [String]
    }

    /// Every class path of the built-in catalog, as the default target (`fiori`) reads it,
    /// that lists its properties (open classes, which accept any property, are left out),
    /// sorted by path.
    public static let catalogClasses: [CatalogClass] = {
        let catalog = Catalog.builtIn(for: .fiori)
        return catalog.classes.values.filter { !$0.openProperties && !$0.properties.isEmpty }.sorted {
            $0.path < $1.path
        }.map { spec in
            CatalogClass(
                path: spec.path, component: spec.component,
                properties: spec.properties.sorted().compactMap { name in
                    catalog.properties[name].map {
                        CatalogProperty(name: name, type: $0.type.rawValue, states: $0.states.states)
                    }
                })
        }
    }()
}
