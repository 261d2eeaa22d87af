import FioriTheme

/// What must hold for any bytes loaded as a binary table (`Scripts/fuzz --binary` and the
/// tests): loading either throws a ``StyleTableLoadError`` or gives a theme whose table,
/// lookups and palette overrides can all be read, and whose table written again loads equal.
/// A crash anywhere is the failure the fuzzer reports.
package enum BinaryTableInvariants {
    /// The invariants broken by `bytes` as they are, and by `bytes` with their length and
    /// checksum made right (so that the checks behind the checksum are exercised too).
    package static func violations(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        for input in [bytes, resealed(bytes)] {
            guard let theme = try? Theme(binary: input) else { continue }
            found += violations(of: theme)
        }
        return found
    }

    /// `bytes` with the header's length and checksum set to what the bytes are, as a file
    /// crafted to pass those checks would be; shorter than a header, unchanged.
    package static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        let header = BinaryTableLayout.headerSize
        guard bytes.count >= header else { return bytes }
        var bytes = bytes
        bytes += [UInt8](repeating: 0, count: (8 - bytes.count % 8) % 8)
        for byte in 0..<4 { bytes[8 + byte] = UInt8(truncatingIfNeeded: bytes.count >> (8 * byte)) }
        let checksum = bytes.withUnsafeBytes {
            BinaryTableLayout.checksum(UnsafeRawBufferPointer(rebasing: $0[header...]))
        }
        for byte in 0..<8 { bytes[16 + byte] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(byte))) }
        return bytes
    }

    private static func violations(of theme: Theme) -> [String] {
        let table = theme.table
        for (classPath, style) in table.classes.prefix(64) {
            for (key, property) in style.properties.prefix(64) {
                for state in [nil, "disabled", "pressed"] {
                    _ = theme.value(property.baseProperty, for: "View:" + classPath, state: state)
                    _ = theme.color(key, for: classPath, state: state, variant: .darkBackground)
                }
            }
        }
        _ = theme.properties(for: table.classes.keys.first ?? "Button")
        for override in table.paletteOverrides.values.prefix(64) {
            _ = theme.color(.palette(style: override.style, scheme: .device), variant: .elevatedDarkBackground)
        }
        do {
            let again = try Theme(binary: table.binary())
            return again.table == table ? [] : ["the table written again loads different"]
        } catch {
            return ["the table written again does not load: \(error)"]
        }
    }
}
