extension Theme {
    /// ``value(_:for:state:)`` for a state known in code: `theme.value("tint-color", for:
    /// "fdlFUIKPIView", state: .disabled)`. The states of ``ControlState/known`` are looked up
    /// without allocating, as their names are.
    @inlinable
    public func value(_ property: String, for classPath: String, state: ControlState) -> ResolvedProperty? {
        let found = indexedDeclaration(property, for: classPath, state: state)
        return found >= 0
            ? storage.index.properties[found] : unindexedValue(found, property, for: classPath, state: state.rawValue)
    }

    /// ``color(_:for:state:variant:)`` for a state known in code.
    public func color(
        _ property: String, for classPath: String, state: ControlState, variant: ColorVariant = .lightBackground
    ) -> RGBAColor? {
        let found = indexedDeclaration(property, for: classPath, state: state)
        if found >= 0 { return index.color(found, variant: variant) }
        return found == Self.notDeclared
            ? nil : color(property, for: classPath, state: state.rawValue, variant: variant)
    }

    /// The colour a view gets for `property` in `state`, in every variant: what a platform
    /// colour that follows the appearance needs. Nil when no declaration is found, the
    /// property is not a colour, or it has no fixed value in some variant (a UIKit
    /// or SwiftUI system colour such as `systemBlue`, which the platform provides itself).
    public func adaptiveColor(_ property: String, for classPath: String, state: ControlState = .normal)
        -> AdaptiveColor?
    {
        guard case .color? = value(property, for: classPath, state: state)?.value else { return nil }
        return AdaptiveColor { color(property, for: classPath, state: state, variant: $0) }
    }

    /// The text style a view gets from `property` (`font-style` unless said otherwise) in
    /// `state`; nil when none is found or the value is not a text style.
    public func fontTextStyle(_ property: String = "font-style", for classPath: String, state: ControlState = .normal)
        -> FontTextStyle?
    {
        guard case .fontTextStyle(let name)? = value(property, for: classPath, state: state)?.value else { return nil }
        return FontTextStyle(rawValue: name)
    }

    /// The text alignment a view gets from `property` (`text-align` unless said otherwise)
    /// in `state`; nil when none is found or the value is not an alignment.
    public func textAlignment(_ property: String = "text-align", for classPath: String, state: ControlState = .normal)
        -> TextAlignment?
    {
        guard case .textAlignment(let name)? = value(property, for: classPath, state: state)?.value else { return nil }
        return TextAlignment(rawValue: name)
    }
}
