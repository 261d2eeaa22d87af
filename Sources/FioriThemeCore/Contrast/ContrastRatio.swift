/// A WCAG contrast ratio as fdlc prints it.
package enum ContrastRatio {
    /// The ratio rounded down to one decimal, so a ratio just under the minimum never prints as it.
    package static func formatted(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
