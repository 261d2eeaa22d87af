import Foundation

/// Builds the compiler and the linter a ``Configuration`` asks for: its target, its catalogs
/// read and loaded, its severities and its design tokens. `fdlc` and the language server both
/// build theirs here, so a configuration means the same to both.
///
/// Every file is read through ``reader`` (at most its limit, so a catalog that names
/// `/dev/zero` is an error, not a hang). Compilers and token expectations are kept per
/// target, catalogs and token files, so one builder serves a whole run.
package struct LinterBuilder {
    /// Why a compiler or linter could not be built.
    package enum Failure: Error {
        /// A catalog, token or token-mapping file could not be read; `path` as ``name`` gives it.
        case unreadable(path: String, reason: String)
        /// A catalog is not valid.
        case invalidCatalog(CatalogFileError)
        /// The design tokens (or their mapping) are not valid.
        case invalidTokens(TokenImportErrors)
    }

    /// How every file is read.
    package var reader: BoundedReader
    /// The name a file read from an absolute path gets in its ``SourceFile`` and in messages.
    private let name: (String) -> String
    /// The compilers and token expectations built so far, each under its target and files: a
    /// run has a few, and a list searched in order costs a start no dictionary type of its own
    /// (the runtime checks each new key type's conformance by scanning the binary's records).
    private var compilers: [(key: [String], compiler: Compiler)] = []
    private var expectations: [(key: [String], tokens: TokenExpectations)] = []

    /// A builder that reads through `reader` and names each file it reads `name(path)`.
    package init(reader: BoundedReader = .configured, name: @escaping (String) -> String = { $0 }) {
        self.reader = reader
        self.name = name
    }

    /// The compiler for `configuration`: its target and catalogs.
    package mutating func compiler(for configuration: Configuration) throws(Failure) -> Compiler {
        let target = configuration.effectiveTarget
        let key = [target.rawValue] + configuration.catalogs
        if let cached = compilers.first(where: { $0.key == key }) { return cached.compiler }
        var catalogs: [SourceFile] = []
        for path in configuration.catalogs { catalogs.append(try read(path)) }
        let compiler: Compiler
        do {
            compiler = try Compiler(target: target, catalogExtensions: catalogs)
        } catch {
            throw .invalidCatalog(error)
        }
        compilers.append((key, compiler))
        return compiler
    }

    /// The linter for `configuration`: its compiler, severities and design tokens.
    package mutating func linter(for configuration: Configuration) throws(Failure) -> Linter {
        let compiler = try compiler(for: configuration)
        return Linter(
            compiler: compiler, severities: configuration.severities, tokens: try tokens(for: configuration, compiler))
    }

    /// The design tokens of `configuration`, read once per token file, mapping file and target.
    private mutating func tokens(for configuration: Configuration, _ compiler: Compiler) throws(Failure)
        -> TokenExpectations?
    {
        guard let path = configuration.tokens else { return nil }
        let key = [compiler.target.rawValue] + configuration.catalogs + [path, configuration.tokensMap ?? ""]
        if let cached = expectations.first(where: { $0.key == key }) { return cached.tokens }
        let tokensFile = try read(path)
        let map = try configuration.tokensMap.map { (path) throws(Failure) in try read(path) }
        switch TokenImporter(compiler: compiler).expectations(tokensFile, map: map) {
        case .failure(let errors): throw .invalidTokens(errors)
        case .success(let tokens):
            expectations.append((key, tokens))
            return tokens
        }
    }

    /// The file at the absolute `path`, named `name(path)`.
    private func read(_ path: String) throws(Failure) -> SourceFile {
        switch reader.read(path: path) {
        case .success(let bytes): return SourceFile(path: name(path), bytes: bytes)
        case .failure(let failure): throw .unreadable(path: name(path), reason: failure.reason)
        }
    }
}

extension BoundedReader {
    /// The reader of every file fdlc and its language server read: at most what
    /// `FDLC_MAX_INPUT_SIZE` says (a size ``parseSize(_:)`` reads), or ``defaultLimit``
    /// when it is not set or not a size (`fdlc` refuses an invalid setting before it reads).
    package static let configured = BoundedReader(
        limit: limitSetting.flatMap(BoundedReader.parseSize) ?? BoundedReader.defaultLimit)

    /// `FDLC_MAX_INPUT_SIZE`, when set.
    package static let limitSetting = getenv("FDLC_MAX_INPUT_SIZE").map { String(cString: $0) }
}
