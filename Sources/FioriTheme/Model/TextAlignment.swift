/// An alignment a `text-align` value names, as `NSTextAlignment` has them.
///
/// On UIKit, `NSTextAlignment(alignment)` converts it.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Aligned to the left edge.
    case left
    /// Centred.
    case center
    /// Aligned to the right edge.
    case right
    /// Both edges aligned, the last line natural.
    case justified
    /// The script's own alignment: left for left-to-right text, right for right-to-left.
    case natural
}
