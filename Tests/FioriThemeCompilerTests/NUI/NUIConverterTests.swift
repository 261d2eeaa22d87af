import FioriTheme
import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeSemantics

@Suite("NUI's converter")
struct NUIConverterTests {
    func hex(_ text: String) -> String? {
        if case .rgba(let color)? = NUIConverter.color(text) { return color.hex }
        return nil
    }

    @Test("colour names are UIKit's, not the SDK palette's")
    func names() {
        #expect(NUIConverter.color("red") == .named("red", RGBAColor(red: 255, green: 0, blue: 0)))
        #expect(NUIConverter.color("secondaryLabel") == .named("secondaryLabel", nil))
        #expect(NUIConverter.color("underPageBackground") == .named("underPageBackground", nil))
        #expect(NUIConverter.color("tintColor") == nil)
        #expect(NUIConverter.color("negative_darkBackground") == nil)
        #expect(NUIConverter.color("Red") == nil)
    }

    @Test(
        "hex: the first '#' or '0X' and six digits anywhere in the text, without whitespace, upper-cased",
        arguments: [
            ("#0A6ED1", "#0A6ED1FF"), ("#0a6ed1", "#0A6ED1FF"), ("0x0A6ED1", "#0A6ED1FF"), ("#0000000", "#000000FF"),
            ("#FF000080", "#FF0000FF"), ("#FF0000 garbage", "#FF0000FF"), ("# FF 00 00", "#FF0000FF"),
            ("x#12#ABCDEF", "#ABCDEFFF"),
        ])
    func hexColors(text: String, expected: String) {
        #expect(hex(text) == expected)
    }

    @Test(
        "no colour",
        arguments: [
            "#F00", "#FFFFF", "none", "nui_ignore", "1 2", "rgba ( 255 , 0 , 0 )", "rgb(1,2)", "Helvetica Neue",
        ])
    func noColor(text: String) {
        #expect(NUIConverter.color(text) == nil)
    }

    @Test(
        "functions: a component with '.' as it is, one without divided by 255; hsl is HSB",
        arguments: [
            ("rgb ( 255 , 0 , 0 )", "#FF0000FF"), ("RGBA(255,255,255,230)", "#FFFFFFE6"),
            ("rgba(255,0,0,1)", "#FF000001"),
            ("rgba(255,0,0,1.0)", "#FF0000FF"), ("rgb(0.5,0.5,0.5)", "#808080FF"), ("rgb(300,0,0)", "#FF0000FF"),
            ("hsl(0.5,0.5,0.5)", "#408080FF"), ("hsl(0,255,255)", "#FF0000FF"), ("hsla(200,0.5,0.5,0.5)", "#6D408080"),
            ("rgb(1,2,3,4)", "#010203FF"), ("xrgb(0,0,255)y", "#0000FFFF"),
        ])
    func functions(text: String, expected: String) {
        #expect(hex(text) == expected)
    }

    @Test("'#' and six characters: the converter's colour is the oracle's (NUI's regular expressions), either case")
    func sixCharacterHex() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789abcdefABCDEFgG #x")
        for _ in 0..<5_000 {
            let text = "#" + String((0..<6).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(hex(text) == NUIConverterOracle.colorHex(text), "\(text)")
        }
    }

    @Test("floatValue reads the leading number")
    func floatValue() {
        #expect(NUIConverter.floatValue("2px") == 2)
        #expect(NUIConverter.floatValue(" -1.5e1x") == -15)
        #expect(NUIConverter.floatValue(".5") == 0.5)
        #expect(NUIConverter.floatValue("@w") == 0)
        #expect(NUIConverter.floatValue("abc") == 0)
    }

    @Test("sizes take parts 0 and 1 of the text split at ','; fewer raise")
    func sizes() {
        #expect(NUIConverter.size("1 , 2").map { [$0.x, $0.y] } == [1, 2])
        #expect(NUIConverter.size("1 , 2 , 3").map { [$0.x, $0.y] } == [1, 2])
        #expect(NUIConverter.size("2 , @w").map { [$0.x, $0.y] } == [2, 0])
        #expect(NUIConverter.size("1 2") == nil)
    }

    @Test("boxes split at whitespace: 1 to 4 numbers, any other count all zeros")
    func boxes() {
        let read = { (text: String) in NUIConverter.edgeInsets(text) }
        #expect([read("1").top, read("1").left] == [1, 1])
        #expect([read("1 2").top, read("1 2").right, read("1 2").bottom, read("1 2").left] == [1, 2, 1, 2])
        #expect([read("1 , 2").top, read("1 , 2").right, read("1 , 2").bottom] == [1, 0, 2])
        #expect(read("1 , 2 , 3 , 4").top == 0 && read("1 , 2 , 3 , 4").left == 0)
    }
}
