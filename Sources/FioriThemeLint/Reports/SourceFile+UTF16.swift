import FioriThemeCore

extension SourceFile {
    /// The 1-based column of a byte offset counted in UTF-16 code units, as SARIF counts by
    /// default; an invalid byte counts as one.
    func utf16Column(of offset: Int) -> Int {
        let line = location(of: offset).line
        let start = lineRange(line).start
        let end = max(start, min(offset, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }
}
