/// The token types of the Design Tokens Format Module 2025.10 (designtokens.org/TR/2025.10/format),
/// by their `$type` spelling.
enum DesignTokenType: String, CaseIterable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// The reverse-domain key fdlc's own data goes under in `$extensions`.
    static let extensionKey = "com.sap.fdlc"
}
