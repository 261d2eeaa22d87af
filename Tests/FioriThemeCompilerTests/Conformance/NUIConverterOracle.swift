import FioriTheme
import Foundation

/// NUIConverter (tombenner/nui @ 744a36f) written a second way, with NUI's own regular
/// expressions, to check the values fdlc compiles against the texts NUI recorded.
enum NUIConverterOracle {
    /// `-[NSString floatValue]`.
    static func floatValue(_ text: String) -> Double {
        let scanner = Scanner(string: text)
        scanner.charactersToBeSkipped = .whitespacesAndNewlines
        return scanner.scanDouble() ?? 0
    }

    /// `toColor:` for a text UIKit has no colour name for: `#RRGGBBAA`, or nil for no colour.
    static func colorHex(_ text: String) -> String? {
        let compact = text.components(separatedBy: .whitespacesAndNewlines).joined().uppercased()
        if let digits = firstMatch("(?:0X|#)([0-9A-F]{6})", in: compact)?.first ?? nil {
            return "#" + digits + "FF"
        }
        let number = "(\\d{1,3}|[0-9.]+)"
        guard
            let groups = firstMatch(
                "(RGB|RGBA|HSL|HSLA)\\(\(number),\(number),\(number)(?:,\(number))?\\)", in: compact),
            let name = groups[0]
        else { return nil }
        if name.hasSuffix("A"), groups[4] == nil { return nil }
        let values = groups[1...3].map { component($0!) }
        let alpha = name.hasSuffix("A") ? component(groups[4]!) : 1
        var rgb = values
        if name.hasPrefix("HSL") {
            let clamp = { (value: Double) in min(max(value, 0), 1) }
            let hue = clamp(values[0]) == 1 ? 0 : clamp(values[0])
            rgb = hsvToRGB(hue, clamp(values[1]), clamp(values[2]))
        }
        return "#" + (rgb + [alpha]).map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    /// `toSize:`: nil where NUI raises.
    static func size(_ text: String) -> (Double, Double)? {
        let parts = text.components(separatedBy: ",")
        return parts.count < 2 ? nil : (floatValue(parts[0]), floatValue(parts[1]))
    }

    /// `toEdgeInsets:`.
    static func edgeInsets(_ text: String) -> [Double] {
        let values = text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.map(floatValue)
        switch values.count {
        case 1: return Array(repeating: values[0], count: 4)
        case 2: return [values[0], values[1], values[0], values[1]]
        case 3: return [values[0], values[1], values[2], values[1]]
        case 4: return values
        default: return [0, 0, 0, 0]
        }
    }

    private static func component(_ text: String) -> Double {
        text.contains(".") ? floatValue(text) : floatValue(text) / 255
    }

    private static func hsvToRGB(_ h: Double, _ s: Double, _ v: Double) -> [Double] {
        guard s > 0 else { return [v, v, v] }
        let i = Int(h * 6)
        let f = h * 6 - Double(i)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch i % 6 {
        case 0: return [v, t, p]
        case 1: return [q, v, p]
        case 2: return [p, v, t]
        case 3: return [p, q, v]
        case 4: return [t, p, v]
        default: return [v, p, q]
        }
    }

    /// The capture groups of the first match (nil for a group that took no part).
    private static func firstMatch(_ pattern: String, in text: String) -> [String?]? {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: range) else { return nil }
        return (1..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) }
        }
    }
}
