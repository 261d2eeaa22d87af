/// How a property in a state is spelled as a key, as the theme writes it and the compiled
/// table stores it.
///
/// A state goes after the name (`tint-color-disabled`), except on the `-insets` box of an
/// image, where NUI reads it before `-insets` (`background-image-disabled-insets`, base
/// property `background-image-insets`). Since a catalog may also name a property that ends in
/// `-insets` and takes states the plain way, a key is read back in either spelling.
public enum PropertyKey {
    /// The key of `property` in `state`: the `-insets` spelling when the name ends in
    /// `-insets`, which is how every image's box is written.
    public static func spelling(of property: String, state: String?) -> String {
        spellings(of: property, state: state)[0]
    }

    /// Every key that can stand for `property` in `state`, the preferred one first.
    public static func spellings(of property: String, state: String?) -> [String] {
        guard let state else { return [property] }
        let plain = property + "-" + state
        guard property.hasSuffix(insetsSuffix), property.count > insetsSuffix.count else { return [plain] }
        return [property.dropLast(insetsSuffix.count) + "-" + state + insetsSuffix, plain]
    }

    /// Whether `key` is one of the ``spellings(of:state:)`` of `property` in `state`, compared
    /// byte by byte without building them (loading a compiled table checks every key).
    package static func isSpelling(_ key: String, of property: String, state: String?) -> Bool {
        guard let state = state?.utf8 else { return key == property }
        let key = key.utf8
        let property = property.utf8
        let insets = insetsSuffix.utf8
        guard key.count == property.count + 1 + state.count else { return false }
        /// Whether `key` is `property` with `-state` inserted after its first `stem` bytes.
        func inserted(after stem: Int) -> Bool {
            key.prefix(stem).elementsEqual(property.prefix(stem))
                && key.dropFirst(stem).first == UInt8(ascii: "-")
                && key.dropFirst(stem + 1).prefix(state.count).elementsEqual(state)
                && key.suffix(property.count - stem).elementsEqual(property.dropFirst(stem))
        }
        return inserted(after: property.count)
            || (property.count > insets.count && property.suffix(insets.count).elementsEqual(insets)
                && inserted(after: property.count - insets.count))
    }

    private static let insetsSuffix = "-insets"
}
