/// The data of ``Catalog/builtIn``: every property and class path fdlc knows, each with the
/// document it comes from.
///
/// Its tables (`properties`, `classes`) are in `BuiltInCatalog+Data.swift`, which
/// `Scripts/generate-catalog` writes from the tab-separated files in `Catalog/Data/`: one
/// line per property, per class path and per class/property pair, each with its source and
/// URL and, for SAP's pages, the type and states as printed. Edit the data, then run the
/// script; CI fails when the Swift file is stale. `Docs/builtin-catalog.md` is the same data
/// for readers.
///
/// Sources:
/// - *tombenner/nui*: upstream NUI's renderers (`NUI/Core/Renderers/*.m`) and the other files
///   that read properties, per element class; its test stylesheet `TestTheme.NUI.nss`.
/// - *help.sap.com X*: the "Theming" section of class X in the SAPFiori API reference
///   (help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7, versions 9.0, 10.0, Latest and 25.08).
/// - *sap-tutorials*: the SAP iOS SDK tutorials' `CustomTheme.nss` examples.
/// - *seeds/…*: SAP API excerpts read before the help pages were.
///
/// Where a source names a class path without its attributes, the class is open
/// (``ClassSpec/openProperties``) and its note says why.
enum BuiltInCatalog {}
