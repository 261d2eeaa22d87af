#if canImport(UIKit) && !os(watchOS)  // watchOS has no trait collections
    import UIKit

    // Thin conversions to UIKit types. All decisions (which variant an appearance shows, the
    // colour per variant, the channel fractions, which text styles UIKit has) are made in plain
    // Swift and tested on every platform; this file only forwards them.

    extension Appearance {
        /// The appearance a trait collection describes; an unspecified trait is light, base or
        /// normal contrast.
        public init(_ traits: UITraitCollection) {
            self.init(
                isDark: traits.userInterfaceStyle == .dark, isElevated: traits.userInterfaceLevel == .elevated,
                isHighContrast: traits.accessibilityContrast == .high)
        }
    }

    extension UIColor {
        /// The colour, in sRGB.
        public convenience init(_ color: RGBAColor) {
            let components = color.components
            self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
        }

        /// A dynamic colour that shows `color`'s variant for the current trait collection.
        public convenience init(_ color: AdaptiveColor) {
            self.init(dynamicProvider: { traits in UIColor(color.color(in: Appearance(traits))) })
        }
    }

    extension Theme {
        /// The colour a view gets for `property` in `state`, as a dynamic `UIColor` that follows
        /// the trait collection; see ``adaptiveColor(_:for:state:)``.
        public func uiColor(_ property: String, for classPath: String, state: ControlState = .normal) -> UIColor? {
            adaptiveColor(property, for: classPath, state: state).map(UIColor.init)
        }
    }

    extension UIFont.TextStyle {
        /// UIKit's text style of that name; nil for Fiori's KPI styles, which UIKit does not have.
        public init?(_ style: FontTextStyle) {
            switch style {
            case .largeTitle: self = .largeTitle
            case .title1: self = .title1
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .subheadline: self = .subheadline
            case .body: self = .body
            case .callout: self = .callout
            case .footnote: self = .footnote
            case .caption1: self = .caption1
            case .caption2: self = .caption2
            case .kpiNumber, .kpiNumber2: return nil
            }
        }
    }

    extension NSTextAlignment {
        /// The alignment of that name.
        public init(_ alignment: TextAlignment) {
            switch alignment {
            case .left: self = .left
            case .center: self = .center
            case .right: self = .right
            case .justified: self = .justified
            case .natural: self = .natural
            }
        }
    }
#endif
