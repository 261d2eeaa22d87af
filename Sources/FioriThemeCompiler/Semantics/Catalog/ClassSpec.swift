/// One class path of the catalog and the base properties it supports.
///
/// A class path is what a stylesheet writes as its selector: a plain NUI element class
/// (`Button`), an SAP component class (`fdlFUIKPIView`) or one of its parts
/// (`fdlFUIKPIView_captionLabel`).
struct ClassSpec: Equatable, Sendable {
    /// The selector, e.g. `fdlFUIObjectHeaderView_headlineLabel`.
    let path: String
    /// The component the class styles: an SAP class (`FUIObjectHeaderView`) or, for NUI's
    /// element classes, the UIKit class (`UIButton`).
    let component: String
    /// The base names of the supported properties; state forms follow from each property's
    /// ``StateFamily``.
    let properties: Set<String>
    /// Whether the docs leave the class's properties open, so any known property is accepted.
    ///
    /// Set where the source names the class path but lists no attributes, refers to another
    /// page that cannot be read, or only shows an example. ``properties`` then holds the
    /// properties the source does show, if any.
    let openProperties: Bool
    /// Where the class path is documented, so a reader can check the entry.
    let source: String
    /// What the source leaves open or refers to, e.g. "refer to FUIButton".
    let note: String?

    /// Creates a class entry.
    init(
        path: String, component: String, properties: Set<String>, openProperties: Bool = false,
        source: String, note: String? = nil
    ) {
        self.path = path
        self.component = component
        self.properties = properties
        self.openProperties = openProperties
        self.source = source
        self.note = note
    }

    /// Whether the class is one of NUI's element classes (`Button`, `Label`, …), which NUI's
    /// renderers read; SAP's `fdl…` class paths and a catalog file's components are not.
    var isNUIElementClass: Bool {
        !path.hasPrefix("fdl") && component.hasPrefix("UI")
    }

    /// Whether a stylesheet may set the base property `name` on this class.
    func supports(_ name: String) -> Bool {
        openProperties || properties.contains(name)
    }
}
