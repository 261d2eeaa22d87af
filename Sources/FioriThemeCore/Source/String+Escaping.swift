extension String {
    /// The string with each scalar that is a key of `replacements` replaced by its value:
    /// the one escaping loop behind code frames' fix-its and GitHub's workflow commands.
    ///
    /// Every key must be ASCII: the string is scanned as UTF-8 bytes against a bit mask of
    /// the keys (a non-ASCII scalar's bytes never equal one), and a string with nothing to
    /// replace is returned as it is, since a lint report escapes the text of every fix-it.
    package func escaping(_ replacements: [Unicode.Scalar: String]) -> String {
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for key in replacements.keys {
            precondition(key.isASCII, "escaping(_:) replaces ASCII scalars only")
            if key.value < 64 { mask.low |= 1 << UInt64(key.value) } else { mask.high |= 1 << UInt64(key.value - 64) }
        }
        func isKey(_ byte: UInt8) -> Bool {
            byte < 64 ? mask.low >> UInt64(byte) & 1 == 1 : byte < 128 && mask.high >> UInt64(byte - 64) & 1 == 1
        }
        guard utf8.contains(where: isKey) else { return self }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count + 8)
        for byte in utf8 {
            if isKey(byte), let replacement = replacements[Unicode.Scalar(byte)] {
                output += replacement.utf8
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension String {
    /// The string as human-readable output shows text that came from a theme: each control
    /// character (C0 but tab, DEL, C1) and each bidirectional formatting character (U+061C,
    /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) written as `\u{1B}`, so a theme cannot
    /// clear a terminal, colour it or reorder what a reader sees, as compilers show source text.
    /// JSON and SARIF escape on their own and do not use this.
    ///
    /// Scans UTF-8 bytes for the few lead bytes these scalars start with and returns the string
    /// as it is when there is none, since a report escapes every message.
    package var escapingControls: String {
        guard utf8.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 })
        else {
            return self
        }
        var output = ""
        output.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            if scalar.needsEscapingInText {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

extension Unicode.Scalar {
    /// Whether human-readable output shows this scalar escaped (see ``Swift/String/escapingControls``).
    package var needsEscapingInText: Bool {
        switch value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
