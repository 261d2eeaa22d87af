import FioriTheme
import FioriThemeCore
import FioriThemeSemantics

extension Theme {
    /// Compiles `.nss` sources, layered in order (a later file overrides an earlier one
    /// property by property). Throws when the compile finds an error; the error carries every
    /// diagnostic. Warnings do not stop the load; use ``Compiler/compile(_:)`` and
    /// ``init(table:)`` to see them.
    public init(nss files: [SourceFile], compiler: Compiler = Compiler()) throws(ThemeLoadError) {
        let result = compiler.compile(files)
        guard let table = result.table else { throw ThemeLoadError(diagnostics: result.diagnostics) }
        self.init(table: table)
    }
}
