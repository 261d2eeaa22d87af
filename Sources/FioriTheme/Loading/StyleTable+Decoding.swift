extension StyleTable {
    /// Loads a table from the JSON that ``json()`` writes (`fdlc compile`'s output, described
    /// by `Docs/style-table.schema.json`), so that `StyleTable(json: Array(table.json().serialized().utf8)) == table`.
    ///
    /// The document is read strictly: RFC 8259 JSON (a leading UTF-8 byte-order mark is
    /// allowed), no duplicate keys, no unknown keys, every field present with its type, and
    /// ``formatVersion`` equal to the version this library writes. The error says what is
    /// wrong and at which byte.
    public init(json bytes: [UInt8]) throws(StyleTableLoadError) {
        let root: JSONReader.Node
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw StyleTableLoadError(message: error.message, offset: error.offset ?? 0)
        }
        self = try StyleTableDecoder(bytes: bytes).table(root)
    }
}
