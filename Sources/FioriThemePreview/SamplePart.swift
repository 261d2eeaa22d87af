/// One coloured part of a sample component: the classes and property the runtime reads its
/// colour from, and the SDK palette colour it has when the theme sets none.
///
/// `classes` are in lookup order, most specific first, and are looked up as one `nuiClass`
/// chain (``Theme/value(_:for:state:)``): the state's own declaration on any of them before the
/// normal one. So the caption of a KPI view, `["fdlFUIKPIView_captionLabel", "fdlFUIKPIView"]`,
/// takes the caption's colour, else the colour the whole view is tinted with.
package struct SamplePart: Hashable, Sendable {
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

    /// One way a renderer paints a background part. A part lists them in the order in which
    /// the renderer lets one cover the others: the first the theme sets is what shows.
    enum Layer: Hashable, Sendable {
        /// A colour property: `background-color`, `bar-tint-color`.
        case color(String)
        /// NUI's vertical gradient, `background-color-top` down to `background-color-bottom`.
        case gradient
        /// An image property (`background-image`): the page cannot draw the app's image, so it
        /// draws a marked placeholder with the image's name.
        case image(String)

        /// The property that sets it: a gradient is set by `background-color-top`.
        var property: String {
            switch self {
            case .color(let property), .image(let property): property
            case .gradient: "background-color-top"
            }
        }
    }

    /// Unique within the page, e.g. `kpi-view.metric.disabled`; the `data-part` attribute of
    /// every element that paints it.
    let id: String
    /// Its name in tables, e.g. `metric`.
    let label: String
    /// The classes it is styled through, most specific first; empty when the SDK documents
    /// no class path for it (it always has the SDK's colour).
    package let classes: [String]
    /// The properties that colour it; the first one the theme sets wins.
    package let properties: [String]
    /// What paints it, first to show first: its colour properties, and for a background the
    /// gradient and image its renderer reads.
    let layers: [Layer]
    /// The state shown, nil for normal.
    package let state: String?
    /// Its colour when the theme sets none of `properties`.
    let fallback: Fallback
    /// What it paints.
    let kind: Kind

    /// A part read from `property` in `state`.
    init(
        _ id: String, _ label: String, classes: [String], property: String, state: String? = nil,
        fallback: Fallback, kind: Kind
    ) {
        self.init(id, label, classes: classes, properties: [property], state: state, fallback: fallback, kind: kind)
    }

    /// A part read from the first of `properties` the theme sets.
    init(
        _ id: String, _ label: String, classes: [String], properties: [String], state: String? = nil,
        fallback: Fallback, kind: Kind
    ) {
        self.init(
            id, label, classes: classes, layers: properties.map(Layer.color), state: state, fallback: fallback,
            kind: kind)
    }

    /// A part painted by the first of `layers` the theme sets (a background with a gradient
    /// or an image).
    init(
        _ id: String, _ label: String, classes: [String], layers: [Layer], state: String? = nil,
        fallback: Fallback, kind: Kind = .background
    ) {
        self.id = id
        self.label = label
        self.classes = classes
        self.layers = layers
        properties = layers.compactMap { layer in
            guard case .color(let property) = layer else { return nil }
            return property
        }
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
