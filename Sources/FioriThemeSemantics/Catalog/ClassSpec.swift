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
    /// The property names: lists of the built-in tables, read in place, or sets of names.
    private let members: Members

    /// Where the three property sets of an entry are.
    private enum Members: Sendable {
        /// Offsets into ``BuiltInCatalog/propertyLists``.
        case builtIn(properties: Int, fioriOnly: Int, untyped: Int)
        case sets(properties: Set<String>, fioriOnly: Set<String>, untyped: Set<String>)
    }

    /// The base names of the supported properties, for any runtime; state forms follow from
    /// each property's ``StateFamily``.
    package var properties: Set<String> {
        switch members {
        case .builtIn(let properties, _, _): BuiltInCatalog.names(at: properties)
        case .sets(let properties, _, _): properties
        }
    }

    /// The ``properties`` that only SAPFiori's fork reads: on an NUI element class, those SAP
    /// documents for the fork that upstream NUI's renderers do not read (`View tint-color`).
    var fioriOnlyProperties: Set<String> {
        switch members {
        case .builtIn(_, let fioriOnly, _): BuiltInCatalog.names(at: fioriOnly)
        case .sets(_, let fioriOnly, _): fioriOnly
        }
    }

    /// The ``properties`` that the source lists on this class without their type (SAP prints
    /// none, or only an example value); fdlc checks them with the type the property has
    /// everywhere else.
    var untypedProperties: Set<String> {
        switch members {
        case .builtIn(_, _, let untyped): BuiltInCatalog.names(at: untyped)
        case .sets(_, _, let untyped): untyped
        }
    }

    /// Creates a class entry.
    init(
        path: String, component: String, kind: ClassKind = .app, properties: Set<String>,
        fioriOnlyProperties: Set<String> = [], untypedProperties: Set<String> = [], openProperties: Bool = false,
        source: String, note: String? = nil
    ) {
        self.path = path
        self.component = component
        self.kind = kind
        self.openProperties = openProperties
        self.source = source
        self.note = note
        members = .sets(properties: properties, fioriOnly: fioriOnlyProperties, untyped: untypedProperties)
    }

    /// The entry of the built-in table, reading its property lists in place.
    init(_ entry: BuiltInCatalog.ClassEntry) {
        path = entry.path
        component = entry.component
        kind = entry.kind
        openProperties = entry.openProperties
        source = entry.source
        note = entry.note
        members = .builtIn(
            properties: entry.properties, fioriOnly: entry.fioriOnlyProperties, untyped: entry.untypedProperties)
    }

    /// Whether a stylesheet may set the base property `name` on this class.
    package func supports(_ name: String) -> Bool {
        guard !openProperties else { return true }
        switch members {
        case .builtIn(let properties, _, _): return BuiltInCatalog.list(at: properties, contains: name)
        case .sets(let properties, _, _): return properties.contains(name)
        }
    }

    /// Whether the path has a `#` index placeholder.
    var isPattern: Bool { path.utf8.contains(UInt8(ascii: "#")) }

    /// Whether ``fioriOnlyProperties`` is empty, without building it.
    private var hasFioriOnlyProperties: Bool {
        switch members {
        case .builtIn(_, let fioriOnly, _): !BuiltInCatalog.isEmptyList(at: fioriOnly)
        case .sets(_, let fioriOnly, _): !fioriOnly.isEmpty
        }
    }

    /// The entry as `target`'s runtime reads it: a runtime that reads no SAP Fiori class
    /// (``Target/readsSAPFioriClasses``: upstream NUI) does not read the
    /// ``fioriOnlyProperties`` of NUI's element classes.
    func restricted(to target: Target) -> ClassSpec {
        guard !target.readsSAPFioriClasses, kind == .nuiElement, hasFioriOnlyProperties else { return self }
        let fioriOnly = fioriOnlyProperties
        return ClassSpec(
            path: path, component: component, kind: kind, properties: properties.subtracting(fioriOnly),
            untypedProperties: untypedProperties.subtracting(fioriOnly),
            openProperties: openProperties, source: source, note: note)
    }

    /// Two entries are equal when they say the same, wherever their property sets are kept.
    package static func == (lhs: ClassSpec, rhs: ClassSpec) -> Bool {
        lhs.path == rhs.path && lhs.component == rhs.component && lhs.kind == rhs.kind
            && lhs.openProperties == rhs.openProperties && lhs.source == rhs.source && lhs.note == rhs.note
            && lhs.properties == rhs.properties && lhs.fioriOnlyProperties == rhs.fioriOnlyProperties
            && lhs.untypedProperties == rhs.untypedProperties
    }
}
