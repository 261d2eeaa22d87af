/// The one definition of valid UTF-8 that the lexer, the line table, the code frames and the
/// compiled table's load errors share, so a byte the lexer reports as invalid is also one
/// column wherever a position is shown.
///
/// Inlinable because the lexer calls it per non-ASCII byte from another module.
package enum UTF8Scalar {
    /// The length of the valid UTF-8 scalar starting at `index`, or 0 when the bytes there
    /// are not one (a stray continuation byte, an overlong form, a surrogate, a truncated
    /// sequence, or a lead byte above U+10FFFF).
    @inlinable @inline(__always)
    package static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lead = bytes[index]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lowest, second <= highest else { return 0 }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// How many bytes one column covers at `index`: a valid scalar, or a single invalid byte.
    @inlinable @inline(__always)
    package static func columnWidth(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        max(1, length(at: index, in: bytes))
    }
}

extension UTF8Scalar {
    /// The scalar value and length of the valid UTF-8 scalar starting at `index`, or nil.
    package static func decode(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int)? {
        let length = length(at: index, in: bytes)
        guard length > 0 else { return nil }
        let lead = UInt32(bytes[index])
        var value: UInt32 =
            switch length {
            case 1: lead
            case 2: lead & 0x1F
            case 3: lead & 0x0F
            default: lead & 0x07
            }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }
}
