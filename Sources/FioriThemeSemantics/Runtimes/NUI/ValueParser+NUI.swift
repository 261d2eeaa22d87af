import FioriTheme
import FioriThemeCore
import FioriThemeSyntax
import Foundation

extension ValueParser {
    /// Parses `parts` as upstream NUI's converters read the text NUI hands them (the tokens
    /// joined by single spaces), for the types where that differs from fdlc's own reading:
    /// colours, offsets, boxes written with commas, font and image names. nil: the other
    /// types read the same, see ``parse(_:in:as:)``.
    ///
    /// The value is the one NUI gets; a warning says where that is probably not what was
    /// meant, an error where NUI gets nothing or raises.
    func parseAsNUI(_ parts: ArraySlice<Token>, in file: SourceFile, as type: ValueType) -> Outcome? {
        let text = ValueParser.nuiText(of: parts, in: file)
        switch type {
        case .color:
            return nuiColor(text)
        case .offset:
            return nuiOffset(parts, text: text, in: file)
        case .box where parts.contains(where: { $0.kind == .comma }):
            let insets = NUIConverter.edgeInsets(text)
            var failure = problem(
                "a Box is 1 to 4 numbers separated by spaces; NUI splits '\(text)' at its spaces and reads "
                    + "top \(format(insets.top)), right \(format(insets.right)), bottom \(format(insets.bottom)), left \(format(insets.left))"
            )
            let numbers = parts.filter { $0.kind != .comma }
            if numbers.allSatisfy({ ValueParser.decimal(file.text($0.range)) != nil }) {
                failure.replacement = numbers.map { file.text($0.range) }.joined(separator: " ")
            }
            return .invalid(failure)
        case .fontName:
            return .value(.fontName(text), warnings: [])
        default:
            return nil
        }
    }

    // MARK: - Colours

    /// `toColor:`'s colour, with a warning where it is probably not the one meant.
    private func nuiColor(_ text: String) -> Outcome {
        switch NUIConverter.color(text) {
        case .named(let name, let color)?:
            return .value(.color(.named(name, color)), warnings: [])
        case .rgba(let color)?:
            return .value(.color(.rgba(color)), warnings: reportsPortability ? nuiColorRemarks(text, color) : [])
        case nil:
            return .invalid(noColor(text))
        }
    }

    /// Why NUI reads no colour from `text`: a warning for forms that look meant (`#f46`,
    /// `none`), otherwise an invalid value.
    private func noColor(_ text: String) -> ValueProblem {
        let compact = text.filter { !$0.isWhitespace }
        if ColorPortability.hexDigits(compact) == 3, compact.dropFirst().allSatisfy(\.isHexDigit) {
            return ValueProblem(
                code: .portabilityValue,
                message: "'\(text)' is not a colour in NUI: it reads 6-digit hex only, so the property gets no colour",
                replacement: "#" + compact.dropFirst().map { "\($0)\($0)" }.joined().uppercased())
        }
        if text == "none" {
            return ValueProblem(
                code: .portabilityValue,
                message:
                    "NUI reads no colour from 'none': the property is set to no colour, which UIKit draws as the view's default"
            )
        }
        if Palette.parse(name: text) != nil {
            return problem(
                "'\(text)' is an SDK palette colour, and NUI has no palette: it asks UIKit for '\(text)Color', "
                    + "which does not exist, so the property gets no colour")
        }
        var failure = problem(
            "NUI reads no colour from it (it reads hex, rgb(), rgba(), hsl(), hsla() and UIKit colour names), so the property gets no colour"
        )
        if [6, 8].contains(text.utf8.count), text.allSatisfy(\.isHexDigit) {
            failure.suggestion = "#" + text
        } else {
            failure.suggestion = Suggestion.closest(to: text, among: NUIConverter.colorNameCandidates)
        }
        return failure
    }

    /// Warnings for a colour NUI reads from `text` as `color`, where that is probably not
    /// what the text means: ignored digits or text, an 8-digit alpha, `hsl()` as HSB, alpha
    /// `1` as 1/255, components out of range.
    private func nuiColorRemarks(_ text: String, _ color: RGBAColor) -> [ValueProblem] {
        // '#' and six hex digits, nearly every colour of a theme, is read as written.
        if NUIConverter.sixDigitHex(text) != nil { return [] }
        let compact = text.filter { !$0.isWhitespace }.uppercased()
        let shown = color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex
        let remark = { (message: String, replacement: String?) in
            ValueProblem(code: .portabilityValue, message: message, replacement: replacement)
        }
        if let prefix = ["#", "0X"].first(where: { compact.hasPrefix($0) }) {
            let digits = compact.dropFirst(prefix.count)
            let clean = digits.allSatisfy(\.isHexDigit)
            if clean, digits.count == 6 { return [] }
            if clean, digits.count == 8 {
                return digits.hasSuffix("FF")
                    ? []
                    : [
                        ValueProblem(
                            code: .ambiguousHexAlpha,
                            message: ColorPortability(target: target).eightDigitMessage(text))
                    ]
            }
            return [
                remark("NUI reads only the first six hex digits of '\(text)', \(shown), and ignores the rest", shown)
            ]
        }
        guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")"),
            case let name = compact[..<open].lowercased(), ["rgb", "rgba", "hsl", "hsla"].contains(name)
        else {
            return [remark("NUI reads '\(text)' as \(shown), from the colour it finds inside", shown)]
        }
        let components = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)].split(
            separator: ",", omittingEmptySubsequences: false)
        var remarks: [ValueProblem] = []
        if name.hasPrefix("hsl") {
            remarks.append(
                remark(
                    "NUI reads '\(name)()' as hue, saturation and brightness (HSB), each a fraction of 1 "
                        + "(a number without '.' is divided by 255), not as CSS HSL: this is \(shown)", nil))
        }
        if name == "rgb" || name == "hsl", components.count == 4 {
            remarks.append(remark("NUI's '\(name)()' ignores a fourth component; use '\(name)a()' for alpha", nil))
        }
        for (offset, component) in components.enumerated() {
            let value = NUIConverter.floatValue(component)
            if component.contains(".") ? value > 1 : value > 255 {
                remarks.append(
                    remark("NUI reads component '\(component)' of '\(text)' as more than 100 % and clamps it", nil))
            }
            if offset == 3, component == "1" {
                let fixed = text.replacingOccurrences(of: "1)", with: "1.0)", options: [.backwards])
                remarks.append(
                    remark("NUI reads alpha '1' as 1/255, nearly transparent; write '1.0' for opaque", fixed))
            }
        }
        return remarks
    }

    // MARK: - Offsets

    /// `toSize:`: parts 0 and 1 of the text split at `,`; fewer than two raise.
    private func nuiOffset(_ parts: ArraySlice<Token>, text: String, in file: SourceFile) -> Outcome {
        let pieces = parts.split(omittingEmptySubsequences: false) { $0.kind == .comma }
        guard pieces.count >= 2, let (x, y) = NUIConverter.size(text) else {
            var failure = problem(
                "an Offset is two numbers separated by a comma, 'x,y'; with one part NUI's converter raises "
                    + "NSRangeException, and the app crashes when a view reads the value")
            failure.crashes = true
            if parts.count == 2, parts.allSatisfy({ ValueParser.decimal(file.text($0.range)) != nil }) {
                failure.replacement = parts.map { file.text($0.range) }.joined(separator: ",")
            }
            return .invalid(failure)
        }
        var warnings: [ValueProblem] = []
        for piece in pieces.prefix(2) {
            let pieceText = ValueParser.nuiText(of: piece, in: file)
            if piece.count == 1, ValueParser.decimal(pieceText) != nil { continue }
            if piece.count == 1, let (_, unit) = numberWithUnit(pieceText) {
                warnings.append(unit)
                continue
            }
            return .invalid(
                problem(
                    "'\(pieceText)' is not a number; NUI reads it as \(format(NUIConverter.floatValue(Substring(pieceText))))"
                ))
        }
        if pieces.count > 2 {
            warnings.append(
                ValueProblem(
                    code: .portabilityValue,
                    message: "NUI reads only the first two numbers of '\(text)': \(format(x)),\(format(y))",
                    replacement: "\(format(x)),\(format(y))"))
        }
        return .value(.offset(x: x, y: y), warnings: warnings)
    }

    /// A number as a message shows it: `2`, `0.5`.
    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
