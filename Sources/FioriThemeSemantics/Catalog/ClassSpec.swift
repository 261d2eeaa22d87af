import FioriThemeCore

/// One class path of the catalog and the base properties it supports.
///
/// A class path is what a stylesheet writes as its selector: a plain NUI element class
/// (`Button`), an SAP component class (`fdlFUIKPIView`) or one of its parts
/// (`fdlFUIKPIView_captionLabel`). A `#` in a path stands for a decimal index, as SAP's pages
/// write numbered parts (`fdlFUIDataTableCardView_textItem_row#` is `…_row2`, `…_row10`, …).
package struct ClassSpec: Equatable, Sendable {
    /// The selector, e.g. `fdlFUIObjectHeaderView_headlineLabel`.
    package let path: String
    /// The component the class styles: an SAP class (`FUIObjectHeaderView`) or, for NUI's
    /// element classes, the UIKit class (`UIButton`).
    package let component: String
    /// Which runtime reads the class.
    let kind: ClassKind
    /// The base names of the supported properties, for any runtime; state forms follow from
    /// each property's ``StateFamily``.
    package let properties: Set<String>
    /// The ``properties`` that only SAPFiori's fork reads: on an NUI element class, those SAP
    /// documents for the fork that upstream NUI's renderers do not read (`View tint-color`).
    let fioriOnlyProperties: Set<String>
    /// The ``properties`` that the source lists on this class without their type (SAP prints
    /// none, or only an example value); fdlc checks them with the type the property has
    /// everywhere else.
    let untypedProperties: Set<String>
    /// Whether the docs leave the class's properties open, so any known property is accepted.
    ///
    /// Set where the source names the class path but lists no attributes, refers to another
    /// page that cannot be read, or only shows an example. ``properties`` then holds the
    /// properties the source does show, if any.
    package let openProperties: Bool
    /// Where the class path is documented, so a reader can check the entry.
    package let source: String
    /// What the source leaves open or refers to, e.g. "refer to FUIButton".
    let note: String?

    /// Creates a class entry.
    init(
        path: String, component: String, kind: ClassKind = .app, properties: Set<String>,
        fioriOnlyProperties: Set<String> = [], untypedProperties: Set<String> = [], openProperties: Bool = false,
        source: String, note: String? = nil
    ) {
        self.path = path
        self.component = component
        self.kind = kind
        self.properties = properties
        self.fioriOnlyProperties = fioriOnlyProperties
        self.untypedProperties = untypedProperties
        self.openProperties = openProperties
        self.source = source
        self.note = note
    }

    /// Whether a stylesheet may set the base property `name` on this class.
    package func supports(_ name: String) -> Bool {
        openProperties || properties.contains(name)
    }

    /// Whether the path has a `#` index placeholder.
    var isPattern: Bool { path.utf8.contains(UInt8(ascii: "#")) }

    /// The entry as `target`'s runtime reads it: a runtime that reads no SAP Fiori class
    /// (``Target/readsSAPFioriClasses``: upstream NUI) does not read the
    /// ``fioriOnlyProperties`` of NUI's element classes.
    func restricted(to target: Target) -> ClassSpec {
        guard !target.readsSAPFioriClasses, kind == .nuiElement, !fioriOnlyProperties.isEmpty else { return self }
        return ClassSpec(
            path: path, component: component, kind: kind, properties: properties.subtracting(fioriOnlyProperties),
            untypedProperties: untypedProperties.subtracting(fioriOnlyProperties),
            openProperties: openProperties, source: source, note: note)
    }
}
