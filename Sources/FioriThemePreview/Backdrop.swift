import FioriTheme

/// What a surface shows behind the parts drawn on it: opaque colours (one, or the two ends of
/// a gradient), or an image of the app, whose colours the page cannot know.
enum Backdrop: Sendable {
    /// Opaque colours: one for a solid surface, top and bottom for a gradient.
    case colors([RGBAColor])
    /// An image, by name.
    case image(String)

    /// What shows once `fill` is painted over this backdrop: its colours composited over the
    /// colours below (end over end when both are gradients), or the image.
    func covered(by fill: PartFill) -> Backdrop {
        if case .image(let image) = fill { return .image(image.name) }
        let colors = fill.colors
        switch self {
        case .colors(let below) where colors.count == below.count:
            return .colors(zip(colors, below).map { $0.composited(over: $1) })
        case .colors(let below):
            return .colors(colors.flatMap { color in below.map { color.composited(over: $0) } })
        case .image(let name):
            return colors.allSatisfy { $0.alpha == 255 } ? .colors(colors) : .image(name)
        }
    }

    /// The colour a mark is drawn to stand out on: the top colour, or the page's on an image's
    /// placeholder.
    var markBase: RGBAColor {
        if case .colors(let colors) = self, let top = colors.first { return top }
        return PreviewStylesheet.page
    }
}
