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
            guard bytes.contains(where: Self.mayNeedEscaping) else {
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
        let bytes = file.bytes
        let lower = Swift.max(0, Swift.min(range.start, bytes.count))
        let upper = Swift.max(lower, Swift.min(range.end, bytes.count))
        let text = bytes[lower..<upper]
        guard !text.contains(where: { $0 >= 0x80 }) else {
            appendFixItText(file.text(range), escapingControls: escapingControls)
            return
        }
        // ASCII: runs of printable bytes copied at once, each other byte escaped or copied.
        var index = lower
        while index < upper {
            var runEnd = index
            while runEnd < upper, bytes[runEnd] >= 0x20, bytes[runEnd] != 0x7F { runEnd += 1 }
            if runEnd > index {
                append(contentsOf: bytes[index..<runEnd])
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
