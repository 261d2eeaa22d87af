/// The set of state suffixes a property accepts, shared by every property of one family.
///
/// A stylesheet names a state variant by appending the state to the property's base name:
/// `tint-color-disabled` is `tint-color` in state `disabled`, because `tint-color` belongs to
/// the ``tint`` family, which contains `disabled`. States are modelled per family rather
/// than listed property by property, so the catalog records each property once.
///
/// Families are global to a property, not per class: NUI's Button reads
/// `font-color-selected-disabled` and Label does not, but both accept it, since the family of
/// `font-color` is ``control``. A checker therefore never rejects a state that some class
/// of the runtime reads.
///
/// NUI's image properties add a further suffix after the state, `-insets`
/// (`background-image-selected-insets`); that is ``PropertySpec/insets``, not a state.
package enum StateFamily: String, Codable, CaseIterable, Sendable {
    /// No state variants: only the base name is valid.
    case none
    /// UIControl states as NUI's Button renderer reads them (`setTitleColor(_:for:)` and
    /// friends), plus `normal`, which NUI's TestTheme and SAP's tutorials write
    /// (`background-color-normal`).
    case control
    /// The states of SAP's `FUIStateTintable` components (`setTintColor(_:for:)`): FUIKPIView
    /// documents `tint-color-disabled` and `tint-color-highlighted`, FUITitleFormCell
    /// `tint-color-disabled`.
    case tint
    /// The states SAP's FUISegmentControl page gives for its font and shadow attributes:
    /// `{ -selected | -highlighted | -disabled }`. NUI's SegmentedControl and TabBarItem read
    /// the `-selected` subset.
    case segment
    /// Only `selected`: NUI's TableCell gradient (`background-color-top-selected`) and
    /// TabBarItem's `finished-image-selected`.
    case selected
    /// The styles of SAP's `FUIRatingControl` (`FUIRatingControl.Style`: `.standard`,
    /// `.accented`, `.editable`, `.editableDisabled`). Its page lists `on-color`/`off-color
    /// { -standard | -accented | -editable-disabled | -editable-disabled }` (the doubled entry
    /// is most likely `-editable`), `half-color { -standard | -accented }` and the images
    /// `{ -standard | -editable }`.
    case rating
    /// The states of FUIStepProgressIndicator's step nodes, an `FUITintableDrawingView` of
    /// `FUIControlState`, plus `highlight`, which SAP's page prints for `node-background`
    /// (`node-background-highlight`, in a list cut short).
    case stepNode

    /// The state suffixes of the family, without the leading `-`.
    package var states: [String] {
        switch self {
        case .none: []
        case .control: ["normal", "highlighted", "selected", "disabled", "selected-highlighted", "selected-disabled"]
        case .tint: ["normal", "highlighted", "selected", "disabled"]
        case .segment: ["selected", "highlighted", "disabled"]
        case .selected: ["selected"]
        case .rating: ["standard", "accented", "editable", "editable-disabled"]
        case .stepNode: ["normal", "highlighted", "selected", "disabled", "highlight"]
        }
    }
}
