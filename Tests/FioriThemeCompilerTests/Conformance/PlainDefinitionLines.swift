import FioriTheme
import Foundation

/// The definition lines of a file that FioriThemeManager reads exactly as written, found
/// independently of fdlc: a false alarm is a "reads it differently" finding on one of them.
///
/// Deliberately narrow, so that it never calls a real difference plain: a line (as the
/// runtime splits lines) outside comments and braces, all ASCII, that is `@key:value;` where
/// the value is a hex colour (`#`/`0x` with 3, 6 or 8 digits; spaces or tabs around it and a
/// comment without `:`, `#` or `0x` after the `;` allowed, since they do not change hex), a
/// colour name, a palette style or `style_scheme` with one of the four schemes (nothing
/// around these), and where the runtime applies, from that line and under that key, exactly
/// the colour the value says.
enum PlainDefinitionLines {
    /// The byte ranges of the plain lines of `bytes`, given what the runtime applies.
    static func ranges(in bytes: [UInt8], applied: [String: [ColorVariant: FioriSwiftUICase.Applied]]) -> [Range<Int>] {
        var plain: [Range<Int>] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var inComment = false
        var depth = 0
        var segmentStart = index
        var segmentStructural = (inComment, depth)
        var segmentLine = line
        func close(at end: Int) {
            if segmentStructural == (false, 0), let written = parse(Array(bytes[segmentStart..<end])),
                readsAsWritten(written, line: segmentLine, applied: applied)
            {
                plain.append(segmentStart..<end)
            }
        }
        while index <= bytes.count {
            let breakLength = index == bytes.count ? 1 : lineBreakLength(bytes, index)
            if breakLength > 0 {
                close(at: index)
                if index < bytes.count,
                    bytes[index] == 0x0A
                        || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
                {
                    line += 1
                }
                index += breakLength
                segmentStart = index
                segmentStructural = (inComment, depth)
                segmentLine = line
                continue
            }
            let byte = bytes[index]
            if inComment {
                if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    inComment = false
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                inComment = true
                index += 1
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
            }
            index += 1
        }
        return plain
    }

    /// A plain line's key and the colour its value says.
    private struct Written {
        var key: String
        var color: ComparedColor
    }

    private static let pattern = try! NSRegularExpression(
        pattern:
            #"^@([A-Za-z0-9_]+):([ \t]*)(#[0-9A-Fa-f]+|0[xX][0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9_]*)([ \t]*);([ \t]*(/\*[^:#]*\*/)?[ \t]*)$"#
    )

    private static let fixedNames = [
        "black": "#000000FF", "white": "#FFFFFFFF", "clear": "#00000000",
        "darkGray": "#555555FF", "lightGray": "#AAAAAAFF",
    ]
    private static let systemNames: Set = [
        "gray", "red", "green", "blue", "cyan", "yellow", "orange", "purple", "brown",
    ]
    private static let schemes: Set = ["device", "deviceInverse", "lightConstant", "darkConstant"]

    private static func parse(_ segment: [UInt8]) -> Written? {
        guard segment.allSatisfy({ $0 < 0x80 }) else { return nil }
        let text = String(decoding: segment, as: UTF8.self)
        guard let match = pattern.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) else {
            return nil
        }
        func group(_ number: Int) -> String {
            Range(match.range(at: number), in: text).map { String(text[$0]) } ?? ""
        }
        let (key, value) = (group(1), group(3))
        let tight = group(2).isEmpty && group(4).isEmpty && group(5).isEmpty
        if value.hasPrefix("#") || value.lowercased().hasPrefix("0x") {
            let digits = value.hasPrefix("#") ? String(value.dropFirst()) : String(value.dropFirst(2))
            guard !group(5).lowercased().contains("0x"), let color = standardHex(digits) else { return nil }
            return Written(key: key, color: .rgba(color))
        }
        guard tight else { return nil }
        if let hex = fixedNames[value] { return Written(key: key, color: .rgba(hex)) }
        if systemNames.contains(value) { return Written(key: key, color: .system(toolkit: "swiftui", name: value)) }
        let parts = value.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 { return Written(key: key, color: .palette(style: value, scheme: "device")) }
        return schemes.contains(parts[1]) ? Written(key: key, color: .palette(style: parts[0], scheme: parts[1])) : nil
    }

    /// `#RRGGBBAA` for 3, 6 or 8 hex digits read as CSS does (alpha last).
    private static func standardHex(_ digits: String) -> String? {
        let upper = digits.uppercased()
        switch upper.count {
        case 3: return "#" + upper.map { "\($0)\($0)" }.joined() + "FF"
        case 6: return "#" + upper + "FF"
        case 8: return "#" + upper
        default: return nil
        }
    }

    /// Whether the runtime applies, from `line` under the written key, the colour written.
    private static func readsAsWritten(
        _ written: Written, line: Int, applied: [String: [ColorVariant: FioriSwiftUICase.Applied]]
    ) -> Bool {
        applied.contains { style, variants in
            variants.contains { variant, entry in
                let key = variant == .lightBackground && written.key == style ? style : style + variant.lookupSuffix
                return entry.line == line && key == written.key && entry.color == written.color
            }
        }
    }

    private static func lineBreakLength(_ bytes: [UInt8], _ index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C, 0x0D: return 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && [0xA8, 0xA9].contains(bytes[index + 2]):
            return 3
        default: return 0
        }
    }
}
