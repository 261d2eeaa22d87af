extension String {
    /// The string with each scalar that is a key of `replacements` replaced by its value:
    /// the one escaping loop behind code frames' fix-its and GitHub's workflow commands.
    ///
    /// Every key must be ASCII: the string is scanned as UTF-8 bytes against a bit mask of
    /// the keys (a non-ASCII scalar's bytes never equal one), and a string with nothing to
    /// replace is returned as it is, since a lint report escapes the text of every fix-it.
    func escaping(_ replacements: [Unicode.Scalar: String]) -> String {
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
