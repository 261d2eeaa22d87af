import Foundation

extension Theme {
    /// Loads the JSON that `fdlc compile` writes; gives a theme equal to the one compiled
    /// from the same sources. The error says what is wrong and at which line and column.
    public init(json bytes: [UInt8]) throws(StyleTableLoadError) {
        self.init(table: try StyleTable(json: bytes))
    }

    /// Loads the JSON that `fdlc compile` writes, as ``init(json:)`` does.
    public init(data: Data) throws(StyleTableLoadError) {
        try self.init(json: [UInt8](data))
    }

    /// Loads the JSON file that `fdlc compile` wrote, for example one in the app's bundle:
    ///
    /// ```swift
    /// let theme = try Theme(contentsOf: Bundle.main.url(forResource: "brand", withExtension: "json")!)
    /// ```
    ///
    /// Throws the error `Data(contentsOf:)` throws when the file cannot be read, and a
    /// ``StyleTableLoadError`` (with its line and column) when it is not a compiled table.
    public init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }
}
