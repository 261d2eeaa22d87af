/// A state a view can be in, as a stylesheet names it after a property
/// (`tint-color-disabled` is `tint-color` in ``disabled``).
///
/// The states are static members for code that knows them (`theme.value("tint-color", for:
/// "fdlFUIKPIView", state: .disabled)`); `ControlState(rawValue:)` and string literals take
/// any other suffix a catalog declares, for code that reads state names at run time.
public struct ControlState: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The suffix as a stylesheet writes it after the property, without the leading `-`.
    public let rawValue: String
    /// The state's place in ``known``, -1 for any other: found once, when the state is made,
    /// so that a lookup in it reads a number instead of comparing its name.
    let position: Int

    /// The state a suffix names; any suffix is accepted.
    public init(rawValue: String) {
        self.rawValue = rawValue
        position = Self.knownNames.firstIndex(of: rawValue) ?? -1
    }

    /// The state a string literal names, e.g. `"selected-highlighted"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The suffix, e.g. `selected-highlighted`.
    public var description: String { rawValue }

    /// No state: the value a view shows unless a state of its own is declared.
    public static let normal = ControlState(rawValue: "normal")
    /// Pressed.
    public static let highlighted = ControlState(rawValue: "highlighted")
    /// Selected.
    public static let selected = ControlState(rawValue: "selected")
    /// Disabled.
    public static let disabled = ControlState(rawValue: "disabled")
    /// Selected and pressed.
    public static let selectedHighlighted = ControlState(rawValue: "selected-highlighted")
    /// Selected and disabled.
    public static let selectedDisabled = ControlState(rawValue: "selected-disabled")

    /// SAP's FUIRatingControl in its `.standard` style (`on-color-standard`).
    public static let standard = ControlState(rawValue: "standard")
    /// SAP's FUIRatingControl in its `.accented` style.
    public static let accented = ControlState(rawValue: "accented")
    /// SAP's FUIRatingControl in its `.editable` style (`on-image-editable`).
    public static let editable = ControlState(rawValue: "editable")
    /// SAP's FUIRatingControl in its `.editableDisabled` style.
    public static let editableDisabled = ControlState(rawValue: "editable-disabled")
    /// The state SAP's FUIStepProgressIndicator page writes as `node-background-highlight`
    /// (most likely its ``highlighted``, misprinted).
    public static let highlight = ControlState(rawValue: "highlight")

    /// Every state the SDK's components document, in a fixed order: lookups of these do not
    /// allocate (see ``Theme``). UIKit's control states first, then FUIRatingControl's styles
    /// and the step progress indicator's `highlight`.
    public static let known: [ControlState] = knownNames.map(ControlState.init(rawValue:))

    /// The names of ``known``, in its order.
    private static let knownNames = [
        "normal", "highlighted", "selected", "disabled", "selected-highlighted", "selected-disabled",
        "standard", "accented", "editable", "editable-disabled", "highlight",
    ]
}
