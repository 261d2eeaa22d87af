import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics
@testable import FioriThemeSyntax

/// The checker types each distinct value of a file once (`ValueMemo`): what it reuses must be
/// what parsing that value again gives, for values that share bytes but differ in type,
/// spacing or token kinds.
@Suite("Value memo")
struct ValueMemoTests {
    /// Values written in one file, each with the type it is read as; repeats on purpose.
    static let values: [(text: String, type: ValueType)] = [
        ("Foo(1)", .fontName), ("Foo (1)", .fontName), ("Foo( 1 )", .fontName), ("Foo(1)", .fontName),
        ("white", .color), ("white", .textAlignment), ("white", .color), ("darkGray", .color),
        ("1,2", .offset), ("1, 2", .offset), ("1px,2", .offset), ("1,2", .box), ("1 2", .offset),
        ("a,b", .classList), ("a, b", .classList), ("a b", .classList), ("a,b", .classList),
        ("rgba(1,2,3,1)", .color), ("rgba(1, 2, 3, 1)", .color), ("rgba(1,2,3,1)", .color),
        ("@tintColor", .color), ("@tintColor", .number), ("@tintColor_darkBackground", .color),
        ("1 2 3 4", .box), ("1 2 3 4px", .box), ("1 2 3 4", .box), ("12", .number), ("12", .integer),
        ("yes", .boolean), ("yes", .boolean), ("0x10", .number), ("left", .textAlignment),
    ]

    @Test("a memo gives what parsing each value again gives, for every target", arguments: Target.allCases)
    func sameOutcomes(target: Target) {
        let text = "A {\n" + Self.values.map { "  b: \($0.text);\n" }.joined() + "}\n"
        let file = SourceFile(path: "t.nss", text: text)
        let (stylesheet, _) = Parser.parse(file, rules: LexicalRules(target))
        #expect(stylesheet.declarations.count == Self.values.count)
        let parser = ValueParser(target: target)
        var memo = ValueMemo()
        for (declaration, value) in zip(stylesheet.declarations, Self.values) {
            let parts = stylesheet.parts(of: declaration.value)
            #expect(
                parser.parse(parts, in: file, as: value.type, memo: &memo)
                    == parser.parse(parts, in: file, as: value.type),
                "\(target): '\(value.text)' as \(value.type)")
        }
        #expect(memo.count < Self.values.count, "no value was reused")
    }

    @Test("values that differ only in spacing keep their own text")
    func spacing() throws {
        let file = SourceFile(path: "t.nss", text: "Button { font-name: Foo(1); }\nLabel { font-name: Foo (1); }\n")
        let table = try #require(Compiler().compile([file]).table)
        #expect(table.classes["Button"]?.properties["font-name"]?.value == .fontName("Foo(1)"))
        #expect(table.classes["Label"]?.properties["font-name"]?.value == .fontName("Foo (1)"))
    }
}
