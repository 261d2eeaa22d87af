/// The pieces of a text report, appended to one UTF-8 buffer (see
/// ``DiagnosticRenderer/write(_:to:)``) with the same escapes as the `String` forms they replace.
extension Array where Element == UInt8 {
    /// Appends `value` in decimal.
    package mutating func appendDecimal(_ value: Int) {
        guard value >= 0 else {
            append(contentsOf: String(value).utf8)
            return
        }
        if value >= 10 { appendDecimal(value / 10) }
        append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    }

    /// Appends the UTF-8 of `text`, copied from the string's own storage.
    package mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `text` as ``Swift/String/escapingControls`` shows it.
    package mutating func appendEscapingControls(_ text: String) {
        var text = text
        let escapes = text.withUTF8 { bytes in
            let plain = Self.printableRunEnd(bytes, from: 0, to: bytes.count)
            guard plain < bytes.count, bytes[plain...].contains(where: Self.mayNeedEscaping) else {
                append(contentsOf: bytes)
                return false
            }
            return true
        }
        if escapes { append(contentsOf: text.escapingControls.utf8) }
    }

    /// Appends the text of a fix-it as its description shows it: each line feed as `\n`, each
    /// carriage return as `\r`, and with `escapingControls` each other scalar that
    /// ``Swift/String/escapingControls`` escapes, as it escapes it.
    package mutating func appendFixItText(_ text: String, escapingControls: Bool) {
        let special =
            escapingControls
            ? Self.contains(text, where: Self.mayNeedEscaping)
            : Self.contains(text, where: { $0 == 0x0A || $0 == 0x0D })
        guard special else {
            append(contentsOf: text.utf8)
            return
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                append(contentsOf: #"\n"#.utf8)
            } else if scalar == "\r" {
                append(contentsOf: #"\r"#.utf8)
            } else if escapingControls, scalar.needsEscapingInText {
                appendEscape(scalar.value)
            } else {
                append(contentsOf: UTF8.encode(scalar)!)
            }
        }
    }

    /// Appends the text of `range` in `file` (invalid UTF-8 repaired, as ``SourceFile/text(_:)``
    /// repairs it) as ``appendFixItText(_:escapingControls:)`` shows it.
    package mutating func appendFixItText(_ file: SourceFile, _ range: SourceRange, escapingControls: Bool) {
        let lower = Swift.max(0, Swift.min(range.start, file.bytes.count))
        let upper = Swift.max(lower, Swift.min(range.end, file.bytes.count))
        let ascii = file.bytes.withUnsafeBufferPointer { bytes in
            guard !Self.containsNonASCII(bytes, from: lower, to: upper) else { return false }
            // Runs of printable bytes copied at once; each other byte escaped or copied.
            var index = lower
            while index < upper {
                let runEnd = Self.printableRunEnd(bytes, from: index, to: upper)
                if runEnd > index {
                    append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                    index = runEnd
                    continue
                }
                let byte = bytes[index]
                if byte == 0x0A {
                    append(contentsOf: #"\n"#.utf8)
                } else if byte == 0x0D {
                    append(contentsOf: #"\r"#.utf8)
                } else if escapingControls, byte != 0x09 {
                    appendEscape(UInt32(byte))
                } else {
                    append(byte)
                }
                index += 1
            }
            return true
        }
        if !ascii { appendFixItText(file.text(range), escapingControls: escapingControls) }
    }

    /// The end of the run of printable ASCII bytes (0x20–0x7E) that starts at `start`, at most
    /// `end`; eight bytes at a time.
    package static func printableRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let high: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= end {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let delete = word ^ 0x7F7F_7F7F_7F7F_7F7F
                let nonASCII = word & high
                let control = (word &- 0x2020_2020_2020_2020) & ~word & high
                let isDelete = (delete &- 0x0101_0101_0101_0101) & ~delete & high
                if nonASCII | control | isDelete != 0 { break }
                index += 8
            }
        }
        while index < end, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        return index
    }

    /// Whether a byte from `start` up to `end` is 0x80 or above; eight bytes at a time.
    private static func containsNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= end {
                if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return true
                }
                index += 8
            }
        }
        while index < end {
            if bytes[index] >= 0x80 { return true }
            index += 1
        }
        return false
    }

    /// `\u{1B}`: a scalar value in upper-case hexadecimal, as ``Swift/String/escapingControls`` writes it.
    private mutating func appendEscape(_ value: UInt32) {
        append(contentsOf: #"\u{"#.utf8)
        append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
        append(UInt8(ascii: "}"))
    }

    /// Whether a UTF-8 byte is, or may start, a scalar that ``Swift/String/escapingControls``
    /// escapes (a tab is not; the few lead bytes of C1 controls and bidirectional formatting
    /// characters are).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        if byte < 0x20 { return byte != 0x09 }
        return byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// Whether any UTF-8 byte of `text` passes `test`, read from the string's own buffer when it has one.
    private static func contains(_ text: String, where test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? text.utf8.contains(where: test)
    }
}
