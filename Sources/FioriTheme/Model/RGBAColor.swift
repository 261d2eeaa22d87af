import Foundation

/// A colour as four 8-bit channels: sRGB red, green and blue, and alpha (opacity).
///
/// This is the resolved form of every colour value a stylesheet can write: hex, `rgb()`,
/// `hsl()`, a UIKit colour name with a fixed value, or a Fiori palette colour in one variant.
public struct RGBAColor: Hashable, Sendable, Codable {
    /// The red channel, 0–255.
    public let red: UInt8
    /// The green channel, 0–255.
    public let green: UInt8
    /// The blue channel, 0–255.
    public let blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque).
    public let alpha: UInt8

    /// Creates a colour from its channels; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a packed `0xRRGGBBAA` value.
    init(rgba: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgba >> 24),
            green: UInt8(truncatingIfNeeded: rgba >> 16),
            blue: UInt8(truncatingIfNeeded: rgba >> 8),
            alpha: UInt8(truncatingIfNeeded: rgba)
        )
    }

    /// The canonical text of the colour: `#RRGGBBAA`, always 8 uppercase digits, alpha last.
    public var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue, alpha] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The four channels as fractions from 0 to 1, as platform colour initialisers take
    /// them (`UIColor(red:green:blue:alpha:)`, SwiftUI's `Color(.sRGB, red:…)`).
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// The WCAG 2.x relative luminance, from 0 (black) to 1 (white).
    ///
    /// Alpha is ignored: the colour is treated as opaque. A translucent colour's real
    /// luminance depends on what is behind it, which a stylesheet alone does not know.
    /// Channels are linearised with the sRGB threshold 0.04045 (WCAG 2.x writes 0.03928;
    /// no 8-bit channel value falls between the two, so the results are the same).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio between this colour and `other`, from 1 (none) to 21.
    ///
    /// Symmetric in its two colours. Alpha is ignored, as in ``relativeLuminance``, so the
    /// ratio of a translucent colour is that of its opaque version. WCAG asks for at least
    /// 4.5 for normal text and 3 for large text (success criterion 1.4.3, level AA).
    public func contrastRatio(with other: RGBAColor) -> Double {
        let first = relativeLuminance
        let second = other.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
