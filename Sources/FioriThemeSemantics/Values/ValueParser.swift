import FioriTheme
import FioriThemeCore
import FioriThemeSyntax
import Foundation

/// Parses a resolved value (its tokens) into a ``StyleValue`` of the property's type.
///
/// Each type accepts what the runtimes read correctly; what they misread silently (a box
/// written with commas, an offset without one, a three-argument `rgba`) is an error naming
/// the expected form. See `Grammar/nss.ebnf` for the value grammar and the runtimes' readers.
package struct ValueParser {
    /// The runtime whose reading of values is checked (8-digit hex order, colour forms, …).
    var target: Target
    /// Whether to add warnings where the target reads a valid value differently or not at all.
    var reportsPortability = true

    /// UIKit's text styles plus Fiori's KPI styles (`FDLFontStyle` in SAPFiori), as the runtime names them.
    package static let fontTextStyles = FontTextStyle.allCases.map(\.rawValue)
    package static let textAlignments = TextAlignment.allCases.map(\.rawValue)
    package static let keywords: [ValueType: [String]] = [
        .borderStyle: ["none", "line", "bezel", "rounded"],
        .separatorStyle: ["none", "single-line", "single-line-etched"],
        .verticalAlign: ["top", "center", "bottom", "fill"],
        .horizontalAlign: ["left", "center", "right", "fill"],
        .keyboardAppearance: ["default", "dark", "light", "alert"],
        .textTransform: ["uppercase", "lowercase", "capitalize", "none"],
    ]

    /// ``fontTextStyles``, ``textAlignments`` and each type's ``keywords`` with their bytes,
    /// for reading a one-token value without a string (``parseToken(_:in:as:)``).
    static let fontTextStyleSpellings = Spellings(fontTextStyles)
    static let textAlignmentSpellings = Spellings(textAlignments)
    private static let borderStyles = Spellings(keywords[.borderStyle]!)
    private static let separatorStyles = Spellings(keywords[.separatorStyle]!)
    private static let verticalAlignments = Spellings(keywords[.verticalAlign]!)
    private static let horizontalAlignments = Spellings(keywords[.horizontalAlign]!)
    private static let keyboardAppearances = Spellings(keywords[.keyboardAppearance]!)
    private static let textTransforms = Spellings(keywords[.textTransform]!)
    private static let noKeywords = Spellings([])

    /// ``keywords`` of `type`, found without hashing: this runs for every keyword value.
    static func keywordSpellings(_ type: ValueType) -> Spellings {
        switch type {
        case .borderStyle: borderStyles
        case .separatorStyle: separatorStyles
        case .verticalAlign: verticalAlignments
        case .horizontalAlign: horizontalAlignments
        case .keyboardAppearance: keyboardAppearances
        case .textTransform: textTransforms
        default: noKeywords
        }
    }

    /// The result of parsing: a value with remarks, or the reason it is invalid.
    package enum Outcome: Equatable {
        case value(StyleValue, warnings: [ValueProblem])
        case invalid(ValueProblem)
    }

    /// Parses `parts` (tokens of `file`, variables already substituted) as `type`.
    package func parse(_ parts: [Token], in file: SourceFile, as type: ValueType) -> Outcome {
        parse(parts[...], in: file, as: type)
    }

    /// Parses `parts` (tokens of `file`, variables already substituted) as `type`. A value of
    /// one token in its usual form is read straight from the file's bytes
    /// (``parseToken(_:in:as:)``); the value's text is built only for the other forms.
    package func parse(_ parts: ArraySlice<Token>, in file: SourceFile, as type: ValueType) -> Outcome {
        if target.readsValuesWithNUIConverter, let outcome = parseAsNUI(parts, in: file, as: type) { return outcome }
        let outcome = parseOwn(parts, in: file, as: type)
        guard target.fallsBackToNUIConverter, type == .color, case .invalid(let problem) = outcome else {
            return outcome
        }
        return convertedColor(parts, in: file, rejectedBecause: problem)
    }

    /// ``parse(_:in:as:)-(ArraySlice<Token>,_,_)``, with the outcome of each distinct value
    /// other than the usual forms (``usualForm(_:in:as:)``) held in `memo`, and reused.
    func parse(_ parts: ArraySlice<Token>, in file: SourceFile, as type: ValueType, memo: inout ValueMemo) -> Outcome {
        if !target.readsValuesWithNUIConverter, let outcome = usualForm(parts, in: file, as: type) { return outcome }
        return memo.outcome(of: parts, as: type, in: file) { parse(parts, in: file, as: type) }
    }

    /// A value in the form nearly every value of a theme takes, read from the file's bytes
    /// (one token, or `rgb()`/`rgba()` of plain numbers), as fdlc's own reading gives it,
    /// which is then always a value; nil for any other form.
    private func usualForm(_ parts: ArraySlice<Token>, in file: SourceFile, as type: ValueType) -> Outcome? {
        if parts.count == 1, let outcome = parseToken(parts[parts.startIndex], in: file, as: type) { return outcome }
        if type == .color, let outcome = parseColorFunction(parts, in: file) { return outcome }
        return nil
    }

    /// fdlc's own reading of `parts` as `type`, for the target's hex order and colour forms.
    private func parseOwn(_ parts: ArraySlice<Token>, in file: SourceFile, as type: ValueType) -> Outcome {
        if let outcome = usualForm(parts, in: file, as: type) { return outcome }
        let text = ValueParser.text(of: parts, in: file)
        if let palette = paletteReference(parts, in: file) {
            guard type == .color else {
                return .invalid(problem("'@\(palette)' is a palette colour, but \(type.displayName) is expected"))
            }
            return parseColor("@" + palette)
        }
        switch type {
        case .color:
            return parseColor(text)
        case .fontTextStyle:
            return choice(text, among: ValueParser.fontTextStyles, type: type) { .fontTextStyle($0) }
        case .textAlignment:
            let outcome = choice(text, among: ValueParser.textAlignments, type: type) { .textAlignment($0) }
            guard reportsPortability, case .value(let value, _) = outcome, let known = target.textAlignments,
                !known.contains(text)
            else { return outcome }
            return .value(
                value,
                warnings: [
                    ValueProblem(
                        code: .portabilityValue,
                        message:
                            "\(target.runtimeName) knows only \(known.sorted().joined(separator: ", ")) alignments; '\(text)' becomes left"
                    )
                ])
        case .borderStyle, .separatorStyle, .verticalAlign, .horizontalAlign, .keyboardAppearance, .textTransform:
            return choice(text, among: ValueParser.keywordSpellings(type).words, type: type) { .keyword($0) }
        case .number:
            return parseNumber(text)
        case .integer:
            guard let value = Int(text) else { return .invalid(problem("expected an Integer")) }
            return .value(.integer(value), warnings: [])
        case .boolean:
            return parseBoolean(text)
        case .box:
            return parseBox(parts, in: file)
        case .offset:
            return parseOffset(parts, in: file)
        case .fontName:
            return .value(.fontName(text), warnings: [])
        case .image:
            guard parts.count == 1 else {
                return .invalid(problem("an Image is one name such as 'Assets/logo.png'"))
            }
            return .value(.image(text), warnings: [])
        case .classList:
            return parseClassList(parts, in: file)
        }
    }

    /// The value's text as a runtime sees it: tokens joined, with one space where the source had any.
    package static func text<C: Collection<Token>>(of parts: C, in file: SourceFile) -> String {
        // The parts' own buffer (arrays and slices have one): iterating a generic collection
        // across modules costs more than building the text.
        parts.withContiguousStorageIfAvailable { text(ofParts: $0, in: file) } ?? text(of: Array(parts), in: file)
    }

    private static func text(ofParts parts: UnsafeBufferPointer<Token>, in file: SourceFile) -> String {
        // Built as UTF-8 bytes, each part repaired on its own as `SourceFile.text(_:)` repairs it.
        var text: [UInt8] = []
        var previousEnd: Int?
        let bytes = file.bytes
        for part in parts {
            if let end = previousEnd, end != part.range.start, !text.isEmpty { text.append(0x20) }
            let lower = max(0, min(part.range.start, bytes.count))
            let upper = max(lower, min(part.range.end, bytes.count))
            if bytes[lower..<upper].allSatisfy({ $0 < 0x80 }) {
                text += bytes[lower..<upper]
            } else {
                text += file.text(part.range).utf8
            }
            previousEnd = part.range.end
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The value's text as NUI hands it to its converters: the tokens joined by single
    /// spaces, whatever the source had between them (`rgb(255,0,0)` is `rgb ( 255 , 0 , 0 )`).
    static func nuiText<C: Collection>(of parts: C, in file: SourceFile) -> String where C.Element == Token {
        parts.map { file.text($0.range) }.joined(separator: " ")
    }

    /// ``text(of:in:)`` for a message: at most 60 characters, cut with `…`.
    static func quotedText<C: Collection<Token>>(of parts: C, in file: SourceFile) -> String {
        text(of: parts, in: file).shortened(to: 60)
    }

    // MARK: - Types

    private func paletteReference(_ parts: ArraySlice<Token>, in file: SourceFile) -> Substring? {
        guard parts.count == 1, let part = parts.first, part.kind == .variable else { return nil }
        return file.text(part.range).dropFirst()
    }

    /// Parses a colour as the target reads it; `@name` is a palette reference.
    private func parseColor(_ text: String) -> Outcome {
        if text.hasPrefix("@") {
            guard let name = Palette.parse(name: String(text.dropFirst())) else {
                return .invalid(problem("'\(text)' is not a palette colour"))
            }
            return .value(.color(.palette(style: name.style, scheme: name.scheme)), warnings: [])
        }
        let order: HexAlphaOrder = target.eightDigitHex == .alphaFirst ? .alphaFirst : .alphaLast
        switch ColorParser.parse(text, hexAlphaOrder: order) {
        case .success(let parsed):
            let warnings =
                reportsPortability ? ColorPortability(target: target).warnings(for: text, parsed: parsed) : []
            switch parsed {
            case .rgba(let color):
                return .value(.color(.rgba(color)), warnings: warnings)
            case .named(let name, let color): return .value(.color(.named(name, color)), warnings: warnings)
            case .paletteStyle(let name):
                return .value(.color(.palette(style: name.style, scheme: name.scheme)), warnings: warnings)
            }
        case .failure(let error):
            // The colour parser names the value itself; keep only its reason.
            let reason =
                error.message.range(of: " is not a colour: ").map { String(error.message[$0.upperBound...]) }
                ?? error.message
            return .invalid(ValueProblem(code: .invalidValue, message: reason, suggestion: error.suggestion))
        }
    }

    private func choice(
        _ text: String, among choices: [String], type: ValueType,
        make: (String) -> StyleValue
    ) -> Outcome {
        if choices.contains(text) { return .value(make(text), warnings: []) }
        var failure = problem("expected \(type.displayName), one of: \(choices.joined(separator: ", "))")
        failure.suggestion = Suggestion.closest(to: text, among: choices)
        return .invalid(failure)
    }

    /// A number, optionally with a `px` or `pt` unit, which NUI's `floatValue` ignores.
    func parseNumber(_ text: String) -> Outcome {
        if let value = ValueParser.decimal(text) { return .value(.number(value), warnings: []) }
        if let (value, warning) = numberWithUnit(text) { return .value(.number(value), warnings: [warning]) }
        return .invalid(problem("expected a Number"))
    }

    /// `2px` or `2pt`: the number, and the warning that the runtime ignores the unit.
    func numberWithUnit(_ text: String) -> (Double, ValueProblem)? {
        for unit in ["px", "pt"] where text.hasSuffix(unit) {
            let digits = String(text.dropLast(unit.count))
            if let value = ValueParser.decimal(digits) {
                return (
                    value,
                    ValueProblem(
                        code: .ignoredUnit,
                        message: "the unit '\(unit)' is ignored; the runtime reads '\(text)' as \(digits)",
                        replacement: digits)
                )
            }
        }
        return nil
    }

    /// A finite decimal number as `-[NSString floatValue]` reads it in full: an optional sign,
    /// digits with an optional fraction, an optional exponent. Not hexadecimal (`0x10`, which
    /// the runtime reads as 0), `inf` or `nan`, which Swift's `Double(_:)` would accept.
    static func decimal(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { decimal($0) }
    }

    /// ``decimal(_:)-(String)`` of UTF-8 bytes. Up to 15 significant digits without an
    /// exponent are converted exactly here (both the digits and the power of ten are exact
    /// doubles, so one division rounds correctly, as `strtod` does); longer numbers go
    /// through `Double(_:)`.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var integerDigits = 0
        while index < count, bytes[index] &- UInt8(ascii: "0") < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            digits += 1
            integerDigits += 1
            index += 1
        }
        var fraction = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, bytes[index] &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                digits += 1
                fraction += 1
                index += 1
            }
        }
        guard integerDigits + fraction > 0 else { return nil }
        var exponent = false
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            exponent = true
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > exponentStart else { return nil }
        }
        guard index == count else { return nil }
        if !exponent, digits <= 15 {
            let magnitude = fraction == 0 ? Double(mantissa) : Double(mantissa) / ValueParser.powersOfTen[fraction]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// 10⁰ … 10¹⁵, each an exact double.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    private func parseBoolean(_ text: String) -> Outcome {
        switch text {
        case "true": return .value(.boolean(true), warnings: [])
        case "false": return .value(.boolean(false), warnings: [])
        default:
            let reading = ValueParser.boolValue(text)
            var failure = problem("'\(text)' is not 'true' or 'false'; the runtime reads it as \(reading)")
            failure.code = .nonCanonicalBoolean
            failure.replacement = String(reading)
            return .value(.boolean(reading), warnings: [failure])
        }
    }

    /// `-[NSString boolValue]`: after leading whitespace, an optional sign and zeros, true for
    /// a Y, y, T, t or non-zero digit.
    static func boolValue(_ text: String) -> Bool {
        var rest = text.drop { $0 == " " || $0 == "\t" }
        if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        return rest.first.map { "YyTt123456789".contains($0) } ?? false
    }

    /// The numbers of a Box or an Offset, each as written without a unit, and the first
    /// unit (`px`, `pt`) seen; nil when a part is not a number.
    private func numbers(_ parts: ArraySlice<Token>, in file: SourceFile) -> (
        values: [Double], digits: [String], unit: String?
    )? {
        var values: [Double] = []
        var digits: [String] = []
        var unit: String?
        for part in parts {
            guard part.kind == .identifier else { return nil }
            let text = file.text(part.range)
            if let value = ValueParser.decimal(text) {
                values.append(value)
                digits.append(text)
            } else if let (value, warning) = numberWithUnit(text), let replacement = warning.replacement {
                values.append(value)
                digits.append(replacement)
                unit = unit ?? String(text.suffix(2))
            } else {
                return nil
            }
        }
        return (values, digits, unit)
    }

    /// The warning for a Box or Offset written with units: the runtime reads the numbers alone.
    private func unitWarning(
        _ unit: String?, _ parts: ArraySlice<Token>, digits: [String], separator: String, in file: SourceFile
    ) -> [ValueProblem] {
        guard let unit else { return [] }
        let withoutUnits = digits.joined(separator: separator)
        return [
            ValueProblem(
                code: .ignoredUnit,
                message:
                    "the unit '\(unit)' is ignored; the runtime reads '\(ValueParser.text(of: parts, in: file))' as '\(withoutUnits)'",
                replacement: withoutUnits)
        ]
    }

    func parseBox(_ parts: ArraySlice<Token>, in file: SourceFile) -> Outcome {
        if parts.contains(where: { $0.kind == .comma }) {
            let numbers = parts.filter { $0.kind != .comma }
            var failure = problem(
                "a Box is 1 to 4 numbers separated by spaces; with commas the runtime reads all four insets as 0")
            if self.numbers(numbers[...], in: file) != nil {
                failure.replacement = numbers.map { file.text($0.range) }.joined(separator: " ")
            }
            return .invalid(failure)
        }
        guard let (values, digits, unit) = numbers(parts, in: file), (1...4).contains(values.count) else {
            return .invalid(problem("a Box is 1 to 4 numbers separated by spaces (top right bottom left)"))
        }
        let (top, right, bottom, left): (Double, Double, Double, Double)
        switch values.count {
        case 1: (top, right, bottom, left) = (values[0], values[0], values[0], values[0])
        case 2: (top, right, bottom, left) = (values[0], values[1], values[0], values[1])
        case 3: (top, right, bottom, left) = (values[0], values[1], values[2], values[1])
        default: (top, right, bottom, left) = (values[0], values[1], values[2], values[3])
        }
        return .value(
            .box(top: top, right: right, bottom: bottom, left: left),
            warnings: unitWarning(unit, parts, digits: digits, separator: " ", in: file))
    }

    private func parseOffset(_ parts: ArraySlice<Token>, in file: SourceFile) -> Outcome {
        let pieces = parts.split { $0.kind == .comma }
        guard pieces.count == 2, parts.filter({ $0.kind == .comma }).count == 1,
            let x = numbers(pieces[0], in: file), let y = numbers(pieces[1], in: file),
            x.values.count == 1, y.values.count == 1
        else {
            var failure = problem(
                "an Offset is two numbers separated by a comma, 'x,y'; the runtime crashes on other forms")
            if let values = numbers(parts, in: file)?.values, values.count == 2 {
                failure.replacement = parts.map { file.text($0.range) }.joined(separator: ",")
            }
            return .invalid(failure)
        }
        return .value(
            .offset(x: x.values[0], y: y.values[0]),
            warnings: unitWarning(x.unit ?? y.unit, parts, digits: x.digits + y.digits, separator: ",", in: file))
    }

    private func parseClassList(_ parts: ArraySlice<Token>, in file: SourceFile) -> Outcome {
        var names: [String] = []
        var expectName = true
        for part in parts {
            if expectName, part.kind == .identifier {
                names.append(file.text(part.range))
            } else if !expectName, part.kind == .comma {
            } else {
                return .invalid(problem("expected class names separated by commas"))
            }
            expectName.toggle()
        }
        guard !expectName else { return .invalid(problem("expected class names separated by commas")) }
        return .value(.classList(names), warnings: [])
    }

    /// An invalid-value problem; the checker prefixes the value and the property.
    func problem(_ reason: String) -> ValueProblem {
        ValueProblem(code: .invalidValue, message: reason)
    }
}
