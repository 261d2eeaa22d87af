#if canImport(SwiftUI)
    import SwiftUI

    // Thin conversions to SwiftUI's Color; the decisions are made in plain Swift (see
    // UIKit+FioriTheme.swift).

    extension Color {
        /// The colour, in sRGB.
        public init(_ color: RGBAColor) {
            let components = color.components
            self.init(
                .sRGB, red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
        }
    }

    #if canImport(UIKit) && !os(watchOS)
        extension Color {
            /// A colour that follows the appearance (light or dark, elevated, Increase Contrast),
            /// through UIKit's dynamic colour.
            public init(_ color: AdaptiveColor) {
                self.init(uiColor: UIColor(color))
            }
        }
    #endif
#endif
