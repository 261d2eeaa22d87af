import FioriThemeCore

/// Where a target reads a valid colour differently from fdlc, or not at all.
struct ColorPortability {
    let target: Target

    /// The number of hex digits of a `#…` or `0x…` colour, nil for other forms.
    static func hexDigits(_ text: String) -> Int? {
        // On bytes: this runs for every colour, and Character-level filtering dominated it.
        var count = 0
        var first: UInt8 = 0
        var second: UInt8 = 0
        for byte in text.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            if count == 0 { first = byte } else if count == 1 { second = byte | 0x20 }
            count += 1
        }
        if first == UInt8(ascii: "#") { return count - 1 }
        if first == UInt8(ascii: "0"), second == UInt8(ascii: "x") { return count - 2 }
        return nil
    }

    /// Warnings for `text`, which fdlc parsed as `parsed`.
    func warnings(for text: String, parsed: ParsedColor) -> [ValueProblem] {
        let runtime = target.runtimeName
        if let digits = ColorPortability.hexDigits(text) {
            if digits == 8 {
                return [ValueProblem(code: .ambiguousHexAlpha, message: eightDigitMessage(text))]
            }
            return []
        }
        let lower = text.lowercased()
        let function = ["rgba(", "rgb(", "hsla(", "hsl("].first {
            lower.hasPrefix($0) || lower.hasPrefix($0.dropLast() + " (")
        }
        if let function {
            let name = String(function.dropLast())
            if !target.readsColorFunctions {
                return [
                    warning(
                        "'\(name)()' is not read by \(runtime), which reads hex colours and names only; the colour is ignored"
                    )
                ]
            }
            if name.hasPrefix("hsl"), target.readsHSLAsHSB {
                return [
                    warning(
                        "\(runtime) reads '\(name)()' as hue/saturation/brightness with the hue divided by 255, not as CSS HSL: the colour differs"
                    )
                ]
            }
            return []
        }
        if case .named(let name, _) = parsed, let known = target.colorNames {
            let magenta = name == "magenta" ? " ('magenta' is listed but returns no colour)" : ""
            if !known.contains(name) {
                return [
                    warning(
                        "'\(name)' is not a colour in \(runtime)\(magenta); it knows only \(known.sorted().joined(separator: ", ")) and hex"
                    )
                ]
            }
        }
        return []
    }

    /// How the target reads the two extra digits of an 8-digit hex colour.
    func eightDigitMessage(_ text: String) -> String {
        let digits = String(text.filter { !$0.isWhitespace }.suffix(8)).uppercased()
        let (first, rest) = (digits.prefix(2), digits.dropFirst(2))
        let (head, last) = (digits.prefix(6), digits.suffix(2))
        switch target.eightDigitHex {
        case .alphaFirst:
            return
                "8-digit hex is ambiguous: \(target.runtimeName) reads '\(text)' as #AARRGGBB (#\(rest) at alpha \(first)); FioriThemeManager reads #RRGGBBAA"
        case .alphaLast:
            return
                "8-digit hex is ambiguous: \(target.runtimeName) reads '\(text)' as #RRGGBBAA (#\(head) at alpha \(last)); SAPFiori reads #AARRGGBB"
        case .alphaDropped:
            return "\(target.runtimeName) drops the alpha of '\(text)' and uses #\(head), fully opaque"
        }
    }

    private func warning(_ message: String, replacement: String? = nil) -> ValueProblem {
        ValueProblem(code: .portabilityValue, message: message, replacement: replacement)
    }
}
