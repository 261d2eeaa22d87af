/// The layout of the compact binary table `fdlc compile --format binary` writes and
/// ``Theme/init(binary:)`` reads in place: what the JSON holds, plus the lookup index a
/// ``Theme`` would otherwise build at launch (with every declaration's colour resolved in
/// each palette variant), so that loading one is a check of its bytes, not a parse.
///
/// All integers are little-endian. The file is a 32-byte header, a directory of sections, and
/// the sections, each starting at a multiple of 8:
///
/// | bytes | field |
/// |---|---|
/// | 0–3 | magic `FDLT` (no JSON document starts with `F`) |
/// | 4–7 | ``version`` |
/// | 8–11 | the file's length in bytes |
/// | 12–15 | ``indexFingerprint``: the states and variants the index was built for |
/// | 16–23 | ``checksum(_:)`` of every byte after the header |
/// | 24–27 | the number of sections, ``Section/count`` |
/// | 28–31 | zero |
/// | 32– | per ``Section``, its offset and length in bytes |
///
/// A string is a reference (offset, length) into ``Section/strings``; a list of strings a
/// reference (first, count) into ``Section/stringLists``, pairs of string references. A
/// declaration or palette override is an ``entrySize``-byte entry (see ``Entry``).
/// Declarations are numbered: first every class's unconditional ones (classes and keys in
/// sorted order, the order of ``ThemeIndex/properties``), then every media query's.
package enum BinaryTableLayout {
    /// The magic bytes that start the file.
    static let magic: [UInt8] = Array("FDLT".utf8)
    /// The layout's version; bumped on any incompatible change.
    static let version: UInt32 = 1
    /// The header's size before the section directory.
    package static let headerSize = 32
    /// A string reference whose offset is this is no string (nil).
    static let none: UInt32 = 0xFFFF_FFFF

    /// The sections, in the order of the directory.
    enum Section: Int, CaseIterable {
        /// UTF-8 text that string references point into.
        case strings
        /// String references, 8 bytes each: `via` chains and class lists.
        case stringLists
        /// Every declaration, ``entrySize`` bytes each.
        case declarations
        /// Per class, sorted: name (8), first unconditional declaration, their count, first
        /// media query in ``media``, their count (4 each).
        case classes
        /// Per media query of a class, sorted within it: query (8), first declaration, count.
        case media
        /// Every palette override, ``entrySize`` bytes each, sorted by the bytes of its key.
        case overrides
        /// The index's buckets, 8 bytes each (see ``ThemeIndex``).
        case buckets
        /// The index's entry records, 4-byte integers: per entry its key's length, its slots,
        /// then its key's bytes (see ``ThemeIndex``).
        case records
        /// Per unconditional declaration and variant, 8 bytes: bit 32 set when the
        /// declaration shows a colour there, its `0xRRGGBBAA` in the low 32 bits.
        case colors

        static let count = allCases.count
    }

    /// The size of a class record and of a media query record.
    static let classSize = 24
    static let mediaSize = 16

    /// The size of a declaration or override entry. Its fields, at these offsets:
    enum Entry {
        /// The key as written (`tint-color-disabled`, `tintColor_darkBackground`).
        static let key = 0
        /// The base property, or the override's style.
        static let name = 8
        /// The state (a string, ``none`` for nil); for an override, the variant's index in
        /// `ColorVariant.allCases` in the first four bytes, ``none`` for none.
        static let state = 16
        /// The origin's file (a string), line and column (8 bytes each), `via` (a list).
        static let file = 24
        static let line = 32
        static let column = 40
        static let via = 48
        /// The value: a ``ValueTag`` byte, a sub-tag byte, two zero bytes, a 4-byte auxiliary
        /// number, then 32 bytes of payload.
        static let tag = 56
        static let subTag = 57
        static let auxiliary = 60
        static let payload = 64
    }
    static let entrySize = 96

    /// What a value entry holds; its payload by tag:
    enum ValueTag: UInt8 {
        /// An override the runtime cannot read (`value: null`).
        case none = 0
        /// A literal colour: `0xRRGGBBAA` (4).
        case rgba
        /// A UIKit or SwiftUI colour name: the name (8), then `0xRRGGBBAA` (4); the sub-tag
        /// is 1 when the colour has a fixed value.
        case named, swiftUI
        /// A palette colour: the style (8); the sub-tag a ``PaletteScheme`` (0 device,
        /// 1 deviceInverse, 2 lightConstant, 3 darkConstant, 4 a fixed variant whose index is
        /// the auxiliary number).
        case palette
        /// One string (8).
        case fontTextStyle, textAlignment, fontName, image, keyword
        /// A `Double` (8), an `Int` (8), or the sub-tag 0 or 1.
        case number, integer, boolean
        /// Four `Double`s, top, right, bottom, left; two, x and y.
        case box, offset
        /// A list (8).
        case classList
    }

    /// The states and variants the index's slots and colours are laid out for: a file built
    /// for others (a newer library with another state) is rejected rather than misread.
    static let indexFingerprint: UInt32 = {
        var hash: UInt32 = 2_166_136_261
        for byte in (Theme.states + ColorVariant.allCases.map(\.rawValue)).joined(separator: ",").utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }()

    /// A 64-bit checksum of `bytes` (a multiple of 8 long): four lanes of eight bytes mixed by
    /// multiplication, so that any flipped bit changes it, at a few bytes per cycle.
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)
        let words = bytes.count / 8
        var word = 0
        func mix(_ lane: inout UInt64, _ value: UInt64) {
            lane = (lane ^ value) &* 0x9E37_79B9_7F4A_7C15
            lane ^= lane >> 29
        }
        while word + 4 <= words {
            mix(&lanes.0, bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
            mix(&lanes.1, bytes.loadUnaligned(fromByteOffset: word * 8 + 8, as: UInt64.self))
            mix(&lanes.2, bytes.loadUnaligned(fromByteOffset: word * 8 + 16, as: UInt64.self))
            mix(&lanes.3, bytes.loadUnaligned(fromByteOffset: word * 8 + 24, as: UInt64.self))
            word += 4
        }
        while word < words {
            mix(&lanes.0, bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
            word += 1
        }
        var hash = UInt64(bytes.count)
        mix(&hash, lanes.0)
        mix(&hash, lanes.1)
        mix(&hash, lanes.2)
        mix(&hash, lanes.3)
        return hash
    }
}
