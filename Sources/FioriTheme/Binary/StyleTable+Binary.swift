extension StyleTable {
    /// The table in the compact binary layout that `fdlc compile --format binary` writes and
    /// ``Theme/init(binary:)`` reads in place: the same table always gives the same bytes.
    package func binary() -> [UInt8] {
        BinaryTableWriter.bytes(of: self, index: Theme(table: self).index)
    }

    /// Loads a table from the binary layout `fdlc compile --format binary` writes, checked as
    /// ``Theme/init(binary:)`` checks it, and decoded whole.
    public init(binary bytes: [UInt8]) throws(StyleTableLoadError) {
        self = try Theme(binary: bytes).table
    }
}
