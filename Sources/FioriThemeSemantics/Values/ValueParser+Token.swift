import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

extension ValueParser {
    /// Parses a value of one identifier in the form nearly every value of a theme takes
    /// (`#0A6ED1`, `12`, `0.5`, `true`, `center`, `Assets/logo.png`) straight from the file's
    /// bytes, with the outcome ``parse(_:in:as:)-(ArraySlice<Token>,_,_)`` gives it; nil for
    /// any other form, which that function then reads from the value's text.
    func parseToken(_ token: Token, in file: SourceFile, as type: ValueType) -> Outcome? {
        guard token.kind == .identifier, token.range.length > 0 else { return nil }
        let range = token.range
        switch type {
        case .color:
            guard
                let color = file.bytes.withUnsafeBufferPointer({
                    ColorParser.shortHex(UnsafeBufferPointer(rebasing: $0[range.start..<range.end]))
                })
            else { return nil }
            return .value(.color(.rgba(color)), warnings: [])
        case .number:
            guard
                let value = file.bytes.withUnsafeBufferPointer({
                    ValueParser.decimal(UnsafeBufferPointer(rebasing: $0[range.start..<range.end]))
                })
            else { return nil }
            return .value(.number(value), warnings: [])
        case .integer:
            guard let value = file.integer(range) else { return nil }
            return .value(.integer(value), warnings: [])
        case .boolean:
            if file.bytes(range, equal: "true") { return .value(.boolean(true), warnings: []) }
            if file.bytes(range, equal: "false") { return .value(.boolean(false), warnings: []) }
            return nil
        case .fontTextStyle:
            return ValueParser.fontTextStyleSpellings.word(at: range, in: file).map {
                .value(.fontTextStyle($0), warnings: [])
            }
        case .textAlignment:
            // A target that knows fewer alignments warns about the others: read from the text.
            guard target.textAlignments == nil || !reportsPortability else { return nil }
            return ValueParser.textAlignmentSpellings.word(at: range, in: file).map {
                .value(.textAlignment($0), warnings: [])
            }
        case .borderStyle, .separatorStyle, .verticalAlign, .horizontalAlign, .keyboardAppearance, .textTransform:
            return ValueParser.keywordSpellings(type).word(at: range, in: file).map {
                .value(.keyword($0), warnings: [])
            }
        case .fontName:
            return .value(.fontName(file.text(range)), warnings: [])
        case .image:
            return .value(.image(file.text(range)), warnings: [])
        case .box, .offset, .classList:
            return nil
        }
    }
}

extension ValueParser {
    /// Parses `rgb(r, g, b)` or `rgba(r, g, b, a)` whose numbers are plain (digits with at
    /// most one `.`) and in range, from the tokens' bytes, with the outcome
    /// ``parse(_:in:as:)-(ArraySlice<Token>,_,_)`` gives it; nil for any other value, which
    /// ``ColorParser`` then reads from the value's text (and explains).
    func parseColorFunction(_ parts: ArraySlice<Token>, in file: SourceFile) -> Outcome? {
        guard parts.count == 8 || parts.count == 10, target.readsColorFunctions || !reportsPortability,
            let name = parts.first, name.kind == .identifier,
            parts[parts.startIndex + 1].kind == .leftParen, parts.last?.kind == .rightParen
        else { return nil }
        let arguments = (parts.count - 2) / 2
        guard file.lowercasedBytes(name.range, equal: arguments == 4 ? "rgba" : "rgb") else { return nil }
        var channels = SIMD4<UInt8>(0, 0, 0, 255)
        for argument in 0..<arguments {
            let token = parts[parts.startIndex + 2 + 2 * argument]
            let separator = parts[parts.startIndex + 3 + 2 * argument].kind
            guard token.kind == .identifier, separator == (argument == arguments - 1 ? .rightParen : .comma),
                let (value, hasPoint) = file.plainNumber(token.range)
            else { return nil }
            let fraction: Double
            if argument < 3 {
                guard value <= (hasPoint ? 1 : 255) else { return nil }
                fraction = hasPoint ? value : value / 255
            } else {
                // Alpha '1' reads as 1/255: an error the text path explains.
                guard hasPoint || value != 1, value <= 1 else { return nil }
                fraction = value
            }
            channels[argument] = UInt8((min(max(fraction, 0), 1) * 255).rounded())
        }
        return .value(
            .color(.rgba(RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]))),
            warnings: [])
    }
}

extension SourceFile {
    /// Whether the bytes of `range`, ASCII letters lowercased, are `lowercase`.
    fileprivate func lowercasedBytes(_ range: SourceRange, equal lowercase: StaticString) -> Bool {
        guard range.length == lowercase.utf8CodeUnitCount else { return false }
        for index in 0..<range.length where bytes[range.start + index] | 0x20 != lowercase.utf8Start[index] {
            return false
        }
        return true
    }

    /// A number as NUI's converter matches it, digits with at most one `.` and at least one
    /// digit, and whether it has the `.`; nil for other text.
    fileprivate func plainNumber(_ range: SourceRange) -> (value: Double, hasPoint: Bool)? {
        var points = 0
        for index in range.start..<range.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                points += 1
            } else if byte &- UInt8(ascii: "0") >= 10 {
                return nil
            }
        }
        guard points <= 1, range.length > points,
            let value = bytes.withUnsafeBufferPointer({
                ValueParser.decimal(UnsafeBufferPointer(rebasing: $0[range.start..<range.end]))
            })
        else { return nil }
        return (value, points == 1)
    }

    /// Decimal digits with an optional `-`, at most 18 of them, as `Int(_:)` reads them; nil
    /// for any other text (which `Int(_:)` then reads).
    fileprivate func integer(_ range: SourceRange) -> Int? {
        var index = range.start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.end, range.end - index <= 18 else { return nil }
        var value = 0
        while index < range.end {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }
}

/// A closed set of words, a keyword type's values, with each word's bytes: what a value's
/// token holds is found by comparing bytes, without a string per value.
struct Spellings: Sendable {
    /// The words, in order.
    let words: [String]
    private let bytes: [[UInt8]]

    init(_ words: [String]) {
        self.words = words
        bytes = words.map { Array($0.utf8) }
    }

    /// The first word whose bytes `range` of `file` holds, if any.
    func word(at range: SourceRange, in file: SourceFile) -> String? {
        for (index, spelling) in bytes.enumerated() where spelling.count == range.length {
            var offset = 0
            while offset < spelling.count, spelling[offset] == file.bytes[range.start + offset] { offset += 1 }
            if offset == spelling.count { return words[index] }
        }
        return nil
    }
}
