import FioriTheme
import FioriThemeCompiler

/// Reads `--catalog` files and builds the compiler, reporting any problem.
struct CatalogLoading {
    let console: Console

    /// A compiler with the user's catalog files, or nil after reporting why one could not be read.
    func compiler(_ catalogPaths: [String], target: Target) -> Compiler? {
        var catalogs: [SourceFile] = []
        for path in catalogPaths {
            switch InputFiles.read(path) {
            case .success(let file): catalogs.append(file)
            case .failure(let failure):
                console.error(failure.message)
                return nil
            }
        }
        do {
            return try Compiler(target: target, catalogExtensions: catalogs)
        } catch {
            let location = error.offset.map { error.file.location(of: $0).description + ":" } ?? ""
            console.error("fdlc: error: invalid catalog '\(error.file.path)':\(location) \(error.message)")
            return nil
        }
    }
}
