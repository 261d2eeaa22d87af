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

    private static let insetsSuffix = "-insets"
}
