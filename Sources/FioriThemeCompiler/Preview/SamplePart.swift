/// One coloured part of a sample component: the classes and property the runtime reads its
/// colour from, and the SDK palette colour it has when the theme sets none.
///
/// `classes` are in lookup order, most specific first, and are looked up as one `nuiClass`
/// chain (``Theme/value(_:for:state:)``): the state's own declaration on any of them before the
/// normal one. So the caption of a KPI view, `["fdlFUIKPIView_captionLabel", "fdlFUIKPIView"]`,
/// takes the caption's colour, else the colour the whole view is tinted with.
struct SamplePart: Hashable, Sendable {
    /// What the part paints, which decides the CSS property and the contrast it needs.
    enum Kind: Hashable, Sendable {
        /// The background of a box; what the parts inside it are drawn on.
        case background
        /// Text in a Dynamic Type style (`headline`), unless the theme sets `font-style` or
        /// `font-size` on the part's classes.
        case text(style: String)
        /// A small solid shape (an image's tint): needs 3:1 against its backdrop (WCAG 1.4.11).
        case icon
        /// A box's border, as wide as `border-width` says (1 when not set).
        case border
        /// The stroke of an SVG shape (a progress ring).
        case stroke
    }

    /// What the part is when the theme does not set it.
    enum Fallback: Hashable, Sendable {
        /// The SDK palette colour of this style, in the variant shown (with the theme's
        /// overrides of the palette, as the SDK reads them).
        case palette(String)
        /// Nothing is drawn (UIKit's default for a button's background).
        case clear
    }

    /// Unique within the page, e.g. `kpi-view.metric.disabled`; the `data-part` attribute of
    /// every element that paints it.
    let id: String
    /// Its name in tables, e.g. `metric`.
    let label: String
    /// The classes it is styled through, most specific first; empty when the SDK documents
    /// no class path for it (it always has the SDK's colour).
    let classes: [String]
    /// The properties that colour it; the first one the theme sets wins.
    let properties: [String]
    /// The state shown, nil for normal.
    let state: String?
    /// Its colour when the theme sets none of `properties`.
    let fallback: Fallback
    /// What it paints.
    let kind: Kind

    /// A part read from `property` in `state`.
    init(_ id: String, _ label: String, classes: [String], property: String, state: String? = nil,
         fallback: Fallback, kind: Kind) {
        self.init(id, label, classes: classes, properties: [property], state: state, fallback: fallback, kind: kind)
    }

    /// A part read from the first of `properties` the theme sets.
    init(_ id: String, _ label: String, classes: [String], properties: [String], state: String? = nil,
         fallback: Fallback, kind: Kind) {
        self.id = id
        self.label = label
        self.classes = classes
        self.properties = properties
        self.state = state
        self.fallback = fallback
        self.kind = kind
    }

    /// The `nuiClass` chain the classes form: the least specific first, as a view's
    /// `nuiClass` is written (`BarButton:BarButtonBack`).
    var chain: String { classes.reversed().joined(separator: ":") }

    /// How the part is named with its state: `metric (disabled)`.
    var labelWithState: String { state.map { "\(label) (\($0))" } ?? label }
}
