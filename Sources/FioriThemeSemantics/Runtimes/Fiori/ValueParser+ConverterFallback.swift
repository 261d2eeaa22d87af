import FioriTheme
import FioriThemeCore
import FioriThemeSyntax

extension ValueParser {
    /// A colour fdlc's own reading rejected (`problem`), read again as NUI's `toColor:` reads
    /// it, for a target whose runtime ships NUI's converter (``Target/fallsBackToNUIConverter``).
    ///
    /// When the converter gets a colour, the runtime applies it: a warning says which colour
    /// (`RGBA(255,255,255,230)` is white at alpha 230/255). When it gets none, the property is
    /// dropped: the problem stays an error, worded as what the runtime reads, except `none`,
    /// which leaves the view's default colour (a warning, as for upstream NUI).
    func convertedColor(_ parts: ArraySlice<Token>, in file: SourceFile, rejectedBecause problem: ValueProblem)
        -> Outcome
    {
        let written = ValueParser.text(of: parts, in: file)
        guard !written.hasPrefix("@") else { return .invalid(problem) }
        let runtime = target.runtimeName
        switch NUIConverter.color(ValueParser.nuiText(of: parts, in: file)) {
        case .named(let name, let color)?:
            let warning = ValueProblem(
                code: .portabilityValue,
                message: "NUI's converter, which \(runtime) ships, reads '\(written)' as UIKit's '\(name)Color'")
            return .value(.color(.named(name, color)), warnings: [warning])
        case .rgba(let color)?:
            let shown = color.alpha == 255 ? String(color.hex.prefix(7)) : color.hex
            let message =
                ValueParser.alphaAsFraction(written).map {
                    "alpha \($0) is read as \($0)/255 by NUI's converter, which \(runtime) ships: '\(written)' is \(shown); "
                        + "write the alpha as a fraction with a '.' (0.0 to 1.0) to say so"
                }
                ?? "'\(written)' is no colour fdlc reads (\(problem.message)); NUI's converter, which \(runtime) ships, reads it as \(shown)"
            // `#0000000` is the 6-digit colour it starts with, whichever reader reads it.
            let sixDigits = written.hasPrefix("#") && written.dropFirst().allSatisfy(\.isHexDigit) && color.alpha == 255
            return .value(
                .color(.rgba(color)),
                warnings: [
                    ValueProblem(
                        code: .portabilityValue, message: message,
                        replacement: sixDigits ? shown : nil)
                ])
        case nil:
            if written == "none" {
                return .invalid(
                    ValueProblem(
                        code: .portabilityValue,
                        message: "\(runtime) reads no colour from 'none' (NUI's converter): the property is set to "
                            + "no colour, which UIKit draws as the view's default"))
            }
            // A name that is no palette colour ('nui_ignore'): say what the runtime reads, not
            // which part of a palette name it lacks; hex and functions keep fdlc's exact reason.
            guard problem.suggestion == nil, written.first?.isLetter == true, !written.contains("(") else {
                return .invalid(problem)
            }
            return .invalid(
                self.problem(
                    "\(runtime) reads no colour from it (it reads hex, rgb(), rgba(), hsl(), hsla(), SDK palette "
                        + "colour names and UIKit colour names), so the property gets no colour"))
        }
    }

    /// The alpha of `rgba(…)` or `hsla(…)` written as a whole number above 1 (`230`), which
    /// NUI's converter divides by 255; nil for any other text.
    static func alphaAsFraction(_ text: String) -> String? {
        let compact = text.filter { !$0.isWhitespace }.lowercased()
        guard compact.hasPrefix("rgba(") || compact.hasPrefix("hsla("), compact.hasSuffix(")") else { return nil }
        let components = compact.dropFirst(5).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard components.count == 4, let alpha = components.last, !alpha.contains("."),
            let value = Int(alpha), value > 1, value <= 255
        else { return nil }
        return String(alpha)
    }
}
