/// The appearance a view is drawn in, as the platform describes it: light or dark, base or
/// elevated interface level, normal or increased contrast. It picks the palette variant a
/// colour is shown in (``colorVariant``).
///
/// ```swift
/// let sheet = Appearance(colorScheme: .dark, level: .elevated)
/// theme.color("tint-color", for: "fdlFUIKPIView", variant: sheet.colorVariant)   // elevatedDarkBackground
/// ```
///
/// On UIKit, `Appearance(traitCollection)` reads a trait collection; an unspecified trait
/// counts as light, base and normal contrast, as UIKit draws it.
public struct Appearance: Hashable, Sendable {
    /// Light or dark mode (UIKit's `userInterfaceStyle`).
    public enum ColorScheme: Hashable, Sendable, CaseIterable {
        /// Light mode: colours for a light background.
        case light
        /// Dark mode: colours for a dark background.
        case dark
    }

    /// The interface level (UIKit's `userInterfaceLevel`).
    public enum Level: Hashable, Sendable, CaseIterable {
        /// The window's own content.
        case base
        /// Content raised above it: sheets, popovers, split-view secondary columns.
        case elevated
    }

    /// The accessibility setting *Increase Contrast* (UIKit's `accessibilityContrast`).
    public enum Contrast: Hashable, Sendable, CaseIterable {
        /// Increase Contrast is off.
        case normal
        /// Increase Contrast is on.
        case high
    }

    /// Light or dark mode.
    public var colorScheme: ColorScheme
    /// Base or elevated.
    public var level: Level
    /// Normal or increased contrast.
    public var contrast: Contrast

    /// Creates an appearance; light, base and normal contrast unless said otherwise.
    public init(colorScheme: ColorScheme = .light, level: Level = .base, contrast: Contrast = .normal) {
        self.colorScheme = colorScheme
        self.level = level
        self.contrast = contrast
    }

    /// The palette variant this appearance shows: each of the eight combinations has its own
    /// (dark mode is `darkBackground`, an elevated sheet in dark mode with Increase Contrast
    /// is `elevatedContrastDarkBackground`).
    public var colorVariant: ColorVariant {
        switch (colorScheme, level, contrast) {
        case (.light, .base, .normal): .lightBackground
        case (.dark, .base, .normal): .darkBackground
        case (.light, .elevated, .normal): .elevatedLightBackground
        case (.dark, .elevated, .normal): .elevatedDarkBackground
        case (.light, .base, .high): .contrastLightBackground
        case (.dark, .base, .high): .contrastDarkBackground
        case (.light, .elevated, .high): .elevatedContrastLightBackground
        case (.dark, .elevated, .high): .elevatedContrastDarkBackground
        }
    }

    /// The appearance of three yes-or-no traits, as a platform reports them; what a
    /// platform leaves unspecified is false.
    package init(isDark: Bool, isElevated: Bool, isHighContrast: Bool) {
        self.init(
            colorScheme: isDark ? .dark : .light, level: isElevated ? .elevated : .base,
            contrast: isHighContrast ? .high : .normal)
    }
}
