extension StyleTable {
    /// Loads a table from the JSON that `fdlc compile` writes (described by
    /// `Docs/style-table.schema.json`), so that loading a compiled table gives it back equal.
    ///
    /// The document is read strictly: RFC 8259 JSON (a leading UTF-8 byte-order mark is
    /// allowed), no duplicate keys, no unknown keys, every field present with its type, and
    /// ``formatVersion`` equal to the version this library writes. The error says what is
    /// wrong, and at which byte, line and column.
    public init(json bytes: [UInt8]) throws(StyleTableLoadError) {
        do {
            self = try StyleTableDecoder(bytes: bytes).table(try JSONReader.parse(bytes))
        } catch {
            throw StyleTableLoadError(message: error.message, offset: error.offset ?? 0, in: bytes)
        }
    }
}
