import Foundation

extension Theme {
    /// Loads the JSON that `fdlc compile` writes; gives a theme equal to the one compiled
    /// from the same sources. The error says what is wrong and at which line and column.
    public init(json bytes: [UInt8]) throws(StyleTableLoadError) {
        self.init(table: try StyleTable(json: bytes))
    }

    /// Loads what `fdlc compile` writes: the binary table of `--format binary` as
    /// ``init(binary:)`` does (told apart by its first bytes, `FDLT`, which no JSON starts
    /// with), otherwise the JSON as ``init(json:)`` does.
    public init(data: Data) throws(StyleTableLoadError) {
        let bytes = [UInt8](data)
        if bytes.starts(with: BinaryTableLayout.magic) {
            try self.init(binary: bytes)
        } else {
            try self.init(json: bytes)
        }
    }

    /// Loads the file that `fdlc compile` wrote, JSON or binary (see ``init(data:)``), for
    /// example one in the app's bundle:
    ///
    /// ```swift
    /// let theme = try Theme(contentsOf: Bundle.main.url(forResource: "brand", withExtension: "json")!)
    /// ```
    ///
    /// Throws the error `Data(contentsOf:)` throws when the file cannot be read, and a
    /// ``StyleTableLoadError`` (with its line and column, or its byte in a binary table) when
    /// it is not a compiled table.
    public init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }
}
