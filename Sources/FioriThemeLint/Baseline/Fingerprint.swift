import FioriThemeCore

/// Fingerprints of findings that survive edits elsewhere in the file: a finding keeps its
/// fingerprint when lines are added or removed above it, and gets a new one when the code it is
/// about changes.
///
/// A fingerprint is 16 hex digits of a 64-bit FNV-1a hash of the rule id, the text of the line
/// the finding starts on (of a line longer than 1 024 bytes, the 256 bytes either side of the
/// finding) and of its first 256 bytes (each with runs of whitespace made one space), and
/// the message with its digits left out (a message may quote a position or a ratio), then `:`
/// and the finding's occurrence among those of its file with the same hash, from 1: two equal
/// empty rules are `…:1` and `…:2`. Nothing in it depends on line or column numbers, the
/// file's name or the machine.
package enum Fingerprint {
    /// The fingerprint of each diagnostic, in order. Diagnostics of one file must be in report
    /// order (as every report has them) for occurrences to count the same from run to run.
    package static func of(_ diagnostics: [Diagnostic]) -> [String] {
        var occurrences: [ObjectIdentifier: [UInt64: Int]] = [:]
        return diagnostics.map { diagnostic in
            let hash = codeHash(diagnostic)
            let count = occurrences[ObjectIdentifier(diagnostic.file), default: [:]][hash, default: 0] + 1
            occurrences[ObjectIdentifier(diagnostic.file), default: [:]][hash] = count
            return hex(hash) + ":" + String(count)
        }
    }

    /// The hash of what a finding is about, without its position.
    private static func codeHash(_ diagnostic: Diagnostic) -> UInt64 {
        let file = diagnostic.file
        var line = file.lineRange(file.location(of: diagnostic.range.start).line)
        if line.length > 1024 {
            line = SourceRange(
                start: max(line.start, diagnostic.range.start - 256), end: min(line.end, diagnostic.range.start + 256))
        }
        let start = min(diagnostic.range.start, file.bytes.count)
        let end = max(start, min(diagnostic.range.end, start + 256, file.bytes.count))
        var hash = FNV1a()
        hash.add(diagnostic.code.rawValue.utf8)
        hash.add(collapsingWhitespace(file.bytes[line.start..<max(line.start, line.end)]))
        hash.add(collapsingWhitespace(file.bytes[start..<end]))
        hash.add(diagnostic.message.utf8.filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        return hash.value
    }

    /// `bytes` trimmed, with each run of spaces, tabs, CR and LF made one space.
    private static func collapsingWhitespace(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return result
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// 64-bit FNV-1a; each part is followed by a 0xFF separator, a byte UTF-8 never holds.
    private struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            for byte in bytes { mix(byte) }
            mix(0xFF)
        }

        private mutating func mix(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }
}
