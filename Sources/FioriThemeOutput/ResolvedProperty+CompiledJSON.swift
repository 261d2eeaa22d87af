import FioriTheme

extension ResolvedProperty {
    /// The property as the compiled JSON writes it (README, "Compiled JSON"):
    /// `{"property", "state", "value", "origin"}`, with sorted keys when serialised.
    package var compiledJSON: JSONValue {
        json
    }
}
