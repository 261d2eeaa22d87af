/// Which runtime reads a class path, so that a check can say what the chosen `--target` does
/// with it.
enum ClassKind: String, CaseIterable, Sendable {
    /// A default class of upstream NUI's renderers (`Button`, `TableCell`, `ImageView`): read
    /// by NUI and by SAPFiori's fork, which ships NUI's renderers.
    case nuiElement = "nui"
    /// An SAP Fiori class path (`fdlFUIKPIView`, `fdlFUIKPIView_captionLabel`), read by
    /// SAPFiori's fork only; to upstream NUI it is a class like any of the app's own.
    case sapFiori = "fiori"
    /// A class of the app's own that a user catalog file declares, read by the app's own code
    /// (through `NUISettings`) or its own components.
    case app

    /// The kind of a class path that a user catalog file declares: the built-in class's kind
    /// when it replaces one, an SAP Fiori class path when it is named like one (`fdl…`, a
    /// component of the fork the built-in catalog lacks), else the app's own.
    static func declared(_ path: String, builtIn: Catalog) -> ClassKind {
        if let known = builtIn.classSpec(for: path) { return known.kind }
        return path.hasPrefix("fdl") ? .sapFiori : .app
    }
}
