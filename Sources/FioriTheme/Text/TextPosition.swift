/// How fdlc turns a byte offset into the line and column it reports, for text read as UTF-8.
///
/// Lines are 1-based; LF, CRLF and a lone CR each end one. Columns are 1-based and count
/// Unicode scalars, so they match what an editor shows; a byte of invalid UTF-8 counts as one
/// column (see ``UTF8Scalar``), and a leading byte order mark as none.
///
/// `SourceFile` answers the same question with a line table, for the many positions of a
/// stylesheet's diagnostics; this is the one-off form, for the one error of a document.
package enum TextPosition {
    /// The UTF-8 byte order mark, which may start a stylesheet or a JSON document.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether `bytes` start with a UTF-8 byte order mark.
    package static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: byteOrderMark)
    }

    /// The 1-based line and column of `offset` in `bytes` (clamped to the document), found by
    /// reading the bytes before it once.
    package static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = hasByteOrderMark(bytes) ? min(3, end) : 0
        var index = lineStart
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || byte == 0x0D {
                // CRLF is one line break: an offset at its LF is still on the CR's line.
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A {
                    guard index < end else { break }
                    index += 1
                }
                line += 1
                lineStart = index
            }
        }
        var column = 1
        index = lineStart
        bytes.withUnsafeBufferPointer { buffer in
            while index < end {
                index += UTF8Scalar.columnWidth(at: index, in: buffer)
                column += 1
            }
        }
        return (line, column)
    }
}
