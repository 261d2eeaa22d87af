import FioriTheme

extension RGBAColor {
    /// This colour painted over an opaque `backdrop` (source-over), rounded to 8 bits per
    /// channel as a browser does: what the screen shows, and what contrast is computed on.
    func composited(over backdrop: RGBAColor) -> RGBAColor {
        guard alpha < 255 else { return self }
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let mixed = (Int(top) * Int(alpha) + Int(bottom) * (255 - Int(alpha)) + 127) / 255
            return UInt8(mixed)
        }
        return RGBAColor(
            red: blend(red, backdrop.red), green: blend(green, backdrop.green),
            blue: blend(blue, backdrop.blue), alpha: 255)
    }

    /// Black or white, whichever contrasts more with this colour: for marks drawn on it.
    var markColor: RGBAColor {
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        let white = RGBAColor(red: 255, green: 255, blue: 255)
        return contrastRatio(with: black) >= contrastRatio(with: white) ? black : white
    }
}
