import Testing

@testable import FioriTheme
@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSemantics
@testable import FioriThemeSyntax

@Suite("Value parser")
struct ValueParserTests {
    /// Parses `text` (one value, as written in a declaration) as `type` for the default target.
    func parse(_ text: String, as type: ValueType) -> ValueParser.Outcome {
        let file = SourceFile(path: "t.nss", text: "A { b: \(text); }")
        let (stylesheet, _) = Parser.parse(file)
        let parts = Array(stylesheet.parts(of: stylesheet.declarations[0].value))
        return ValueParser(target: .fiori).parse(parts, in: file, as: type)
    }

    @Test(
        "numbers are decimal, as floatValue reads them",
        arguments: [
            ("12", 12.0), ("-0.5", -0.5), ("+3", 3.0), (".5", 0.5), ("2.", 2.0), ("1e3", 1000.0), ("2.5E-1", 0.25),
        ])
    func decimals(text: String, value: Double) {
        #expect(ValueParser.decimal(text) == value)
    }

    @Test(
        "hexadecimal, infinities and malformed numbers are not numbers",
        arguments: [
            "0x10", "inf", "nan", "infinity", "1e", "e3", ".", "-", "1.2.3", "1 2", "", "1_000",
        ])
    func notDecimals(text: String) {
        #expect(ValueParser.decimal(text) == nil)
    }

    @Test(
        "booleans read as NSString boolValue does",
        arguments: [
            ("YES", true), ("yes", true), ("T", true), ("1", true), ("007", true), ("-1", true), ("+9", true),
            ("NO", false), ("0", false), ("000", false), ("off", false), ("-0", false), ("x", false),
        ])
    func boolValue(text: String, reading: Bool) {
        #expect(ValueParser.boolValue(text) == reading)
    }

    @Test("a box or an offset with units warns once, with the value the runtime reads")
    func unitsInBoxAndOffset() {
        guard case .value(let box, let boxWarnings) = parse("2px 4pt", as: .box) else {
            Issue.record("expected a box")
            return
        }
        #expect(box == .box(top: 2, right: 4, bottom: 2, left: 4))
        #expect(boxWarnings.map(\.code) == [.ignoredUnit])
        #expect(boxWarnings.first?.replacement == "2 4")
        guard case .value(let offset, let offsetWarnings) = parse("1,2pt", as: .offset) else {
            Issue.record("expected an offset")
            return
        }
        #expect(offset == .offset(x: 1, y: 2))
        #expect(offsetWarnings.first?.replacement == "1,2")
        guard case .value(_, let none) = parse("2 4", as: .box) else {
            Issue.record("expected a box")
            return
        }
        #expect(none.isEmpty)
    }

    @Test("a hexadecimal number is an invalid Number")
    func hexNumber() {
        guard case .invalid(let problem) = parse("0x10", as: .number) else {
            Issue.record("0x10 must be invalid")
            return
        }
        #expect(problem.message == "expected a Number")
    }
}
