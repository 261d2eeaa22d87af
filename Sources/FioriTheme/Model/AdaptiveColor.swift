/// A colour as it shows in each of the eight palette variants, so that a platform colour can
/// follow the appearance (on UIKit, `UIColor(adaptive)` is a dynamic colour that reads the
/// trait collection).
public struct AdaptiveColor: Hashable, Sendable {
    /// One colour per variant, in the order of `ColorVariant.allCases`.
    private let colors: [RGBAColor]

    /// The colour `resolve` gives each variant; nil when some variant has none (a UIKit
    /// system colour, or a palette override in a cycle).
    package init?(resolving resolve: (ColorVariant) -> RGBAColor?) {
        var colors: [RGBAColor] = []
        for variant in ColorVariant.allCases {
            guard let color = resolve(variant) else { return nil }
            colors.append(color)
        }
        self.colors = colors
    }

    /// The colour in `variant`.
    public subscript(variant: ColorVariant) -> RGBAColor {
        colors[ColorVariant.allCases.firstIndex(of: variant)!]
    }

    /// The colour in `appearance`.
    public func color(in appearance: Appearance) -> RGBAColor {
        self[appearance.colorVariant]
    }
}
