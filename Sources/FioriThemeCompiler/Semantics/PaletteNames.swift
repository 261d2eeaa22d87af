import FioriTheme

/// ``Palette/parse(name:)`` behind a test on the name's bytes, for the checker and the
/// linter, which ask it of every variable a theme defines or uses.
///
/// Most of those names are not palette names, and `Palette.parse(name:)` looks for the `_`
/// of a variant suffix character by character; here the style part is found in the UTF-8
/// bytes and looked up first, so a name that is no style costs one set lookup.
enum PaletteNames {
    /// The palette name `name` spells (a style, with or without a variant suffix); nil when
    /// it is none. Always what `Palette.parse(name:)` answers.
    static func parse(_ name: String) -> PaletteName? {
        let utf8 = name.utf8
        let styleEnd = utf8.firstIndex(of: UInt8(ascii: "_")) ?? utf8.endIndex
        guard Palette.isStyle(String(name[..<styleEnd])) else { return nil }
        return Palette.parse(name: name)
    }
}
